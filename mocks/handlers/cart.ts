import { delay, type HttpHandler, http } from 'msw';
import type { PriceAdjustmentFact } from '#api/cart/adjustments.ts';
import { type PlaceFact, type PlaceFacts, pickupItems, placeFits } from '#api/cart/delivery.ts';
import { giftLineMessage, giftOnlyMessage, isGiftLineId, isGiftOnly } from '#api/cart/gifts.ts';
import type { PaymentFact } from '#api/cart/payments.ts';
import { type CouponOnCart, guestShopper, type ShopperFacts } from '#api/cart/promotions.ts';
import {
  chosenShippingCode,
  grownLines,
  type LineGrowth,
  lineCapVerdict,
  mergeLines,
  stockDemands,
  stockVerdict,
} from '#api/cart/stock.ts';
import {
  type AddressFact,
  type CheckoutFacts,
  cartView as cartAnswer,
  listProduct as listAnswer,
  viewSkus,
} from '#api/cart/view.ts';
import { isDigitalProduct, maxQtyPerLine, type ProductModel } from '#api/catalogue/model.ts';
import { type Site, siteOf } from '#api/catalogue/site.ts';
import {
  addCartItems,
  type Cart,
  type CartItemInput,
  createCart,
  createCartWithItem,
  DEFAULT_MAX_QTY,
  getCart,
  moveSavedItemToCart,
  removeCartItem,
  removeSavedItem,
  reserveWithItem,
  type ShippingCode,
  saveItemForLater,
  updateCartItem,
} from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import type { savedCardTypes } from '#api/contract/consumer.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { MAX_LIST_QTY, type SavedForLater, type WishlistProduct } from '#api/contract/wishlists.ts';
import { demoPrices, demoStock } from '../data/catalogue/views.ts';
import { demoGiftCards, demoPromotions, demoSavedCards } from '../data/checkout/index.ts';
import { demoAccount } from '../data/profiles/index.ts';
import {
  errorResponse,
  MockApiError,
  type MockResolver,
  type MockRoute,
  methodOf,
  mockPath,
  mockRoute,
} from './http.ts';
import { mockCatalogue, mockModel } from './products.ts';

/*
 * MSW handlers of spec §7 Cart (the calls issue 3 implements) and the saved-for-later list,
 * answering from the demo catalogue by the service's rules: prices in the cart's currency,
 * stock checks (INV700/INV406/INV409, INV408 with maxAllowedQty), lines of one sku adding
 * up, failed calls changing nothing. The state lives in memory: every story or test starts
 * with `resetCartMocks()` (the browser shopper owns every cart; `cartStates.invalidCustomer`
 * gives the AUT498 answer).
 *
 * A cart also holds its checkout (coupons, shipping methods, addresses, payments; the calls
 * are in ./checkout.ts) and is answered with the demo promotions, so the mock carts price
 * like the service's seeded ones. The shopper is a guest until `setMockCartShopper(key)`
 * signs a demo account in for the cart calls (audiences, points, rewards).
 */

interface MockLine {
  id: string;
  sku: string;
  masterId: string;
  qty: number;
  shippingCode: ShippingCode;
  storeId: string | null;
  giftOption: { email: string; to: string; message: string } | null;
  recipeId: string | null;
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

interface CartMockState {
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

function findVariant(sku: string) {
  return mockModel().variants.get(sku);
}

/** What a list shows of a product or one of its skus (favorites, saved for later). */
export function listProduct(
  product: ProductModel,
  sku: string | null,
  site: Site,
): WishlistProduct {
  const catalogue = mockCatalogue();
  const skus = product.variants.map((variant) => variant.sku);
  return listAnswer(
    product,
    sku,
    demoPrices(catalogue, skus, site.currency),
    demoStock(catalogue).online,
    site,
  );
}

/** Who the shopper is for promotion audiences (server/checkout/facts.ts). */
export function shopperFacts(): ShopperFacts {
  if (!state.shopper) return guestShopper;
  const { profile } = demoAccount(state.shopper.key);
  return {
    registered: true,
    loyalty: profile.isLoyaltyMember,
    employee: profile.consumerDetails.employee && profile.isEmployeeDiscountTCAccepted,
    athlete: profile.consumerDetails.athlete,
    prosumer: profile.consumerDetails.prosumer,
  };
}

/**
 * What checkout adds to the cart's answer, as server/checkout/facts.ts reads it: the demo
 * promotions in the cart's language, its coupons, addresses, methods and payments (gift
 * card balances as they stand now).
 */
export function checkoutFacts(cart: MockCart): CheckoutFacts {
  const site = siteOf(cart.locale, cart.currency);
  const money = new Intl.NumberFormat(site.tag, { style: 'currency', currency: cart.currency });
  const { checkout } = cart;
  return {
    promotions: demoPromotions.map((promotion) => ({
      id: promotion.id,
      level: promotion.level,
      name: promotion.names[site.language],
      callout: promotion.callouts[site.language],
      audience: promotion.audience,
      couponOnly: promotion.couponOnly,
      rule: promotion.rule,
    })),
    coupons: checkout.coupons,
    priceAdjustments: checkout.priceAdjustments,
    shopper: shopperFacts(),
    shippingMethods: checkout.shippingMethods,
    shippingAddress: checkout.shippingAddress,
    billingAddress: checkout.billingAddress,
    payments: checkout.payments.map(
      (payment): PaymentFact => ({
        id: payment.id,
        type: payment.type,
        amount: payment.amount,
        giftCard: payment.giftCardNumber
          ? {
              last4: payment.giftCardNumber.slice(-4),
              balance: state.giftCards[payment.giftCardNumber] ?? 0,
            }
          : null,
        points: payment.type === 'LOYALTY_POINTS' ? (payment.points ?? 0) : null,
        reward:
          payment.rewardId !== null && payment.rewardValue !== null
            ? {
                rewardId: payment.rewardId,
                label: money.format(payment.rewardValue / 100),
                value: payment.rewardValue,
              }
            : null,
        card: payment.card,
      }),
    ),
  };
}

/** The cart as the service answers it (api/cart/view.ts), from the demo prices and stock. */
export function cartView(cart: MockCart) {
  const catalogue = mockCatalogue();
  const checkout = checkoutFacts(cart);
  const gifts = checkout.promotions.flatMap((promotion) =>
    promotion.rule.discount.kind === 'bonus' ? [promotion.rule.discount.sku] : [],
  );
  const skus = [
    ...viewSkus(
      mockModel(),
      cart.lines.map((line) => line.sku),
    ),
    ...gifts,
  ];
  return cartAnswer(
    mockModel(),
    cart,
    cart.lines,
    demoPrices(catalogue, skus, cart.currency),
    demoStock(catalogue),
    checkout,
    mockPlaces(),
  );
}

function openCart(locale: SiteLocale | undefined): MockCart {
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

type LineIn = Omit<CartItemInput, 'qty'> & { qty: number };

/** The service's stock rules (api/cart/stock.ts) over what the cart would hold. */
function checkStock(wanted: MockLine[], touched: MockLine[], before: MockLine[]) {
  const { online, stores } = demoStock(mockCatalogue());
  const verdict = stockVerdict(
    stockDemands(wanted, before, touched),
    (demand) => (demand.storeId ? stores.get(demand.storeId) : online)?.get(demand.sku) ?? 0,
    touched.map((line) => line.sku),
  );
  if (verdict) throw new DetailedMockError(verdict.errorId, verdict.message, verdict.details);
}

/** The service's per-line maximum (api/cart/stock.ts lineCapVerdict): the gift card's. */
function checkLineCaps(lines: readonly LineGrowth[]) {
  const verdict = lineCapVerdict(lines, (sku) => {
    const found = findVariant(sku);
    return found ? maxQtyPerLine(found.product) : DEFAULT_MAX_QTY;
  });
  if (verdict) throw new DetailedMockError(verdict.errorId, verdict.message, verdict.details);
}

function requireSku(sku: string, currency: Currency) {
  if (isGiftOnly(sku)) throw new DetailedMockError('GWP403', giftOnlyMessage, { sku });
  const found = findVariant(sku);
  if (!found) throw new MockApiError('ORD404', `${sku} is not a product variant on sale`);
  if (!found.variant.prices[currency])
    throw new MockApiError('INV702', `${sku} has no price in ${currency}`);
  return found;
}

const placesByCatalogue = new WeakMap<object, PlaceFacts>();

/**
 * The demo stores and collection points by id, as the service reads them
 * (server/cart/places.ts): a store wins over a collection point of the same id.
 */
function mockPlaces(): PlaceFacts {
  const catalogue = mockCatalogue();
  let places = placesByCatalogue.get(catalogue);
  if (!places) {
    const byId = new Map<string, PlaceFact>();
    for (const { id, name, address } of catalogue.collectionPoints) {
      byId.set(id, { kind: 'collectionPoint', name, address });
    }
    for (const { id, name, address, services } of catalogue.stores) {
      byId.set(id, { kind: 'store', services, name, address });
    }
    places = byId;
    placesByCatalogue.set(catalogue, places);
  }
  return places;
}

/** The service's rule for a line's place (api/cart/delivery.ts placeFits): else STR404. */
function requirePlace(code: ShippingCode, placeId: string | null | undefined) {
  if (!placeId) return;
  if (!placeFits(code, mockPlaces().get(placeId) ?? null)) {
    throw new MockApiError(
      'STR404',
      code === 'pudo' ? `No collection point ${placeId}` : `No store ${placeId}`,
    );
  }
}

/** The service's shipping rule (api/cart/stock.ts): API400 for a code the line may not use. */
function shippingCodeOf(
  recipeId: string | null,
  asked: ShippingCode | undefined,
  where: string,
  digital = false,
) {
  const code = chosenShippingCode({ recipeId, digital }, asked);
  if (!code) {
    throw new MockApiError(
      'API400',
      `${where}.shippingOptions.selected: ${asked} is not available`,
    );
  }
  return code;
}

function addLines(cart: MockCart, inputs: readonly LineIn[]) {
  const incoming: MockLine[] = inputs.map((input, index) => {
    const { product } = requireSku(input.productId, cart.currency);
    const shippingCode = shippingCodeOf(
      input.recipeId ?? null,
      input.shippingOptions?.selected,
      `body.items.${index}`,
      isDigitalProduct(product),
    );
    requirePlace(shippingCode, input.shippingOptions?.storeId);
    return {
      id: '',
      sku: input.productId,
      masterId: product.id,
      qty: input.qty,
      shippingCode,
      storeId: input.shippingOptions?.storeId ?? null,
      giftOption: input.giftOption ?? null,
      recipeId: input.recipeId ?? null,
    };
  });
  checkStock([...cart.lines, ...incoming], incoming, cart.lines);
  const { lines, added } = mergeLines(cart.lines, incoming);
  checkLineCaps(grownLines(cart.lines, lines));
  for (const line of added) line.id = mockId('item');
  cart.lines = lines;
}

/** A line gone from the cart takes its price adjustments with it. */
function dropAdjustmentsOf(cart: MockCart, itemId: string): void {
  cart.checkout.priceAdjustments = cart.checkout.priceAdjustments.filter(
    (adjustment) => adjustment.itemId !== itemId,
  );
}

function lineOf(cart: MockCart, itemId: string): MockLine {
  if (isGiftLineId(itemId)) throw new DetailedMockError('GWP403', giftLineMessage, { itemId });
  const line = cart.lines.find((candidate) => candidate.id === itemId);
  if (!line) throw new MockApiError('ORD404', `No item ${itemId} in the cart`);
  return line;
}

function savedView(
  locale: SiteLocale | undefined,
  currency?: Currency,
  start = 0,
  count = 24,
): SavedForLater {
  const site = siteOf(locale, currency);
  const list = state.saveForLater;
  const ordered = [...list.items].reverse();
  return {
    saveForLaterId: list.id,
    total: list.items.length,
    items: ordered.slice(start, start + count).map((item) => {
      const found = findVariant(item.sku);
      const product = found ? listProduct(found.product, item.sku, site) : null;
      return {
        itemId: item.itemId,
        productId: item.sku,
        pageUrl: product?.pdpUrl ?? `/${site.locale}/search?q=${item.sku}`,
        available: product?.available ?? false,
        qty: item.qty,
        addedAt: item.addedAt,
        product,
      };
    }),
  };
}

/** The saved-for-later answer, shared with the wishlists handlers. */
export function savedForLaterAnswer(locale: SiteLocale | undefined, start: number, count: number) {
  return savedView(locale, undefined, start, count);
}

function listOf(saveForLaterId: string) {
  if (state.saveForLater.id !== saveForLaterId) {
    throw new MockApiError('PLP400', `No saved-for-later list ${saveForLaterId}`);
  }
  return state.saveForLater;
}

function savedItemOf(itemId: string): MockSavedItem {
  const item = state.saveForLater.items.find((candidate) => candidate.itemId === itemId);
  if (!item) throw new MockApiError('PLP400', `No item ${itemId} in the saved-for-later list`);
  return item;
}

/**
 * The shopper's open cart with `items` added as createCartWithItem adds them: the set-up of
 * stories and tests that start further on (at checkout). Throws what the call would answer.
 */
export function seedMockCart(
  locale: SiteLocale | undefined,
  items: readonly CartItemInput[],
): MockCart {
  const cart = openCart(locale);
  addLines(
    cart,
    items.map((item) => ({ ...item, qty: item.qty ?? 1 })),
  );
  return cart;
}

/** The shopper's open cart as getCart answers it; null before there is one. */
export function mockOpenCart(): Cart | null {
  const cart = state.openCartId ? state.carts.get(state.openCartId) : undefined;
  return cart ? cartView(cart) : null;
}

export const cartResolvers = {
  create: (({ query }) => cartView(openCart(query.locale))) satisfies MockResolver<
    typeof createCart
  >,
  get: (({ params }) => cartView(cartById(params.basketId))) satisfies MockResolver<typeof getCart>,
  add: answering<typeof addCartItems>(({ body }) => {
    const cart = cartById(body.basketId);
    addLines(cart, body.items);
    return cartView(cart);
  }),
};

export const cartHandlers = {
  createCart: mockRoute(createCart, cartResolvers.create),
  createCartWithItem: mockRoute(
    createCartWithItem,
    answering(({ body, query }) => {
      const cart = openCart(query.locale);
      addLines(cart, body.items);
      return cartView(cart);
    }),
  ),
  reserveWithItem: mockRoute(
    reserveWithItem,
    answering(({ body, query }) => {
      const cart = openCart(query.locale);
      addLines(cart, pickupItems(body.items, body.storeId));
      return cartView(cart);
    }),
  ),
  getCart: mockRoute(getCart, cartResolvers.get),
  addCartItems: mockRoute(addCartItems, cartResolvers.add),
  removeCartItem: mockRoute(
    removeCartItem,
    answering(({ query }) => {
      const cart = cartById(query.basketId);
      const line = lineOf(cart, query.itemId);
      cart.lines = cart.lines.filter((other) => other !== line);
      dropAdjustmentsOf(cart, line.id);
      return cartView(cart);
    }),
  ),
  updateCartItem: mockRoute(
    updateCartItem,
    answering(({ params, body }) => {
      const cart = cartById(params.basketId);
      const line = lineOf(cart, body.itemId);
      const sku = body.productId ?? line.sku;
      const { product } = requireSku(sku, cart.currency);
      if (product.id !== line.masterId) {
        throw new MockApiError(
          'API400',
          `body.productId: ${sku} is not a variant of ${line.masterId}`,
        );
      }
      const storeId = body.shippingOptions ? (body.shippingOptions.storeId ?? null) : line.storeId;
      const shippingCode = body.shippingOptions
        ? shippingCodeOf(
            line.recipeId,
            body.shippingOptions.selected,
            'body',
            isDigitalProduct(product),
          )
        : line.shippingCode;
      requirePlace(shippingCode, storeId);
      const updated: MockLine = {
        ...line,
        sku,
        qty: body.qty ?? line.qty,
        shippingCode,
        storeId,
        giftOption: body.giftOption === undefined ? line.giftOption : body.giftOption,
      };
      const others = cart.lines.filter((other) => other !== line);
      checkStock([...others, updated], [updated], [...others, line]);
      const merged = mergeLines(others, [updated]);
      checkLineCaps(grownLines(others, merged.lines, line.qty));
      // Joined another line (nothing appended): that line took its quantity.
      if (merged.added.length === 0) cart.lines = merged.lines;
      else Object.assign(line, updated);
      return cartView(cart);
    }),
  ),
  saveItemForLater: mockRoute(
    saveItemForLater,
    answering(({ body }) => {
      const cart = cartById(body.basketId);
      const line = lineOf(cart, body.itemId);
      const list = state.saveForLater;
      list.id ??= mockId('saved');
      const existing = list.items.find((item) => item.sku === line.sku);
      const addedAt = new Date().toISOString();
      if (existing) {
        existing.qty = Math.min(existing.qty + line.qty, MAX_LIST_QTY);
        existing.addedAt = addedAt;
        list.items = [...list.items.filter((item) => item !== existing), existing];
      } else {
        list.items.push({
          itemId: mockId('saved-item'),
          sku: line.sku,
          masterId: line.masterId,
          qty: Math.min(line.qty, MAX_LIST_QTY),
          addedAt,
        });
      }
      cart.lines = cart.lines.filter((other) => other !== line);
      dropAdjustmentsOf(cart, line.id);
      return { cart: cartView(cart), saveForLater: savedView(cart.locale, cart.currency) };
    }),
  ),
  moveSavedItemToCart: mockRoute(
    moveSavedItemToCart,
    answering(({ params, body }) => {
      const cart = cartById(params.basketId);
      const list = listOf(body.saveForLaterId);
      const item = savedItemOf(body.itemId);
      const qty = Math.min(body.qty ?? item.qty, item.qty);
      addLines(cart, [{ productId: item.sku, qty }]);
      if (qty >= item.qty) list.items = list.items.filter((other) => other !== item);
      else item.qty -= qty;
      return { cart: cartView(cart), saveForLater: savedView(cart.locale, cart.currency) };
    }),
  ),
  removeSavedItem: mockRoute(
    removeSavedItem,
    answering(({ params, query }) => {
      const list = listOf(params.saveForlaterId);
      const item = savedItemOf(params.itemId);
      list.items = list.items.filter((other) => other !== item);
      return savedView(query.locale);
    }),
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;

/** States stories and tests ask for by name. */
export const cartStates = {
  /** A cart without lines (the empty-cart page). */
  empty: (): HttpHandler[] => [
    cartHandlers.getCart.with(({ params, query }) => {
      const site = siteOf(query.locale);
      return cartView({
        id: params.basketId,
        locale: site.locale,
        currency: site.currency,
        lines: [],
        status: 'open',
        checkout: emptyCheckout(),
      });
    }),
  ],
  /** The cart arrives late (skeletons, disabled buttons). */
  slow: (ms = 1500): HttpHandler[] => [
    cartHandlers.getCart.with(async (request) => {
      await delay(ms);
      return cartResolvers.get(request);
    }),
    cartHandlers.addCartItems.with(async (request) => {
      await delay(ms);
      return cartResolvers.add(request);
    }),
  ],
  /** Spec §8 CART_NOT_FOUND: the client recreates the cart with its items. */
  cartNotFound: (): HttpHandler[] => [
    cartHandlers.getCart.error('BSK404'),
    cartHandlers.addCartItems.error('BSK404'),
    cartHandlers.updateCartItem.error('BSK404'),
  ],
  /**
   * Spec §8 CART_NOT_FOUND, once: at the first call of `route` (a line update by default)
   * the service has lost the shopper's carts and answers BSK404; the cart the client makes
   * again with its items, and every later call, are answered as usual.
   */
  cartLost: (route: AnyRoute = updateCartItem): HttpHandler =>
    methodOf(route)(
      mockPath(route),
      () => {
        forgetMockCarts();
        return errorResponse('BSK404');
      },
      { once: true },
    ),
  /**
   * Spec §8 INVALID_CUSTOMER at a call of `route` (a line update by default): the cart is
   * another customer's (AUT498). The new cart the client then makes is empty.
   */
  invalidCustomerAt: (route: AnyRoute = updateCartItem): HttpHandler[] => [
    methodOf(route)(mockPath(route), () => errorResponse('AUT498')),
    http.post(mockPath(createCart), () => {
      forgetMockCarts();
      return undefined;
    }),
  ],
  /** Spec §8 INVALID_CUSTOMER: the cart belongs to someone else. */
  invalidCustomer: (): HttpHandler[] => [
    cartHandlers.getCart.error('AUT498'),
    cartHandlers.addCartItems.error('AUT498'),
  ],
  /** Spec §8 ITEM_OOS on add. */
  outOfStock: (productId = 'RDGJK100110'): HttpHandler =>
    cartHandlers.addCartItems.with(() =>
      errorResponse('INV700', {
        message: `${productId} is out of stock`,
        details: {
          productIds: [productId],
          type: 'ProductItemRequired',
        },
      }),
    ),
  /** Spec §8 ADDED_MAX_QUANTITY, with the quantity the message shows. */
  maxQuantity: (maxAllowedQty = 3, productId = 'RDGJK100110'): HttpHandler[] =>
    [cartHandlers.addCartItems, cartHandlers.updateCartItem].map((handler) =>
      handler.with(() =>
        errorResponse('INV408', {
          message: `At most ${maxAllowedQty} of ${productId} can be in the cart`,
          details: {
            type: 'ProductItemMaxQuantity',
            productId,
            maxAllowedQty,
            qtyInCart: 0,
          },
        }),
      ),
    ),
  /** INV408 without details: the client falls back to its generic message. */
  maxQuantityWithoutDetails: (): HttpHandler => cartHandlers.addCartItems.error('INV408'),
  /**
   * A line update (PUT …/item) the service refuses when it sets that part of the line, its
   * gift option (removing it too) or its delivery: SHP404, GFO404, API400 naming a field …
   * Any other update goes on to the next handler and is answered as usual.
   */
  itemUpdateRefused: (
    part: 'giftOption' | 'shippingOptions',
    errorId: ErrorId,
    options: { message?: string; details?: Record<string, unknown> } = {},
  ): HttpHandler =>
    http.put(mockPath(updateCartItem), async ({ request }) => {
      const body: unknown = await request
        .clone()
        .json()
        .catch(() => null);
      if (body && typeof body === 'object' && part in body) return errorResponse(errorId, options);
      return undefined;
    }),
};

/** The happy path of the cart calls issue 3 implements. */
export const cartHappyPath: HttpHandler[] = Object.values(cartHandlers).map((handler) =>
  handler.ok(),
);
