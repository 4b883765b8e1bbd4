/**
 * Changing the email from the account (PUT /consumers-v3/consumer): lower-cased, refused
 * when another profile has it (AUT439, LOGIN_IN_USE2), and the profile's email
 * subscriptions follow it. A file of its own: the changes would unsettle other files' tests
 * of the demo accounts (one database per file).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getToken } from '#api/contract/auth.ts';
import {
  type ConsumerSubscriptionInput,
  createSubscriptions,
  getConsumer,
  lookupConsumer,
  updateConsumer,
  updateSubscriptions,
} from '#api/contract/consumer.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authDomain } from '../auth/index.ts';
import { consumerSubscriptions } from '../db/schema/consumer.ts';
import { profilesSeeder } from '../db/seed.ts';
import { authorize, guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { consumerDomain } from './index.ts';

const server = setupTestServer({ seed: [profilesSeeder], domains: [authDomain, consumerDomain] });

const emailOf = (key: string) => demoAccount(key).profile.consumerDetails.email;

async function signedIn(key: string): Promise<TestAgent> {
  const agent = server().agent();
  await signInAs(agent, key);
  return agent;
}

function newsletter(recipient: string, optin: boolean): ConsumerSubscriptionInput {
  return { type: 'Newsletter', channel: 'email', recipient, optin };
}

async function stored(recipient: string, type = 'Newsletter') {
  const t = consumerSubscriptions;
  const [row] = await server()
    .db.select()
    .from(t)
    .where(and(eq(t.recipient, recipient), eq(t.type, type), eq(t.channel, 'email')));
  return row;
}

async function exists(email: string): Promise<boolean> {
  const result = await server().agent().send(lookupConsumer, { query: { email } });
  return result.body.exists;
}

describe('PUT /consumers-v3/consumer with another email', () => {
  it('stores it lower-cased; the account signs in with it, no longer with the old one', async () => {
    const old = emailOf('registered');
    const agent = await signedIn('registered');
    const result = await agent.send(updateConsumer, {
      body: { consumerDetails: { email: '  Chris.Trails@Example.COM ' } },
    });
    expect(result.status).toBe(200);
    expect(result.body.consumerDetails.email).toBe('chris.trails@example.com');
    expect((await agent.send(getConsumer)).body.consumerDetails.email).toBe(
      'chris.trails@example.com',
    );
    expect(await exists('chris.trails@example.com')).toBe(true);
    expect(await exists(old)).toBe(false);

    const fresh = server().agent();
    await guestSession(fresh);
    const { code, codeVerifier } = await authorize(fresh, 'Chris.Trails@example.com');
    const token = await fresh.send(getToken, {
      body: { grantType: 'authorization_code', authorizationCode: code, codeVerifier },
    });
    expect(token.status).toBe(200);
    expect(token.body.consumerNo).toBe(demoAccount('registered').profile.consumerNo);
  });

  it('refuses an email another profile has, in any case (AUT439), and changes nothing', async () => {
    const agent = await signedIn('pro');
    const before = (await agent.send(getConsumer)).body;
    const taken = emailOf('athlete').toUpperCase();
    const result = await agent.send(updateConsumer, {
      body: { consumerDetails: { email: taken, firstName: 'Samuel' } },
    });
    expect(result.status).toBe(409);
    expect(errorIdOf(result)).toBe('AUT439');
    expect((await agent.send(getConsumer)).body).toEqual(before);
  });

  it('takes the profile’s own email back in another case as no change', async () => {
    const agent = await signedIn('employee');
    const result = await agent.send(updateConsumer, {
      body: { consumerDetails: { email: emailOf('employee').toUpperCase() } },
    });
    expect(result.status).toBe(200);
    expect(result.body.consumerDetails.email).toBe(emailOf('employee'));
  });
});

describe('the email subscriptions follow a changed email', () => {
  it('moves them as they are, over a waiting request, and frees the old address', async () => {
    const old = emailOf('loyalty');
    const next = 'maya.outdoors@example.com';
    const newsletterBefore = await stored(old);
    expect(newsletterBefore).toMatchObject({ optin: true });
    // Someone asked for the newsletter at the new address while signed out.
    await server()
      .agent()
      .send(createSubscriptions, { body: { subscriptions: [newsletter(next, true)] } });
    expect(await stored(next)).toMatchObject({ optin: false, consumerId: null });

    const maya = await signedIn('loyalty');
    const result = await maya.send(updateConsumer, { body: { consumerDetails: { email: next } } });
    expect(result.status).toBe(200);
    expect(result.body.subscriptions.map((s) => [s.type, s.recipient, s.optin])).toEqual([
      ['Newsletter', next, true],
      ['LoyaltyNewsletter', next, true],
    ]);
    expect(await stored(next)).toMatchObject({
      id: newsletterBefore?.id,
      optin: true,
      optinDate: newsletterBefore?.optinDate,
      consumerId: demoAccount('loyalty').profile.consumerId,
    });
    expect(await stored(old)).toBeUndefined();

    // The member manages them at the new address …
    const out = await maya.send(updateSubscriptions, {
      body: { subscriptions: [newsletter(next, false)] },
    });
    expect(out.status).toBe(200);
    expect(out.body.subscriptions.find((s) => s.type === 'Newsletter')).toMatchObject({
      recipient: next,
      optin: false,
    });
    // … and whoever takes the old address subscribes it as their own.
    const amelie = await signedIn('athlete');
    const taken = await amelie.send(updateConsumer, { body: { consumerDetails: { email: old } } });
    expect(taken.status).toBe(200);
    const own = await amelie.send(updateSubscriptions, {
      body: { subscriptions: [newsletter(old, true)] },
    });
    expect(own.status).toBe(200);
    expect(await stored(old)).toMatchObject({
      optin: true,
      consumerId: demoAccount('athlete').profile.consumerId,
    });
  });
});
