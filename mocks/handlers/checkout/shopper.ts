import type { Cart } from '#api/contract/cart.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { giftCardQuote } from '#commerce/checkout/giftCards.ts';
import { memberVerdict } from '#commerce/checkout/loyalty.ts';
import type { PayerFacts } from '#commerce/checkout/payments.ts';
import { isRefusal, minorUnits, type Refusal } from '#commerce/checkout/verdict.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { MOCK_CAPTCHA_APP_ID } from '../auth.ts';
import { cartView, type MockCart, type MockShopper, mockCartState } from '../cart.ts';
import { MockApiError, type MockRequest, refuse } from '../http.ts';

/*
 * What the checkout mocks share: the signed-in demo shopper as commerce/checkout's rules
 * read it, a rule's refusal answered as the service answers it, and the cart's answer.
 */

/** A request body as the contract parsed it (defaults filled in). */
export type BodyOf<R extends AnyRoute> = MockRequest<R>['body'];

/** What a rule of commerce/checkout allowed; its refusal answered as the call's error. */
export function enforce<T>(answer: T | Refusal): Exclude<T, Refusal> {
  if (isRefusal(answer)) refuse(answer);
  return answer as Exclude<T, Refusal>;
}

export function randomToken(length: number): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, length);
}

/** The mocks' bot check: `bot` (or none) fails it, AUT403 with the app to challenge. */
export function assertHuman(captcha: string | undefined) {
  if (!captcha || captcha === 'bot') {
    throw new MockApiError('AUT403', 'The bot check failed', MOCK_CAPTCHA_APP_ID);
  }
}

/** The signed-in demo account of the cart calls, with its points; undefined for a guest. */
export function signedIn() {
  const shopper = mockCartState().shopper;
  return shopper ? { shopper, profile: demoAccount(shopper.key).profile } : undefined;
}

/** The signed-in shopper as the payment rules read it; undefined for a guest. */
export function payerFacts(): PayerFacts | undefined {
  const consumer = signedIn();
  if (!consumer) return undefined;
  const { profile, shopper } = consumer;
  return {
    isLoyaltyMember: profile.isLoyaltyMember,
    memberId: profile.memberId,
    points: shopper.points,
    athlete: Boolean(profile.consumerDetails.athlete),
  };
}

/** The signed-in loyalty member's points (memberVerdict: REW401, REW130, REW135 otherwise). */
export function loyaltyMember(): MockShopper {
  const consumer = signedIn();
  const member = consumer && { ...consumer.profile, shopper: consumer.shopper };
  return enforce(memberVerdict(member)).shopper;
}

/** The cart answered after a change; once prepared, its tax and gift cards are what placing checks. */
export function answerCart(cart: MockCart): Cart {
  const view = cartView(cart);
  if (cart.checkout.taxQuote !== null) {
    cart.checkout.taxQuote = minorUnits(view.totals.tax);
    cart.checkout.giftCardQuote = giftCardQuote(view);
  }
  return view;
}
