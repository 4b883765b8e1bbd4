import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCartItems,
  createCart,
  createCartWithItem,
  getCart,
  removeCartItem,
} from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  applyCoupon,
  applyReward,
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
import {
  addSavedPaymentInstrument,
  deleteAddress,
  deleteSavedPaymentInstrument,
  getSavedPaymentInstruments,
  updateSavedPaymentInstrument,
} from '#api/contract/consumer.ts';
import { type ErrorId, errorCatalogue } from '#api/contract/errors.ts';
import { resendGiftCardEmail } from '#api/contract/orders.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { demoWelcomeCodes } from '#demo/checkout/index.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { cartHappyPath, resetCartMocks, setMockCartShopper } from '#mocks/handlers/cart.ts';
import { checkoutHappyPath } from '#mocks/handlers/checkout.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { seeders } from '../db/seed.ts';
import { errorIdIn, sendToMocks, withoutGenerated } from '../test/contract.ts';
import { guestSession, PASS, signInAs } from '../test/flows.ts';
import { type SendInput, type SendResult, setupTestServer } from '../test/harness.ts';

/**
 * The checkout MSW handlers and the service walk the same checkout alike: same status,
 * same errorId and error details, and the same body once what each generates (ids, order
 * numbers, dates, 3-D Secure transactions, sessions) is set aside. Both price the demo
 * catalogue with the demo promotions, so promoSummary, coupons, shipping, tax and payment
 * shares are compared to the cent. The service keeps its database for the whole file
 * (stock, gift card balances and single-use codes spent stay spent) while the mocks start
 * afresh per case: each case uses its own skus, and what one case spends no other uses.
 */
const server = setupTestServer({
  seed: seeders.filter((s) =>
    ['catalogue', 'profiles', 'checkout', 'loyalty-welcome'].includes(s.name),
  ),
});
const handlers = [
  ...cartHappyPath,
  ...checkoutHappyPath,
  consumerHandlers.resendGiftCardEmail.ok(),
  consumerHandlers.deleteAddress.ok(),
];

type Context = Record<string, string>;
interface Step {
  route: AnyRoute;
  input?: SendInput | ((context: Context) => SendInput);
  /** The success status (the route's by default); an error's is the catalogue's. */
  status?: number;
  errorId?: ErrorId;
  /** Read ids from the answer; may assert on it (run for each answerer). */
  keep?: (body: never, context: Context) => void;
}

const variants = getCatalogue().products.flatMap((product) =>
  product.variants.map((variant) => ({ product, variant })),
);
type Variant = (typeof variants)[number];
const usd = ({ variant }: Variant) => variant.prices.USD?.sale ?? variant.prices.USD?.list ?? 0;
const taken = new Set<string>();
/** A sku no other case uses, plenty in stock and priced in USD and CAD. */
function sku(where: (candidate: Variant) => boolean = () => true): string {
  const found = variants.find(
    (candidate) =>
      !taken.has(candidate.variant.sku) &&
      candidate.variant.stock >= 20 &&
      candidate.variant.prices.USD !== undefined &&
      candidate.variant.prices.CAD !== undefined &&
      where(candidate),
  );
  if (!found) throw new Error('the demo catalogue lacks the skus this test needs');
  taken.add(found.variant.sku);
  return found.variant.sku;
}
const plain = (candidate: Variant) =>
  !['310010', '320020'].includes(candidate.product.categoryId) && usd(candidate) >= 7500;
const sku1 = sku(plain);
const gloves = sku((c) => c.product.categoryId === '320020');
const cheap = sku((c) => usd(c) >= 4000 && usd(c) < 7500 && c.product.categoryId !== '320020');
const daypack = sku((c) => c.product.categoryId === '310010');
const memberDaypack = sku((c) => c.product.categoryId === '310010');
const [sku2, sku3, sku4, sku5, sku6, sku7, sku8] = Array.from({ length: 7 }, () => sku(plain)) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const savedCardSku = sku(plain);
const payLaterSku = sku(plain);
const welcomeSku = sku(plain);
// The mocks take no stock: the order's sku would not answer alike afterwards.
const afterWelcomeSku = sku(plain);
const othersWelcomeSku = sku(plain);
/** The loyalty demo member's own welcome code (demo/checkout demoWelcomeCodes). */
const mayaWelcomeCode =
  demoWelcomeCodes.find(
    (welcome) => welcome.email === demoAccount('loyalty').profile.consumerDetails.email,
  )?.code ?? '';
const catalogue = getCatalogue();
const storesOffering = (service: 'pickup' | 'shipToStore') =>
  new Set(catalogue.stores.filter((s) => s.services.includes(service)).map((s) => s.id));
/** A sku on the shelf of a store that offers pickup and ship to store, and that store. */
const shelvedAt = (() => {
  const both = storesOffering('shipToStore');
  const found = sku((c) =>
    catalogue.storeStock.some(
      (e) => e.sku === c.variant.sku && e.quantity >= 1 && both.has(e.storeId),
    ),
  );
  const entry = catalogue.storeStock.find(
    (e) => e.sku === found && e.quantity >= 1 && both.has(e.storeId),
  );
  return { sku: found, storeId: entry?.storeId as string };
})();
/** A store without ship to store, and a sku not on its shelf. */
const noShipToStore = (() => {
  const storeId = [...storesOffering('pickup')].find(
    (id) => !storesOffering('shipToStore').has(id),
  ) as string;
  const found = sku(
    (c) =>
      plain(c) &&
      !catalogue.storeStock.some((e) => e.sku === c.variant.sku && e.storeId === storeId),
  );
  return { sku: found, storeId };
})();
const downgradedSku = sku(plain);
const savedGiftCardSku = sku(plain);
const giftCardSku = variants.find(
  ({ product, variant }) => product.productType === 'giftCard' && variant.size === '50',
)?.variant.sku as string;
const giftOption = { email: 'grace@example.com', to: 'Grace', message: 'Happy trails!' };

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Pine Street',
  city: 'Denver',
  country: 'US',
  postalCode: '80202',
  province: 'CO',
  email: 'ada@example.com',
  phone: '+13035550100',
};
const VISA = {
  number: '4111111111111111',
  expiryMonth: 12,
  expiryYear: 2031,
  cvv: '737',
  holder: 'Ada Lovelace',
};
const card = (number: string) => ({ type: 'CREDIT_CARD', card: { ...VISA, number } });
const giftCard = (number: string, pin = '1234') => ({
  type: 'GIFT_CARD',
  giftCard: { number, pin },
});

const keepCart = (
  body: {
    id: string;
    items: { id: string }[];
    couponItems: { id: string; code: string }[];
    payment_instruments: { id: string; type: string }[];
  },
  context: Context,
) => {
  context.basketId = body.id;
  body.items.forEach((item, index) => {
    context[`item${index}`] = item.id;
  });
  for (const coupon of body.couponItems) context[`coupon:${coupon.code}`] = coupon.id;
  body.payment_instruments.forEach((payment, index) => {
    context[`payment${index}`] = payment.id;
  });
};

const place = (errorId?: ErrorId, keep?: Step['keep']): Step => ({
  route: placeOrder,
  input: (c) => ({
    query: { locale: 'en-us' },
    headers: { channel: 'ECOMM' },
    body: { basketId: c.basketId, recaptcha_response: PASS },
  }),
  errorId,
  keep,
});

const readCart = (errorId?: ErrorId): Step => ({
  route: getCart,
  input: (c) => ({ params: { basketId: c.basketId as string } }),
  errorId,
});

const coupon = (code: string, errorId?: ErrorId): Step => ({
  route: applyCoupon,
  input: (c) => ({ body: { basketId: c.basketId, code } }),
  errorId,
  keep: keepCart,
});

const shipTo = (to: Record<string, unknown>, errorId?: ErrorId): Step => ({
  route: setShippingAddress,
  input: (c) => ({ params: { basketId: c.basketId as string }, body: { address: to } }),
  errorId,
});

const billTo = (body: Record<string, unknown>, errorId?: ErrorId): Step => ({
  route: setBillingAddress,
  input: (c) => ({ params: { basketId: c.basketId as string }, body }),
  errorId,
});

const pay = (body: Record<string, unknown>, errorId?: ErrorId): Step => ({
  route: addPaymentInstrument,
  input: (c) => ({ params: { basketId: c.basketId as string }, body }),
  errorId,
  keep: keepCart,
});

/** GET paymentSession; its id kept as `session:<provider>`. */
const openSession = (provider: 'KLARNA' | 'PAYPAL', errorId?: ErrorId): Step => ({
  route: getPaymentSession,
  input: (c) => ({ query: { basketId: c.basketId, provider } }),
  errorId,
  keep: (body: { sessionId: string }, context) => {
    context[`session:${provider}`] = body.sessionId;
  },
});

/** PayPal or Klarna with the session kept as `session:<from>` (none: without one). */
const payLater = (
  type: 'KLARNA' | 'PAYPAL',
  from: 'KLARNA' | 'PAYPAL' | null,
  errorId?: ErrorId,
): Step => ({
  route: addPaymentInstrument,
  input: (c) => ({
    params: { basketId: c.basketId as string },
    body: { type, paymentSessionId: from ? c[`session:${from}`] : undefined },
  }),
  errorId,
  keep: keepCart,
});

const balance = (cardNumber: string, locale: string, errorId?: ErrorId): Step => ({
  route: giftCardBalance,
  input: { query: { locale }, body: { cardNumber, pin: '1234' } },
  errorId,
});

const patch = (
  orderKey: string,
  transactionId: (c: Context) => string,
  result: 'authenticated' | 'failed',
  errorId?: ErrorId,
): Step => ({
  route: patchOrder,
  input: (c) => ({
    params: { orderNumber: c[orderKey] as string },
    headers: { channel: 'ECOMM' },
    body: { transactionId: transactionId(c), result },
  }),
  errorId,
});

/** Steps that put the cart where it can be paid: addresses, and a card. */
const readyToPay = (cardNumber = VISA.number): Step[] => [
  shipTo(address),
  billTo({ sameAsShipping: true }),
  pay(card(cardNumber)),
];

/** The member's saved cards by their last four digits (`card:1111`). */
const savedCards = (): Step => ({
  route: getSavedPaymentInstruments,
  keep: (
    body: { paymentInstruments: { paymentInstrumentId: string; card: { lastFour: string } }[] },
    context,
  ) => {
    for (const saved of body.paymentInstruments) {
      context[`card:${saved.card.lastFour}`] = saved.paymentInstrumentId;
    }
  },
});

const mayaAddressId = demoAccount('loyalty').profile.consumerDetails.address[0]?.id ?? '';

const AMEX = {
  type: 'CREDIT_CARD',
  paymentToken: 'sbx_ok_contract-amex-0005',
  cardType: 'AMEX',
  lastFour: '0005',
  expirationMonth: 3,
  expirationYear: 2032,
  holderName: 'Maya Alvarez',
  // The member's own address (the billing address must be one of theirs, complete).
  billingAddressId: mayaAddressId,
  main: false,
  captcha: PASS,
};

const saveCardDirectly = (body: Record<string, unknown>, errorId?: ErrorId): Step => ({
  route: addSavedPaymentInstrument,
  input: { body: { ...AMEX, ...body } },
  errorId,
});

const changeSavedCard = (
  lastFour: string,
  body: Record<string, unknown>,
  errorId?: ErrorId,
): Step => ({
  route: updateSavedPaymentInstrument,
  input: (c) => ({
    params: { paymentInstrumentId: c[`card:${lastFour}`] ?? 'no-such-card' },
    body,
  }),
  errorId,
});

interface OrderBody {
  orderNumber: string;
  status: string;
  challenge: { transactionId: string; url: string } | null;
}

/** Keep the order's number and challenge as `key`; the same key again must be the same order. */
const keepOrder =
  (key: string, status: string) =>
  (body: OrderBody, context: Context): void => {
    expect(body.status).toBe(status);
    if (context[key]) expect(body.orderNumber).toBe(context[key]);
    context[key] = body.orderNumber;
    if (body.challenge) context[`${key}:transaction`] = body.challenge.transactionId;
  };

const resend = (itemId: (c: Context) => string, errorId?: ErrorId): Step => ({
  route: resendGiftCardEmail,
  input: (c) => ({ body: { orderNumber: c.order as string, itemId: itemId(c) } }),
  errorId,
});

const cases: { name: string; signedIn?: string; steps: Step[] }[] = [
  {
    name: 'promo codes: applied, refused with each reason, kept unapplied, removed',
    steps: [
      {
        route: createCartWithItem,
        input: {
          query: { locale: 'en-us' },
          body: { items: [{ productId: sku1, qty: 2 }, { productId: gloves }] },
        },
        keep: keepCart,
      },
      coupon('welcome10'),
      coupon('NOPE', 'PRM130'),
      coupon('WELCOME10', 'PRM416'),
      coupon('EXPIRED5', 'PRM155'),
      coupon('SPRING30', 'PRM135'),
      coupon('MEMBER15', 'PRM160'),
      coupon('SAVE20'),
      coupon('FREESHIP'),
      coupon('ONCE25', 'PRM140'),
      {
        route: removeCoupon,
        input: (c) => ({
          query: { basketId: c.basketId, couponItemId: c['coupon:WELCOME10'] },
        }),
      },
      readCart(),
    ],
  },
  {
    name: 'approaching free delivery, a gift with purchase, and gloves on promotion',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: cheap }] } },
        keep: keepCart,
      },
      shipTo(address),
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: daypack }, { productId: gloves }] } },
      },
    ],
  },
  {
    name: 'delivery methods, address checks and tax by the address',
    steps: [
      {
        route: createCartWithItem,
        input: { query: { locale: 'en-us' }, body: { items: [{ productId: sku2 }] } },
        keep: keepCart,
      },
      {
        route: getShippingMethods,
        input: (c) => ({ params: { basketId: c.basketId as string, shippingId: 'standard' } }),
      },
      {
        route: getShippingMethods,
        input: (c) => ({ params: { basketId: c.basketId as string, shippingId: 'pickup-1' } }),
        errorId: 'SHP404',
      },
      {
        route: setShippingMethod,
        input: (c) => ({ body: { basketId: c.basketId, shippingId: 'standard', code: 'EXP' } }),
      },
      {
        route: setShippingMethod,
        input: (c) => ({ body: { basketId: c.basketId, shippingId: 'standard', code: 'DRONE' } }),
        errorId: 'SHP404',
      },
      shipTo({ ...address, addressLine1: 'PO Box 42' }, 'SHP500'),
      shipTo({ ...address, country: 'DE', postalCode: '10115', province: undefined }, 'PAY401'),
      shipTo({ ...address, postalCode: 'ABCDE' }, 'CHK380'),
      shipTo({ ...address, phone: '' }, 'SHP410'),
      {
        route: setShippingAddress,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { address, recaptcha_response: 'bot' },
        }),
        errorId: 'AUT403',
      },
      {
        route: validateShippingAddress,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { address: { ...address, postalCode: 'ABCDE', province: 'ZZ' } },
        }),
      },
      {
        route: validateShippingAddress,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { address: { ...address, email: 'Ada@Example.com', city: 'Denver ' } },
        }),
      },
      {
        route: validateShippingAddress,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { address: { ...address, country: 'ZZ' } },
        }),
      },
      shipTo({ ...address, province: 'CA', postalCode: '94105', city: 'San Francisco' }),
      {
        route: setShippingMethod,
        input: (c) => ({ body: { basketId: c.basketId, shippingId: 'standard', code: 'STD' } }),
      },
      {
        route: deleteShippingAddress,
        input: (c) => ({ params: { basketId: c.basketId as string } }),
      },
      readCart(),
    ],
  },
  {
    name: 'delivery changes at the summary: ship to store to pickup (ORD518) and to home (ORD516)',
    steps: [
      {
        route: createCartWithItem,
        input: {
          body: {
            items: [
              {
                productId: shelvedAt.sku,
                shippingOptions: { selected: 'sts', storeId: shelvedAt.storeId },
              },
              {
                productId: noShipToStore.sku,
                shippingOptions: { selected: 'sts', storeId: noShipToStore.storeId },
              },
            ],
          },
        },
        keep: keepCart,
      },
      {
        route: prepareOrder,
        input: (c) => ({ body: { basketId: c.basketId } }),
        keep: (body: { customerNotifications: { code: string }[] }) => {
          expect(body.customerNotifications.map((n) => n.code)).toEqual(['ORD518', 'ORD516']);
        },
      },
      readCart(),
      { route: prepareOrder, input: (c) => ({ body: { basketId: c.basketId } }) },
    ],
  },
  {
    name: 'a method the address no longer gets is downgraded at the summary (SHP409)',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: downgradedSku }] } },
        keep: keepCart,
      },
      {
        route: setShippingMethod,
        input: (c) => ({ body: { basketId: c.basketId, shippingId: 'standard', code: 'EXP' } }),
      },
      // Express stays chosen while nothing ships home, and the PO box is then allowed.
      {
        route: removeCartItem,
        input: (c) => ({ query: { basketId: c.basketId, itemId: c.item0 } }),
      },
      shipTo({ ...address, addressLine1: 'PO Box 42' }),
      {
        route: addCartItems,
        input: (c) => ({ body: { basketId: c.basketId, items: [{ productId: downgradedSku }] } }),
      },
      {
        route: prepareOrder,
        input: (c) => ({ body: { basketId: c.basketId } }),
        keep: (body: { customerNotifications: { code: string; details: unknown }[] }) => {
          expect(body.customerNotifications).toEqual([
            expect.objectContaining({
              code: 'SHP409',
              details: { shippingId: 'standard', from: 'EXP', to: 'STD' },
            }),
          ]);
        },
      },
      readCart(),
    ],
  },
  {
    name: 'a French Canadian cart: promotions and methods in French, Quebec tax',
    steps: [
      {
        route: createCartWithItem,
        input: { query: { locale: 'fr-ca' }, body: { items: [{ productId: sku3, qty: 2 }] } },
        keep: keepCart,
      },
      {
        route: setShippingAddress,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          query: { locale: 'fr-ca' },
          body: {
            address: {
              ...address,
              addressLine1: '1200 rue Sainte-Catherine',
              city: 'Montréal',
              country: 'ca',
              postalCode: 'h3b 1k9',
              province: 'QC',
              phone: '+15145550100',
            },
          },
        }),
      },
    ],
  },
  {
    name: 'billing address: missing, without phone, invalid, another country, same as shipping',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: sku3 }] } },
        keep: keepCart,
      },
      billTo({ sameAsShipping: true }, 'BIL400'),
      billTo({}, 'BIL400'),
      billTo({ address: { ...address, phone: '' } }, 'BILL410'),
      billTo({ address: { ...address, postalCode: 'ABCDE' } }, 'CHK320'),
      billTo({ address: { ...address, country: 'DE', postalCode: '10115', province: undefined } }),
      {
        route: deleteBillingAddress,
        input: (c) => ({ params: { basketId: c.basketId as string } }),
      },
      shipTo(address),
      billTo({ sameAsShipping: true }),
    ],
  },
  {
    name: 'a guest pays by card and places the order once; the cart is done',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: sku4, qty: 2 }] } },
        keep: keepCart,
      },
      place('CHK380'),
      shipTo(address),
      place('BIL400'),
      billTo({ sameAsShipping: true }),
      place('PYT400'),
      pay({ ...card(VISA.number), card: { ...VISA, expiryYear: 2020 } }, 'FE309'),
      pay(card('4111111111111112'), 'PAY400'),
      pay({ type: 'CREDIT_CARD', savedCardId: 'no-such-card' }, 'PYT404'),
      pay({ ...card('5555555555554444'), saveCard: true }),
      { route: getSavedPaymentInstruments, errorId: 'AUT432' },
      pay({ type: 'CREDIT_CARD' }, 'PAY400'),
      pay(card(VISA.number)),
      {
        route: getPaymentMethods,
        input: (c) => ({ params: { basketId: c.basketId as string } }),
      },
      {
        route: getPaymentSession,
        input: (c) => ({ query: { basketId: c.basketId, provider: 'KLARNA' } }),
      },
      {
        route: sendDeviceFingerPrint,
        input: (c) => ({ body: { basketId: c.basketId, fingerPrint: 'fp-1234' } }),
      },
      {
        route: prepareOrder,
        input: (c) => ({ body: { basketId: c.basketId } }),
      },
      {
        route: placeOrder,
        input: (c) => ({ body: { basketId: c.basketId, recaptcha_response: 'bot' } }),
        errorId: 'AUT403',
      },
      place(undefined, keepOrder('order', 'placed')),
      place(undefined, keepOrder('order', 'placed')),
      readCart('BSK404'),
      { route: createCart },
    ],
  },
  {
    name: '3-D Secure: a failed challenge keeps the cart, a passed one places the order',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: sku5 }] } },
        keep: keepCart,
      },
      ...readyToPay('4000000000003220'),
      place(undefined, keepOrder('pending', 'payment_pending')),
      place(undefined, keepOrder('pending', 'payment_pending')),
      patch('pending', (c) => c['pending:transaction'] as string, 'failed'),
      readCart(),
      place(undefined, keepOrder('retry', 'payment_pending')),
      patch('retry', () => 'forged.transaction', 'authenticated', 'ORD409'),
      {
        route: patchOrder,
        input: {
          params: { orderNumber: 'CRN99999999' },
          body: { transactionId: 'x', result: 'failed' },
        },
        errorId: 'ORD409',
      },
      patch('retry', (c) => c['retry:transaction'] as string, 'authenticated'),
      patch('retry', (c) => c['retry:transaction'] as string, 'authenticated'),
      readCart('BSK404'),
    ],
  },
  {
    name: 'declined and fraudulent cards leave the cart as it was',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: sku6 }] } },
        keep: keepCart,
      },
      ...readyToPay('4000000000000002'),
      place('PAY400'),
      readCart(),
      pay(card('4100000000000019')),
      place('PYT402'),
      readCart(),
      {
        route: removePaymentInstrument,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          query: { paymentInstrumentId: c.payment0 },
        }),
      },
      {
        route: removePaymentInstrument,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          query: { paymentInstrumentId: c.payment0 },
        }),
        errorId: 'PYT404',
      },
    ],
  },
  {
    name: 'PayPal and Klarna: the session opened for this cart and amount, refused once the amount changed',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: payLaterSku }] } },
        keep: keepCart,
      },
      shipTo(address),
      billTo({ sameAsShipping: true }),
      payLater('KLARNA', null, 'PAY400'),
      pay({ type: 'KLARNA', paymentSessionId: 'sbx_not-this-carts' }, 'PAY400'),
      openSession('PAYPAL'),
      payLater('KLARNA', 'PAYPAL', 'PAY400'),
      openSession('KLARNA'),
      payLater('KLARNA', 'KLARNA'),
      {
        route: addCartItems,
        input: (c) => ({ body: { basketId: c.basketId, items: [{ productId: payLaterSku }] } }),
      },
      place('PAY400'),
      payLater('KLARNA', 'KLARNA', 'PAY400'),
      readCart(),
      openSession('PAYPAL'),
      payLater('PAYPAL', 'PAYPAL'),
      place(undefined, keepOrder('order', 'placed')),
    ],
  },
  // Before the gift cards' case: the service's balances of the demo cards are still whole.
  {
    name: 'a member’s saved gift card: saved, then applied by its id with no PIN; an unknown id refused',
    signedIn: 'pro',
    steps: [
      {
        route: addSavedPaymentInstrument,
        input: { body: { ...giftCard('6006491000000002'), captcha: PASS } },
        keep: (body: { paymentInstrumentId: string }, context) => {
          context['gift:0002'] = body.paymentInstrumentId;
        },
      },
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: savedGiftCardSku }] } },
        keep: keepCart,
      },
      pay({ type: 'GIFT_CARD', savedGiftCardId: 'no-such-saved-card' }, 'GFC800'),
      {
        route: addPaymentInstrument,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { type: 'GIFT_CARD', savedGiftCardId: c['gift:0002'] },
        }),
        keep: keepCart,
      },
      {
        route: addPaymentInstrument,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { type: 'GIFT_CARD', savedGiftCardId: c['gift:0002'] },
        }),
        errorId: 'GFC755',
      },
      {
        route: addPaymentInstrument,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { ...giftCard('6006491000000001'), savedGiftCardId: c['gift:0002'] },
        }),
        errorId: 'PAY400',
      },
      readCart(),
    ],
  },
  {
    name: 'gift cards: balances, each refusal, two cards paying the whole order',
    steps: [
      balance('6006491000000001', 'en-us'),
      balance('6006491000000003', 'en-ca'),
      balance('6006491000000099', 'en-us', 'GFC800'),
      balance('6006491000000003', 'en-us', 'GFC760'),
      balance('6006491000000006', 'en-us', 'GFC740'),
      balance('6006491000000007', 'en-us', 'GFC812'),
      balance('6006491000000008', 'en-us', 'GFC725'),
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: sku7 }] } },
        keep: keepCart,
      },
      pay({ type: 'GIFT_CARD' }, 'GFC400'),
      pay(giftCard('6006491000000099'), 'GFC800'),
      pay(giftCard('6006491000000001', '9999'), 'GFC800'),
      pay(giftCard('6006491000000003'), 'GFC760'),
      pay(giftCard('6006491000000006'), 'GFC740'),
      pay(giftCard('6006491000000007'), 'GFC812'),
      pay(giftCard('6006491000000008'), 'GFC725'),
      pay({ ...giftCard('6006491000000001'), amount: 10 }),
      pay(giftCard('6006491000000001'), 'GFC755'),
      pay(giftCard('6006491000000002')),
      pay({ type: 'LOYALTY_POINTS', points: 100 }, 'REW401'),
      pay({ type: 'ATHLETES_PAYMENT' }, 'PAY400'),
      {
        route: applyReward,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { rewardId: 'V500-USD', apply: true },
        }),
        errorId: 'AUT432',
      },
      shipTo(address),
      billTo({ sameAsShipping: true }),
      place(undefined, keepOrder('order', 'placed')),
    ],
  },
  {
    name: 'an empty cart cannot be prepared; a tax changed since the summary is said',
    steps: [
      { route: createCart, keep: keepCart },
      {
        route: prepareOrder,
        input: (c) => ({ body: { basketId: c.basketId } }),
        errorId: 'ORD415',
      },
      {
        route: addCartItems,
        input: (c) => ({ body: { basketId: c.basketId, items: [{ productId: sku8 }] } }),
      },
      ...readyToPay(),
      { route: prepareOrder, input: (c) => ({ body: { basketId: c.basketId } }) },
      {
        route: addCartItems,
        input: (c) => ({ body: { basketId: c.basketId, items: [{ productId: sku8 }] } }),
      },
      place('TAX310'),
      { route: prepareOrder, input: (c) => ({ body: { basketId: c.basketId } }) },
      place(undefined, keepOrder('order', 'placed')),
    ],
  },
  {
    name: 'a single-use code is redeemed by one order only',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: sku1 }] } },
        keep: keepCart,
      },
      coupon('ONCE25'),
      ...readyToPay(),
      place(undefined, keepOrder('order', 'placed')),
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: sku2 }] } },
        keep: keepCart,
      },
      coupon('ONCE25', 'PRM150'),
    ],
  },
  {
    name: 'a loyalty member: member code, member gift, a voucher and points, then the order',
    signedIn: 'loyalty',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: memberDaypack, qty: 2 }] } },
        keep: keepCart,
      },
      coupon('MEMBER15'),
      {
        route: getPaymentMethods,
        input: (c) => ({ params: { basketId: c.basketId as string } }),
      },
      {
        route: applyReward,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { rewardId: 'V500-USD', apply: true },
        }),
      },
      {
        route: applyReward,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { rewardId: 'V999-USD', apply: true },
        }),
        errorId: 'REW140',
      },
      {
        route: applyReward,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { rewardId: 'V4000-USD', apply: true },
        }),
        errorId: 'REW140',
      },
      pay({ type: 'LOYALTY_POINTS', points: 100 }),
      pay({ type: 'LOYALTY_POINTS', points: 999_999 }, 'REW140'),
      ...readyToPay(),
      place(undefined, keepOrder('order', 'placed')),
    ],
  },
  {
    name: 'a member’s saved cards: paid with, saved with a payment, added, made main, deleted',
    signedIn: 'loyalty',
    steps: [
      savedCards(),
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: savedCardSku }] } },
        keep: keepCart,
      },
      shipTo(address),
      billTo({ sameAsShipping: true }),
      {
        route: addPaymentInstrument,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { type: 'CREDIT_CARD', savedCardId: c['card:1111'] },
        }),
      },
      pay({ type: 'CREDIT_CARD', savedCardId: 'no-such-card' }, 'PYT404'),
      // Saved with the payment; the same card again is saved once, the payment goes on.
      pay({ ...card('5555555555554444'), saveCard: true }),
      pay({ ...card('5555555555554444'), saveCard: true }),
      savedCards(),
      saveCardDirectly({}),
      saveCardDirectly({}, 'PYT300'),
      saveCardDirectly({ lastFour: '0006', captcha: 'bot' }, 'AUT403'),
      saveCardDirectly({ lastFour: '0006', expirationYear: 2020 }, 'FE309'),
      saveCardDirectly({ lastFour: '0007', billingAddressId: 'no-such-address' }, 'PYT405'),
      // The address card 0005 bills to stays while the card does.
      {
        route: deleteAddress,
        input: { params: { addressId: mayaAddressId } },
        errorId: 'PRO414',
      },
      savedCards(),
      changeSavedCard('4444', { main: true }),
      changeSavedCard('0005', { expirationMonth: 1, expirationYear: 2020 }, 'FE309'),
      changeSavedCard('9999', { main: true }, 'PYT404'),
      savedCards(),
      {
        route: deleteSavedPaymentInstrument,
        input: (c) => ({ params: { paymentInstrumentId: c['card:0005'] as string } }),
      },
      {
        route: deleteSavedPaymentInstrument,
        input: (c) => ({ params: { paymentInstrumentId: c['card:0005'] as string } }),
        errorId: 'PYT404',
      },
      // Deleting the main card (4444): the oldest other becomes main.
      {
        route: deleteSavedPaymentInstrument,
        input: (c) => ({ params: { paymentInstrumentId: c['card:4444'] as string } }),
      },
      savedCards(),
      place(undefined, keepOrder('order', 'placed')),
    ],
  },
  // After the member's other cases: it leaves her an open cart (the service keeps it).
  {
    name: 'a member’s own welcome code: 10% off, spent by the order, then redeemed',
    signedIn: 'loyalty',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: welcomeSku }] } },
        keep: keepCart,
      },
      coupon(mayaWelcomeCode.toLowerCase()),
      coupon(mayaWelcomeCode, 'PRM416'),
      ...readyToPay(),
      place(undefined, keepOrder('order', 'placed')),
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: afterWelcomeSku }] } },
        keep: keepCart,
      },
      coupon(mayaWelcomeCode, 'PRM150'),
    ],
  },
  {
    name: 'another member’s welcome code answers as an unknown code',
    signedIn: 'athlete',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: othersWelcomeSku }] } },
        keep: keepCart,
      },
      coupon(mayaWelcomeCode, 'PRM130'),
      coupon('WELCOME-NOSUCHCODE', 'PRM130'),
    ],
  },
  {
    name: 'a guest’s too',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: othersWelcomeSku }] } },
        keep: keepCart,
      },
      coupon(mayaWelcomeCode, 'PRM130'),
    ],
  },
  {
    name: 'a registered shopper’s digital gift cards: by e-mail only, billed and placed, their mail sent again',
    signedIn: 'registered',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: giftCardSku, qty: 2, giftOption }] } },
        keep: keepCart,
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: {
            basketId: c.basketId,
            items: [{ productId: giftCardSku, shippingOptions: { selected: 'standard' } }],
          },
        }),
        errorId: 'API400',
      },
      billTo({ address }),
      pay(card(VISA.number)),
      place(undefined, keepOrder('order', 'placed')),
      resend((c) => c.item0 as string),
      resend(() => 'no-such-line', 'ORD409'),
    ],
  },
  {
    name: 'a guest has no gift card mail sent again',
    steps: [
      {
        route: resendGiftCardEmail,
        input: { body: { orderNumber: 'CRN10000001', itemId: 'any-line' } },
        errorId: 'AUT432',
      },
    ],
  },
];

/** What each answerer generates itself, beyond the cart's ids (withoutGenerated). */
const generatedHere = new Set([
  'orderNumber',
  'createdAt',
  'transactionId',
  'sessionId',
  'clientToken',
  'paymentInstrumentId',
  'basketId',
]);

function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => {
        if (generatedHere.has(key) && typeof entry === 'string') return [key, `<${key}>`];
        // Line ids: each answerer's own, but the gifts' (`gwp-<promotion>`) are the same.
        if (key === 'itemIds' && Array.isArray(entry)) {
          return [key, entry.map((id) => (String(id).startsWith('gwp-') ? id : '<itemId>'))];
        }
        // The challenge page's address: the same path, the transaction's own id.
        if (key === 'url' && typeof entry === 'string') {
          return [key, entry.replace(/[^/]+$/, '<transactionId>')];
        }
        return [key, normalized(entry)];
      }),
    );
  }
  return value;
}
const comparable = (value: unknown) => normalized(withoutGenerated(value));

beforeEach(() => {
  resetCartMocks();
});

describe('checkout: MSW handlers answer like the service', () => {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const agent = server().agent();
      if (testCase.signedIn) {
        await signInAs(agent, testCase.signedIn);
        setMockCartShopper(testCase.signedIn);
      } else {
        await guestSession(agent);
      }
      const serviceContext: Context = {};
      const mockContext: Context = {};
      for (const [index, step] of testCase.steps.entries()) {
        const where = `step ${index + 1} (${step.route.name})`;
        server().clock.advance(1000);
        const input = (context: Context) =>
          typeof step.input === 'function' ? step.input(context) : step.input;
        const status = step.errorId
          ? errorCatalogue[step.errorId].status
          : (step.status ?? step.route.successStatus);
        const service: SendResult = await agent.send(step.route, input(serviceContext));
        const mock = await sendToMocks(handlers, step.route, input(mockContext));
        expect(service.status, `${where} service: ${JSON.stringify(service.body)}`).toBe(status);
        expect(mock.status, `${where} mock: ${JSON.stringify(mock.body)}`).toBe(status);
        expect(errorIdIn(mock), where).toBe(errorIdIn(service));
        expect(errorIdIn(service), where).toBe(step.errorId);
        if (!step.errorId) {
          expect(step.route.response.safeParse(mock.body).success, where).toBe(true);
          expect(comparable(mock.body), where).toEqual(comparable(service.body));
          step.keep?.(service.body as never, serviceContext);
          step.keep?.(mock.body as never, mockContext);
        } else {
          // Nothing after a refusal reads the answer of the step: ids are kept from successes.
          const details = (result: SendResult) =>
            comparable(
              (result.body as { errorDetails: { details?: unknown }[] }).errorDetails[0]?.details,
            );
          expect(details(mock), where).toEqual(details(service));
        }
      }
    },
  );
});
