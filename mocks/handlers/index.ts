import type { HttpHandler } from 'msw';
import { authHappyPath } from './auth.ts';
import { cartHappyPath, resetCartMocks } from './cart.ts';
import { checkoutHappyPath } from './checkout.ts';
import { consumerHappyPath, resetConsumerMocks } from './consumer.ts';
import { contactHappyPath } from './contact.ts';
import { contentHappyPath } from './content.ts';
import { eventHappyPath } from './events.ts';
import { imageHappyPath } from './images.ts';
import { orderHappyPath, resetOrderMocks } from './orders.ts';
import { priceAdjustmentHappyPath } from './priceAdjustments.ts';
import { productHappyPath, resetCatalogueMocks } from './products.ts';
import { MOCK_SESSION_COOKIE } from './session.ts';
import { storeHappyPath } from './stores.ts';
import { resetUgcMocks, ugcHappyPath } from './ugc.ts';
import { utilityHappyPath } from './utilities.ts';
import { resetWishlistMocks, wishlistHappyPath } from './wishlists.ts';

/**
 * Every domain's happy-path handlers: the global set of Storybook and of tests that use
 * MSW. A story overrides one state with `msw.use(<domain>Handlers.<call>.error('…'))`.
 */
export const happyPathHandlers: HttpHandler[] = [
  ...authHappyPath,
  ...consumerHappyPath,
  ...contactHappyPath,
  ...cartHappyPath,
  ...priceAdjustmentHappyPath,
  ...checkoutHappyPath,
  ...contentHappyPath,
  ...eventHappyPath,
  ...imageHappyPath,
  ...orderHappyPath,
  ...productHappyPath,
  ...storeHappyPath,
  ...utilityHappyPath,
  ...wishlistHappyPath,
  ...ugcHappyPath,
];

/**
 * Forget what earlier stories or tests did to the mock service: carts with their checkout
 * and orders, the order history's cancels and returns, wishlists, votes, the members'
 * notification choices, and the signed-in demo account (the mock session cookie).
 * Call before each story/test.
 */
export function resetMockState(): void {
  resetCartMocks();
  resetWishlistMocks();
  resetOrderMocks();
  resetCatalogueMocks();
  resetUgcMocks();
  resetConsumerMocks();
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: MSW reads the mock session from document.cookie, synchronously
    document.cookie = `${MOCK_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}
