import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPkcePair } from '#api/client/pkce.ts';
import {
  changePassword,
  confirmForgotPassword,
  getToken,
  requestPasswordReset,
  signIn,
  signUp,
} from '#api/contract/auth.ts';
import { getConsumer } from '#api/contract/consumer.ts';
import { DEMO_PASSWORD, demoAccount } from '#demo/profiles/index.ts';
import { consumerDomain } from '../consumer/index.ts';
import { consumers } from '../db/schema/consumer.ts';
import { profilesSeeder } from '../db/seed.ts';
import { devDomain } from '../dev/index.ts';
import { authorize, PASS, signInAs, signInWith } from '../test/flows.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { authDomain } from './index.ts';
import { authCallers } from './test/callers.ts';

/*
 * Changing a password: in the account (changepassword) and by a mailed reset link, on
 * PGlite and on PostgreSQL (DATABASE_URL). Sign-in, sign-up and tokens: auth.test.ts.
 */

const server = setupTestServer({
  seed: [profilesSeeder],
  domains: [authDomain, consumerDomain, devDomain],
  config: { trustProxy: 1 },
});
const { freshAgent, outbox } = authCallers(server);

describe('POST /consumers-v3/consumer/changepassword', () => {
  it('checks the current password and refuses recent ones', async () => {
    const agent = freshAgent();
    const other = freshAgent();
    await signInAs(agent, 'registered');
    await signInAs(other, 'registered');
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      agent.send(changePassword, { body: { currentPassword, newPassword, confirmPassword } });

    expect(errorIdOf(await change('Wrong-pass1', 'Fresh-Peak-21'))).toBe('AUT450');
    expect(errorIdOf(await change(DEMO_PASSWORD, 'Fresh-Peak-21', 'Fresh-Peak-22'))).toBe('FE340');
    expect(errorIdOf(await change(DEMO_PASSWORD, 'short'))).toBe('FE872');
    expect(errorIdOf(await change(DEMO_PASSWORD, DEMO_PASSWORD))).toBe('AUT451');
    expect((await change(DEMO_PASSWORD, 'Fresh-Peak-21')).status).toBe(204);
    // This session goes on; the other one ended.
    expect((await agent.send(getConsumer)).status).toBe(200);
    expect(errorIdOf(await other.send(getConsumer))).toBe('AUT432');
    expect(errorIdOf(await change('Fresh-Peak-21', DEMO_PASSWORD))).toBe('AUT452');
    expect(
      (await outbox(demoAccount('registered').profile.consumerDetails.email))[0]?.template,
    ).toBe('passwordChanged');
  });

  it('answers AUT432 without a session and PRO415 for a profile without a password', async () => {
    const body = {
      currentPassword: 'a',
      newPassword: 'Fresh-Peak-21',
      confirmPassword: 'Fresh-Peak-21',
    };
    expect(errorIdOf(await freshAgent().send(changePassword, { body }))).toBe('AUT432');
    const agent = freshAgent();
    await signInAs(agent, 'athlete');
    await server()
      .db.update(consumers)
      .set({ passwordHash: null })
      .where(eq(consumers.id, demoAccount('athlete').profile.consumerId));
    expect(errorIdOf(await agent.send(changePassword, { body }))).toBe('PRO415');
  });
});

describe('reset password by mail', () => {
  const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('mails a single-use link that sets a new password and ends the sessions', async () => {
    const email = demoAccount('pro').profile.consumerDetails.email;
    const signedIn = freshAgent();
    await signInAs(signedIn, 'pro');
    const asked = await freshAgent().send(requestPasswordReset, {
      body: { email, captcha: PASS },
      query: { locale: 'en-gb' },
    });
    expect(asked.status).toBe(204);
    const [mail] = await outbox(email);
    expect(mail?.template).toBe('passwordReset');
    expect(mail?.text).toContain('/en-gb/forgot-password?token=');
    const token = tokenOf(mail?.text ?? '');
    const confirm = (newPassword: string, confirmPassword = newPassword) =>
      freshAgent().send(confirmForgotPassword, { body: { token, newPassword, confirmPassword } });
    expect(errorIdOf(await confirm('Fresh-Ridge-3', 'Fresh-Ridge-4'))).toBe('FE340');
    expect(errorIdOf(await confirm(DEMO_PASSWORD))).toBe('AUT451');
    expect((await confirm('Fresh-Ridge-3')).status).toBe(204);
    expect(errorIdOf(await signedIn.send(getConsumer))).toBe('AUT432');
    await authorize(freshAgent(), email, 'Fresh-Ridge-3');
    const reused = await confirm('Other-Ridge-5');
    expect(reused.status).toBe(410);
    expect(errorIdOf(reused)).toBe('AUT402');
  });

  it('answers AUT402 for an expired link and sends nothing for unknown emails', async () => {
    const email = demoAccount('employee').profile.consumerDetails.email;
    await freshAgent().send(requestPasswordReset, { body: { email, captcha: PASS } });
    const token = tokenOf((await outbox(email))[0]?.text ?? '');
    server().clock.advance(61 * 60_000);
    const expired = await freshAgent().send(confirmForgotPassword, {
      body: { token, newPassword: 'Fresh-Ridge-3', confirmPassword: 'Fresh-Ridge-3' },
    });
    expect(errorIdOf(expired)).toBe('AUT402');
    const unknown = await freshAgent().send(requestPasswordReset, {
      body: { email: 'nobody@example.com', captcha: PASS },
    });
    expect(unknown.status).toBe(204);
    expect(await outbox('nobody@example.com')).toEqual([]);
    expect(
      errorIdOf(
        await freshAgent().send(requestPasswordReset, { body: { email: 'x', captcha: 'bot' } }),
      ),
    ).toBe('AUT453');
    expect(
      errorIdOf(await freshAgent().send(requestPasswordReset, { body: { email, captcha: 'bot' } })),
    ).toBe('AUT403');
  });

  /** A member of this test alone, with the password `Granite-Peak-7`. */
  const newMember = async (email: string) => {
    const created = await freshAgent().send(signUp, {
      body: {
        firstName: 'Kim',
        lastName: 'Lockwood',
        email,
        password: 'Granite-Peak-7',
        isTermsConfirmed: true,
        subscriptions: {
          newsletterConsent: false,
          loyaltyConsent: false,
          smsNotificationConsent: false,
        },
        source: { acquisitionType: 'Registered' },
        recaptcha_response: PASS,
      },
    });
    expect(created.status).toBe(201);
  };
  const resetWith = (token: string, newPassword: string) =>
    freshAgent().send(confirmForgotPassword, {
      body: { token, newPassword, confirmPassword: newPassword },
    });

  it('ends every outstanding link when the password changes, by a link or in the account', async () => {
    const email = `two.links.${Date.now()}@example.com`;
    await newMember(email);
    const askLink = async () => {
      await freshAgent().send(requestPasswordReset, { body: { email, captcha: PASS } });
      return tokenOf((await outbox(email))[0]?.text ?? '');
    };
    // Two links out; one sets the password, the other no longer can.
    const first = await askLink();
    const second = await askLink();
    expect(first).not.toBe(second);
    expect((await resetWith(first, 'Fresh-Ridge-9')).status).toBe(204);
    expect(errorIdOf(await resetWith(second, 'Attacker-Pick-1'))).toBe('AUT402');
    // A link asked for before a change of password in the account dies with the change.
    const before = await askLink();
    const agent = freshAgent();
    await signInWith(agent, email, 'Fresh-Ridge-9');
    const changed = await agent.send(changePassword, {
      body: {
        currentPassword: 'Fresh-Ridge-9',
        newPassword: 'Fresh-Ridge-10',
        confirmPassword: 'Fresh-Ridge-10',
      },
    });
    expect(changed.status).toBe(204);
    expect(errorIdOf(await resetWith(before, 'Attacker-Pick-2'))).toBe('AUT402');
    await authorize(freshAgent(), email, 'Fresh-Ridge-10');
  });

  it('opens no session with a code of a sign-in made before the password changed (AUT438)', async () => {
    const email = `stale.code.${Date.now()}@example.com`;
    await newMember(email);
    // Someone else signed in with the old password and holds the code, not yet exchanged.
    const stale = await authorize(freshAgent(), email, 'Granite-Peak-7');
    server().clock.advance(1000);
    await freshAgent().send(requestPasswordReset, { body: { email, captcha: PASS } });
    const token = tokenOf((await outbox(email))[0]?.text ?? '');
    expect((await resetWith(token, 'Fresh-Ridge-9')).status).toBe(204);
    const late = await freshAgent().send(getToken, {
      body: {
        grantType: 'authorization_code',
        authorizationCode: stale.code,
        codeVerifier: stale.codeVerifier,
      },
    });
    expect([late.status, errorIdOf(late)]).toEqual([401, 'AUT438']);
    server().clock.advance(1000);
    await signInWith(freshAgent(), email, 'Fresh-Ridge-9');
  });

  it('lifts a sign-in lock', async () => {
    const email = `locked.out.${Date.now()}@example.com`;
    await newMember(email);
    const agent = freshAgent();
    for (let i = 0; i < 5; i += 1) {
      const { codeChallenge } = await createPkcePair();
      await agent.send(signIn, {
        body: { username: email, password: 'Wrong-1a', codeChallenge, captcha: PASS },
      });
    }
    const { codeChallenge } = await createPkcePair();
    const locked = await freshAgent().send(signIn, {
      body: { username: email, password: 'Granite-Peak-7', codeChallenge, captcha: PASS },
    });
    expect(errorIdOf(locked)).toBe('AUT423');
    await freshAgent().send(requestPasswordReset, { body: { email, captcha: PASS } });
    const token = tokenOf((await outbox(email))[0]?.text ?? '');
    expect((await resetWith(token, 'Fresh-Ridge-9')).status).toBe(204);
    await authorize(freshAgent(), email, 'Fresh-Ridge-9');
  });
});
