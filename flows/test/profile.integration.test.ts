/**
 * The profile flows against the real service (no MSW): `server/main.ts` runs in a child
 * process on a free port with an in-memory database seeded with the demo data, and the
 * flows' own request builders go through api/client as the storefront's would. flows/
 * may not import server/ (layer rule), so the service is started like `npm run api`.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, isApiError } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import { getConsumer, updateConsumer } from '#api/contract/consumer.ts';
import { DEMO_PASSWORD, demoAccount } from '#demo/profiles/index.ts';
import { type LiveService, startLiveService } from '#mocks/testing/liveService.ts';
// The session's node-safe modules (its index also exports styled components).
import { createTestBotCheck } from '#shopper/session/botCheck.tsx';
import { refreshProfile } from '#shopper/session/profile.ts';
import { signInWithPassword } from '#shopper/session/session.ts';
import { changedDetails } from '../CompleteProfile/profileFields.ts';
import { profileFieldErrors } from '../CompleteProfile/serverErrors.ts';
import { planCompleteProfile } from '../CompleteProfile/steps.ts';
import { interestsChange } from '../Interests/interests.ts';
import { loyaltySignUpPayload } from '../LoyaltySignUp/payload.ts';
import { subscribeToNewsletter } from '../Newsletter/subscribe.ts';
import { placeServerError } from '../shared/serverErrors.ts';

let service: LiveService | undefined;
let baseUrl: string;

beforeAll(async () => {
  service = await startLiveService({ env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' } });
  baseUrl = service.baseUrl;
}, 120_000);

afterAll(async () => {
  await service?.stop();
});

/** A browser-like shopper: the shared client with a cookie jar, and a query cache. */
function shopper(locale: SiteLocale = 'en-us') {
  const jar = new Map<string, string>();
  const client: ApiClient = createApiClient({
    baseUrl,
    locale,
    cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    onResponse: (response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (/max-age=0/i.test(line) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    client,
    queryClient,
    async signIn(key: string) {
      const email = demoAccount(key).profile.consumerDetails.email;
      await signInWithPassword(
        { client, queryClient, botCheck: createTestBotCheck() },
        { email, password: DEMO_PASSWORD },
      );
      const profile = await refreshProfile(client, queryClient);
      if (!profile) throw new Error(`${key} is not signed in`);
      return profile;
    },
  };
}

describe('newsletter (spec §6, §9)', () => {
  it('a signed-out visitor creates the subscription, waiting for the double opt-in', async () => {
    const { client, queryClient } = shopper('en-gb');
    const subscriptions = await subscribeToNewsletter(
      { client, queryClient },
      { email: 'New.Walker@Example.com', locale: 'en-gb', signedIn: false },
    );
    expect(subscriptions).toEqual([
      expect.objectContaining({
        type: 'Newsletter',
        channel: 'email',
        recipient: 'new.walker@example.com',
        // On once the mailed confirmation link is followed.
        optin: false,
        doubleOptin: true,
        country: 'GB',
        region: 'EMEA',
        optinDate: null,
        optoutDate: null,
      }),
    ]);
  });

  it('a signed-in shopper updates the profile subscription, and the cache follows', async () => {
    const chris = shopper('en-ca');
    const before = await chris.signIn('registered');
    expect(before.subscriptions).toEqual([]);
    await subscribeToNewsletter(chris, {
      email: before.consumerDetails.email,
      locale: 'en-ca',
      signedIn: true,
    });
    const cached = chris.queryClient.getQueryData<typeof before>(queryKeys.profile);
    expect(cached?.subscriptions).toEqual([
      expect.objectContaining({
        type: 'Newsletter',
        recipient: 'chris.morgan@example.com',
        optin: true,
        doubleOptin: true,
      }),
    ]);
    // The service kept it on the profile.
    const after = await chris.client.call(getConsumer);
    expect(after.subscriptions).toEqual(cached?.subscriptions);
  });
});

describe('complete profile and loyalty enrolment of an existing account', () => {
  it('follows the profile: a non-member lacking phone and birth date', async () => {
    const chris = shopper('en-ca');
    const profile = await chris.signIn('registered');
    expect(planCompleteProfile(profile).steps).toEqual([
      'nonLoyalty',
      'mobile',
      'profile',
      'interests',
      'success',
    ]);
  });

  it('a phone that belongs to another profile is refused and goes to the phone field', async () => {
    const chris = shopper('en-ca');
    const profile = await chris.signIn('registered');
    const maya = demoAccount('loyalty').profile.consumerDetails;
    const consumerDetails = changedDetails(profile.consumerDetails, {
      phone: { phone: maya.phone ?? '', phoneCode: maya.phoneCode ?? '' },
    });
    const error = await chris.client
      .call(updateConsumer, { body: { consumerDetails } })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.errorId).toBe('AUT442');
    expect(placeServerError(error, profileFieldErrors)).toMatchObject({
      place: 'field',
      field: 'phone',
    });
  });

  it('joining without a birth date is refused (PRO411), and asks for it again', async () => {
    const chris = shopper('en-ca');
    const profile = await chris.signIn('registered');
    const payload = loyaltySignUpPayload(profile.consumerDetails, {}, 'en-ca');
    expect(payload).toEqual({ enrollments: [expect.objectContaining({ type: 'Loyalty' })] });
    const error = await chris.client
      .call(updateConsumer, { body: payload })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.errorId).toBe('PRO411');
    expect(placeServerError(error, profileFieldErrors)).toEqual({
      place: 'revalidate',
      field: 'birthDate',
    });
  });

  it('the mobile step saves only the phone', async () => {
    const chris = shopper('en-ca');
    const profile = await chris.signIn('registered');
    const consumerDetails = changedDetails(profile.consumerDetails, {
      phone: { phone: '6045550123', phoneCode: 'CA' },
    });
    expect(consumerDetails).toEqual({ phone: '6045550123', phoneCode: 'CA' });
    const saved = await chris.client.call(updateConsumer, { body: { consumerDetails } });
    expect(saved.consumerDetails).toMatchObject({
      phone: '6045550123',
      phoneCode: 'CA',
      firstName: 'Chris',
      postalCode: 'V6B 1A1',
      birthDate: null,
    });
  });

  it('loyalty sign-up sends only what the profile lacks and makes a member', async () => {
    const chris = shopper('en-ca');
    const profile = await chris.signIn('registered');
    // The phone was saved by the mobile step: only the birth date is lacking now.
    const payload = loyaltySignUpPayload(
      profile.consumerDetails,
      {
        firstName: 'Christopher',
        phone: { phone: '6045550999', phoneCode: 'CA' },
        birthDate: '1992-04-09',
      },
      'en-ca',
    );
    expect(payload.consumerDetails).toEqual({ birthDate: '1992-04-09' });
    const member = await chris.client.call(updateConsumer, { body: payload });
    expect(member.isLoyaltyMember).toBe(true);
    expect(member.memberId).toEqual(expect.any(String));
    expect(member.loyaltyOptInDate).toEqual(expect.any(String));
    expect(member.enrollments).toEqual([
      {
        type: 'Loyalty',
        optin: true,
        doubleOptin: true,
        channel: 'email',
        country: 'CA',
        region: 'NA',
      },
    ]);
    expect(member.consumerDetails).toMatchObject({
      firstName: 'Chris',
      phone: '6045550123',
      birthDate: '1992-04-09',
    });
    // A partially enrolled profile no more: only the interests are left to complete.
    expect(planCompleteProfile(member).steps).toEqual(['interests', 'success']);
  });

  it('the interests step stores the choice pipe-separated', async () => {
    const chris = shopper('en-ca');
    const profile = await chris.signIn('registered');
    const preferences = interestsChange(['camping', 'hiking'], profile.preferences.interests);
    const saved = await chris.client.call(updateConsumer, { body: { preferences } });
    expect(saved.preferences.interests).toBe('hiking|camping');
    expect(interestsChange(['hiking', 'camping'], saved.preferences.interests)).toBeUndefined();
  });
});

describe('employee terms (spec §6)', () => {
  it('an employee accepts the terms; a non-employee is refused (PRO418)', async () => {
    const jonas = shopper('de-de');
    const employee = await jonas.signIn('employee');
    expect(employee.isEmployeeDiscountTCAccepted).toBe(false);
    const accepted = await jonas.client.call(updateConsumer, {
      body: { isEmployeeDiscountTCAccepted: true },
    });
    expect(accepted.isEmployeeDiscountTCAccepted).toBe(true);

    const chris = shopper('en-ca');
    await chris.signIn('registered');
    const error = await chris.client
      .call(updateConsumer, { body: { isEmployeeDiscountTCAccepted: true } })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.errorId).toBe('PRO418');
  });
});
