import { useQueryClient } from '@tanstack/react-query';
import type { HttpHandler } from 'msw';
import { http } from 'msw';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { type CartItemInput, updateCartItem } from '#api/contract/cart.ts';
import { PageReloadContext } from '#flows/shared/invalidCustomer.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { mockOpenCart, oncePerMockRun, seedMockCart } from '#mocks/handlers/cart.ts';
import { mockPath } from '#mocks/handlers/http.ts';
import { type CartCacheData, cartQueryKey, useCartData } from '#shopper/index.ts';
import { CartLine } from '../../CartLine.tsx';
import { lines } from '../../cartPage.css.ts';

/*
 * The line dialogs' stories on the MSW cart service: the line is added to a new cart as a
 * shopper's add would make it (with its delivery or gift option when the story starts
 * there), and the cart page's own CartLine shows it from the cart cache, so what the
 * service answers is what the story sees.
 */

export interface LineHarnessProps {
  /** The line as an add makes it: sku, quantity, delivery, gift option. */
  line: CartItemInput;
  locale?: SiteLocale;
  /** The page's reload after an invalid customer (AUT498): a spy, never the test page's. */
  onReload?: () => void;
}

export function LineHarness({ line, locale = 'en-us', onReload }: LineHarnessProps) {
  const queryClient = useQueryClient();
  const cart = useCartData();
  const [ready, setReady] = useState(false);
  const [actions] = useState(() => ({
    onQuantity: fn(async () => null),
    onRemove: fn(),
    onReload: fn(),
  }));
  // Once per story run: the cart is seeded with the line the story started with (not added
  // through the API: an add still on its way when the next story reset the mocks landed in
  // that story's cart, another size in the visual review).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the args do not change in a run
  useEffect(() => {
    const made = oncePerMockRun(() => {
      seedMockCart(locale, [line]);
      return mockOpenCart();
    });
    queryClient.setQueryData<CartCacheData>(cartQueryKey, made);
    setReady(true);
  }, []);
  const item = cart?.items[0];
  if (!ready || !cart || !item) return null;
  return (
    <PageReloadContext value={onReload ?? actions.onReload}>
      <ul className={lines} aria-label={item.name}>
        <CartLine
          item={item}
          currency={cart.currency}
          tag={localeInfo[locale].tag}
          onQuantity={actions.onQuantity}
          onRemove={actions.onRemove}
        />
      </ul>
    </PageReloadContext>
  );
}

/** The bodies of the line updates (PUT …/item) the service received in this story. */
export const itemUpdates: unknown[] = [];

/** Records each line update's body, then lets the next handler answer it. */
const recordItemUpdates = http.put(mockPath(updateCartItem), async ({ request }) => {
  itemUpdates.push(await request.clone().json());
  return undefined;
});

/**
 * A story's `beforeEach`: a fresh record of the updates, and the handlers of its state
 * ahead of the happy path (the record first, so it sees every update).
 */
export const serving =
  (...handlers: HttpHandler[]) =>
  ({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) => {
    itemUpdates.length = 0;
    msw.use(recordItemUpdates, ...handlers);
  };
