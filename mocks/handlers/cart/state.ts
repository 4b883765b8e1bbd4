import type { CheckoutOrder } from '#api/contract/checkout.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import type { savedCardTypes } from '#api/contract/consumer.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import type { PlannedLine } from '#commerce/cart/addPlan.ts';
import type { PriceAdjustmentFact } from '#commerce/cart/adjustments.ts';
import type { PaymentFact } from '#commerce/cart/payments.ts';
import type { CouponOnCart } from '#commerce/cart/promotions.ts';
import type { AddressFact } from '#commerce/cart/view.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import type { GiftCardQuote } from '#commerce/checkout/giftCards.ts';
import { demoGiftCards, demoSavedCards } from '#demo/checkout/index.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { errorResponse, MockApiError, type MockResolver } from '../http.ts';

/*
 * The cart mocks' state: the shapes of what the mock service keeps (carts with their lines
 * and checkout, orders, saved cards, the saved-for-later list), the one in-memory instance
 * of it with its resets, the shopper's carts by id, and `answering`, which puts it back when
 * a call fails.
 */

/** A cart line: what the service's add plan decides of it (commerce/cart/addPlan.ts), and its id. */
export interface MockLine extends PlannedLine {
  id: string;
}

/** A payment instrument on a cart, as the service stores it (server/db/schema/checkout.ts). */
export interface MockPayment {
  id: string;
  type: PaymentFact['type'];
  /** Most it may cover (minor units); null: as much as it can. */
  amount: number | null;
  giftCardNumber: string | null;
  /** Points it holds: LOYALTY_POINTS, and what a reward voucher cost. */
  points: number | null;
  rewardId: string | null;
  /** Minor units. */
  rewardValue: number | null;
  card: PaymentFact['card'];
  /** What the sandbox gateway will answer for the card (its token's outcome). */
  cardOutcome: 'ok' | '3ds' | 'decline' | 'fraud' | null;
  /** PAYPAL, KLARNA: the session the shopper authorized. */
  paymentSessionId: string | null;
}

/** A buy-now-pay-later session opened for the cart (server/checkout/payLater.ts). */
export interface MockPaymentSession {
  id: string;
  provider: 'KLARNA' | 'PAYPAL';
  /** What it covers, minor units. */
  amount: number;
  currency: string;
  authorized: boolean;
  /** Ms since the epoch. */
  expiresAt: number;
}

export interface MockCheckout {
  coupons: CouponOnCart[];
  /** The method chosen per shipment id. */
  shippingMethods: Record<string, string>;
  shippingAddress: AddressFact | null;
  billingAddress: AddressFact | null;
  payments: MockPayment[];
  paymentSessions: MockPaymentSession[];
  deviceFingerPrint: string | null;
  /** The tax prepareOrder showed (minor units); placing checks it (TAX310). */
  taxQuote: number | null;
  /** What the same summary showed each gift card paying; placing checks it (GFC740). */
  giftCardQuote: GiftCardQuote | null;
  /** An associate's price adjustments (mocks/handlers/priceAdjustments.ts). */
  priceAdjustments: PriceAdjustmentFact[];
}

export interface MockCart {
  id: string;
  locale: SiteLocale;
  currency: Currency;
  lines: MockLine[];
  /** `ordered` once its order is placed: the cart calls answer BSK404 for it. */
  status: 'open' | 'ordered';
  checkout: MockCheckout;
}

/** What a pending order took, given back when its 3-D Secure challenge fails. */
export interface MockReservations {
  giftCards: { number: string; amount: number }[];
  points: number;
  coupons: string[];
}

export interface MockOrder {
  cartId: string;
  status: CheckoutOrder['status'];
  view: CheckoutOrder;
  transactionId: string | null;
  reservations: MockReservations;
}

/**
 * A card a demo account saved (server/db/schema/checkout.ts saved_cards): the gateway's
 * token and what the shopper sees of the card, never its number.
 */
export interface MockSavedCard {
  id: string;
  /** The demo account's email (the seed's key of its owner). */
  email: string;
  /** The sandbox gateway's token: `sbx_<outcome>_…`. */
  token: string;
  cardType: (typeof savedCardTypes)[number];
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  holderName: string;
  billingAddressId: string | null;
  main: boolean;
}

/**
 * A gift card a demo account saved (server/db/schema/checkout.ts saved_gift_cards): which
 * demo card it is and its last four digits; the balance is read from the cards' state.
 */
export interface MockSavedGiftCard {
  id: string;
  /** The demo account's email (the seed's key of its owner). */
  email: string;
  /** The demo card's number: the mocks' stand-in for the service's reference to the card. */
  giftCardNumber: string;
  lastFour: string;
}

/** The signed-in demo account the cart calls see, and its points balance. */
export interface MockShopper {
  key: string;
  points: number;
}

export interface MockSavedItem {
  itemId: string;
  sku: string;
  masterId: string;
  qty: number;
  addedAt: string;
}

export interface CartMockState {
  carts: Map<string, MockCart>;
  /** The shopper's open cart (one per shopper, like the service). */
  openCartId: string | null;
  saveForLater: { id: string | null; items: MockSavedItem[] };
  sequence: number;
  /** null: a guest. */
  shopper: MockShopper | null;
  /** Gift card balances by number (minor units), spent by placed orders. */
  giftCards: Record<string, number>;
  /** Redemptions per coupon code (single-use codes: PRM150). */
  couponRedemptions: Record<string, number>;
  orders: Map<string, MockOrder>;
  orderSequence: number;
  /** Saved cards of every demo account, oldest first (each account's main one listed first). */
  savedCards: MockSavedCard[];
  /** Gift cards saved to every demo account, oldest first. */
  savedGiftCards: MockSavedGiftCard[];
}

let state: CartMockState = freshState();

function freshState(): CartMockState {
  return {
    carts: new Map(),
    openCartId: null,
    saveForLater: { id: null, items: [] },
    sequence: 0,
    shopper: null,
    giftCards: Object.fromEntries(demoGiftCards.map((card) => [card.number, card.balance])),
    couponRedemptions: {},
    orders: new Map(),
    // The service's order numbers start there too (server/db/schema/checkout.ts).
    orderSequence: 10_000_000,
    // Seeded as the service seeds them (server/checkout/seed.ts): each the main card.
    savedCards: demoSavedCards.map((card, index) => ({
      ...card,
      id: `mock-saved-card-${index + 1}`,
      billingAddressId: null,
      main: true,
    })),
    savedGiftCards: [],
  };
}

/** Forget every cart, saved item, order and saved card; the shopper is a guest again. */
export function resetCartMocks(): void {
  state = freshState();
}

/** The service lost every cart (BSK404 from now on); the shopper, lists and orders stay. */
export function forgetMockCarts(): void {
  state.carts.clear();
  state.openCartId = null;
}

/**
 * Sign a demo account in for the cart and checkout calls (`loyalty`, `athlete` …; null:
 * guest): its audiences, points and rewards apply, as on the service's consumer carts.
 */
export function setMockCartShopper(key: string | null): void {
  state.shopper = key
    ? { key, points: demoAccount(key).profile.loyaltySummary.points.balance }
    : null;
}

/**
 * The mock state as it stands. `answering` replaces it when a call fails, so read it
 * again after every await rather than keeping it.
 */
export function mockCartState(): CartMockState {
  return state;
}

const madePerRun = new WeakMap<CartMockState, unknown>();

/**
 * What `make` gave in this mock state (a story run: each starts with `resetCartMocks`), made
 * once. A story that builds its cart on mount calls it so that a second mount of the same run
 * (new globals, a re-render) finds the cart made instead of adding its lines again; making it
 * synchronously leaves no add on its way to land in the next run's fresh state.
 */
export function oncePerMockRun<T>(make: () => T): T {
  if (!madePerRun.has(state)) madePerRun.set(state, make());
  return madePerRun.get(state) as T;
}

export function emptyCheckout(): MockCheckout {
  return {
    coupons: [],
    shippingMethods: {},
    shippingAddress: null,
    billingAddress: null,
    payments: [],
    paymentSessions: [],
    deviceFingerPrint: null,
    taxQuote: null,
    giftCardQuote: null,
    priceAdjustments: [],
  };
}

/** A new mock identifier: `mock-basket-1`, `mock-item-2` … */
export function mockId(kind: string): string {
  state.sequence += 1;
  return `mock-${kind}-${state.sequence}`;
}

export function mockSaveForLaterState() {
  return state.saveForLater;
}

/** A catalogue error with details (the service's ApiError `details`); answered by `answering`. */
export class DetailedMockError extends Error {
  readonly errorId: ErrorId;
  readonly details: Record<string, unknown>;
  constructor(errorId: ErrorId, message: string, details: Record<string, unknown>) {
    super(message);
    this.errorId = errorId;
    this.details = details;
  }
}

/** A call that changes nothing when it fails: the state is put back as it was. */
export function answering<R extends AnyRoute>(resolver: MockResolver<R>): MockResolver<R> {
  return async (request) => {
    const snapshot = structuredClone(state);
    try {
      return await resolver(request);
    } catch (error) {
      state = snapshot;
      if (error instanceof DetailedMockError) {
        return errorResponse(error.errorId, { message: error.message, details: error.details });
      }
      throw error;
    }
  };
}

/** The shopper's open cart, made (empty) when there is none yet. */
export function openCart(locale: SiteLocale | undefined): MockCart {
  const existing = state.openCartId ? state.carts.get(state.openCartId) : undefined;
  if (existing) return existing;
  const site = siteOf(locale);
  const cart: MockCart = {
    id: mockId('basket'),
    locale: site.locale,
    currency: site.currency,
    lines: [],
    status: 'open',
    checkout: emptyCheckout(),
  };
  state.carts.set(cart.id, cart);
  state.openCartId = cart.id;
  return cart;
}

/** The open cart `basketId` names, else BSK404 (unknown, or ordered already). */
export function cartById(basketId: string): MockCart {
  const cart = state.carts.get(basketId);
  if (cart?.status !== 'open') throw new MockApiError('BSK404', `No cart ${basketId}`);
  return cart;
}
