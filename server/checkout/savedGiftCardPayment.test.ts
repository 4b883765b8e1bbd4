import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Cart, createCartWithItem } from '#api/contract/cart.ts';
import { addPaymentInstrument } from '#api/contract/checkout.ts';
import { addSavedPaymentInstrument } from '#api/contract/consumer.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { authThrottle } from '../db/schema/auth.ts';
import { giftCards } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { guestSession, PASS, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { giftCardNumberHash, giftCardPinHash } from './giftCards.ts';
import { place, readyToPay } from './test/helpers.ts';

/*
 * A member's saved gift card at checkout's gift card step (issue 45): applied by its saved
 * id, without the number and PIN again (the PIN was checked when it was saved), for the
 * member who saved it only; what it pays and what it spends are the service's, as for a
 * typed card.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

beforeEach(async () => {
  await server().db.delete(authThrottle);
  await setStock(server().db, demo.a, 50);
});

/** A new USD gift card of `balance` minor units that no other test knows. */
async function newCard(balance: number) {
  const number = `600649${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}5`;
  const id = randomUUID();
  const pin = '4321';
  await server()
    .db.insert(giftCards)
    .values({
      id,
      numberHash: giftCardNumberHash(number),
      pinHash: giftCardPinHash(server().config.giftCardPinKey, id, pin),
      last4: number.slice(-4),
      currency: 'USD',
      balance,
      status: 'active',
      expiresOn: null,
    });
  return { id, number, pin };
}

async function member(key: string): Promise<TestAgent> {
  const agent = server().agent();
  await signInAs(agent, key);
  return agent;
}

/** Save a new card of `balance` to the member's account; its saved id. */
async function savedCard(agent: TestAgent, balance = 2_000) {
  const card = await newCard(balance);
  const saved = await agent.send(addSavedPaymentInstrument, {
    body: { type: 'GIFT_CARD', giftCard: { number: card.number, pin: card.pin }, captcha: PASS },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return { ...card, savedId: saved.body.paymentInstrumentId };
}

async function cartOf(agent: TestAgent): Promise<Cart> {
  const created = await agent.send(createCartWithItem, {
    query: { locale: 'en-us' },
    body: { items: [{ productId: demo.a, qty: 1 }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Cart;
}

const payWithSaved = (agent: TestAgent, basketId: string, savedGiftCardId: string) =>
  agent.send(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'GIFT_CARD', savedGiftCardId },
  });

const giftCardPayments = (cart: Cart) =>
  cart.payment_instruments.filter((payment) => payment.type === 'GIFT_CARD');

const balanceOf = async (id: string) =>
  (await server().db.select().from(giftCards).where(eq(giftCards.id, id)))[0]?.balance;

describe('a saved gift card at checkout', () => {
  it('pays by its saved id, what the service decides, and the order spends it', async () => {
    const agent = await member('athlete');
    const card = await savedCard(agent, 2_000);
    const cart = await cartOf(agent);
    const paid = await payWithSaved(agent, cart.id, card.savedId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [payment] = giftCardPayments(paid.body);
    // All of its $20.00 (the jacket costs more), the card's last four as typed cards show.
    expect(payment).toMatchObject({
      amount: 20,
      giftCard: { last4: card.number.slice(-4), balance: 20 },
    });
    expect(paid.body.totals.remainingToPay).toBeCloseTo(paid.body.totals.total - 20, 2);
    // On it already: refused as a typed card would be.
    const again = await payWithSaved(agent, cart.id, card.savedId);
    expect(again.status).toBe(409);
    expect(errorIdOf(again)).toBe('GFC755');

    await readyToPay(agent, cart.id);
    const placed = await place(agent, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('refuses an id the account does not keep, another member’s, and a guest’s with GFC800', async () => {
    const owner = await member('pro');
    const card = await savedCard(owner);
    const other = await member('employee');
    const otherCart = await cartOf(other);
    for (const id of ['no-such-saved-card', card.savedId]) {
      const refused = await payWithSaved(other, otherCart.id, id);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errorDetails: [
          { errorId: 'GFC800', message: 'No gift card of this id is saved to your account' },
        ],
        appId: expect.any(String),
        correlationId: expect.any(String),
      });
    }
    const guest = server().agent();
    await guestSession(guest);
    const guestCart = await cartOf(guest);
    const signedOut = await payWithSaved(guest, guestCart.id, card.savedId);
    expect(signedOut.status).toBe(400);
    expect(errorIdOf(signedOut)).toBe('GFC800');
    // Nothing went on either cart, and the owner's card is whole.
    expect(await balanceOf(card.id)).toBe(2_000);
    const ownerCart = await cartOf(owner);
    const own = await payWithSaved(owner, ownerCart.id, card.savedId);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('takes a saved card or a number and PIN, not both, and counts no PIN for it', async () => {
    const agent = await member('registered');
    const card = await savedCard(agent);
    const cart = await cartOf(agent);
    // Saving tried the PIN once (and gave the try back); nothing below tries one.
    const counts = async () =>
      (await server().db.select().from(authThrottle))
        .map(({ key, failures }) => `${key}=${failures}`)
        .sort();
    const before = await counts();
    const both = await agent.send(addPaymentInstrument, {
      params: { basketId: cart.id },
      body: {
        type: 'GIFT_CARD',
        giftCard: { number: card.number, pin: '0000' },
        savedGiftCardId: card.savedId,
      },
    });
    expect(errorIdOf(both)).toBe('PAY400');
    expect(await counts()).toEqual(before);
    expect((await payWithSaved(agent, cart.id, card.savedId)).status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('refuses a saved card that can no longer pay, as a typed one is refused', async () => {
    const agent = await member('athlete');
    const card = await savedCard(agent);
    const cart = await cartOf(agent);
    await server().db.update(giftCards).set({ status: 'blocked' }).where(eq(giftCards.id, card.id));
    expect(errorIdOf(await payWithSaved(agent, cart.id, card.savedId))).toBe('GFC725');
    await server()
      .db.update(giftCards)
      .set({ status: 'active', balance: 0 })
      .where(eq(giftCards.id, card.id));
    expect(errorIdOf(await payWithSaved(agent, cart.id, card.savedId))).toBe('GFC740');
  });
});
