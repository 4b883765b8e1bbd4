import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addSavedPaymentInstrument,
  deleteSavedPaymentInstrument,
  getSavedPaymentInstruments,
  updateSavedPaymentInstrument,
} from '#api/contract/consumer.ts';
import { type ErrorId, errorCatalogue } from '#api/contract/errors.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { MAX_SAVED_GIFT_CARDS } from '#commerce/checkout/savedGiftCards.ts';
import { demoGiftCards } from '#demo/checkout/index.ts';
import { setMockCartShopper } from '#mocks/handlers/cart.ts';
import { checkoutHappyPath } from '#mocks/handlers/checkout.ts';
import { giftCardNumberHash, giftCardPinHash } from '../checkout/giftCards.ts';
import { authThrottle } from '../db/schema/auth.ts';
import { giftCards, savedGiftCards } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { errorIdIn, sendToMocks, withoutGenerated } from '../test/contract.ts';
import { guestSession, PASS, signInAs } from '../test/flows.ts';
import {
  errorIdOf,
  type SendInput,
  type SendResult,
  setupTestServer,
  type TestAgent,
} from '../test/harness.ts';

/*
 * Gift cards saved to a member's account (spec §7 consumer payment_instruments, type
 * GIFT_CARD): the MSW handlers answer the same walk as the service, and the service opens
 * the card with the cart's PIN check and throttle, keeps neither the number nor the PIN,
 * and lists each card's balance as it is now.
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

/** A demo gift card by the end of its number (demo/checkout: PIN 1234 each). */
function demoCard(suffix: string) {
  const card = demoGiftCards.find((candidate) => candidate.number.endsWith(suffix));
  if (!card) throw new Error(`no demo gift card ending in ${suffix}`);
  return card;
}

const saveBody = (number: string, pin = '1234', captcha = PASS) => ({
  type: 'GIFT_CARD',
  giftCard: { number, pin },
  captcha,
});

type Context = Record<string, string>;
interface Step {
  route: AnyRoute;
  input?: SendInput | ((context: Context) => SendInput);
  errorId?: ErrorId;
  /** Read ids from a success (run for each answerer). */
  keep?: (body: never, context: Context) => void;
}

const save = (number: string, errorId?: ErrorId, pin = '1234', captcha = PASS): Step => ({
  route: addSavedPaymentInstrument,
  input: { body: saveBody(number, pin, captcha) },
  ...(errorId ? { errorId } : {}),
  keep: (body: { paymentInstrumentId: string; giftCard?: { lastFour: string } }, context) => {
    if (body.giftCard) context[`gift:${body.giftCard.lastFour}`] = body.paymentInstrumentId;
  },
});

const list: Step = { route: getSavedPaymentInstruments };

const remove = (lastFour: string, errorId?: ErrorId): Step => ({
  route: deleteSavedPaymentInstrument,
  input: (c) => ({ params: { paymentInstrumentId: c[`gift:${lastFour}`] ?? 'no-such-card' } }),
  ...(errorId ? { errorId } : {}),
});

/** Ids each answerer makes itself, set aside to compare the rest. */
function comparable(value: unknown): unknown {
  const body = withoutGenerated(value);
  if (body === undefined) return body;
  return JSON.parse(JSON.stringify(body), (key, entry) =>
    key === 'paymentInstrumentId' || key === 'correlationId' ? `<${key}>` : entry,
  );
}

beforeEach(async () => {
  // Each test counts wrong PINs from nothing (the limits are per card and per session).
  await server().db.delete(authThrottle);
});

describe('saved gift cards: MSW handlers answer like the service', () => {
  it('a member saves gift cards, sees their balances, cannot save one twice, removes one', async () => {
    const agent = server().agent();
    await signInAs(agent, 'loyalty');
    setMockCartShopper('loyalty');
    const usd = demoCard('1');
    const steps: Step[] = [
      list,
      save(usd.number),
      // The same card again: "already exists", whoever types it.
      save(usd.number, 'GFC409'),
      // A wrong PIN and an unknown number read alike.
      save(demoCard('2').number, 'GFC800', '9999'),
      save('6006491999999999', 'GFC800'),
      save(demoCard('6').number, 'GFC740'),
      save(demoCard('7').number, 'GFC812'),
      save(demoCard('8').number, 'GFC725'),
      save(demoCard('2').number, 'AUT403', '1234', 'bot'),
      // A card of another currency is kept in its own.
      save(demoCard('5').number),
      list,
      // A gift card has nothing to change.
      {
        route: updateSavedPaymentInstrument,
        input: (c) => ({
          params: { paymentInstrumentId: c['gift:0001'] ?? '' },
          body: { main: true },
        }),
        errorId: 'PYT404',
      },
      remove('0001'),
      remove('0001', 'PYT404'),
      list,
    ];
    const serviceContext: Context = {};
    const mockContext: Context = {};
    const answers: unknown[] = [];
    for (const [index, step] of steps.entries()) {
      const where = `step ${index + 1} (${step.route.name})`;
      const input = (context: Context) =>
        typeof step.input === 'function' ? step.input(context) : step.input;
      const status = step.errorId ? errorCatalogue[step.errorId].status : step.route.successStatus;
      const service: SendResult = await agent.send(step.route, input(serviceContext));
      const mock = await sendToMocks(checkoutHappyPath, step.route, input(mockContext));
      expect(service.status, `${where} service: ${JSON.stringify(service.body)}`).toBe(status);
      expect(mock.status, `${where} mock: ${JSON.stringify(mock.body)}`).toBe(status);
      expect(errorIdIn(service), where).toBe(step.errorId);
      expect(errorIdIn(mock), where).toBe(step.errorId);
      if (!step.errorId) {
        expect(step.route.response.safeParse(mock.body).success, where).toBe(true);
        expect(comparable(mock.body), where).toEqual(comparable(service.body));
        step.keep?.(service.body as never, serviceContext);
        step.keep?.(mock.body as never, mockContext);
      }
      answers.push(service.body);
    }

    // The lists the walk read: the seed's Visa, then the gift cards oldest first.
    const [before, during, after] = [answers[0], answers[10], answers[14]] as {
      paymentInstruments: { type: string; card: unknown; giftCard?: unknown }[];
    }[];
    expect(before?.paymentInstruments.map((saved) => saved.type)).toEqual(['CREDIT_CARD']);
    expect(during?.paymentInstruments.slice(1)).toEqual([
      expect.objectContaining({
        type: 'GIFT_CARD',
        main: false,
        card: null,
        giftCard: {
          lastFour: '0001',
          balance: 50,
          currency: 'USD',
          expirationDate: null,
          state: 'usable',
        },
      }),
      expect.objectContaining({
        giftCard: expect.objectContaining({ lastFour: '0005', balance: 60, currency: 'EUR' }),
      }),
    ]);
    expect(
      after?.paymentInstruments.map((saved) => [
        saved.type,
        (saved.giftCard as { lastFour: string } | undefined)?.lastFour,
      ]),
    ).toEqual([
      ['CREDIT_CARD', undefined],
      ['GIFT_CARD', '0005'],
    ]);
  });

  it('refuses a guest (AUT432) and a malformed number or PIN (API400), both alike', async () => {
    const guest = server().agent();
    await guestSession(guest);
    const cases: [SendInput, ErrorId][] = [[{ body: saveBody(demoCard('1').number) }, 'AUT432']];
    for (const [input, errorId] of cases) {
      expect(errorIdOf(await guest.send(addSavedPaymentInstrument, input))).toBe(errorId);
      expect(
        errorIdIn(await sendToMocks(checkoutHappyPath, addSavedPaymentInstrument, input)),
      ).toBe(errorId);
    }
    const member = server().agent();
    await signInAs(member, 'registered');
    setMockCartShopper('registered');
    for (const body of [
      saveBody('6006-4910-0000-0001'),
      saveBody(demoCard('1').number, '12a4'),
      { type: 'GIFT_CARD', giftCard: { number: demoCard('1').number }, captcha: PASS },
    ]) {
      const service = await member.send(addSavedPaymentInstrument, { body });
      const mock = await sendToMocks(checkoutHappyPath, addSavedPaymentInstrument, { body });
      expect(service.status).toBe(400);
      expect(errorIdOf(service)).toBe('API400');
      expect(mock.status).toBe(400);
      expect(errorIdIn(mock)).toBe('API400');
    }
  });
});

/** A new USD gift card of `balance` minor units that no other test knows. */
async function newCard(balance = 10_000) {
  const number = `600649${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}3`;
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

const giftCardsOf = async (agent: TestAgent) =>
  (await agent.send(getSavedPaymentInstruments)).body.paymentInstruments.filter(
    (saved) => saved.type === 'GIFT_CARD',
  );

describe('saved gift cards on the service', () => {
  it('keeps a reference and the last four digits, never the number or the PIN', async () => {
    const agent = await member('athlete');
    const card = await newCard();
    const saved = await agent.send(addSavedPaymentInstrument, {
      body: saveBody(card.number, card.pin),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const rows = await server()
      .db.select()
      .from(savedGiftCards)
      .where(eq(savedGiftCards.id, saved.body.paymentInstrumentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ giftCardId: card.id, lastFour: card.number.slice(-4) });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(card.number);
    expect(stored).not.toContain(card.pin);
    expect(JSON.stringify(saved.body)).not.toContain(card.number);
  });

  it('lists the balance as it is now: spent elsewhere, blocked since', async () => {
    const agent = await member('athlete');
    const card = await newCard(12_345);
    expect(
      (await agent.send(addSavedPaymentInstrument, { body: saveBody(card.number, card.pin) }))
        .status,
    ).toBe(201);
    const find = async () =>
      (await giftCardsOf(agent)).find((saved) => saved.giftCard?.lastFour === card.number.slice(-4))
        ?.giftCard;
    expect(await find()).toMatchObject({ balance: 123.45, state: 'usable' });
    await server().db.update(giftCards).set({ balance: 0 }).where(eq(giftCards.id, card.id));
    expect(await find()).toMatchObject({ balance: 0, state: 'empty' });
    await server().db.update(giftCards).set({ status: 'blocked' }).where(eq(giftCards.id, card.id));
    expect(await find()).toMatchObject({ state: 'blocked' });
  });

  it('counts wrong PINs with the cart’s: after 5 on a card, even the right one opens nothing', async () => {
    const agent = await member('pro');
    const card = await newCard();
    for (let attempt = 0; attempt < 5; attempt++) {
      const guessed = await agent.send(addSavedPaymentInstrument, {
        body: saveBody(card.number, `000${attempt}`),
      });
      expect(errorIdOf(guessed)).toBe('GFC800');
    }
    const right = await agent.send(addSavedPaymentInstrument, {
      body: saveBody(card.number, card.pin),
    });
    expect(right.status).toBe(400);
    expect(errorIdOf(right)).toBe('GFC800');
    expect(await giftCardsOf(agent)).toEqual([]);
  });

  it('throttles one session’s wrong PINs over many cards: 429 GFC799', async () => {
    const agent = await member('pro');
    const limit = server().config.rateLimits.giftCardPinPerSession.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      const card = await newCard();
      const guessed = await agent.send(addSavedPaymentInstrument, {
        body: saveBody(card.number, '0000'),
      });
      statuses.push(guessed.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('saves a card once when two saves arrive together, and keeps at most the limit', async () => {
    const agent = await member('employee');
    const first = await newCard();
    const both = await Promise.all(
      [0, 1].map(() =>
        agent.send(addSavedPaymentInstrument, { body: saveBody(first.number, first.pin) }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.map(errorIdOf)).toContain('GFC409');
    for (let count = 1; count < MAX_SAVED_GIFT_CARDS; count++) {
      const card = await newCard();
      await server().db.delete(authThrottle);
      const saved = await agent.send(addSavedPaymentInstrument, {
        body: saveBody(card.number, card.pin),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    }
    const over = await newCard();
    const refused = await agent.send(addSavedPaymentInstrument, {
      body: saveBody(over.number, over.pin),
    });
    expect(refused.status).toBe(409);
    expect(errorIdOf(refused)).toBe('GFC410');
    expect(await giftCardsOf(agent)).toHaveLength(MAX_SAVED_GIFT_CARDS);
  });

  it('removes only the member’s own: another member’s id is not found, the card stays usable', async () => {
    const owner = await member('registered');
    const card = await newCard(2_000);
    const saved = await owner.send(addSavedPaymentInstrument, {
      body: saveBody(card.number, card.pin),
    });
    expect(saved.status).toBe(201);
    const other = await member('athlete');
    const stranger = await other.send(deleteSavedPaymentInstrument, {
      params: { paymentInstrumentId: saved.body.paymentInstrumentId },
    });
    expect(errorIdOf(stranger)).toBe('PYT404');
    expect(await giftCardsOf(owner)).toHaveLength(1);
    const removed = await owner.send(deleteSavedPaymentInstrument, {
      params: { paymentInstrumentId: saved.body.paymentInstrumentId },
    });
    expect(removed.status).toBe(204);
    expect(await giftCardsOf(owner)).toEqual([]);
    const [kept] = await server().db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(kept).toMatchObject({ balance: 2_000, status: 'active' });
  });
});
