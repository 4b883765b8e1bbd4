import type { Cart, FlashMessage } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { homeDeliveryCodes, taxRate } from '../cart/delivery.ts';
import { giftOptionMissing, linesMissingGiftOption } from '../cart/giftOption.ts';
import { POINT_VALUE_MINOR } from '../cart/payments.ts';
import { type GiftCardQuote, giftCardQuoteVerdict } from './giftCards.ts';
import { minorUnits, type Refusal, refusal, type Verdict } from './verdict.ts';

/*
 * Orders (spec §4 prepare, place, patch; §8 ORD, INV, TAX, PYT codes): what makes a cart
 * impossible to order, what its payments must cover, what placing it takes from balances,
 * and how a 3-D Secure result settles it. Taking and giving back (conditional updates in
 * the service, the mock state in the MSW handlers) is the caller's.
 */

/** Where tax is charged, as far as the rules read it. */
type TaxAddress = { country: string; province?: string | undefined } | null;

const emptyCart = () => refusal('ORD415', 'The cart is empty');

/** TAX309 when no tax rate is known for the shipping address. */
function taxVerdict(address: TaxAddress): Verdict {
  return address && taxRate(address.country, address.province) === null
    ? refusal('TAX309', 'Tax could not be calculated for this address')
    : null;
}

/** INV700 for one sku that ran out, INV406 for more (with the lines' flash when known). */
export function outOfStock(skus: readonly string[], flash?: readonly unknown[]) {
  const details = flash ? { skus, flash } : { skus };
  return skus.length === 1
    ? refusal('INV700', 'An item ran out of stock', details)
    : refusal('INV406', 'Some items ran out of stock', details);
}

/** prepareOrder: ORD415 an empty cart, TAX309 no tax for the shipping address. */
export function prepareVerdict(view: Pick<Cart, 'items'>, shippingAddress: TaxAddress): Verdict {
  return view.items.length === 0 ? emptyCart() : taxVerdict(shippingAddress);
}

/**
 * Lines that went from the catalogue or lost their price (flash ProductItemNotAvailable):
 * ORD430 for one, INV405 for several (spec §8 "item" / "items no longer available").
 */
function noLongerAvailable(gone: readonly FlashMessage[]) {
  return gone.length === 1
    ? refusal('ORD430', 'An item is no longer available', { flash: gone })
    : refusal('INV405', 'Some items are no longer available', { flash: gone });
}

/**
 * Lines whose stock fell below what they hold (the cart's flash): INV700 for one sku,
 * INV406 for several all sold out, INV407 for several of which some still have a few
 * units, fewer than the lines hold (spec §8 "items no longer available" in that quantity).
 */
function shortOfStock(short: readonly FlashMessage[]) {
  const skus = short.map((flash) => String(flash.details.productId));
  const someLeft = short.some((flash) => flash.code === 'ProductLineItemInventoryMissing');
  if (skus.length === 1 || !someLeft) return outOfStock(skus, short);
  return refusal('INV407', 'Some items are no longer available in the quantity chosen', {
    skus,
    flash: short,
  });
}

/**
 * What makes the cart impossible to order now: ORD415 empty, ORD430 / INV405 lines no
 * longer available, INV700 / INV406 / INV407 lines whose stock fell since they were added
 * (the errors of stock taken by another order), CHK380 no address for a home delivery,
 * TAX309 no tax for it, GFO400 a gift card line without its gift option (it would have
 * nowhere to go).
 */
export function orderableVerdict(
  view: Pick<Cart, 'items' | 'flash' | 'shippingMethods'>,
  shippingAddress: TaxAddress,
): Verdict {
  if (view.items.length === 0) return emptyCart();
  const gone = view.flash.filter((flash) => flash.code === 'ProductItemNotAvailable');
  if (gone.length > 0) return noLongerAvailable(gone);
  const short = view.flash.filter((flash) =>
    ['ProductLineItemFullInventoryMissing', 'ProductLineItemInventoryMissing'].includes(flash.code),
  );
  if (short.length > 0) return shortOfStock(short);
  const toAddress = view.shippingMethods.some((s) => homeDeliveryCodes.includes(s.code));
  if (toAddress && !shippingAddress) return refusal('CHK380', 'The shipping address is missing');
  const tax = taxVerdict(shippingAddress);
  if (tax) return tax;
  const noGiftOption = linesMissingGiftOption(view);
  if (noGiftOption.length === 0) return null;
  const { message, details } = giftOptionMissing(noGiftOption);
  return refusal('GFO400', message, details);
}

/**
 * What placing checks once the cart is orderable: BIL400 no billing address, TAX310 the
 * tax changed since the summary showed `taxQuote` (minor units; null: never prepared),
 * GFC740 a gift card's balance no longer holds what the summary showed it paying
 * (`giftCardQuote`, written with the tax quote), PYT400 something is left to pay and no
 * instrument pays the rest. Answers the billing address the order is placed with.
 */
export function payableVerdict<B extends object>(input: {
  view: Pick<Cart, 'totals' | 'payment_instruments'>;
  billing: B | null;
  taxQuote: number | null;
  giftCardQuote: GiftCardQuote | null;
  payer: object | undefined;
}): B | Refusal {
  const { view, billing, taxQuote, giftCardQuote } = input;
  if (!billing) return refusal('BIL400', 'The billing address is missing');
  if (taxQuote !== null && taxQuote !== minorUnits(view.totals.tax)) {
    return refusal('TAX310', 'The tax changed since the summary was shown', {
      tax: view.totals.tax,
    });
  }
  const drained = taxQuote !== null && giftCardQuote && giftCardQuoteVerdict(view, giftCardQuote);
  if (drained) return drained;
  if (minorUnits(view.totals.remainingToPay) > 0 && !input.payer) {
    return refusal('PYT400', 'The payment does not cover the order', {
      remainingToPay: view.totals.remainingToPay,
    });
  }
  return billing;
}

/**
 * What an order spends of balances: each gift card payment's share (minor units, by the
 * payment's id) and the points of the points payment and of the reward vouchers.
 */
export function orderSpend(
  view: Pick<Cart, 'payment_instruments'>,
  payments: readonly { rewardId: string | null; points: number | null }[],
) {
  const giftCards: { paymentId: string; amount: number }[] = [];
  let points = 0;
  for (const instrument of view.payment_instruments) {
    const amount = minorUnits(instrument.amount);
    if (instrument.type === 'GIFT_CARD' && amount > 0) {
      giftCards.push({ paymentId: instrument.id, amount });
    }
    if (instrument.type === 'LOYALTY_POINTS') points += Math.ceil(amount / POINT_VALUE_MINOR);
  }
  for (const payment of payments) {
    if (payment.rewardId !== null) points += payment.points ?? 0;
  }
  return { giftCards, points };
}

/** Placing finds the points an order spends no longer there. */
export const pointsRefusals = {
  /** REW401: a guest's order cannot spend points. */
  signedOut: () => refusal('REW401', 'Sign in to spend points'),
  /** REW140: the balance no longer holds them. */
  spent: () => refusal('REW140', 'Not enough points left'),
};

// ---------------------------------------------------------------------------------------
// 3-D Secure

/** ORD409: no order of the caller's with this number. */
export const unknownOrder = (orderNumber: string) => refusal('ORD409', `No order ${orderNumber}`);

/** ORD409 when the challenge's transaction is not the one the order waits for. */
export function challengeVerdict(expected: string | null, transactionId: string): Verdict {
  return expected === transactionId ? null : refusal('ORD409', 'This challenge is not the order’s');
}

/** The order once the card asked for 3-D Secure: pending its challenge (as orderView answers it). */
export function challengedOrder(
  view: CheckoutOrder,
  challenge: NonNullable<CheckoutOrder['challenge']>,
): CheckoutOrder {
  const flash = [
    { code: 'PaymentNotAuthorized', type: 'info', details: { orderNumber: view.orderNumber } },
  ];
  return { ...view, status: 'payment_pending', flash, challenge };
}

/**
 * The order once its payment is settled (the provider's answer, or its challenge):
 * passed, placed; failed or cancelled, failed with PaymentNotAuthorized (what it took is
 * given back; the shopper goes back to billing).
 */
export function settledOrder(
  view: CheckoutOrder,
  orderNumber: string,
  passed: boolean,
): CheckoutOrder {
  if (passed) return { ...view, status: 'placed', flash: [], challenge: null };
  return {
    ...view,
    status: 'failed',
    challenge: null,
    flash: [{ code: 'PaymentNotAuthorized', type: 'error', details: { orderNumber } }],
  };
}
