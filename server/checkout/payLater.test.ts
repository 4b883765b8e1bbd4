import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getToken } from '#api/contract/auth.ts';
import { type Cart, updateCartItem } from '#api/contract/cart.ts';
import {
  addPaymentInstrument,
  type CheckoutOrder,
  getPaymentSession,
  setBillingAddress,
  setShippingAddress,
} from '#api/contract/checkout.ts';
import { demo, setPrice, setStock } from '../cart/test/fixtures.ts';
import { paymentSessions } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { type PayLaterGateway, sandboxPayLater } from './payLater.ts';
import { address, guestCart, place } from './test/helpers.ts';

/*
 * PayPal and Klarna (server/checkout/payLater.ts): the instrument and the order need the
 * session the service opened for this cart, for the amount the cart has left to pay.
 */

const sandbox = sandboxPayLater();
const captured: Parameters<PayLaterGateway['capture']>[0][] = [];
const payLater: PayLaterGateway = {
  ...sandbox,
  capture: (input) => {
    captured.push(input);
    return sandbox.capture(input);
  },
};

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
  payLater,
});

beforeAll(async () => {
  for (const sku of [demo.a, demo.b, demo.c]) {
    await setPrice(server().db, sku, 'USD', 10_000, null);
    await setStock(server().db, sku, 1000);
  }
});

/** A guest's cart of `sku`, shipped and billed to the US address. */
async function addressedCart(sku = demo.a) {
  const agent = server().agent();
  const cart = await guestCart(agent, [{ productId: sku, qty: 1 }]);
  const params = { basketId: cart.id };
  expect((await agent.send(setShippingAddress, { params, body: { address } })).status).toBe(200);
  const billed = await agent.send(setBillingAddress, { params, body: { sameAsShipping: true } });
  expect(billed.status).toBe(200);
  return { agent, cart: billed.body as Cart };
}

async function openSession(agent: TestAgent, basketId: string, provider: 'KLARNA' | 'PAYPAL') {
  const result = await agent.send(getPaymentSession, { query: { basketId, provider } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body as { sessionId: string }).sessionId;
}

const payWith = (
  agent: TestAgent,
  basketId: string,
  body: { type: 'KLARNA' | 'PAYPAL'; paymentSessionId?: string; authorizationToken?: string },
) => agent.send(addPaymentInstrument, { params: { basketId }, body });

const reasonOf = (result: { body: unknown }) =>
  (result.body as { errorDetails: { details?: { reason?: string } }[] }).errorDetails[0]?.details
    ?.reason;

describe('buy now, pay later: the session the service opened', () => {
  it('is remembered with the amount, authorized by the instrument and captured by the order', async () => {
    const { agent, cart } = await addressedCart();
    const sessionId = await openSession(agent, cart.id, 'KLARNA');
    const [opened] = await server()
      .db.select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionId));
    expect(opened).toMatchObject({
      cartId: cart.id,
      provider: 'KLARNA',
      amount: Math.round(cart.totals.remainingToPay * 100),
      currency: 'USD',
      authorizationId: null,
    });

    const paid = await payWith(agent, cart.id, { type: 'KLARNA', paymentSessionId: sessionId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as Cart).payment_instruments.map((p) => p.type)).toEqual(['KLARNA']);
    const [authorized] = await server()
      .db.select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionId));
    expect(authorized?.authorizationId).toMatch(/^sbx_auth_/);

    const placed = await place(agent, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as CheckoutOrder;
    expect(order.status).toBe('placed');
    expect(captured.at(-1)).toEqual({
      provider: 'KLARNA',
      authorizationId: authorized?.authorizationId,
      amount: Math.round(order.totals.total * 100),
      currency: 'USD',
      orderNumber: order.orderNumber,
      idempotencyKey: expect.stringMatching(/^pay_/),
    });
  });

  it('refuses an instrument without a session, with another cart’s or provider’s, an expired one, or a declined approval', async () => {
    const { agent, cart } = await addressedCart();
    const other = await addressedCart(demo.c);
    const othersSession = await openSession(other.agent, other.cart.id, 'PAYPAL');
    const paypalSession = await openSession(agent, cart.id, 'PAYPAL');

    const refusals = [
      [{ type: 'PAYPAL' }, 'missing'],
      [{ type: 'PAYPAL', paymentSessionId: 'sbx_made-up' }, 'unknown'],
      [{ type: 'PAYPAL', paymentSessionId: othersSession }, 'unknown'],
      [{ type: 'KLARNA', paymentSessionId: paypalSession }, 'unknown'],
      [
        { type: 'PAYPAL', paymentSessionId: paypalSession, authorizationToken: 'decline' },
        'declined',
      ],
    ] as const;
    for (const [body, reason] of refusals) {
      const refused = await payWith(agent, cart.id, body);
      expect(errorIdOf(refused), JSON.stringify(body)).toBe('PAY400');
      expect(reasonOf(refused), JSON.stringify(body)).toBe(reason);
    }

    server().clock.advance(61 * 60 * 1000);
    // The guest's access token lasts 15 minutes: the browser refreshes it.
    const refreshed = await agent.send(getToken, { body: { grantType: 'refresh_token' } });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const expired = await payWith(agent, cart.id, {
      type: 'PAYPAL',
      paymentSessionId: paypalSession,
    });
    expect(errorIdOf(expired)).toBe('PAY400');
    expect(reasonOf(expired)).toBe('expired');
    const fresh = await openSession(agent, cart.id, 'PAYPAL');
    const paid = await payWith(agent, cart.id, { type: 'PAYPAL', paymentSessionId: fresh });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // The sessions nobody used went when the next one was opened.
    const kept = await server()
      .db.select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.cartId, cart.id));
    expect(kept.map((row) => row.id)).toEqual([fresh]);
  });

  it('refuses a session opened for another amount, on the instrument and when placing', async () => {
    const { agent, cart } = await addressedCart(demo.b);
    const itemId = cart.items[0]?.id as string;
    const sessionId = await openSession(agent, cart.id, 'KLARNA');
    const twice = await agent.send(updateCartItem, {
      params: { basketId: cart.id },
      body: { itemId, qty: 2 },
    });
    expect(twice.status, JSON.stringify(twice.body)).toBe(200);
    const stale = await payWith(agent, cart.id, { type: 'KLARNA', paymentSessionId: sessionId });
    expect(errorIdOf(stale)).toBe('PAY400');
    expect(reasonOf(stale)).toBe('amountChanged');

    const approved = await openSession(agent, cart.id, 'KLARNA');
    const paid = await payWith(agent, cart.id, { type: 'KLARNA', paymentSessionId: approved });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // The cart changed after the shopper approved: the order is not placed with it.
    await agent.send(updateCartItem, { params: { basketId: cart.id }, body: { itemId, qty: 1 } });
    const captures = captured.length;
    const refused = await place(agent, cart.id);
    expect(errorIdOf(refused)).toBe('PAY400');
    expect(reasonOf(refused)).toBe('amountChanged');
    expect(captured.length).toBe(captures);

    const again = await openSession(agent, cart.id, 'KLARNA');
    expect(
      (await payWith(agent, cart.id, { type: 'KLARNA', paymentSessionId: again })).status,
    ).toBe(200);
    const placed = await place(agent, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body as CheckoutOrder).status).toBe('placed');
  });
});
