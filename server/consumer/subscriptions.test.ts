/**
 * Subscriptions (spec §3, §4, §9): a signed-out visitor only asks to opt in, and the
 * mailbox confirms (double opt-in); a signed-in consumer changes only their own.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signOut } from '#api/contract/auth.ts';
import {
  type ConsumerSubscriptionInput,
  confirmSubscription,
  createConsumer,
  createSubscriptions,
  getSubscriptions,
  updateConsumer,
  updateSubscriptions,
} from '#api/contract/consumer.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authDomain } from '../auth/index.ts';
import { consumerSubscriptions } from '../db/schema/consumer.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { profilesSeeder } from '../db/seed.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { consumerDomain } from './index.ts';

const server = setupTestServer({ seed: [profilesSeeder], domains: [authDomain, consumerDomain] });

const maya = demoAccount('loyalty').profile;
const mayaEmail = maya.consumerDetails.email;
const amelieEmail = demoAccount('athlete').profile.consumerDetails.email;

function newsletter(recipient: string, optin: boolean): ConsumerSubscriptionInput {
  return { type: 'Newsletter', channel: 'email', recipient, optin };
}

async function signedIn(key: string): Promise<TestAgent> {
  const agent = server().agent();
  await signInAs(agent, key);
  return agent;
}

async function stored(recipient: string, type = 'Newsletter', channel: 'email' | 'sms' = 'email') {
  const [row] = await server()
    .db.select()
    .from(consumerSubscriptions)
    .where(
      and(
        eq(consumerSubscriptions.recipient, recipient),
        eq(consumerSubscriptions.type, type),
        eq(consumerSubscriptions.channel, channel),
      ),
    );
  return row;
}

async function mails(recipient: string) {
  return server()
    .db.select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, 'subscriptionConfirmation')),
    )
    .orderBy(desc(mailOutbox.createdAt));
}

/** The token of the newest confirmation link mailed to the recipient. */
async function mailedToken(recipient: string): Promise<string> {
  const [mail] = await mails(recipient);
  const link = mail?.data.link;
  if (!link) throw new Error(`no confirmation mail for ${recipient}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('POST /consumers-v3/consumer/subscription signed out', () => {
  it('stores an opt-in waiting for its confirmation and mails the link', async () => {
    const agent = server().agent();
    const result = await agent.send(createSubscriptions, {
      query: { locale: 'fr-ca' },
      body: { subscriptions: [{ ...newsletter('New.Walker@Example.com', true), country: 'CA' }] },
    });
    expect(result.status).toBe(201);
    expect(result.body.subscriptions).toEqual([
      {
        type: 'Newsletter',
        channel: 'email',
        recipient: 'new.walker@example.com',
        optin: false,
        doubleOptin: true,
        category: null,
        country: 'CA',
        region: null,
        optinDate: null,
        optoutDate: null,
      },
    ]);
    expect(await stored('new.walker@example.com')).toMatchObject({
      optin: false,
      doubleOptin: true,
      optinDate: null,
      consumerId: null,
    });
    const [mail] = await mails('new.walker@example.com');
    expect(mail).toMatchObject({ locale: 'fr-ca', subject: 'Confirmez votre abonnement' });
    expect(mail?.data.link).toMatch(
      /^http:\/\/localhost:3000\/fr-ca\/subscription\/confirm\?token=[\w.-]+$/,
    );
    expect(mail?.text).toContain(mail?.data.link);
  });

  it('turns it on when the mailed link is followed, once', async () => {
    const agent = server().agent();
    await agent.send(createSubscriptions, {
      body: { subscriptions: [newsletter('trail.reader@example.com', true)] },
    });
    const token = await mailedToken('trail.reader@example.com');
    const confirmed = await agent.send(confirmSubscription, { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.subscriptions).toEqual([
      expect.objectContaining({
        recipient: 'trail.reader@example.com',
        optin: true,
        doubleOptin: true,
        optoutDate: null,
      }),
    ]);
    expect(confirmed.body.subscriptions[0]?.optinDate).toBe(server().clock.now().toISOString());
    expect(await stored('trail.reader@example.com')).toMatchObject({
      optin: true,
      doubleOptin: true,
    });
    // A second click answers the same.
    const again = await server().agent().send(confirmSubscription, { body: { token } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(confirmed.body);
  });

  it('mails one address at most 3 confirmations an hour, and still keeps the request', async () => {
    const recipient = 'flooded.inbox@example.com';
    for (let i = 0; i < 5; i++) {
      const result = await server()
        .agent()
        .send(createSubscriptions, { body: { subscriptions: [newsletter(recipient, true)] } });
      expect(result.status).toBe(201);
    }
    expect(await mails(recipient)).toHaveLength(3);
    expect(await stored(recipient)).toMatchObject({ optin: false, doubleOptin: true });
    server().clock.advance(60 * 60 * 1000);
    await server()
      .agent()
      .send(createSubscriptions, { body: { subscriptions: [newsletter(recipient, true)] } });
    expect(await mails(recipient)).toHaveLength(4);
  });

  it('never opts anyone out, nor changes a confirmed subscription', async () => {
    const before = await stored(mayaEmail);
    expect(before).toMatchObject({ optin: true, consumerId: maya.consumerId });
    const agent = server().agent();
    await guestSession(agent);
    const optOut = await agent.send(createSubscriptions, {
      body: { subscriptions: [newsletter(mayaEmail, false)] },
    });
    expect(optOut.status).toBe(201);
    expect(optOut.body.subscriptions).toEqual([]);
    // Asking again for a confirmed one: answered like any request, nothing changes, no mail.
    const optIn = await agent.send(createSubscriptions, {
      body: { subscriptions: [{ ...newsletter(mayaEmail, true), country: 'FR' }] },
    });
    expect(optIn.status).toBe(201);
    expect(optIn.body.subscriptions[0]).toMatchObject({ optin: false, doubleOptin: true });
    expect(await stored(mayaEmail)).toEqual(before);
    expect(await mails(mayaEmail)).toEqual([]);
  });

  it('keeps an SMS opt-in waiting (no SMS is sent) until its consumer opts in', async () => {
    const agent = server().agent();
    const result = await agent.send(createSubscriptions, {
      body: {
        subscriptions: [
          { type: 'Newsletter', channel: 'sms', recipient: '7700900123', optin: true },
        ],
      },
    });
    expect(result.status).toBe(201);
    expect(result.body.subscriptions[0]).toMatchObject({ optin: false, doubleOptin: true });
    expect(await stored('7700900123', 'Newsletter', 'sms')).toMatchObject({ optin: false });
    // Sam's phone: signed in, Sam opts in at once.
    const sam = await signedIn('pro');
    const own = await sam.send(updateSubscriptions, {
      body: {
        subscriptions: [
          { type: 'Newsletter', channel: 'sms', recipient: '7700900123', optin: true },
        ],
      },
    });
    expect(own.status).toBe(200);
    expect(await stored('7700900123', 'Newsletter', 'sms')).toMatchObject({
      optin: true,
      doubleOptin: true,
      consumerId: demoAccount('pro').profile.consumerId,
    });
  });
});

describe('POST /consumers-v3/consumer/subscription/confirm', () => {
  it('refuses unknown, forged and expired links: AUT402', async () => {
    const agent = server().agent();
    await agent.send(createSubscriptions, {
      body: { subscriptions: [newsletter('late.reader@example.com', true)] },
    });
    const token = await mailedToken('late.reader@example.com');
    const [id, expires] = token.split('.');
    for (const bad of [
      'not-a-confirmation-token',
      `${id}.${expires}.${'A'.repeat(43)}`,
      `${id}.${Number(expires) + 86_400}.${token.split('.')[2]}`,
    ]) {
      const result = await agent.send(confirmSubscription, { body: { token: bad } });
      expect(result.status, bad).toBe(410);
      expect(errorIdOf(result)).toBe('AUT402');
    }
    server().clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const expired = await agent.send(confirmSubscription, { body: { token } });
    expect(errorIdOf(expired)).toBe('AUT402');
    expect(await stored('late.reader@example.com')).toMatchObject({ optin: false });
  });

  it('is dead once the subscription was opted out since', async () => {
    // Chris (signed in) asks signed out first, then opts out signed in.
    const email = demoAccount('registered').profile.consumerDetails.email;
    await server()
      .agent()
      .send(createSubscriptions, { body: { subscriptions: [newsletter(email, true)] } });
    const token = await mailedToken(email);
    const chris = await signedIn('registered');
    const out = await chris.send(updateSubscriptions, {
      body: { subscriptions: [newsletter(email, false)] },
    });
    expect(out.status).toBe(200);
    const result = await server().agent().send(confirmSubscription, { body: { token } });
    expect(errorIdOf(result)).toBe('AUT402');
    expect(await stored(email)).toMatchObject({ optin: false, doubleOptin: false });
  });
});

describe('signed in: only the consumer’s own subscriptions', () => {
  it('refuses another recipient with PRO418 on POST and PUT, and changes nothing', async () => {
    const before = await stored(amelieEmail);
    const agent = await signedIn('loyalty');
    for (const route of [createSubscriptions, updateSubscriptions]) {
      const result = await agent.send(route, {
        body: { subscriptions: [newsletter(amelieEmail, false)] },
      });
      expect(result.status, route.name).toBe(400);
      expect(errorIdOf(result)).toBe('PRO418');
    }
    const sms = await agent.send(createSubscriptions, {
      body: {
        subscriptions: [
          { type: 'Newsletter', channel: 'sms', recipient: '5145550177', optin: true },
        ],
      },
    });
    expect(errorIdOf(sms)).toBe('PRO418');
    const profile = await agent.send(updateConsumer, {
      body: { subscriptions: [newsletter('someone.else@example.com', true)] },
    });
    expect(errorIdOf(profile)).toBe('PRO418');
    expect(await stored(amelieEmail)).toEqual(before);
    expect(await stored('someone.else@example.com')).toBeUndefined();
  });

  it('applies the consumer’s own at once (no confirmation needed)', async () => {
    const agent = await signedIn('athlete');
    const result = await agent.send(createSubscriptions, {
      body: {
        subscriptions: [
          { ...newsletter(amelieEmail.toUpperCase(), true), type: 'LoyaltyNewsletter' },
        ],
      },
    });
    expect(result.status).toBe(201);
    expect(result.body.subscriptions[0]).toMatchObject({
      recipient: amelieEmail,
      optin: true,
      doubleOptin: true,
    });
    const list = await agent.send(getSubscriptions);
    expect(list.body.subscriptions.filter((s) => s.recipient === amelieEmail)).not.toEqual([]);
    expect(await mails(amelieEmail)).toEqual([]);
  });

  it('answers AUT432 to a signed-out session’s old token', async () => {
    const agent = await signedIn('employee');
    const token = agent.cookies.get('cairn_at');
    await agent.send(signOut, { body: {} });
    const result = await server()
      .agent()
      .send(createSubscriptions, {
        headers: { authorization: `Bearer ${token}` },
        body: {
          subscriptions: [newsletter(demoAccount('employee').profile.consumerDetails.email, false)],
        },
      });
    expect(result.status).toBe(401);
    expect(errorIdOf(result)).toBe('AUT432');
  });
});

describe('POST /consumers-v3/consumer with subscriptions', () => {
  it('takes only the new profile’s own recipient, waiting for the double opt-in', async () => {
    const foreign = await server()
      .agent()
      .send(createConsumer, {
        body: {
          consumerDetails: { email: 'own.profile@example.com' },
          subscriptions: [newsletter(mayaEmail, false)],
        },
      });
    expect(foreign.status).toBe(400);
    expect(errorIdOf(foreign)).toBe('PRO418');
    const created = await server()
      .agent()
      .send(createConsumer, {
        body: {
          consumerDetails: { email: 'own.profile@example.com' },
          subscriptions: [newsletter('own.profile@example.com', true)],
        },
      });
    expect(created.status).toBe(201);
    expect(await stored('own.profile@example.com')).toMatchObject({
      optin: false,
      doubleOptin: true,
      consumerId: created.body.consumerId,
    });
    const confirmed = await server()
      .agent()
      .send(confirmSubscription, { body: { token: await mailedToken('own.profile@example.com') } });
    expect(confirmed.body.subscriptions[0]).toMatchObject({ optin: true });
    expect(await stored('own.profile@example.com')).toMatchObject({
      optin: true,
      consumerId: created.body.consumerId,
    });
  });
});
