import { getResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCart, createCartWithItem, getCart } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  getPaymentMethods,
  patchOrder,
  placeOrder,
  setBillingAddress,
  setShippingAddress,
} from '#api/contract/checkout.ts';
import { type AnyRoute, buildPath } from '#api/contract/route.ts';
import { cartHappyPath, resetCartMocks, setMockCartShopper } from './cart.ts';
import { checkoutHappyPath, checkoutStates } from './checkout.ts';
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
});
