import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '#api/contract/auth.ts';
import { type Cart, createCartWithItem } from '#api/contract/cart.ts';
import { applyCoupon, removeCoupon } from '#api/contract/checkout.ts';
import { updateConsumer } from '#api/contract/consumer.ts';
import { getDevOutbox } from '#api/contract/internal.ts';
import { getLoyaltyWelcomePromo } from '#api/contract/loyalty.ts';
import {
  WELCOME_PROMO_DAYS,
  WELCOME_PROMOTION_ID,
  welcomeWindow,
} from '#commerce/checkout/welcome.ts';
import { demoWelcomeCodes } from '#demo/checkout/index.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { demo, setPrice, setStock } from '../cart/test/fixtures.ts';
import { place, readyToPay } from '../checkout/test/helpers.ts';
import { coupons } from '../db/schema/checkout.ts';
import { seeders } from '../db/seed.ts';
import { guestSession, PASS, signInAs, signInWith } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';

/*
 * The loyalty welcome offer end to end, on PGlite and on PostgreSQL (DATABASE_URL): a new
 * member's own code, mailed on joining, answered by loyalty/promo/welcome, 10% off their
 * cart, refused to anyone else as an unknown code, spent by their order, ended after
 * WELCOME_PROMO_DAYS (commerce/checkout/welcome.ts).
 */

const server = setupTestServer({
  seed: seeders.filter((s) =>
    ['catalogue', 'profiles', 'checkout', 'loyalty-welcome'].includes(s.name),
  ),
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Granite-Peak-7';
const CODE = /^WELCOME-[A-Z2-9]{10}$/;

/** A new account that joins the loyalty programme as it signs up, signed in on `agent`. */
async function newMember(agent: TestAgent, locale = 'en-us') {
  const email = `noa.${Math.random().toString(36).slice(2)}@example.com`;
  await guestSession(agent);
  const created = await agent.send(signUp, {
    query: { locale },
    body: {
      firstName: 'Noa',
      lastName: 'Lindqvist',
      email,
      password: PASSWORD,
      birthDate: '1994-04-12',
      isTermsConfirmed: true,
      subscriptions: {
        newsletterConsent: false,
        loyaltyConsent: true,
        smsNotificationConsent: false,
      },
      source: { acquisitionType: 'Registered' },
      recaptcha_response: PASS,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.isLoyaltyMember).toBe(true);
  await signInWith(agent, email, PASSWORD);
  return { email, consumerId: created.body.consumerId, joinedAt: server().clock.now() };
}

async function welcomeMails(recipient: string) {
  const outbox = await server().agent().send(getDevOutbox, { query: { recipient } });
  expect(outbox.status).toBe(200);
  return outbox.body.messages.filter((message) => message.template === 'loyaltyWelcome');
}

/** The signed-in shopper's cart with one unit at 100.00. */
async function cartOf(agent: TestAgent): Promise<Cart> {
  const created = await agent.send(createCartWithItem, {
    query: { locale: 'en-us' },
    body: { items: [{ productId: demo.a, qty: 1 }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Cart;
}

const apply = (agent: TestAgent, basketId: string, code: string) =>
  agent.send(applyCoupon, { body: { basketId, code } });

async function signedIn(key: string) {
  const agent = server().agent();
  await signInAs(agent, key);
  return agent;
}

describe('the loyalty welcome offer', () => {
  it('mails a new member their own code, which takes 10% off their order, once', async () => {
    await setStock(server().db, demo.a, 50);
    await setPrice(server().db, demo.a, 'USD', 10_000, null);
    const member = server().agent();
    const { email, joinedAt } = await newMember(member);

    // Mailed once on joining, in the dev outbox: the code and the day it ends.
    const mails = await welcomeMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const code = mail?.data.code ?? '';
    expect(code).toMatch(CODE);
    const endsAt = welcomeWindow(joinedAt).endsAt;
    const endsOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      endsAt,
    );
    expect(mail?.subject).toBe('Your XPLR Pass welcome offer');
    expect(mail?.text).toContain(`Your code: ${code}`);
    expect(mail?.text).toContain(`Valid until ${endsOn}`);
    expect(mail?.text).toContain('10% off your next order, for new members');

    // The welcome call answers the same code, in the site's language.
    const offer = await member.send(getLoyaltyWelcomePromo, { query: { locale: 'fr-ca' } });
    expect(offer.status).toBe(200);
    expect(offer.body.promo).toEqual({
      code,
      description: '10 % de réduction sur votre prochaine commande, pour les nouveaux membres',
      expiresAt: endsAt.toISOString(),
    });

    // Another member and a guest hear what an unknown code answers.
    const cart = await cartOf(member);
    const unknown = errorIdOf(await apply(member, cart.id, 'WELCOME-NOSUCHCODE'));
    expect(unknown).toBe('PRM130');
    const maya = await signedIn('loyalty');
    const mayaRefused = await apply(maya, (await cartOf(maya)).id, code);
    expect(errorIdOf(mayaRefused)).toBe(unknown);
    expect(JSON.stringify(mayaRefused.body)).toContain(`No promotion with the code ${code}`);
    const guest = server().agent();
    await guestSession(guest);
    expect(errorIdOf(await apply(guest, (await cartOf(guest)).id, code))).toBe(unknown);

    // The member's cart: 10% off the merchandise.
    const applied = await apply(member, cart.id, code.toLowerCase());
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const withCode = applied.body as Cart;
    expect(withCode.couponItems).toMatchObject([{ code, status: 'applied', statusCode: null }]);
    expect(withCode.orderPromotions).toMatchObject([
      { promotionId: WELCOME_PROMOTION_ID, discount: 10 },
    ]);
    expect(withCode.totals.itemTotal).toBe(100);
    expect(withCode.totals.totalDiscount).toBe(10);

    // Placed: the code is spent; the offer is gone and the code refused as redeemed.
    await readyToPay(member, cart.id);
    const placed = await place(member, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ status: 'placed' });
    const [row] = await server().db.select().from(coupons).where(eq(coupons.code, code));
    expect(row).toMatchObject({ redemptions: 1, maxRedemptions: 1 });
    const again = await apply(member, (await cartOf(member)).id, code);
    expect(errorIdOf(again)).toBe('PRM150');
    const after = await member.send(getLoyaltyWelcomePromo);
    expect(after.status).toBe(200);
    expect(after.body.promo).toBeNull();

    // Leaving and joining again gives no second code and no second mail.
    for (const optin of [false, true]) {
      const changed = await member.send(updateConsumer, {
        body: { enrollments: [{ type: 'Loyalty', optin, doubleOptin: optin, channel: 'email' }] },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    expect(await welcomeMails(email)).toHaveLength(1);
    expect((await member.send(getLoyaltyWelcomePromo)).body.promo).toBeNull();
  });

  it('gives the demo member the code demo/checkout seeds for her', async () => {
    const maya = demoAccount('loyalty').profile;
    const seeded = demoWelcomeCodes.find((w) => w.email === maya.consumerDetails.email);
    const answer = await (await signedIn('loyalty')).send(getLoyaltyWelcomePromo);
    expect(seeded?.code).toMatch(/^WELCOME-/);
    expect(answer.body.promo?.code).toBe(seeded?.code);
  });
});

describe('welcome codes of members who joined before codes were drawn', () => {
  it('are given when the offer is asked for, once, not mailed', async () => {
    const member = server().agent();
    const { email, consumerId, joinedAt } = await newMember(member);
    // As if the member had joined before this release: no code yet.
    await server().db.delete(coupons).where(eq(coupons.consumerId, consumerId));
    const asked = await Promise.all([
      member.send(getLoyaltyWelcomePromo),
      member.send(getLoyaltyWelcomePromo),
    ]);
    const codes = asked.map((answer) => answer.body.promo?.code);
    expect(codes[0]).toMatch(CODE);
    expect(codes[1]).toBe(codes[0]);
    const rows = await server()
      .db.select()
      .from(coupons)
      .where(
        and(eq(coupons.consumerId, consumerId), eq(coupons.promotionId, WELCOME_PROMOTION_ID)),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.endsAt).toEqual(welcomeWindow(joinedAt).endsAt);
    // Only joining mails the code.
    expect(await welcomeMails(email)).toHaveLength(1);
  });

  it('are not given to a member whose offer ended before they asked', async () => {
    const athlete = demoAccount('athlete').profile;
    expect(athlete.isLoyaltyMember).toBe(true);
    const agent = await signedIn('athlete');
    const answer = await agent.send(getLoyaltyWelcomePromo);
    expect(answer.status).toBe(200);
    expect(answer.body.promo).toBeNull();
    const rows = await server()
      .db.select()
      .from(coupons)
      .where(eq(coupons.consumerId, athlete.consumerId));
    expect(rows).toEqual([]);
  });
});

// Last: it moves the file's clock a month on (the other offers would have ended).
describe('the end of the welcome offer', () => {
  it(`ends ${WELCOME_PROMO_DAYS} days after joining (PRM155), even on a cart that holds it`, async () => {
    await setStock(server().db, demo.c, 50);
    await setPrice(server().db, demo.c, 'USD', 5_000, null);
    const member = server().agent();
    const { email, consumerId } = await newMember(member);
    const code = (await member.send(getLoyaltyWelcomePromo)).body.promo?.code ?? '';
    expect(code).toMatch(CODE);

    // Applied on the last day, placed after the end: the order refuses the code.
    server().clock.advance((WELCOME_PROMO_DAYS - 1) * DAY_MS);
    await signInWith(member, email, PASSWORD);
    const cart = await member.send(createCartWithItem, {
      query: { locale: 'en-us' },
      body: { items: [{ productId: demo.c, qty: 2 }] },
    });
    const basketId = (cart.body as Cart).id;
    const applied = await apply(member, basketId, code);
    expect((applied.body as Cart).totals.totalDiscount, JSON.stringify(applied.body)).toBe(10);
    await readyToPay(member, basketId);

    server().clock.advance(DAY_MS + 1000);
    await signInWith(member, email, PASSWORD);
    const placed = await place(member, basketId);
    expect(errorIdOf(placed), JSON.stringify(placed.body)).toBe('PRM155');
    const [row] = await server().db.select().from(coupons).where(eq(coupons.code, code));
    expect(row?.redemptions).toBe(0);
    expect((await member.send(getLoyaltyWelcomePromo)).body.promo).toBeNull();

    // Taken off and put on again: PRM155, to the member only; anyone else hears PRM130.
    const couponItemId = (applied.body as Cart).couponItems[0]?.id ?? '';
    const removed = await member.send(removeCoupon, { query: { basketId, couponItemId } });
    expect((removed.body as Cart).couponItems).toEqual([]);
    expect(errorIdOf(await apply(member, basketId, code))).toBe('PRM155');
    const other = await signedIn('loyalty');
    expect(errorIdOf(await apply(other, (await cartOf(other)).id, code))).toBe('PRM130');
    const [stored] = await server().db.select().from(coupons).where(eq(coupons.code, code));
    expect(stored?.consumerId).toBe(consumerId);
  });
});
