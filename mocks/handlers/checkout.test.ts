import { getResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCart, createCartWithItem, getCart } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  applyCoupon,
  getPaymentMethods,
  patchOrder,
  placeOrder,
  setBillingAddress,
  setShippingAddress,
} from '#api/contract/checkout.ts';
import { getSavedPaymentInstruments } from '#api/contract/consumer.ts';
import { getLoyaltyWelcomePromo } from '#api/contract/loyalty.ts';
import { type AnyRoute, buildPath } from '#api/contract/route.ts';
import { cartHappyPath, mockOpenCart, resetCartMocks, setMockCartShopper } from './cart.ts';
import {
  checkoutAddresses,
  checkoutHappyPath,
  checkoutStates,
  seedMockCheckout,
  seedMockOrder,
} from './checkout.ts';
import { consumerHandlers } from './consumer.ts';
import { happyPathHandlers } from './index.ts';

/*
 * The checkout handlers' own behaviour: the named states and the signed-in shopper. That
 * they answer like the service is proven by server/checkout/contract.test.ts.
 */

async function call(
  handlers: RequestHandler[],
  route: AnyRoute,
  input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
) {
  const search = new URLSearchParams(input.query);
  const url = `http://localhost/api${buildPath(route.path, input.params ?? {})}${search.size ? `?${search}` : ''}`;
  const response = await getResponse(
    handlers,
    new Request(url, {
      method: route.method,
      ...(input.body === undefined
        ? {}
        : { body: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } }),
    }),
  );
  if (!response) throw new Error(`no handler for ${url}`);
  return { status: response.status, body: await response.json() };
}

const happy = [...cartHappyPath, ...checkoutHappyPath];
const address = checkoutAddresses['en-us'];
const visa = {
  type: 'CREDIT_CARD',
  card: {
    number: '4111111111111111',
    expiryMonth: 12,
    expiryYear: 2031,
    cvv: '737',
    holder: 'Ada',
  },
};

/** A cart with a jacket, both addresses and a card that authorizes. */
async function readyCart(handlers: RequestHandler[] = happy): Promise<string> {
  const created = await call(handlers, createCartWithItem, {
    body: { items: [{ productId: 'RDGJK100112' }] },
  });
  const basketId = created.body.id as string;
  const params = { basketId };
  await call(handlers, setShippingAddress, { params, body: { address } });
  await call(handlers, setBillingAddress, { params, body: { sameAsShipping: true } });
  expect((await call(handlers, addPaymentInstrument, { params, body: visa })).status).toBe(200);
  return basketId;
}

beforeEach(() => resetCartMocks());

describe('checkout MSW handlers', () => {
  it('are part of the global happy path', () => {
    for (const handler of checkoutHappyPath) expect(happyPathHandlers).toContain(handler);
  });

  it('place an order once, then the next cart is a new one', async () => {
    const basketId = await readyCart();
    const placed = await call(happy, placeOrder, {
      body: { basketId, recaptcha_response: 'ok' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'placed', orderNumber: 'CRN10000001' });
    expect((await call(happy, getCart, { params: { basketId } })).status).toBe(404);
    const next = await call(happy, createCart);
    expect(next.body.id).not.toBe(basketId);
    expect(next.body.items).toEqual([]);
  });

  it('challenge: any card asks for 3-D Secure; passing it places the order', async () => {
    const handlers = [checkoutStates.challenge(), ...happy];
    const basketId = await readyCart(handlers);
    const pending = await call(handlers, placeOrder, {
      body: { basketId, recaptcha_response: 'ok' },
    });
    expect(pending.body).toMatchObject({
      status: 'payment_pending',
      flash: [{ code: 'PaymentNotAuthorized' }],
    });
    expect(pending.body.challenge.url).toContain('/api/checkout/sandbox/3ds/');
    const passed = await call(handlers, patchOrder, {
      params: { orderNumber: pending.body.orderNumber },
      body: { transactionId: pending.body.challenge.transactionId, result: 'authenticated' },
    });
    expect(passed.body).toMatchObject({ status: 'placed', challenge: null, flash: [] });
  });

  it('declined: placing answers PAY400 and the cart stays', async () => {
    const handlers = [checkoutStates.declined(), ...happy];
    const basketId = await readyCart(handlers);
    const refused = await call(handlers, placeOrder, {
      body: { basketId, recaptcha_response: 'ok' },
    });
    expect(refused.status).toBe(402);
    expect(refused.body.errorDetails[0].errorId).toBe('PAY400');
    expect((await call(handlers, getCart, { params: { basketId } })).status).toBe(200);
  });

  it('itemNoLongerAvailable: ORD430 with the flash the client shows', async () => {
    const handlers = [checkoutStates.itemNoLongerAvailable('RDGJK100112'), ...happy];
    const refused = await call(handlers, placeOrder, {
      body: { basketId: 'any', recaptcha_response: 'ok' },
    });
    expect(refused.body.errorDetails[0]).toMatchObject({
      errorId: 'ORD430',
      details: {
        flash: [{ code: 'ProductItemNotAvailable', details: { productId: 'RDGJK100112' } }],
      },
    });
  });

  it('the demo member’s welcome code: 10% off her cart, nobody else’s, spent by her order', async () => {
    const handlers = [...happy, consumerHandlers.getLoyaltyWelcomePromo.ok()];
    // The mocks' consumer session is the loyalty demo member's by default.
    const offer = await call(handlers, getLoyaltyWelcomePromo, { query: { locale: 'en-us' } });
    expect(offer.body.promo).toMatchObject({
      code: 'WELCOME-MAYA2M7KQX',
      description: '10% off your next order, for new members',
    });
    const { code } = offer.body.promo;
    const applyTo = (basketId: string) =>
      call(handlers, applyCoupon, { body: { basketId, code: code.toLowerCase() } });
    expect((await applyTo(await readyCart())).body.errorDetails[0].errorId).toBe('PRM130');
    resetCartMocks();
    setMockCartShopper('athlete');
    expect((await applyTo(await readyCart())).body.errorDetails[0].errorId).toBe('PRM130');

    resetCartMocks();
    setMockCartShopper('loyalty');
    const basketId = await readyCart();
    const applied = await applyTo(basketId);
    expect(applied.status).toBe(200);
    expect(applied.body.couponItems).toMatchObject([{ code, status: 'applied' }]);
    expect(applied.body.orderPromotions).toMatchObject([{ promotionId: 'LOYALTY-WELCOME' }]);
    expect(applied.body.totals.totalDiscountPercentage).toBe(10);
    const placed = await call(handlers, placeOrder, {
      body: { basketId, recaptcha_response: 'ok' },
    });
    expect(placed.status).toBe(201);
    expect((await call(handlers, getLoyaltyWelcomePromo)).body.promo).toBeNull();
    expect((await applyTo(await readyCart())).body.errorDetails[0].errorId).toBe('PRM150');
  });

  it('a signed-in member may pay with points until the mocks are reset', async () => {
    setMockCartShopper('loyalty');
    const basketId = await readyCart();
    const methods = await call(happy, getPaymentMethods, { params: { basketId } });
    expect(methods.body.paymentMethods).toContainEqual(
      expect.objectContaining({ type: 'LOYALTY_POINTS', enabled: true }),
    );
    const points = await call(happy, addPaymentInstrument, {
      params: { basketId },
      body: { type: 'LOYALTY_POINTS', points: 250 },
    });
    expect(points.body.totals.appliedRewards).toEqual([]);
    expect(points.body.payment_instruments).toContainEqual(
      expect.objectContaining({ type: 'LOYALTY_POINTS', amount: 2.5 }),
    );
    resetCartMocks();
    const guestCart = await readyCart();
    const refused = await call(happy, addPaymentInstrument, {
      params: { basketId: guestCart },
      body: { type: 'LOYALTY_POINTS', points: 250 },
    });
    expect(refused.body.errorDetails[0].errorId).toBe('REW401');
  });

  it('saved cards: the signed-in shopper of the cart calls; a card saved with a payment is listed', async () => {
    expect((await call(happy, getSavedPaymentInstruments)).body.errorDetails[0].errorId).toBe(
      'AUT432',
    );
    setMockCartShopper('loyalty');
    const listed = async () =>
      (await call(happy, getSavedPaymentInstruments)).body.paymentInstruments.map(
        (card: { main: boolean; card: { lastFour: string } }) => [card.card.lastFour, card.main],
      );
    expect(await listed()).toEqual([['1111', true]]);
    const basketId = await readyCart();
    const paid = await call(happy, addPaymentInstrument, {
      params: { basketId },
      body: { ...visa, card: { ...visa.card, number: '5555555555554444' }, saveCard: true },
    });
    expect(paid.status).toBe(200);
    expect(await listed()).toEqual([
      ['1111', true],
      ['4444', false],
    ]);
    resetCartMocks();
    setMockCartShopper('loyalty');
    expect(await listed()).toEqual([['1111', true]]);
  });
});

describe('checkout set-up of stories and tests', () => {
  it('seedMockCheckout: the open cart with its address, billing and card, in the site', () => {
    const cart = seedMockCheckout({
      locale: 'de-de',
      items: [{ productId: 'RDGJK100112' }],
      coupons: ['WELCOME10'],
      shippingAddress: true,
      billingAddress: 'sameAsShipping',
      payment: { cardNumber: '4111111111111111' },
    });
    expect(cart).toEqual(mockOpenCart());
    expect(cart).toMatchObject({
      currency: 'EUR',
      shippingAddress: { city: checkoutAddresses['de-de'].city, country: 'DE' },
      billingAddress: { city: checkoutAddresses['de-de'].city },
      couponItems: [{ code: 'WELCOME10', status: 'applied' }],
      payment_instruments: [{ type: 'CREDIT_CARD', card: { brand: 'Visa', last4: '1111' } }],
    });
  });

  it('every site’s demo address is one its service takes', () => {
    for (const locale of Object.keys(checkoutAddresses) as (keyof typeof checkoutAddresses)[]) {
      resetCartMocks();
      expect(
        seedMockCheckout({ locale, items: [{ productId: 'RDGJK100112' }], shippingAddress: true })
          .shippingAddress,
      ).not.toBeNull();
    }
  });

  it('refuses what the service would (a set-up cannot silently differ)', () => {
    expect(() =>
      seedMockCheckout({ items: [{ productId: 'RDGJK100112' }], coupons: ['NOPE'] }),
    ).toThrow(expect.objectContaining({ errorId: 'PRM130' }));
  });

  it('seedMockOrder: placed, or waiting for 3-D Secure', () => {
    const setup = {
      items: [{ productId: 'RDGJK100112' }],
      shippingAddress: true,
      billingAddress: 'sameAsShipping',
    } as const;
    expect(seedMockOrder({ ...setup, payment: { cardNumber: '4111111111111111' } })).toMatchObject({
      status: 'placed',
      challenge: null,
    });
    expect(seedMockOrder({ ...setup, payment: { cardNumber: '4000000000003220' } })).toMatchObject({
      status: 'payment_pending',
      challenge: { transactionId: expect.any(String) },
    });
  });
});
