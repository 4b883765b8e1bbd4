import type { ConsumerProfile, ConsumerSubscription } from '#api/contract/consumer.ts';
import * as routes from '#api/contract/consumer.ts';
import * as loyaltyRoutes from '#api/contract/loyalty.ts';
import { resendGiftCardEmail } from '#api/contract/orders.ts';
import { storedParts } from '#commerce/cart/address.ts';
import { addressDeleteVerdict } from '#commerce/checkout/cards.ts';
import { loyaltyCallVerdict, vouchersFor } from '#commerce/checkout/loyalty.ts';
import { isRefusal } from '#commerce/checkout/verdict.ts';
import { welcomeOffer } from '#commerce/checkout/welcome.ts';
import {
  bookWith,
  bookWithout,
  duplicateAddressVerdict,
  savedAsMainAddress,
} from '#commerce/consumer/addressBook.ts';
import * as notificationRules from '#commerce/consumer/notifications.ts';
import * as profileRules from '#commerce/consumer/profile.ts';
import {
  foreignRecipientRefusal,
  pendingSubscription,
  subscriptionChange,
  subscriptionRecipient,
} from '#commerce/consumer/subscriptions.ts';
import { demoPromotions, demoWelcomeCodes } from '#demo/checkout/index.ts';
import { type DemoAccount, demoAccounts, findDemoAccountByEmail } from '#demo/profiles/index.ts';
import { addressBookOf, keepAddressBook, resetAddressBooks } from './addressBook.ts';
import { mockCartState } from './cart.ts';
import { demoCoupon } from './checkout/cartChanges.ts';
import { assertAllowed, MockApiError, mockRoute, refuse, requestSite } from './http.ts';
import { isOwnDemoGiftCardLine } from './orders.ts';
import { MOCK_SESSION_COOKIE, profileCopy, readMockSession } from './session.ts';

function signedInAccount(cookies: Record<string, string>): DemoAccount {
  const session = readMockSession(cookies);
  if (session.kind !== 'consumer') throw new MockApiError('AUT432', 'Sign in to use this call');
  return session.account;
}

function signedInProfile(cookies: Record<string, string>): ConsumerProfile {
  return profileCopy(signedInAccount(cookies));
}

/** PRO410 unless the birth date is old enough for the request's site (as the service). */
function assertOldEnough(birthDate: string, request: Request) {
  assertAllowed(profileRules.birthDateRefusal(birthDate, requestSite(request).country, new Date()));
}

type SubscriptionInput = {
  type: ConsumerSubscription['type'];
  channel: ConsumerSubscription['channel'];
  recipient: string;
  optin: boolean;
  category?: string | undefined;
  country?: string | undefined;
  region?: 'NA' | 'EMEA' | undefined;
};

function toSubscription(
  input: SubscriptionInput,
  existing?: ConsumerSubscription,
): ConsumerSubscription {
  return {
    type: input.type,
    channel: input.channel,
    recipient: subscriptionRecipient(input.channel, input.recipient),
    ...subscriptionChange(input, existing, new Date().toISOString()),
  };
}

/** PRO418 unless every recipient is the profile's own email or phone (as the service). */
function assertOwnRecipients(
  inputs: readonly SubscriptionInput[],
  owner: { email: string; phone: string | null },
) {
  assertAllowed(foreignRecipientRefusal(inputs, owner));
}

/**
 * The notification choices each demo account set, by consumer id, until the next
 * `resetConsumerMocks()`: a story saves them and reads them back as the service would.
 */
let notificationChoices = new Map<string, Map<string, boolean>>();

export function resetConsumerMocks(): void {
  notificationChoices = new Map();
  resetAddressBooks();
}

/**
 * Spec §7 Consumer, answered from demo/profiles. Most changes are answered, not kept
 * (every request starts from the demo data), which is what stories need; the notification
 * choices (their one call is also their read) and the address book (the account page
 * reads it back from the profile) are kept until `resetConsumerMocks()`.
 */
export const consumerHandlers = {
  getConsumer: mockRoute(routes.getConsumer, ({ cookies }) => signedInProfile(cookies)),

  updateConsumer: mockRoute(routes.updateConsumer, ({ body, cookies, request }) => {
    const profile = signedInProfile(cookies);
    const details = body.consumerDetails ?? {};
    if (
      details.email &&
      demoAccounts.some(
        (a) =>
          a.profile.consumerDetails.email === details.email &&
          a.profile.consumerId !== profile.consumerId,
      )
    ) {
      throw new MockApiError('AUT439', 'This email is already used by another profile');
    }
    if (details.birthDate) assertOldEnough(details.birthDate, request);
    assertAllowed(
      profileRules.employeeTermsRefusal(
        body.isEmployeeDiscountTCAccepted,
        profile.consumerDetails.employee,
      ),
    );
    const { email, source, ...simple } = details;
    if (email && email !== profile.consumerDetails.email) {
      // As the service: the email subscriptions follow the email.
      const previous = profile.consumerDetails.email;
      profile.subscriptions = profile.subscriptions.map((s) =>
        s.channel === 'email' && s.recipient === previous ? { ...s, recipient: email } : s,
      );
      profile.consumerDetails.email = email;
    }
    Object.assign(profile.consumerDetails, simple);
    if (source) Object.assign(profile.consumerDetails.source, source);
    Object.assign(profile.preferences, body.preferences ?? {});
    if (body.isEmployeeDiscountTCAccepted) profile.isEmployeeDiscountTCAccepted = true;
    assertOwnRecipients(body.subscriptions ?? [], profile.consumerDetails);
    for (const enrollment of body.enrollments ?? []) {
      assertAllowed(
        profileRules.loyaltyRefusal(enrollment.optin, profile.consumerDetails.birthDate),
      );
      profile.enrollments = [
        {
          type: 'Loyalty',
          optin: enrollment.optin,
          doubleOptin: enrollment.optin,
          country: enrollment.country ?? null,
          region: enrollment.region ?? null,
          channel: enrollment.channel ?? 'email',
        },
      ];
      if (enrollment.optin && !profile.isLoyaltyMember) {
        profile.isLoyaltyMember = true;
        profile.memberId ??= '8999999999';
        profile.loyaltyOptInDate = new Date().toISOString();
      }
    }
    for (const input of body.subscriptions ?? []) {
      const index = profile.subscriptions.findIndex(
        (s) =>
          s.type === input.type && s.channel === input.channel && s.recipient === input.recipient,
      );
      const next = toSubscription(input, profile.subscriptions[index]);
      if (index >= 0) profile.subscriptions[index] = next;
      else profile.subscriptions.push(next);
    }
    return profile;
  }),

  createConsumer: mockRoute(routes.createConsumer, ({ body, request }) => {
    if (findDemoAccountByEmail(body.consumerDetails.email)) {
      throw new MockApiError('PRO400', 'This email already has a profile');
    }
    if (body.consumerDetails.birthDate) assertOldEnough(body.consumerDetails.birthDate, request);
    const optsIn = body.enrollments?.some((e) => e.optin);
    assertAllowed(profileRules.loyaltyRefusal(optsIn, body.consumerDetails.birthDate));
    assertOwnRecipients(body.subscriptions ?? [], {
      email: body.consumerDetails.email,
      phone: body.consumerDetails.phone ?? null,
    });
    return { consumerId: crypto.randomUUID() };
  }),

  lookupConsumer: mockRoute(routes.lookupConsumer, ({ query }) => ({
    email: query.email,
    exists: Boolean(findDemoAccountByEmail(query.email)?.password),
  })),

  // As the service, for a sign-up link's token; the mocks hold no secret to check its
  // signature, so any token of the link's form ({expires}.{signature}) stands for one.
  retrieveUserData: mockRoute(routes.retrieveUserData, ({ body }) => {
    const account = demoAccounts.find(
      (a) =>
        a.profile.consumerId === body.consumerId && a.profile.consumerDetails.email === body.email,
    );
    if (!account || !/^\d{1,12}\.[\w-]{16,}$/.test(body.token)) {
      throw new MockApiError('CCN404', 'No customer with this id and email');
    }
    const profile = profileCopy(account);
    return {
      consumerDetails: { ...profile.consumerDetails, address: [] },
      enrollments: profile.enrollments,
    };
  }),

  addAddress: mockRoute(routes.addAddress, ({ body, cookies }) => {
    const account = signedInAccount(cookies);
    const book = addressBookOf(account);
    assertAllowed(duplicateAddressVerdict(book, body));
    const added = {
      id: crypto.randomUUID(),
      approachType: body.approachType,
      main: savedAsMainAddress(body.main, book, body.approachType),
      ...storedParts(body),
    };
    keepAddressBook(account, bookWith(book, added));
    return added;
  }),

  updateAddress: mockRoute(routes.updateAddress, ({ params, body, cookies }) => {
    const account = signedInAccount(cookies);
    const book = addressBookOf(account);
    const current = book.find((a) => a.id === params.addressId);
    if (!current) throw new MockApiError('CCA401', 'No such address');
    assertAllowed(duplicateAddressVerdict(book, body, current.id));
    const updated = {
      id: current.id,
      approachType: body.approachType,
      main: body.main || current.main,
      ...storedParts(body),
    };
    keepAddressBook(account, bookWith(book, updated));
    return updated;
  }),

  deleteAddress: mockRoute(routes.deleteAddress, ({ params, cookies }) => {
    const account = signedInAccount(cookies);
    const book = addressBookOf(account);
    if (!book.some((a) => a.id === params.addressId)) {
      throw new MockApiError('CCA401', 'No such address');
    }
    const email = account.profile.consumerDetails.email;
    const cards = mockCartState().savedCards.filter((card) => card.email === email);
    assertAllowed(addressDeleteVerdict(params.addressId, cards));
    keepAddressBook(account, bookWithout(book, params.addressId));
    return undefined;
  }),

  getSubscriptions: mockRoute(routes.getSubscriptions, ({ cookies }) => ({
    subscriptions: signedInProfile(cookies).subscriptions,
  })),

  /**
   * As the service: signed out, opt-ins only, answered waiting for their double opt-in
   * (opt-outs ignored); signed in, the profile's own email or phone only (PRO418). The
   * storefront posts here when it thinks it is signed out: without a mock session cookie
   * (stories signed out in the client's cache alone) this answers as signed out, not as
   * the default demo member.
   */
  createSubscriptions: mockRoute(routes.createSubscriptions, ({ body, cookies }) => {
    const session = readMockSession(cookies);
    if (session.kind !== 'consumer' || cookies[MOCK_SESSION_COOKIE] === undefined) {
      return { subscriptions: body.subscriptions.filter((s) => s.optin).map(pendingSubscription) };
    }
    const profile = profileCopy(session.account);
    assertOwnRecipients(body.subscriptions, profile.consumerDetails);
    return {
      subscriptions: body.subscriptions.map((input) =>
        toSubscription(
          input,
          profile.subscriptions.find(
            (s) =>
              s.type === input.type &&
              s.channel === input.channel &&
              s.recipient === subscriptionRecipient(input.channel, input.recipient),
          ),
        ),
      ),
    };
  }),

  /** MSW sends no mail: tokens starting `mock-confirm-` are valid, any other answers AUT402. */
  confirmSubscription: mockRoute(routes.confirmSubscription, ({ body }) => {
    if (!body.token.startsWith('mock-confirm-')) {
      throw new MockApiError('AUT402', 'This confirmation link has expired or is not valid');
    }
    const input = {
      type: 'Newsletter' as const,
      channel: 'email' as const,
      recipient: 'subscriber@example.com',
      optin: true,
    };
    return { subscriptions: [toSubscription(input)] };
  }),

  updateSubscriptions: mockRoute(routes.updateSubscriptions, ({ body, cookies }) => {
    const profile = signedInProfile(cookies);
    assertOwnRecipients(body.subscriptions, profile.consumerDetails);
    for (const input of body.subscriptions) {
      const owner = demoAccounts.find((a) =>
        a.profile.subscriptions.some(
          (s) =>
            s.type === input.type && s.channel === input.channel && s.recipient === input.recipient,
        ),
      );
      if (owner && owner.profile.consumerId !== profile.consumerId) {
        throw new MockApiError('PRO418', `${input.recipient} is subscribed by another profile`);
      }
      const index = profile.subscriptions.findIndex(
        (s) =>
          s.type === input.type && s.channel === input.channel && s.recipient === input.recipient,
      );
      const next = toSubscription(input, profile.subscriptions[index]);
      if (index >= 0) profile.subscriptions[index] = next;
      else profile.subscriptions.push(next);
    }
    return { subscriptions: profile.subscriptions };
  }),

  /**
   * As the service (server/consumer/notifications.ts): sets the pairs sent, each at most
   * once, and answers all of them; SMS on needs a phone on the profile. Same errors.
   */
  updateNotifications: mockRoute(routes.updateNotifications, ({ body, cookies }) => {
    const profile = signedInProfile(cookies);
    assertAllowed(notificationRules.repeatedPreferenceRefusal(body.preferences));
    if (notificationRules.switchesSmsOn(body.preferences) && !profile.consumerDetails.phone)
      refuse(notificationRules.smsWithoutPhone);
    const choices = notificationChoices.get(profile.consumerId) ?? new Map<string, boolean>();
    for (const { channel, topic, enabled } of body.preferences) {
      choices.set(notificationRules.notificationKey(channel, topic), enabled);
    }
    notificationChoices.set(profile.consumerId, choices);
    return notificationRules.notificationPreferences(choices);
  }),

  // Loyalty: members only (spec §6), as the service answers (server/consumer/loyalty.ts).
  getLoyaltyToken: mockRoute(loyaltyRoutes.getLoyaltyToken, ({ body, cookies }) => {
    const profile = memberProfile(cookies);
    return {
      loyaltyToken: btoa(`${profile.memberId}.${body.usid}.${body.referralCode ?? ''}`),
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    };
  }),

  // The demo member's own welcome code (demo/checkout demoWelcomeCodes), while no placed
  // order of the cart mocks spent it; a member without one has no offer.
  getLoyaltyWelcomePromo: mockRoute(
    loyaltyRoutes.getLoyaltyWelcomePromo,
    ({ cookies, request }) => {
      const profile = memberProfile(cookies);
      const now = new Date();
      const code = demoWelcomeCodes.find(
        (welcome) => welcome.email === profile.consumerDetails.email,
      )?.code;
      const coupon = code === undefined ? undefined : demoCoupon(code, now);
      const offer =
        code !== undefined && coupon
          ? welcomeOffer(
              {
                code,
                endsAt: coupon.ends,
                maxRedemptions: coupon.maxRedemptions,
                redemptions: mockCartState().couponRedemptions[code] ?? 0,
              },
              now,
            )
          : null;
      const promotion = demoPromotions.find((candidate) => candidate.id === coupon?.promotionId);
      if (!offer || !promotion) return { promo: null };
      return {
        promo: {
          code: offer.code,
          description: promotion.callouts[requestSite(request).language],
          expiresAt: offer.expiresAt?.toISOString() ?? null,
        },
      };
    },
  ),

  getLoyaltyVouchers: mockRoute(loyaltyRoutes.getLoyaltyVouchers, ({ cookies, request }) => {
    const profile = memberProfile(cookies);
    const { currency } = requestSite(request);
    const balance = profile.loyaltySummary.points.balance;
    return {
      balance,
      vouchers: vouchersFor(balance, currency),
    };
  }),

  // Orders and their buyer live in the cart mocks (setMockCartShopper), as on the service
  // (server/checkout/digitalGiftCards.ts): the signed-in buyer's placed order, a digital
  // line with its gift option; the mail itself is the service's.
  resendGiftCardEmail: mockRoute(resendGiftCardEmail, ({ body, cookies }) => {
    if (isOwnDemoGiftCardLine(cookies, body.orderNumber, body.itemId)) return undefined;
    const state = mockCartState();
    if (!state.shopper) throw new MockApiError('AUT432', 'Sign in to use this call');
    const order = state.orders.get(body.orderNumber);
    const item =
      order?.status === 'placed'
        ? order.view.items.find((line) => line.id === body.itemId)
        : undefined;
    if (!item?.isDigitalProduct || !item.giftOption) {
      throw new MockApiError(
        'ORD409',
        `No gift card of line ${body.itemId} in an order ${body.orderNumber} of yours`,
      );
    }
    return undefined;
  }),
};

/** The signed-in loyalty member (the service's rule: REW130 no member, 4044 no member record). */
function memberProfile(cookies: Record<string, string>): ConsumerProfile {
  const member = loyaltyCallVerdict(signedInProfile(cookies));
  if (isRefusal(member)) refuse(member);
  return member;
}

export const consumerHappyPath = Object.values(consumerHandlers).map((handler) => handler.ok());
