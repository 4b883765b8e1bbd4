import { delay, type HttpHandler } from 'msw';
import type { Cart, CartAddress, CartItemInput } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  applyCoupon,
  applyReward,
  type CheckoutOrder,
  deleteBillingAddress,
  deleteShippingAddress,
  getPaymentMethods,
  getPaymentSession,
  getShippingMethods,
  giftCardBalance,
  patchOrder,
  placeOrder,
  prepareOrder,
  removeCoupon,
  removePaymentInstrument,
  sendDeviceFingerPrint,
  setBillingAddress,
  setShippingAddress,
  setShippingMethod,
  validateShippingAddress,
} from '#api/contract/checkout.ts';
import { API_BASE, type SiteLocale } from '#api/contract/common.ts';
import {
  addSavedPaymentInstrument,
  deleteSavedPaymentInstrument,
  getSavedPaymentInstruments,
  updateSavedPaymentInstrument,
} from '#api/contract/consumer.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import { catalogueLocales, DEFAULT_CATALOGUE_LOCALE } from '#api/contract/products.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { addressProblems, normalizeAddress } from '#commerce/cart/address.ts';
import { deliveryChanges } from '#commerce/cart/conversions.ts';
import {
  homeDeliveryCodes,
  isPoBox,
  shippingMethodsByCode,
  taxRate,
} from '#commerce/cart/delivery.ts';
import { giftOptionMissing, linesMissingGiftOption } from '#commerce/cart/giftOption.ts';
import { orderView } from '#commerce/cart/order.ts';
import { POINT_VALUE_MINOR } from '#commerce/cart/payments.ts';
import { audienceMatches } from '#commerce/cart/promotions.ts';
import { demoStock } from '#demo/catalogue/views.ts';
import { demoCoupons, demoGiftCards, demoPromotions } from '#demo/checkout/index.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { MOCK_CAPTCHA_APP_ID } from './auth.ts';
import {
  answering,
  cartById,
  cartView,
  DetailedMockError,
  type MockCart,
  type MockPayment,
  type MockPaymentSession,
  type MockReservations,
  type MockSavedCard,
  mockCartState,
  mockId,
  seedMockCart,
  shopperFacts,
} from './cart.ts';
import {
  MockApiError,
  type MockRequest,
  type MockResolver,
  type MockRoute,
  mockRoute,
} from './http.ts';
import { mockCatalogue } from './products.ts';

/*
 * MSW handlers of the checkout calls (api/contract/checkout.ts) on the mock carts of
 * ./cart.ts, by the service's rules (server/checkout/*.ts): coupons, delivery methods,
 * addresses checked with the demo countries' rules, payment instruments with the sandbox
 * card gateway and the demo gift cards, orders placed once per cart with 3-D Secure. The
 * prices, promotions, tax and payment shares come from the same commerce/cart code the service
 * answers with; server/checkout/contract.test.ts walks both alike. A failed call changes
 * nothing (`answering`).
 *
 * The sandbox cards, as the service's gateway answers them:
 *   4111 1111 1111 1111  authorizes
 *   4000 0000 0000 3220  asks for a 3-D Secure challenge (patchOrder completes it)
 *   4000 0000 0000 0002  is declined when placing (PAY400)
 *   4100 0000 0000 0019  fails the fraud check when placing (PYT402)
 * Any other number with a valid check digit authorizes; an expired date is FE309.
 * PayPal and Klarna need the session GET paymentSession opened for the cart, for what it
 * has left to pay (PAY400 with `details.reason` otherwise); an authorization token
 * `decline` is declined.
 */

// The service's limits and tables (server/checkout/*.ts, server/consumer/loyalty.ts). The
// mocks may not import server/: the contract test keeps these in step.

/** Most coupons one cart may hold (PRM140). */
const MAX_COUPONS_PER_CART = 3;
/** Most gift cards one cart may hold (GFC410). */
const MAX_GIFT_CARDS_PER_CART = 3;
/** Buy now, pay later: the currencies and the order amounts (major units) it takes. */
const klarnaLimits = { currencies: ['USD', 'GBP', 'EUR'], min: 35, max: 1500 } as const;
/** How long a buy-now-pay-later session may be used (server/checkout/payLater.ts). */
const PAYMENT_SESSION_TTL_MS = 60 * 60 * 1000;
/** Loyalty vouchers: the points they cost and what they are worth (major units). */
export const loyaltyVoucherTiers = [
  { points: 500, value: 5 },
  { points: 1000, value: 10 },
  { points: 2000, value: 25 },
  { points: 4000, value: 60 },
] as const;
/** Loyalty members earn a point per major unit of merchandise they pay for. */
const POINTS_PER_MAJOR_UNIT = 1;

type PaymentType = MockPayment['type'];

/** Instruments that pay what gift cards, points and rewards leave (one per cart). */
const remainderTypes: readonly PaymentType[] = [
  'CREDIT_CARD',
  'PAYPAL',
  'KLARNA',
  'ATHLETES_PAYMENT',
];

type CardOutcome = NonNullable<MockPayment['cardOutcome']>;
const sandboxCards: Record<string, CardOutcome> = {
  '4111111111111111': 'ok',
  '4000000000003220': '3ds',
  '4000000000000002': 'decline',
  '4100000000000019': 'fraud',
};

const CHALLENGE_PATH = `${API_BASE}/checkout/sandbox/3ds`;

const minor = (major: number) => Math.round(major * 100);

/** A request body as the contract parsed it (defaults filled in). */
type BodyOf<R extends AnyRoute> = MockRequest<R>['body'];

function fail(errorId: ErrorId, message: string, details?: Record<string, unknown>): never {
  if (details) throw new DetailedMockError(errorId, message, details);
  throw new MockApiError(errorId, message);
}

function randomToken(length: number): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, length);
}

// ---------------------------------------------------------------------------------------
// The shopper

/** The signed-in demo account of the cart calls, with its points; undefined for a guest. */
function signedIn() {
  const shopper = mockCartState().shopper;
  return shopper ? { shopper, profile: demoAccount(shopper.key).profile } : undefined;
}

/** A signed-in loyalty member: REW401 signed out, REW130 not a member, REW135 not confirmed. */
function loyaltyMember() {
  const consumer = signedIn();
  if (!consumer) fail('REW401', 'Sign in to use loyalty points and rewards');
  if (!consumer.profile.isLoyaltyMember) fail('REW130', 'This is for loyalty members');
  if (!consumer.profile.memberId) fail('REW135', 'The loyalty membership is not confirmed');
  return consumer.shopper;
}

// ---------------------------------------------------------------------------------------
// Coupons

function applyCouponCode(cart: MockCart, asked: string) {
  const code = asked.trim().toUpperCase();
  const coupon = demoCoupons.find((candidate) => candidate.code === code);
  const promotion = demoPromotions.find((candidate) => candidate.id === coupon?.promotionId);
  if (!coupon || !promotion) fail('PRM130', `No promotion with the code ${code}`);
  // The days count from the seeding day, which for the mocks is now.
  if ((coupon.startsInDays ?? 0) > 0) fail('PRM135', `The code ${code} is not available yet`);
  if (coupon.endsInDays !== undefined && coupon.endsInDays <= 0) {
    fail('PRM155', `The code ${code} has expired`);
  }
  const redeemed = mockCartState().couponRedemptions[code] ?? 0;
  if (coupon.maxRedemptions !== null && redeemed >= coupon.maxRedemptions) {
    fail('PRM150', `The code ${code} has already been redeemed`);
  }
  if (!audienceMatches(promotion.audience, shopperFacts())) {
    fail(
      'PRM160',
      signedIn()
        ? `The code ${code} is not valid for this account`
        : `Sign in to use the code ${code}`,
    );
  }
  const { coupons } = cart.checkout;
  if (coupons.some((held) => held.code === code)) {
    fail('PRM416', `The code ${code} is applied already`);
  }
  if (coupons.length >= MAX_COUPONS_PER_CART) {
    fail('PRM140', `A cart holds at most ${MAX_COUPONS_PER_CART} codes`);
  }
  coupons.push({ id: mockId('coupon'), code, promotionId: promotion.id });
}

// ---------------------------------------------------------------------------------------
// Addresses

type AddressBody = Omit<CartAddress, 'id' | 'approachType' | 'main'>;

/**
 * The address checked against its country's rules (demo/catalogue/countries.ts, the
 * rows the service seeds): PAY401 a country the site does not ship to; the field problems
 * as CHK380 (shipping) or CHK320 (billing), SHP410 / BILL410 when only the phone is missing.
 */
function checkedAddress<A extends AddressBody>(
  cart: MockCart,
  address: A,
  kind: 'shipping' | 'billing',
): A {
  const country = address.country.toUpperCase();
  const row = mockCatalogue().countries.find((candidate) => candidate.code === country);
  if (!row || (kind === 'shipping' && !row.sites.includes(cart.locale))) {
    fail('PAY401', `We cannot ship to ${country} from this site`, { field: 'country' });
  }
  const rules = kind === 'shipping' ? row.shipping : row.billing;
  const normalized = normalizeAddress({ ...address, country }, rules);
  const problems = addressProblems(normalized, rules, kind);
  if (problems.length > 0) {
    const phoneOnly = problems.every((problem) => problem.field === 'phone');
    const errorId = phoneOnly
      ? (problems[0]?.errorId ?? 'CHK320')
      : kind === 'shipping'
        ? 'CHK380'
        : 'CHK320';
    fail(errorId, `The ${kind} address is not valid: ${problems.map((p) => p.field).join(', ')}`, {
      fields: problems,
    });
  }
  return normalized;
}

/** A signed-in shopper's address goes to the profile: the cart keeps its id. */
function profileAddressId(saveToProfile: boolean): string | null {
  return saveToProfile && signedIn() ? mockId('address') : null;
}

function assertHuman(captcha: string | undefined) {
  if (!captcha || captcha === 'bot') {
    throw new MockApiError('AUT403', 'The bot check failed', MOCK_CAPTCHA_APP_ID);
  }
}

function saveShippingAddress(cart: MockCart, body: BodyOf<typeof setShippingAddress>) {
  if (body.recaptcha_response !== undefined) assertHuman(body.recaptcha_response);
  const address = checkedAddress(cart, body.address, 'shipping');
  if (isPoBox(`${address.addressLine1} ${address.addressLine2 ?? ''}`)) {
    const courierOnly = cartView(cart).shippingMethods.some(
      (shipment) =>
        homeDeliveryCodes.includes(shipment.code) &&
        shipment.applicableShippingMethods.some(
          (method) =>
            method.selected &&
            shippingMethodsByCode[shipment.code].find((known) => known.code === method.code)
              ?.noPoBox,
        ),
    );
    if (courierOnly) {
      fail('SHP500', 'This delivery method does not deliver to a PO box', {
        field: 'addressLine1',
      });
    }
  }
  cart.checkout.shippingAddress = {
    ...address,
    addressId: profileAddressId(body.saveToProfile),
  };
  cart.checkout.taxQuote = null;
}

/** SHP404 unless `code` is one of the shipment's methods. */
/**
 * The service's delivery changes of prepareOrder (commerce/cart/conversions.ts) on the demo
 * stock: the lines moved, the methods downgraded, the notices for the summary.
 */
function convertDeliveries(cart: MockCart) {
  const catalogue = mockCatalogue();
  const { online, stores: shelves } = demoStock(catalogue);
  const { conversions, downgrades, notices } = deliveryChanges(
    cart.lines,
    {
      online,
      shelves,
      services: new Map(catalogue.stores.map((store) => [store.id, store.services])),
    },
    cart.checkout.shippingMethods,
    cart.checkout.shippingAddress,
  );
  for (const conversion of conversions) {
    const line = cart.lines.find((candidate) => candidate.id === conversion.itemId);
    if (!line) continue;
    line.shippingCode = conversion.to;
    line.storeId = conversion.storeId;
  }
  for (const downgrade of downgrades) {
    cart.checkout.shippingMethods[downgrade.shippingId] = downgrade.to;
  }
  return notices;
}

function chooseShippingMethod(cart: MockCart, shippingId: string, code: string) {
  const shipment = cartView(cart).shippingMethods.find((s) => s.shippingId === shippingId);
  if (!shipment?.applicableShippingMethods.some((method) => method.code === code)) {
    fail('SHP404', `No shipping method ${code} for the shipment ${shippingId}`, {
      shippingId,
      code,
    });
  }
  cart.checkout.shippingMethods[shippingId] = code;
}

function saveBillingAddress(cart: MockCart, body: BodyOf<typeof setBillingAddress>) {
  const source: (AddressBody & { addressId?: string | null }) | null | undefined =
    body.sameAsShipping ? cart.checkout.shippingAddress : body.address;
  if (!source) {
    fail(
      'BIL400',
      body.sameAsShipping
        ? 'There is no shipping address to bill to'
        : 'The billing address is missing',
    );
  }
  const address = checkedAddress(cart, source, 'billing');
  cart.checkout.billingAddress = { ...address, addressId: profileAddressId(body.saveToProfile) };
}

// ---------------------------------------------------------------------------------------
// Saved cards (server/checkout/savedCards.ts)

type SavedCardType = MockSavedCard['cardType'];

const savedCardTypes: Record<string, SavedCardType> = {
  Visa: 'VISA',
  Mastercard: 'MASTERCARD',
  'American Express': 'AMEX',
  Discover: 'DISCOVER',
};

const brandOfSavedCard = (type: SavedCardType): string =>
  Object.entries(savedCardTypes).find(([, value]) => value === type)?.[0] ?? 'Card';

/** What the sandbox gateway answers for a token it issued (`sbx_<outcome>_…`). */
function outcomeOfToken(token: string): CardOutcome {
  const outcome = token.split('_')[1];
  return outcome === '3ds' || outcome === 'decline' || outcome === 'fraud' ? outcome : 'ok';
}

/** The signed-in account's email, whose saved cards the consumer calls see; AUT432 for a guest. */
function savedCardOwner(): string {
  const consumer = signedIn();
  if (!consumer) throw new MockApiError('AUT432', 'Sign in to use this call');
  return consumer.profile.consumerDetails.email;
}

/** An account's saved cards, the main one first, then oldest first (as the service lists). */
function savedCardsOf(email: string): MockSavedCard[] {
  const held = mockCartState().savedCards.filter((card) => card.email === email);
  return [...held.filter((card) => card.main), ...held.filter((card) => !card.main)];
}

function savedCardOf(email: string, id: string): MockSavedCard {
  const card = savedCardsOf(email).find((candidate) => candidate.id === id);
  if (!card) fail('PYT404', 'No saved card with this id');
  return card;
}

const hasExpired = (month: number, year: number) => Date.UTC(year, month, 1) <= Date.now();

function savedCardView(card: MockSavedCard) {
  return {
    paymentInstrumentId: card.id,
    type: 'CREDIT_CARD' as const,
    main: card.main,
    card: {
      cardType: card.cardType,
      lastFour: card.lastFour,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      holderName: card.holderName,
    },
    billingAddressId: card.billingAddressId,
  };
}

/** Save a card: PYT300 when the account has it already (same type, last four, expiry). */
function saveCard(email: string, card: Omit<MockSavedCard, 'id' | 'email'>): MockSavedCard {
  const state = mockCartState();
  const held = savedCardsOf(email);
  const same = held.some(
    (row) =>
      row.cardType === card.cardType &&
      row.lastFour === card.lastFour &&
      row.expirationMonth === card.expirationMonth &&
      row.expirationYear === card.expirationYear,
  );
  if (same) fail('PYT300', 'This card is saved already');
  const main = card.main || held.length === 0;
  if (main) for (const row of held) row.main = false;
  const saved: MockSavedCard = { ...card, id: mockId('saved-card'), email, main };
  state.savedCards.push(saved);
  return saved;
}

function updateSavedCard(
  email: string,
  id: string,
  change: BodyOf<typeof updateSavedPaymentInstrument>,
): MockSavedCard {
  const card = savedCardOf(email, id);
  const month = change.expirationMonth ?? card.expirationMonth;
  const year = change.expirationYear ?? card.expirationYear;
  if (hasExpired(month, year)) fail('FE309', 'The card has expired');
  if (change.main) {
    for (const row of savedCardsOf(email)) if (row !== card) row.main = false;
  }
  card.main = change.main ?? card.main;
  card.expirationMonth = month;
  card.expirationYear = year;
  card.billingAddressId = change.billingAddressId ?? card.billingAddressId;
  return card;
}

// ---------------------------------------------------------------------------------------
// Payments

/** Luhn check digit (the sandbox gateway's card check). */
function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

/**
 * The demo gift card a number and PIN open, usable in `currency` today: GFC800 unknown,
 * GFC700 wrong PIN, GFC760 another currency, GFC812 expired, GFC725 blocked. The balance
 * (as orders left it) is the caller's to check (GFC740).
 */
function openGiftCard(number: string, pin: string, currency: string) {
  const card = demoGiftCards.find((candidate) => candidate.number === number);
  if (!card) fail('GFC800', 'No gift card with this number');
  if (card.pin !== pin) fail('GFC700', 'The PIN does not match this gift card');
  if (card.currency !== currency) {
    fail('GFC760', `This gift card is in ${card.currency}, the cart in ${currency}`);
  }
  const today = new Date().toISOString().slice(0, 10);
  if (card.expiresOn !== null && card.expiresOn < today) {
    fail('GFC812', 'This gift card has expired');
  }
  if (card.status !== 'active') fail('GFC725', 'This gift card may not be used');
  return { ...card, balance: mockCartState().giftCards[number] ?? 0 };
}

/** Points the cart's instruments other than `except` already hold. */
function pointsHeld(payments: readonly MockPayment[], except: string): number {
  return payments
    .filter((payment) => payment.id !== except && payment.points !== null)
    .reduce((sum, payment) => sum + (payment.points ?? 0), 0);
}

function newPayment(type: PaymentType, amount: number | null): MockPayment {
  return {
    id: mockId('payment'),
    type,
    amount,
    giftCardNumber: null,
    points: null,
    rewardId: null,
    rewardValue: null,
    card: null,
    cardOutcome: null,
    paymentSessionId: null,
  };
}

/** One instrument pays what the others leave: adding one replaces the one there was. */
function replaceRemainder(cart: MockCart, payment: MockPayment) {
  cart.checkout.payments = [
    ...cart.checkout.payments.filter((held) => !remainderTypes.includes(held.type)),
    payment,
  ];
}

/**
 * Spend a loyalty voucher on the cart (`V{points}-{currency}`, as GET loyalty/vouchers
 * lists them): REW140 when the points it costs, with the points already on the cart, pass
 * the balance. `apply` false takes it off.
 */
function applyRewardVoucher(
  cart: MockCart,
  rewardId: string,
  apply: boolean,
  type: 'REWARD_CARD' | 'REWARD_CODE' = 'REWARD_CARD',
) {
  const { payments } = cart.checkout;
  const existing = payments.find((payment) => payment.rewardId === rewardId);
  if (!apply) {
    if (existing) cart.checkout.payments = payments.filter((payment) => payment !== existing);
    return;
  }
  const member = loyaltyMember();
  const tier = loyaltyVoucherTiers.find((t) => `V${t.points}-${cart.currency}` === rewardId);
  if (!tier) fail('REW140', `No reward ${rewardId} for this cart`);
  if (existing) return;
  if (tier.points + pointsHeld(payments, '') > member.points) {
    fail('REW140', 'Not enough points for this reward', {
      balance: member.points,
      points: tier.points,
    });
  }
  payments.push({
    ...newPayment(type, null),
    rewardId,
    points: tier.points,
    rewardValue: tier.value * 100,
  });
}

function addInstrument(cart: MockCart, body: BodyOf<typeof addPaymentInstrument>) {
  const cap = body.amount === undefined ? null : Math.round(body.amount * 100);
  const { payments } = cart.checkout;
  switch (body.type) {
    case 'CREDIT_CARD': {
      if (body.savedCardId) {
        const consumer = signedIn();
        if (!consumer) fail('PYT404', 'No saved card with this id');
        const saved = savedCardOf(consumer.profile.consumerDetails.email, body.savedCardId);
        if (hasExpired(saved.expirationMonth, saved.expirationYear)) {
          fail('FE309', 'The saved card has expired');
        }
        replaceRemainder(cart, {
          ...newPayment('CREDIT_CARD', null),
          card: {
            brand: brandOfSavedCard(saved.cardType),
            last4: saved.lastFour,
            expiryMonth: saved.expirationMonth,
            expiryYear: saved.expirationYear,
            holder: saved.holderName,
          },
          cardOutcome: outcomeOfToken(saved.token),
        });
        return;
      }
      const { card } = body;
      if (!card) fail('PAY400', 'Card details are missing');
      if (hasExpired(card.expiryMonth, card.expiryYear)) fail('FE309', 'The card has expired');
      if (!luhnValid(card.number)) fail('PAY400', 'The card number is not valid');
      const outcome = sandboxCards[card.number] ?? 'ok';
      const brand = cardBrand(card.number);
      // Like the service, only the brand, the last four digits and the expiry are kept.
      replaceRemainder(cart, {
        ...newPayment('CREDIT_CARD', null),
        card: {
          brand,
          last4: card.number.slice(-4),
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          holder: card.holder.trim(),
        },
        cardOutcome: outcome,
      });
      const consumer = signedIn();
      const cardType = savedCardTypes[brand];
      if (body.saveCard && consumer && cardType) {
        try {
          saveCard(consumer.profile.consumerDetails.email, {
            token: `sbx_${outcome}_${randomToken(16)}`,
            cardType,
            lastFour: card.number.slice(-4),
            expirationMonth: card.expiryMonth,
            expirationYear: card.expiryYear,
            holderName: card.holder.trim(),
            billingAddressId: null,
            main: false,
          });
        } catch (error) {
          // Saved already: the payment goes on with the card typed.
          if (!(error instanceof MockApiError && error.errorId === 'PYT300')) throw error;
        }
      }
      return;
    }
    case 'GIFT_CARD': {
      if (!body.giftCard) fail('GFC400', 'The gift card number and PIN are missing');
      const card = openGiftCard(body.giftCard.number, body.giftCard.pin, cart.currency);
      if (payments.some((payment) => payment.giftCardNumber === card.number)) {
        fail('GFC755', 'This gift card is applied already');
      }
      if (
        payments.filter((payment) => payment.type === 'GIFT_CARD').length >= MAX_GIFT_CARDS_PER_CART
      ) {
        fail('GFC410', `At most ${MAX_GIFT_CARDS_PER_CART} gift cards per order`);
      }
      if (card.balance <= 0) fail('GFC740', 'This gift card has no balance left');
      payments.push({ ...newPayment('GIFT_CARD', cap), giftCardNumber: card.number });
      return;
    }
    case 'LOYALTY_POINTS': {
      const member = loyaltyMember();
      const existing = payments.find((payment) => payment.type === 'LOYALTY_POINTS');
      const held = pointsHeld(payments, existing?.id ?? '');
      const points = body.points ?? member.points - held;
      if (points <= 0 || points + held > member.points) {
        fail('REW140', 'Not enough points', { balance: member.points });
      }
      cart.checkout.payments = [
        ...payments.filter((payment) => payment !== existing),
        { ...newPayment('LOYALTY_POINTS', cap), points },
      ];
      return;
    }
    case 'REWARD_CODE':
    case 'REWARD_CARD': {
      if (!body.rewardCode) fail('PAY400', 'The reward code is missing');
      applyRewardVoucher(cart, body.rewardCode, true, body.type);
      return;
    }
    case 'PAYPAL':
    case 'KLARNA': {
      if (
        body.type === 'KLARNA' &&
        !(klarnaLimits.currencies as readonly string[]).includes(cart.currency)
      ) {
        fail('PAY400', `Klarna does not take ${cart.currency}`);
      }
      // The provider approved what the session covered: it must be what is left to pay.
      const session = usableSession(
        cart,
        body.type,
        body.paymentSessionId,
        minor(cartView(cart).totals.remainingToPay),
      );
      // The sandbox provider declines the authorization token `decline`.
      if (body.authorizationToken === 'decline') refuseSession('declined');
      session.authorized = true;
      replaceRemainder(cart, { ...newPayment(body.type, null), paymentSessionId: session.id });
      return;
    }
    case 'ATHLETES_PAYMENT': {
      if (!signedIn()?.profile.consumerDetails.athlete) {
        fail('PAY400', 'The athletes’ account is for athletes');
      }
      replaceRemainder(cart, newPayment('ATHLETES_PAYMENT', null));
      return;
    }
  }
}

/** The payment methods of a cart for this shopper (server/checkout/payments.ts). */
function paymentMethodsFor(view: Cart) {
  const consumer = signedIn();
  const member = Boolean(consumer?.profile.isLoyaltyMember && consumer.profile.memberId);
  const klarna =
    (klarnaLimits.currencies as readonly string[]).includes(view.currency) &&
    view.totals.remainingToPay >= klarnaLimits.min &&
    view.totals.remainingToPay <= klarnaLimits.max;
  const methods: Record<PaymentType, { label: string; enabled: boolean }> = {
    CREDIT_CARD: { label: 'Credit or debit card', enabled: true },
    GIFT_CARD: { label: 'Gift card', enabled: true },
    LOYALTY_POINTS: {
      label: 'Loyalty points',
      enabled: member && (consumer?.shopper.points ?? 0) > 0,
    },
    ATHLETES_PAYMENT: {
      label: 'Athletes’ account',
      enabled: Boolean(consumer?.profile.consumerDetails.athlete),
    },
    KLARNA: { label: 'Klarna', enabled: klarna },
    PAYPAL: { label: 'PayPal', enabled: true },
    REWARD_CODE: { label: 'Reward code', enabled: member },
    REWARD_CARD: { label: 'Reward voucher', enabled: member },
  };
  return {
    paymentMethods: (Object.keys(methods) as PaymentType[]).map((type) => ({
      type,
      label: methods[type].label,
      enabled: methods[type].enabled,
      minAmount: type === 'KLARNA' ? klarnaLimits.min : null,
      maxAmount: type === 'KLARNA' ? klarnaLimits.max : null,
    })),
  };
}

type SessionRefusal = 'missing' | 'unknown' | 'expired' | 'amountChanged' | 'declined';

const sessionRefusals: Record<SessionRefusal, string> = {
  missing: 'The payment session is missing',
  unknown: 'No such payment session for this cart',
  expired: 'The payment session has expired',
  amountChanged: 'The amount to pay changed since the payment was approved',
  declined: 'The provider declined the payment',
};

function refuseSession(reason: SessionRefusal): never {
  fail('PAY400', sessionRefusals[reason], { reason });
}

/**
 * The cart's session `sessionId` as it may pay now (server/checkout/payments.ts): this
 * provider's, not expired, for `amount` (minor units) in the cart's currency, authorized
 * when `authorized`; else PAY400 with the reason.
 */
function usableSession(
  cart: MockCart,
  provider: 'KLARNA' | 'PAYPAL',
  sessionId: string | null | undefined,
  amount: number,
  authorized = false,
): MockPaymentSession {
  if (!sessionId) refuseSession('missing');
  const session = cart.checkout.paymentSessions.find(
    (held) => held.id === sessionId && held.provider === provider,
  );
  if (!session || (authorized && !session.authorized)) refuseSession('unknown');
  if (session.expiresAt <= Date.now()) refuseSession('expired');
  if (session.amount !== amount || session.currency !== cart.currency) {
    refuseSession('amountChanged');
  }
  return session;
}

/**
 * Remember a session for `amount` (minor units); the sessions no instrument names are
 * dropped, as the service does. Answers its id.
 */
function openSession(cart: MockCart, provider: 'KLARNA' | 'PAYPAL', amount: number): string {
  const named = new Set(cart.checkout.payments.map((payment) => payment.paymentSessionId));
  const id = `sbx_${randomToken(12)}`;
  cart.checkout.paymentSessions = [
    ...cart.checkout.paymentSessions.filter((session) => named.has(session.id)),
    {
      id,
      provider,
      amount,
      currency: cart.currency,
      authorized: false,
      expiresAt: Date.now() + PAYMENT_SESSION_TTL_MS,
    },
  ];
  return id;
}

function assertKlarnaTakes(view: Cart) {
  if (
    !(klarnaLimits.currencies as readonly string[]).includes(view.currency) ||
    view.totals.remainingToPay < klarnaLimits.min ||
    view.totals.remainingToPay > klarnaLimits.max
  ) {
    fail('PAY400', 'Klarna is not available for this order');
  }
}

// ---------------------------------------------------------------------------------------
// Orders

/** What makes the cart impossible to order now, as the spec's errors. */
function assertOrderable(view: Cart, cart: MockCart) {
  if (view.items.length === 0) fail('ORD415', 'The cart is empty');
  const gone = view.flash.filter((flash) => flash.code === 'ProductItemNotAvailable');
  if (gone.length > 0) fail('ORD430', 'Some items are no longer available', { flash: gone });
  const short = view.flash.filter((flash) =>
    ['ProductLineItemFullInventoryMissing', 'ProductLineItemInventoryMissing'].includes(flash.code),
  );
  if (short.length > 0) {
    const skus = short.map((flash) => String(flash.details.productId));
    fail(
      skus.length === 1 ? 'INV700' : 'INV406',
      skus.length === 1 ? 'An item ran out of stock' : 'Some items ran out of stock',
      { skus, flash: short },
    );
  }
  const address = cart.checkout.shippingAddress;
  const toAddress = view.shippingMethods.some((s) => homeDeliveryCodes.includes(s.code));
  if (toAddress && !address) fail('CHK380', 'The shipping address is missing');
  if (address && taxRate(address.country, address.province) === null) {
    fail('TAX309', 'Tax could not be calculated for this address');
  }
}

/**
 * Take gift card balances, points and single-use coupons for the order (the demo stock is
 * not taken: the mocks' catalogue answers stay as they are).
 */
function reserve(view: Cart, cart: MockCart): MockReservations {
  const state = mockCartState();
  const giftCards: MockReservations['giftCards'] = [];
  let points = 0;
  for (const instrument of view.payment_instruments) {
    const amount = minor(instrument.amount);
    const number = cart.checkout.payments.find((p) => p.id === instrument.id)?.giftCardNumber;
    if (instrument.type === 'GIFT_CARD' && number && amount > 0) {
      const balance = state.giftCards[number] ?? 0;
      const active = demoGiftCards.some(
        (card) => card.number === number && card.status === 'active',
      );
      if (!active || balance < amount) {
        fail('GFC740', 'The gift card balance changed; check the payment again', {
          paymentInstrumentId: instrument.id,
        });
      }
      state.giftCards[number] = balance - amount;
      giftCards.push({ number, amount });
    }
    if (instrument.type === 'LOYALTY_POINTS') points += Math.ceil(amount / POINT_VALUE_MINOR);
  }
  for (const payment of cart.checkout.payments) {
    if (payment.rewardId !== null) points += payment.points ?? 0;
  }
  if (points > 0) {
    if (!state.shopper) fail('REW401', 'Sign in to spend points');
    if (state.shopper.points < points) fail('REW140', 'Not enough points left');
    state.shopper.points -= points;
  }
  const coupons: string[] = [];
  for (const coupon of view.couponItems) {
    if (coupon.status !== 'applied') continue;
    const limit = demoCoupons.find((known) => known.code === coupon.code)?.maxRedemptions ?? null;
    const redeemed = state.couponRedemptions[coupon.code] ?? 0;
    if (limit !== null && redeemed >= limit) {
      fail('PRM150', `The code ${coupon.code} has already been redeemed`, { code: coupon.code });
    }
    state.couponRedemptions[coupon.code] = redeemed + 1;
    coupons.push(coupon.code);
  }
  return { giftCards, points, coupons };
}

/** Give back what a failed order took. */
function release(reservations: MockReservations) {
  const state = mockCartState();
  for (const card of reservations.giftCards) {
    state.giftCards[card.number] = (state.giftCards[card.number] ?? 0) + card.amount;
  }
  if (state.shopper) state.shopper.points += reservations.points;
  for (const code of reservations.coupons) {
    state.couponRedemptions[code] = Math.max((state.couponRedemptions[code] ?? 0) - 1, 0);
  }
}

/** A placed order: the cart is done (the next createCart opens a new one), points earned. */
function completeOrder(cartId: string, view: CheckoutOrder) {
  const state = mockCartState();
  const cart = state.carts.get(cartId);
  if (cart) cart.status = 'ordered';
  if (state.openCartId === cartId) state.openCartId = null;
  const consumer = signedIn();
  if (consumer?.profile.isLoyaltyMember) {
    const merchandise = view.totals.itemTotal - view.totals.totalDiscount;
    consumer.shopper.points += Math.floor(Math.max(0, merchandise) * POINTS_PER_MAJOR_UNIT);
  }
}

function placeOrderOf(body: BodyOf<typeof placeOrder>, forcedOutcome?: CardOutcome): CheckoutOrder {
  const state = mockCartState();
  assertHuman(body.recaptcha_response);
  // The same cart placed again (a double click, a retried request): the same order.
  const live = [...state.orders.values()].find(
    (order) => order.cartId === body.basketId && order.status !== 'failed',
  );
  if (live && state.carts.has(body.basketId)) return live.view;
  const cart = cartById(body.basketId);
  const view = cartView(cart);
  assertOrderable(view, cart);
  const noGiftOption = linesMissingGiftOption(view);
  if (noGiftOption.length > 0) {
    const { message, details } = giftOptionMissing(noGiftOption);
    fail('GFO400', message, details);
  }

  const billing = body.billingAddress
    ? checkedAddress(cart, body.billingAddress, 'billing')
    : cart.checkout.billingAddress;
  if (!billing) fail('BIL400', 'The billing address is missing');
  const { taxQuote } = cart.checkout;
  if (taxQuote !== null && taxQuote !== minor(view.totals.tax)) {
    fail('TAX310', 'The tax changed since the summary was shown', { tax: view.totals.tax });
  }
  const payer = cart.checkout.payments.find((payment) => remainderTypes.includes(payment.type));
  const remaining = minor(view.totals.remainingToPay);
  if (remaining > 0 && !payer) {
    fail('PYT400', 'The payment does not cover the order', {
      remainingToPay: view.totals.remainingToPay,
    });
  }

  // PayPal or Klarna: the session the shopper approved must still cover what is left to pay.
  if (remaining > 0 && (payer?.type === 'PAYPAL' || payer?.type === 'KLARNA')) {
    usableSession(cart, payer.type, payer.paymentSessionId, remaining, true);
  }

  const reservations = reserve(view, cart);
  state.orderSequence += 1;
  const orderNumber = `CRN${state.orderSequence}`;
  let challenge: CheckoutOrder['challenge'] = null;
  if (remaining > 0 && payer?.type === 'CREDIT_CARD') {
    const outcome = forcedOutcome ?? payer.cardOutcome ?? 'ok';
    if (outcome === 'decline') fail('PAY400', 'The card was declined');
    if (outcome === 'fraud') fail('PYT402', 'The payment failed the fraud verification');
    if (outcome === '3ds') {
      const transactionId = `${randomToken(12)}.${randomToken(22)}`;
      challenge = {
        url: `${CHALLENGE_PATH}/${encodeURIComponent(transactionId)}`,
        transactionId,
      };
    }
  }
  const order = orderView(view, { orderNumber, createdAt: new Date(), billing }, challenge);
  state.orders.set(orderNumber, {
    cartId: cart.id,
    status: order.status,
    view: order,
    transactionId: challenge?.transactionId ?? null,
    reservations,
  });
  cart.checkout.billingAddress = billing;
  cart.checkout.deviceFingerPrint = body.deviceFingerPrint ?? cart.checkout.deviceFingerPrint;
  if (!challenge) completeOrder(cart.id, order);
  return order;
}

/**
 * The 3-D Secure result: passed places the order, failed or cancelled gives back what it
 * took (the cart stays, the shopper goes back to billing). ORD409 for an unknown order or
 * a transaction that is not the order's.
 */
function completeChallenge(orderNumber: string, body: BodyOf<typeof patchOrder>) {
  const order = mockCartState().orders.get(orderNumber);
  if (!order) fail('ORD409', `No order ${orderNumber}`);
  if (order.status !== 'payment_pending') return order.view;
  if (order.transactionId !== body.transactionId) {
    fail('ORD409', 'This challenge is not the order’s');
  }
  if (body.result === 'authenticated') {
    order.status = 'placed';
    order.view = { ...order.view, status: 'placed', flash: [], challenge: null };
    completeOrder(order.cartId, order.view);
    return order.view;
  }
  release(order.reservations);
  order.status = 'failed';
  order.view = {
    ...order.view,
    status: 'failed',
    challenge: null,
    flash: [{ code: 'PaymentNotAuthorized', type: 'error', details: { orderNumber } }],
  };
  return order.view;
}

// ---------------------------------------------------------------------------------------
// Handlers

/** The cart answered after a change; once prepared, its tax is the one placing checks. */
function answerCart(cart: MockCart): Cart {
  const view = cartView(cart);
  if (cart.checkout.taxQuote !== null) cart.checkout.taxQuote = minor(view.totals.tax);
  return view;
}

/** Change the cart `basketId`, answer it as it stands after (nothing changes on a failure). */
function onCart<R extends AnyRoute>(
  basketIdOf: (request: MockRequest<R>) => string,
  change: (cart: MockCart, request: MockRequest<R>) => void,
): MockResolver<R> {
  return answering<R>((request) => {
    const cart = cartById(basketIdOf(request));
    change(cart, request);
    return answerCart(cart) as never;
  });
}

const placeOrderResolver =
  (forcedOutcome?: CardOutcome): MockResolver<typeof placeOrder> =>
  ({ body }) =>
    placeOrderOf(body, forcedOutcome);

export const checkoutResolvers = {
  applyCoupon: onCart<typeof applyCoupon>(
    ({ body }) => body.basketId,
    (cart, { body }) => applyCouponCode(cart, body.code),
  ),
  removeCoupon: onCart<typeof removeCoupon>(
    ({ query }) => query.basketId,
    (cart, { query }) => {
      cart.checkout.coupons = cart.checkout.coupons.filter((c) => c.id !== query.couponItemId);
    },
  ),
  setShippingMethod: onCart<typeof setShippingMethod>(
    ({ body }) => body.basketId,
    (cart, { body }) => chooseShippingMethod(cart, body.shippingId, body.code),
  ),
  getShippingMethods: (({ params }) => {
    const view = cartView(cartById(params.basketId));
    const shipment = view.shippingMethods.find((s) => s.shippingId === params.shippingId);
    if (!shipment) fail('SHP404', `No shipment ${params.shippingId} on this cart`);
    return shipment;
  }) satisfies MockResolver<typeof getShippingMethods>,
  setShippingAddress: onCart<typeof setShippingAddress>(
    ({ params }) => params.basketId,
    (cart, { body }) => saveShippingAddress(cart, body),
  ),
  deleteShippingAddress: onCart<typeof deleteShippingAddress>(
    ({ params }) => params.basketId,
    (cart) => {
      cart.checkout.shippingAddress = null;
      cart.checkout.taxQuote = null;
    },
  ),
  validateShippingAddress: (({ params, body }) => {
    const cart = cartById(params.basketId);
    const row = mockCatalogue().countries.find(
      (candidate) => candidate.code === body.address.country.toUpperCase(),
    );
    // The same rule as saving it: a country the cart's site ships to.
    if (!row?.sites.includes(cart.locale)) {
      return { valid: false, errors: [{ field: 'country', errorId: 'PAY401' }], suggestions: [] };
    }
    const address = normalizeAddress(body.address, row.shipping);
    const errors = addressProblems(address, row.shipping, 'shipping');
    const changed = JSON.stringify(address) !== JSON.stringify(body.address);
    return {
      valid: errors.length === 0,
      errors,
      suggestions: errors.length === 0 && changed ? [address] : [],
    };
  }) satisfies MockResolver<typeof validateShippingAddress>,
  setBillingAddress: onCart<typeof setBillingAddress>(
    ({ params }) => params.basketId,
    (cart, { body }) => saveBillingAddress(cart, body),
  ),
  deleteBillingAddress: onCart<typeof deleteBillingAddress>(
    ({ params }) => params.basketId,
    (cart) => {
      cart.checkout.billingAddress = null;
    },
  ),
  getPaymentMethods: (({ params }) =>
    paymentMethodsFor(cartView(cartById(params.basketId)))) satisfies MockResolver<
    typeof getPaymentMethods
  >,
  addPaymentInstrument: onCart<typeof addPaymentInstrument>(
    ({ params }) => params.basketId,
    (cart, { body }) => addInstrument(cart, body),
  ),
  removePaymentInstrument: onCart<typeof removePaymentInstrument>(
    ({ params }) => params.basketId,
    (cart, { query }) => {
      const { payments } = cart.checkout;
      if (!payments.some((payment) => payment.id === query.paymentInstrumentId)) {
        fail('PYT404', 'No such payment instrument on the cart');
      }
      cart.checkout.payments = payments.filter((p) => p.id !== query.paymentInstrumentId);
    },
  ),
  applyReward: answering<typeof applyReward>(({ params, body }) => {
    // A consumer's call (auth 'user'): a guest is refused before the cart is read.
    if (!signedIn()) throw new MockApiError('AUT432', 'Sign in to use this call');
    const cart = cartById(params.basketId);
    applyRewardVoucher(cart, body.rewardId, body.apply);
    return answerCart(cart);
  }),
  giftCardBalance: (({ query, body }) => {
    const currency = catalogueLocales[query.locale ?? DEFAULT_CATALOGUE_LOCALE].currency;
    const card = openGiftCard(body.cardNumber, body.pin, currency);
    if (card.balance <= 0) fail('GFC740', 'This gift card has no balance left');
    return {
      last4: card.number.slice(-4),
      balance: card.balance / 100,
      currency,
      expirationDate: card.expiresOn,
    };
  }) satisfies MockResolver<typeof giftCardBalance>,
  getPaymentSession: (({ query }) => {
    const cart = cartById(query.basketId);
    const view = cartView(cart);
    if (query.provider === 'KLARNA') assertKlarnaTakes(view);
    const amount = minor(view.totals.remainingToPay);
    if (amount <= 0) fail('PAY400', 'Nothing is left to pay');
    const sessionId = openSession(cart, query.provider, amount);
    return {
      provider: query.provider,
      sessionId,
      clientToken: `sbx_client_${randomToken(16)}`,
      paymentMethodCategories:
        query.provider === 'KLARNA'
          ? [
              { id: 'pay_later', name: 'Pay in 30 days' },
              { id: 'pay_over_time', name: 'Pay in 3 instalments' },
            ]
          : [{ id: 'paypal', name: 'PayPal' }],
    };
  }) satisfies MockResolver<typeof getPaymentSession>,
  prepareOrder: answering<typeof prepareOrder>(({ body }) => {
    const cart = cartById(body.basketId);
    const notices = convertDeliveries(cart);
    const prepared = cartView(cart);
    const view = {
      ...prepared,
      customerNotifications: [...prepared.customerNotifications, ...notices],
    };
    if (view.items.length === 0) fail('ORD415', 'The cart is empty');
    const address = cart.checkout.shippingAddress;
    if (address && taxRate(address.country, address.province) === null) {
      fail('TAX309', 'Tax could not be calculated for this address');
    }
    cart.checkout.taxQuote = minor(view.totals.tax);
    return view;
  }),
  placeOrder: answering(placeOrderResolver()),
  patchOrder: answering<typeof patchOrder>(({ params, body }) =>
    completeChallenge(params.orderNumber, body),
  ),
  sendDeviceFingerPrint: answering<typeof sendDeviceFingerPrint>(({ body }) => {
    const cart = cartById(body.basketId);
    cart.checkout.deviceFingerPrint = body.fingerPrint;
    return { basketId: cart.id };
  }),
  // The signed-in account's saved cards (spec §7 consumer payment_instruments): the account
  // the cart calls see (`setMockCartShopper`), so a card saved with a payment is listed.
  getSavedPaymentInstruments: (() => ({
    paymentInstruments: savedCardsOf(savedCardOwner()).map(savedCardView),
  })) satisfies MockResolver<typeof getSavedPaymentInstruments>,
  addSavedPaymentInstrument: answering<typeof addSavedPaymentInstrument>(({ body }) => {
    const email = savedCardOwner();
    if (!body.captcha || body.captcha === 'bot') {
      throw new MockApiError('AUT403', 'The bot check failed', MOCK_CAPTCHA_APP_ID);
    }
    if (hasExpired(body.expirationMonth, body.expirationYear)) {
      fail('FE309', 'The card has expired');
    }
    return savedCardView(
      saveCard(email, {
        token: body.paymentToken,
        cardType: body.cardType,
        lastFour: body.lastFour,
        expirationMonth: body.expirationMonth,
        expirationYear: body.expirationYear,
        holderName: body.holderName,
        billingAddressId: body.billingAddressId,
        main: body.main,
      }),
    );
  }),
  updateSavedPaymentInstrument: answering<typeof updateSavedPaymentInstrument>(({ params, body }) =>
    savedCardView(updateSavedCard(savedCardOwner(), params.paymentInstrumentId, body)),
  ),
  deleteSavedPaymentInstrument: answering<typeof deleteSavedPaymentInstrument>(({ params }) => {
    const card = savedCardOf(savedCardOwner(), params.paymentInstrumentId);
    const state = mockCartState();
    state.savedCards = state.savedCards.filter((held) => held !== card);
    return undefined;
  }),
};

export const checkoutHandlers = {
  applyCoupon: mockRoute(applyCoupon, checkoutResolvers.applyCoupon),
  removeCoupon: mockRoute(removeCoupon, checkoutResolvers.removeCoupon),
  setShippingMethod: mockRoute(setShippingMethod, checkoutResolvers.setShippingMethod),
  getShippingMethods: mockRoute(getShippingMethods, checkoutResolvers.getShippingMethods),
  setShippingAddress: mockRoute(setShippingAddress, checkoutResolvers.setShippingAddress),
  deleteShippingAddress: mockRoute(deleteShippingAddress, checkoutResolvers.deleteShippingAddress),
  validateShippingAddress: mockRoute(
    validateShippingAddress,
    checkoutResolvers.validateShippingAddress,
  ),
  setBillingAddress: mockRoute(setBillingAddress, checkoutResolvers.setBillingAddress),
  deleteBillingAddress: mockRoute(deleteBillingAddress, checkoutResolvers.deleteBillingAddress),
  getPaymentMethods: mockRoute(getPaymentMethods, checkoutResolvers.getPaymentMethods),
  addPaymentInstrument: mockRoute(addPaymentInstrument, checkoutResolvers.addPaymentInstrument),
  removePaymentInstrument: mockRoute(
    removePaymentInstrument,
    checkoutResolvers.removePaymentInstrument,
  ),
  applyReward: mockRoute(applyReward, checkoutResolvers.applyReward),
  giftCardBalance: mockRoute(giftCardBalance, checkoutResolvers.giftCardBalance),
  getPaymentSession: mockRoute(getPaymentSession, checkoutResolvers.getPaymentSession),
  prepareOrder: mockRoute(prepareOrder, checkoutResolvers.prepareOrder),
  placeOrder: mockRoute(placeOrder, checkoutResolvers.placeOrder),
  patchOrder: mockRoute(patchOrder, checkoutResolvers.patchOrder),
  sendDeviceFingerPrint: mockRoute(sendDeviceFingerPrint, checkoutResolvers.sendDeviceFingerPrint),
  getSavedPaymentInstruments: mockRoute(
    getSavedPaymentInstruments,
    checkoutResolvers.getSavedPaymentInstruments,
  ),
  addSavedPaymentInstrument: mockRoute(
    addSavedPaymentInstrument,
    checkoutResolvers.addSavedPaymentInstrument,
  ),
  updateSavedPaymentInstrument: mockRoute(
    updateSavedPaymentInstrument,
    checkoutResolvers.updateSavedPaymentInstrument,
  ),
  deleteSavedPaymentInstrument: mockRoute(
    deleteSavedPaymentInstrument,
    checkoutResolvers.deleteSavedPaymentInstrument,
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;

// ---------------------------------------------------------------------------------------
// Set-up of stories and tests that start at checkout

/** A shopper's address on each site, valid by its country's rules (demo/catalogue). */
export const checkoutAddresses: Record<SiteLocale, AddressBody> = {
  'en-us': {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '12 Pine Street',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    country: 'US',
    email: 'ada@example.com',
    phone: '+13035550100',
  },
  'en-ca': {
    firstName: 'Jordan',
    lastName: 'Okafor',
    addressLine1: '100 Queen Street West',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5H 2N2',
    country: 'CA',
    email: 'jordan@example.com',
    phone: '+14165550100',
  },
  'fr-ca': {
    firstName: 'Camille',
    lastName: 'Tremblay',
    addressLine1: '1200 rue Sainte-Catherine',
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H3B 1K9',
    country: 'CA',
    email: 'camille@example.com',
    phone: '+15145550100',
  },
  'en-gb': {
    firstName: 'Oliver',
    lastName: 'Bennett',
    addressLine1: '221B Baker Street',
    city: 'London',
    postalCode: 'NW1 6XE',
    country: 'GB',
    email: 'oliver@example.com',
    phone: '+442079460000',
  },
  'de-de': {
    firstName: 'Lena',
    lastName: 'Fischer',
    addressLine1: 'Invalidenstraße 117',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
    email: 'lena@example.com',
    phone: '+493012345678',
  },
  'fr-fr': {
    firstName: 'Manon',
    lastName: 'Martin',
    addressLine1: '8 rue de Rivoli',
    city: 'Paris',
    postalCode: '75004',
    country: 'FR',
    email: 'manon@example.com',
    phone: '+33142000000',
  },
};

/** Where a checkout story or test starts: the cart's lines and what checkout put on it. */
export interface MockCheckoutSetup {
  /** The site of the cart. @default 'en-us' */
  locale?: SiteLocale | undefined;
  items: readonly CartItemInput[];
  coupons?: readonly string[];
  /** A method per shipment id (`{ standard: 'EXP' }`). */
  shippingMethods?: Record<string, string>;
  /** `true`: the site's address of `checkoutAddresses`. */
  shippingAddress?: AddressBody | true;
  billingAddress?: AddressBody | 'sameAsShipping';
  giftCards?: readonly { number: string; pin: string; amount?: number }[];
  /** What pays the rest: a sandbox card number, a saved card, PayPal or Klarna. */
  payment?: { cardNumber: string } | { savedCardId: string } | { type: 'PAYPAL' | 'KLARNA' };
}

/**
 * The shopper's open cart put where a checkout story or test starts, by the rules the
 * calls follow (a refusal throws, as a failed call would answer). Sign a member in first
 * (`setMockCartShopper`) for member codes and saved cards. Answers the cart as getCart does.
 */
export function seedMockCheckout(setup: MockCheckoutSetup): Cart {
  const locale = setup.locale ?? 'en-us';
  const cart = seedMockCart(locale, setup.items);
  for (const code of setup.coupons ?? []) applyCouponCode(cart, code);
  for (const [shippingId, code] of Object.entries(setup.shippingMethods ?? {})) {
    chooseShippingMethod(cart, shippingId, code);
  }
  if (setup.shippingAddress) {
    const address =
      setup.shippingAddress === true ? checkoutAddresses[locale] : setup.shippingAddress;
    saveShippingAddress(cart, setShippingAddress.body.parse({ address }));
  }
  if (setup.billingAddress) {
    saveBillingAddress(
      cart,
      setBillingAddress.body.parse(
        setup.billingAddress === 'sameAsShipping'
          ? { sameAsShipping: true }
          : { address: setup.billingAddress },
      ),
    );
  }
  for (const { amount, ...giftCard } of setup.giftCards ?? []) {
    addInstrument(cart, addPaymentInstrument.body.parse({ type: 'GIFT_CARD', giftCard, amount }));
  }
  const { payment } = setup;
  if (payment) {
    const holder = `${checkoutAddresses[locale].firstName} ${checkoutAddresses[locale].lastName}`;
    addInstrument(
      cart,
      addPaymentInstrument.body.parse(
        'cardNumber' in payment
          ? {
              type: 'CREDIT_CARD',
              card: {
                number: payment.cardNumber,
                expiryMonth: 12,
                expiryYear: new Date().getUTCFullYear() + 3,
                cvv: '737',
                holder,
              },
            }
          : 'savedCardId' in payment
            ? { type: 'CREDIT_CARD', savedCardId: payment.savedCardId }
            : {
                type: payment.type,
                paymentSessionId: openSession(
                  cart,
                  payment.type,
                  minor(cartView(cart).totals.remainingToPay),
                ),
              },
      ),
    );
  }
  return answerCart(cart);
}

/**
 * An order placed from a cart set up like `seedMockCheckout`, as placeOrder answers it
 * (`payment_pending` with its challenge for the 3-D Secure card). The confirmation's set-up.
 */
export function seedMockOrder(setup: MockCheckoutSetup): CheckoutOrder {
  const cart = seedMockCheckout(setup);
  return placeOrderOf(placeOrder.body.parse({ basketId: cart.id, recaptcha_response: 'story' }));
}

/** The same answer after `ms` (pending buttons that then resolve). */
function slow<R extends AnyRoute>(resolver: MockResolver<R>, ms: number): MockResolver<R> {
  return async (request) => {
    await delay(ms);
    return resolver(request);
  };
}

/** States checkout stories and tests ask for by name (each errorId: `.error(id)` of a handler). */
export const checkoutStates = {
  /** Every card asks for 3-D Secure when the order is placed, whatever its number. */
  challenge: (): HttpHandler =>
    checkoutHandlers.placeOrder.with(answering(placeOrderResolver('3ds'))),
  /** Every card is declined when the order is placed (spec §8 PAYMENT_ERROR). */
  declined: (): HttpHandler =>
    checkoutHandlers.placeOrder.with(answering(placeOrderResolver('decline'))),
  /** Every card fails the fraud check (spec §8 PAYMENT_FRAUD_VERIFICATION_EXCEPTION). */
  fraud: (): HttpHandler =>
    checkoutHandlers.placeOrder.with(answering(placeOrderResolver('fraud'))),
  /** Placing the order answers `errorId` (TAX310, PYT400, INV406 …), with optional details. */
  placeOrderFails: (
    errorId: (typeof placeOrder.errors)[number],
    details?: Record<string, unknown>,
  ): HttpHandler => checkoutHandlers.placeOrder.error(errorId, details ? { details } : {}),
  /**
   * Spec §8 ITEM_NO_LONGER_AVAILABLE: placing answers ORD430 with the line's flash (the
   * client reloads the cart and shows it).
   */
  itemNoLongerAvailable: (productId = 'RDGJK100110', itemId = 'mock-item-1'): HttpHandler =>
    checkoutHandlers.placeOrder.error('ORD430', {
      message: 'Some items are no longer available',
      details: {
        flash: [
          {
            code: 'ProductItemNotAvailable',
            type: 'error',
            details: { itemId, productId, qty: 1 },
          },
        ],
      },
    }),
  /** A payment instrument is refused: FE309, PAY400, GFC…, REW… (the input's notice). */
  paymentRefused: (errorId: (typeof addPaymentInstrument.errors)[number]): HttpHandler =>
    checkoutHandlers.addPaymentInstrument.error(errorId),
  /** A promo code is refused: PRM130, PRM155 … (the promo input's notice). */
  couponRefused: (errorId: (typeof applyCoupon.errors)[number] = 'PRM130'): HttpHandler =>
    checkoutHandlers.applyCoupon.error(errorId),
  /** Spec §8 CANT_SHIP_THERE: the site does not ship to the address's country. */
  cantShipThere: (): HttpHandler =>
    checkoutHandlers.setShippingAddress.error('PAY401', { details: { field: 'country' } }),
  /**
   * Spec §8 CANT_SHIP_THERE for the address already on the cart: its validation answers
   * PAY401 (the site stopped shipping to its country since it was saved).
   */
  cartAddressCantShipThere: (): HttpHandler =>
    checkoutHandlers.validateShippingAddress.reply({
      valid: false,
      errors: [{ field: 'country', errorId: 'PAY401' }],
      suggestions: [],
    }),
  /** A gift card balance check is refused: GFC799, GFC800 … (the balance form's input). */
  giftCardBalanceRefused: (errorId: (typeof giftCardBalance.errors)[number]): HttpHandler =>
    checkoutHandlers.giftCardBalance.error(errorId),
  /** Tax cannot be calculated (TAX309) at the summary and when placing. */
  taxFailed: (): HttpHandler[] => [
    checkoutHandlers.prepareOrder.error('TAX309'),
    checkoutHandlers.placeOrder.error('TAX309'),
  ],
  /** The buy-now-pay-later provider answers no session (its dialog shows PAY400). */
  paymentSessionFails: (): HttpHandler => checkoutHandlers.getPaymentSession.error('PAY400'),
  /** Coupons, addresses, payments and placing answer late (pending buttons). */
  slow: (ms = 1500): HttpHandler[] => [
    checkoutHandlers.applyCoupon.with(slow(checkoutResolvers.applyCoupon, ms)),
    checkoutHandlers.setShippingAddress.with(slow(checkoutResolvers.setShippingAddress, ms)),
    checkoutHandlers.setBillingAddress.with(slow(checkoutResolvers.setBillingAddress, ms)),
    checkoutHandlers.addPaymentInstrument.with(slow(checkoutResolvers.addPaymentInstrument, ms)),
    checkoutHandlers.placeOrder.with(slow(checkoutResolvers.placeOrder, ms)),
    checkoutHandlers.patchOrder.with(slow(checkoutResolvers.patchOrder, ms)),
  ],
};

/** The happy path of every checkout call. */
export const checkoutHappyPath: HttpHandler[] = Object.values(checkoutHandlers).map((handler) =>
  handler.ok(),
);
