import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { updateConsumer } from '#api/contract/consumer.ts';
import {
  getLoyaltyToken,
  getLoyaltyVouchers,
  getLoyaltyWelcomePromo,
} from '#api/contract/loyalty.ts';
import { WELCOME_PROMO_DAYS } from '#commerce/checkout/welcome.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authDomain } from '../auth/index.ts';
import { consumers } from '../db/schema/consumer.ts';
import { seeders } from '../db/seed.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { consumerDomain } from './index.ts';
import { LOYALTY_TOKEN_TTL_SECONDS } from './loyalty.ts';

// The welcome offer is a promotion of the checkout seed (demo/checkout).
const server = setupTestServer({
  seed: seeders.filter((s) => ['profiles', 'checkout'].includes(s.name)),
  domains: [authDomain, consumerDomain],
});

async function signedIn(key: string): Promise<TestAgent> {
  const agent = server().agent();
  await signInAs(agent, key);
  return agent;
}

/** The `pro` demo account, enrolled now (other tests use `registered` as a non-member). */
async function enrolled(): Promise<TestAgent> {
  const agent = await signedIn('pro');
  const result = await agent.send(updateConsumer, {
    query: { locale: 'fr-ca' },
    body: {
      enrollments: [{ type: 'Loyalty', optin: true, doubleOptin: true, channel: 'email' }],
      consumerDetails: { birthDate: '1990-05-04' },
    },
  });
  expect(result.status).toBe(200);
  return agent;
}

describe('POST /consumers-v3/consumer/loyalty/token', () => {
  it('gives members a short-lived token bound to the shopper and referral code', async () => {
    const agent = await signedIn('loyalty');
    const before = server().clock.now().getTime();
    const result = await agent.send(getLoyaltyToken, {
      body: { usid: 'shopper-1', referralCode: 'FRIEND42' },
    });
    expect(result.status).toBe(200);
    expect(result.body.loyaltyToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const lifetime = new Date(result.body.expiresAt).getTime() - before;
    expect(lifetime).toBe(LOYALTY_TOKEN_TTL_SECONDS * 1000);
    const other = await agent.send(getLoyaltyToken, { body: { usid: 'shopper-2' } });
    expect(other.body.loyaltyToken).not.toBe(result.body.loyaltyToken);
  });

  it('answers REW130 to a signed-in shopper who is not a member, AUT432 to guests', async () => {
    const member = await signedIn('registered');
    expect(errorIdOf(await member.send(getLoyaltyToken, { body: { usid: 'x' } }))).toBe('REW130');
    const guest = server().agent();
    await guestSession(guest);
    expect(errorIdOf(await guest.send(getLoyaltyToken, { body: { usid: 'x' } }))).toBe('AUT432');
  });

  it('answers 4044 to a member whose member record is missing, on every loyalty call', async () => {
    // An enrolled profile without its member id (imported so): the programme has no record.
    const athlete = demoAccount('athlete').profile;
    await server()
      .db.update(consumers)
      .set({ memberId: null })
      .where(eq(consumers.id, athlete.consumerId));
    onTestFinished(async () => {
      await server()
        .db.update(consumers)
        .set({ memberId: athlete.memberId })
        .where(eq(consumers.id, athlete.consumerId));
    });
    const agent = await signedIn('athlete');
    const token = await agent.send(getLoyaltyToken, { body: { usid: 'x' } });
    expect([token.status, errorIdOf(token)]).toEqual([404, '4044']);
    expect(errorIdOf(await agent.send(getLoyaltyVouchers))).toBe('4044');
    expect(errorIdOf(await agent.send(getLoyaltyWelcomePromo))).toBe('4044');
  });

  it('validates the body (API400)', async () => {
    const agent = await signedIn('loyalty');
    const result = await agent.send(getLoyaltyToken, { body: { usid: 'x'.repeat(65) } });
    expect(result.status).toBe(400);
  });
});

describe('GET /consumers-v3/consumer/loyalty/promo/welcome', () => {
  it('offers a new member the welcome promo in their language until it runs out', async () => {
    const agent = await enrolled();
    const result = await agent.send(getLoyaltyWelcomePromo, { query: { locale: 'fr-ca' } });
    expect(result.status).toBe(200);
    // Drawn at random, not made of the member id (server/consumer/welcome.test.ts has more).
    expect(result.body.promo?.code).toMatch(/^WELCOME-[A-Z2-9]{10}$/);
    expect(result.body.promo?.description).toContain('réduction');
    server().clock.advance(WELCOME_PROMO_DAYS * 24 * 60 * 60 * 1000 + 1000);
    // A month on, the session has expired too: sign in again.
    const later = await (await signedIn('pro')).send(getLoyaltyWelcomePromo, {
      query: { locale: 'fr-ca' },
    });
    expect(later.status).toBe(200);
    expect(later.body.promo).toBeNull();
  });

  it('answers REW130 to shoppers who are not members', async () => {
    const agent = await signedIn('registered');
    expect(errorIdOf(await agent.send(getLoyaltyWelcomePromo))).toBe('REW130');
  });
});

describe('GET /consumers-v3/consumer/loyalty/vouchers', () => {
  it('lists the vouchers the balance can buy, in the site currency', async () => {
    const agent = await signedIn('loyalty');
    const result = await agent.send(getLoyaltyVouchers, { query: { locale: 'en-gb' } });
    expect(result.status).toBe(200);
    expect(result.body.balance).toBe(2450);
    expect(result.body.vouchers.map((v) => v.points)).toEqual([500, 1000, 2000]);
    expect(new Set(result.body.vouchers.map((v) => v.currency))).toEqual(new Set(['GBP']));
  });
});
