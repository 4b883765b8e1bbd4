import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addPaymentInstrument, giftCardBalance } from '#api/contract/checkout.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { defaultRateLimits } from '../config.ts';
import { authThrottle } from '../db/schema/auth.ts';
import { giftCards } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { guestSession } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { giftCardNumberHash, giftCardPinHash } from './giftCards.ts';
import { guestCart } from './test/helpers.ts';

/*
 * Gift card PINs (issue 44), on PGlite and on PostgreSQL (DATABASE_URL): a guesser learns
 * nothing from the answers and gets a few tries per card and per session, counted in the
 * database (every instance together); PINs are hashed with the server's key.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
  // Room for the guesses below, all from one test address (the limit has a test of its own).
  config: {
    rateLimits: { ...defaultRateLimits, giftCardBalancePerIp: { max: 40, windowSeconds: 60 } },
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;

// Each test counts from nothing (the limits are per card, session and address).
beforeEach(async () => {
  await server().db.delete(authThrottle);
});

/** A new USD gift card of `balance` minor units that no other test knows. */
async function newCard(balance = 10_000) {
  const number = `600649${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}7`;
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

async function session(): Promise<TestAgent> {
  const agent = server().agent();
  await guestSession(agent);
  return agent;
}

const balanceOf = (agent: TestAgent, cardNumber: string, pin: string) =>
  agent.send(giftCardBalance, { query: { locale: 'en-us' }, body: { cardNumber, pin } });

describe('gift card PINs', () => {
  it('answers an unknown number and a wrong PIN alike', async () => {
    const card = await newCard();
    const agent = await session();
    const unknown = await balanceOf(agent, '6006491999999999', card.pin);
    const wrongPin = await balanceOf(agent, card.number, '0000');
    expect(unknown.status).toBe(400);
    expect(errorIdOf(unknown)).toBe('GFC800');
    expect(wrongPin.status).toBe(unknown.status);
    const { correlationId: _a, ...one } = unknown.body as Record<string, unknown>;
    const { correlationId: _b, ...other } = wrongPin.body as Record<string, unknown>;
    expect(other).toEqual(one);
  });

  it('locks a card after 5 wrong PINs from any sessions: the right one is then refused as invalid, for a day', async () => {
    await setStock(server().db, demo.a, 50);
    const card = await newCard();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await balanceOf(await session(), card.number, `000${attempt}`);
      expect(errorIdOf(wrong)).toBe('GFC800');
    }
    const buyer = await session();
    const cart = await guestCart(buyer, [{ productId: demo.a, qty: 1 }]);
    const locked = await buyer.send(addPaymentInstrument, {
      params: { basketId: cart.id },
      body: { type: 'GIFT_CARD', giftCard: { number: card.number, pin: card.pin } },
    });
    expect(locked.status).toBe(400);
    expect(errorIdOf(locked)).toBe('GFC800');
    expect(errorIdOf(await balanceOf(buyer, card.number, card.pin))).toBe('GFC800');

    server().clock.advance(DAY_MS);
    const holder = await session();
    const later = await balanceOf(holder, card.number, card.pin);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    // The right PIN takes nothing from the limit: its holder may use it again and again.
    for (let use = 0; use < 6; use++) {
      expect((await balanceOf(holder, card.number, card.pin)).status).toBe(200);
    }
  });

  it('counts guesses sent together: 30 wrong PINs at once, then the right one, open nothing', async () => {
    const card = await newCard();
    const guessers = await Promise.all(Array.from({ length: 31 }, () => session()));
    const guesses = await Promise.all(
      guessers
        .slice(0, 30)
        .map((agent, index) => balanceOf(agent, card.number, String(1000 + index))),
    );
    expect(new Set(guesses.map(errorIdOf))).toEqual(new Set(['GFC800']));
    const right = await balanceOf(guessers[30] as TestAgent, card.number, card.pin);
    expect(right.status).toBe(400);
    expect(errorIdOf(right)).toBe('GFC800');
  });

  it('throttles one session’s wrong PINs over many cards: 429 GFC799 with Retry-After', async () => {
    const agent = await session();
    const cards = await Promise.all(Array.from({ length: 11 }, () => newCard()));
    for (const card of cards.slice(0, 10)) {
      expect(errorIdOf(await balanceOf(agent, card.number, '0000'))).toBe('GFC800');
    }
    const over = await balanceOf(agent, cards[10]?.number ?? '', cards[10]?.pin ?? '');
    expect(over.status).toBe(429);
    expect(errorIdOf(over)).toBe('GFC799');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another session is not held by it.
    expect((await balanceOf(await session(), cards[10]?.number ?? '', '4321')).status).toBe(200);
  });

  it('answers the balance check’s address limit with 429 GFC799 and Retry-After, not a 502', async () => {
    const card = await newCard();
    const agent = await session();
    const limit = server().config.rateLimits.giftCardBalancePerIp.max;
    for (let check = 0; check < limit; check++) {
      expect((await balanceOf(agent, card.number, card.pin)).status).toBe(200);
    }
    const over = await balanceOf(agent, card.number, card.pin);
    expect(over.status).toBe(429);
    expect(errorIdOf(over)).toBe('GFC799');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keys PIN hashes with the server secret, and keys a hash stored before on its first use', async () => {
    const [seeded] = await server()
      .db.select()
      .from(giftCards)
      .where(eq(giftCards.numberHash, giftCardNumberHash('6006491000000002')));
    const salted = (id: string, pin: string) =>
      createHash('sha256').update(`${id}:${pin}`).digest('hex');
    expect(seeded?.pinHash).toBe(
      giftCardPinHash(server().config.giftCardPinKey, seeded?.id ?? '', '1234'),
    );
    expect(seeded?.pinHash).not.toContain(salted(seeded?.id ?? '', '1234'));
    expect(giftCardPinHash('another key', seeded?.id ?? '', '1234')).not.toBe(seeded?.pinHash);

    // A card stored with the unkeyed hash of an older version still opens, and is keyed.
    const card = await newCard();
    await server()
      .db.update(giftCards)
      .set({ pinHash: salted(card.id, card.pin) })
      .where(eq(giftCards.id, card.id));
    expect((await balanceOf(await session(), card.number, card.pin)).status).toBe(200);
    const [rehashed] = await server().db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(rehashed?.pinHash).toBe(
      giftCardPinHash(server().config.giftCardPinKey, card.id, card.pin),
    );
    expect(errorIdOf(await balanceOf(await session(), card.number, '9999'))).toBe('GFC800');
  });
});
