/**
 * Story helpers of the profile flows: a stateful profile API on MSW. The demo handlers
 * answer each call from the demo data; these keep one profile across GET and PUT (a step
 * saved is there for the next), record every PUT body, and start from any profile a
 * story needs (a partially enrolled member, a non-member without a phone …).
 */
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import type { ConsumerProfile, consumerProfilePayload } from '#api/contract/consumer.ts';
import { getLoyaltyWelcomePromo } from '#api/contract/loyalty.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authHandlers, consumerTokenOf } from '#mocks/handlers/auth.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { mockRoute } from '#mocks/handlers/http.ts';

type Payload = z.output<typeof consumerProfilePayload>;

/** A demo account's profile with changes (`{ consumerDetails: { phone: null } }`). */
export function demoProfile(
  key: string,
  changes: {
    consumerDetails?: Partial<ConsumerProfile['consumerDetails']>;
    preferences?: Partial<ConsumerProfile['preferences']>;
  } & Partial<Omit<ConsumerProfile, 'consumerDetails' | 'preferences'>> = {},
): ConsumerProfile {
  const base = structuredClone(demoAccount(key).profile);
  const { consumerDetails, preferences, ...rest } = changes;
  return {
    ...base,
    ...rest,
    consumerDetails: { ...base.consumerDetails, ...consumerDetails },
    preferences: { ...base.preferences, ...preferences },
  };
}

/** What the service does with a payload, enough for the flows' stories. */
export function applyPayload(profile: ConsumerProfile, body: Payload): ConsumerProfile {
  const next = structuredClone(profile);
  const { source: _source, ...details } = body.consumerDetails ?? {};
  Object.assign(next.consumerDetails, details);
  Object.assign(next.preferences, body.preferences ?? {});
  if (body.isEmployeeDiscountTCAccepted) next.isEmployeeDiscountTCAccepted = true;
  for (const input of body.subscriptions ?? []) {
    const now = '2026-11-21T10:00:00.000Z';
    const recipient = input.channel === 'email' ? input.recipient.toLowerCase() : input.recipient;
    const others = next.subscriptions.filter(
      (s) => !(s.type === input.type && s.channel === input.channel && s.recipient === recipient),
    );
    next.subscriptions = [
      ...others,
      {
        type: input.type,
        channel: input.channel,
        recipient,
        optin: input.optin,
        doubleOptin: input.optin,
        category: input.category ?? null,
        country: input.country ?? null,
        region: input.region ?? null,
        optinDate: input.optin ? now : null,
        optoutDate: input.optin ? null : now,
      },
    ];
  }
  for (const enrollment of body.enrollments ?? []) {
    next.enrollments = [
      {
        type: 'Loyalty',
        optin: enrollment.optin,
        doubleOptin: enrollment.optin,
        country: enrollment.country ?? null,
        region: enrollment.region ?? null,
        channel: enrollment.channel ?? 'email',
      },
    ];
    if (enrollment.optin && !next.isLoyaltyMember) {
      next.isLoyaltyMember = true;
      next.memberId = '8999999999';
      next.loyaltyOptInDate = '2026-11-21T10:00:00.000Z';
      next.loyaltySummary = { points: { balance: 500 } };
    }
  }
  return next;
}

export interface ProfileApi {
  /** Every PUT /consumers-v3/consumer body, as the service parsed it. */
  readonly updates: Payload[];
  /** The profile as it is now. */
  readonly profile: ConsumerProfile;
  /** GET and PUT of the profile and PUT subscription; call in `beforeEach` (resets the state). */
  handlers(): HttpHandler[];
}

/** A profile API that starts from `initial` on each story run. */
export function profileApi(initial: ConsumerProfile): ProfileApi {
  let current = structuredClone(initial);
  const updates: Payload[] = [];
  return {
    updates,
    get profile() {
      return current;
    },
    handlers() {
      current = structuredClone(initial);
      updates.length = 0;
      // None of these read the mock session cookie: stories of other files may change it
      // while they run side by side in the test browser.
      return [
        consumerHandlers.getConsumer.with(() => current),
        consumerHandlers.updateConsumer.with(({ body }) => {
          updates.push(body);
          current = applyPayload(current, body);
          return current;
        }),
        consumerHandlers.updateSubscriptions.with(({ body }) => {
          current = applyPayload(current, { subscriptions: body.subscriptions });
          return { subscriptions: current.subscriptions };
        }),
      ];
    },
  };
}

/**
 * The profile's session: the token endpoint answers as that consumer, so readers that
 * ask the session before the profile (useProfile asks no profile of a guest) see a member.
 * Not part of `handlers()`: sign-in stories answer their own grants.
 */
export const memberSession = (api: ProfileApi): HttpHandler =>
  authHandlers.getToken.with(() => consumerTokenOf(api.profile));

/** Nobody signed in: the profile answers 401 (AUT432). */
export const signedOut = (): HttpHandler[] => [consumerHandlers.getConsumer.error('AUT432')];

/** A welcome offer (GET loyalty/promo/welcome is not among the demo handlers yet). */
export const welcomeOffer = {
  code: 'WELCOME-TRAIL-15',
  description: '15% off your next order',
  expiresAt: '2027-01-31T23:59:59.000Z',
};

export const welcomePromo = mockRoute(getLoyaltyWelcomePromo, () => ({ promo: welcomeOffer }));
