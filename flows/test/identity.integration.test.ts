/**
 * The identity flows against the real service (no MSW): sign up, sign out, sign in with a
 * wrong then the right password, throttling to AUT423, forgot password, reset through the
 * mailed link (GET /api/dev/outbox), change password. The service runs as `npm run api`
 * would run it (`node server/main.ts`) on a free port with an in-memory PGlite; the flows'
 * own functions call it through api/client with a cookie-keeping fetch, so every answer is
 * parsed with the contract and every request is validated by the service.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, ApiError, createApiClient } from '#api/client/index.ts';
import {
  changePassword,
  confirmForgotPassword,
  requestPasswordReset,
  signUp,
} from '#api/contract/auth.ts';
import { getDevOutbox } from '#api/contract/internal.ts';
import { cookieFetch, type LiveService, startLiveService } from '#mocks/testing/liveService.ts';
// Module by module: the session's index also holds components (styles need the browser).
import { sandboxBotCheck } from '#shopper/session/botCheck.tsx';
import { fetchProfile, refreshProfile } from '#shopper/session/profile.ts';
import { SignInError, signInWithPassword, signOut } from '#shopper/session/session.ts';
import { resetTokenOf } from '../Password/Password.schema.ts';
import {
  buildSignUpRequest,
  resolveSignUpForm,
  signUpFormSchema,
} from '../SignUp/SignUp.schema.ts';
import { defaultSmsOptInLocales } from '../SmsOptIn/smsSubscription.ts';

let service: LiveService | undefined;
let baseUrl = '';

beforeAll(async () => {
  service = await startLiveService();
  baseUrl = service.baseUrl;
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

/** One browser: its client, cache and cookie jar. */
function browser(): { client: ApiClient; queryClient: QueryClient } {
  return {
    client: createApiClient({
      baseUrl,
      locale: 'en-us',
      fetch: cookieFetch(),
      validateResponses: true,
      sleep: async () => {},
    }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

async function errorIdOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  const inner = error instanceof SignInError ? error.cause : error;
  if (!(inner instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(inner)}`);
  return inner.errorId;
}

const email = `ida.${Date.now().toString(36)}@example.com`;
const firstPassword = 'Summit42a';
const resetPassword = 'Summit43b';
const changedPassword = 'Summit44c';
/** The shopper's browser, opened once the service is up. */
let shopper: ReturnType<typeof browser>;
beforeAll(() => {
  shopper = browser();
});
const deps = () => ({ ...shopper, botCheck: sandboxBotCheck });

describe('identity flows against the service', () => {
  it('signs up with the sign-up form model and request, then signs in automatically', async () => {
    const config = { locale: 'en-us' } as const;
    const resolved = resolveSignUpForm(config, defaultSmsOptInLocales);
    const values = signUpFormSchema(config, resolved).parse({
      firstName: 'Ida',
      lastName: 'Integration',
      birthDate: '04/02/1990',
      phone: `303555${String(Date.now() % 10_000).padStart(4, '0')}`,
      phoneCode: 'US',
      email,
      password: firstPassword,
      newsletter: true,
      loyaltyTerms: false,
      brandTerms: true,
      policy: true,
      postalCode: '80205',
      gender: null,
      optInAccepted: true,
    });
    const body = buildSignUpRequest(values, {
      fields: resolved.fields,
      query: { storeNum: '0420', enrollment_marketing_source: 'integration' },
      recaptchaResponse: await sandboxBotCheck.execute('register'),
    });
    const account = await shopper.client.call(signUp, { body, headers: { source: 'flows-test' } });
    expect(account.email).toBe(email);

    const session = await signInWithPassword(deps(), { email, password: firstPassword });
    expect(session.consumerType).toBe('REGISTERED');
    const profile = await refreshProfile(shopper.client, shopper.queryClient);
    expect(profile?.consumerDetails).toMatchObject({
      firstName: 'Ida',
      birthDate: '1990-04-02',
      source: { acquisitionType: 'Registered', campaignName: 'integration' },
    });
    const channels = profile?.subscriptions.filter((s) => s.optin).map((s) => s.channel);
    expect(channels).toEqual(expect.arrayContaining(['email', 'sms']));
  });

  it('signs out: the session is revoked and a guest session follows', async () => {
    const result = await signOut(shopper);
    expect(result.revoked).toBe(true);
    expect(result.session?.consumerType).toBe('GUEST');
    expect(await fetchProfile(shopper.client)).toBeNull();
  });

  it('refuses a wrong password (AUT401), then signs in with the right one', async () => {
    expect(await errorIdOf(signInWithPassword(deps(), { email, password: 'Wrong-Pass-1' }))).toBe(
      'AUT401',
    );
    await signInWithPassword(deps(), { email, password: firstPassword });
    expect((await fetchProfile(shopper.client))?.consumerDetails.email).toBe(email);
    await signOut(shopper);
  });

  it('throttles: AUT426 on the last attempt, then AUT423, even with the right password', async () => {
    const attempt = (password: string) =>
      errorIdOf(signInWithPassword(deps(), { email, password }));
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await attempt(`Wrong-Pass-${i}`));
    expect(answers).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
    expect(await attempt(firstPassword)).toBe('AUT423');
  });

  it('mails a reset link (the same answer for unknown emails); the link resets and lifts the lock', async () => {
    const captcha = await sandboxBotCheck.execute('login');
    await shopper.client.call(requestPasswordReset, { body: { email, captcha } });
    await shopper.client.call(requestPasswordReset, {
      body: { email: 'nobody.at.all@example.com', captcha },
    });
    const { messages } = await shopper.client.call(getDevOutbox, { query: { recipient: email } });
    const mail = messages.find((m) => m.template === 'passwordReset');
    expect(mail?.data.link).toMatch(/\/en-us\/forgot-password\?token=/);
    const token = resetTokenOf(new URL(mail?.data.link ?? '').search);
    expect(token).toBeTruthy();
    const none = await shopper.client.call(getDevOutbox, {
      query: { recipient: 'nobody.at.all@example.com' },
    });
    expect(none.messages).toEqual([]);

    const reset = {
      token: token ?? '',
      newPassword: resetPassword,
      confirmPassword: resetPassword,
    };
    await shopper.client.call(confirmForgotPassword, { body: reset });
    // Single use.
    expect(await errorIdOf(shopper.client.call(confirmForgotPassword, { body: reset }))).toBe(
      'AUT402',
    );
    await signInWithPassword(deps(), { email, password: resetPassword });
    expect((await fetchProfile(shopper.client))?.consumerDetails.email).toBe(email);
  });

  it('changes the password: AUT450, AUT451, AUT452, then the new one signs in', async () => {
    const change = (currentPassword: string, newPassword: string) =>
      shopper.client.call(changePassword, {
        body: { currentPassword, newPassword, confirmPassword: newPassword },
      });
    expect(await errorIdOf(change('Wrong-Pass-9', changedPassword))).toBe('AUT450');
    expect(await errorIdOf(change(resetPassword, resetPassword))).toBe('AUT451');
    expect(await errorIdOf(change(resetPassword, firstPassword))).toBe('AUT452');
    await change(resetPassword, changedPassword);
    await signOut(shopper);
    expect(await errorIdOf(signInWithPassword(deps(), { email, password: resetPassword }))).toBe(
      'AUT401',
    );
    await signInWithPassword(deps(), { email, password: changedPassword });
    expect((await fetchProfile(shopper.client))?.consumerDetails.firstName).toBe('Ida');
  });
});
