import { z } from 'zod';
import { consumerType, secretToken } from './auth.ts';
import {
  addressField,
  captchaToken,
  countryCode,
  currency,
  emailAddress,
  isoDate,
  isoDateTime,
  money,
  opaqueId,
  personName,
  phoneNumber,
  postalCode,
} from './common.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 Consumer (under /consumers-v3/consumer) with the field names of spec §3
 * (Consumer profile, Address, Consumer profile payload). Profile, addresses,
 * subscriptions, lookup and retrieveUserData are served now; saved payment instruments,
 * notifications, event registration and warranty claims are declared with their shapes and
 * served in a later issue. A shopper's orders are in `./orders.ts`, loyalty in
 * `./loyalty.ts`.
 */

/** Every Consumer path starts here. */
export const consumerPath = '/consumers-v3/consumer';

// ——— Profile ———

export const identityTypes = ['WRANX', 'IPA'] as const;
/** Pro-member identities (spec §3 identity list, §6 pro member). */
export const consumerIdentity = z.object({ type: z.enum(identityTypes), id: z.string() });

export const approachTypes = ['S', 'B'] as const;

/** Spec §3 Address (S shipping, B billing). */
export const consumerAddress = z.object({
  id: z.string(),
  approachType: z.enum(approachTypes),
  main: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ConsumerAddress = z.infer<typeof consumerAddress>;

/** Spec §5 address defaults: lines and city max 30, names 2–30, contact required. */
export const consumerAddressInput = z.object({
  approachType: z.enum(approachTypes),
  /** Make it the main address of its type (the first of a type always is). */
  main: z.boolean().default(false),
  firstName: personName,
  lastName: personName,
  addressLine1: addressField.min(1),
  addressLine2: addressField.optional(),
  city: addressField.min(1),
  province: addressField.optional(),
  postalCode,
  country: countryCode,
  email: emailAddress,
  /** National digits, or international (`+` and the dial code) as checkout's form sends it. */
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/, 'A valid phone number is required'),
});
export type ConsumerAddressInput = z.input<typeof consumerAddressInput>;

export const subscriptionTypes = ['Newsletter', 'LoyaltyNewsletter'] as const;
export const subscriptionChannels = ['email', 'sms'] as const;

/** Spec §3 subscription (Consumer profile payload). */
export const consumerSubscription = z.object({
  type: z.enum(subscriptionTypes),
  channel: z.enum(subscriptionChannels),
  recipient: z.string(),
  optin: z.boolean(),
  /** Spec §9: true on every opt-in. */
  doubleOptin: z.boolean(),
  category: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  optinDate: isoDateTime.nullable(),
  optoutDate: isoDateTime.nullable(),
});
export type ConsumerSubscription = z.infer<typeof consumerSubscription>;

export const consumerSubscriptionInput = z
  .object({
    type: z.enum(subscriptionTypes),
    channel: z.enum(subscriptionChannels),
    /** An email (channel email) or phone digits (channel sms). */
    recipient: z.string().trim().min(1).max(100),
    optin: z.boolean(),
    category: z.string().max(50).optional(),
    country: countryCode.optional(),
    region: z.enum(['NA', 'EMEA']).optional(),
  })
  .superRefine((value, ctx) => {
    const ok =
      value.channel === 'email'
        ? emailAddress.safeParse(value.recipient).success
        : phoneNumber.safeParse(value.recipient).success;
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['recipient'],
        message: `recipient is not a valid ${value.channel === 'email' ? 'email' : 'phone number'}`,
      });
    }
  });
export type ConsumerSubscriptionInput = z.input<typeof consumerSubscriptionInput>;

/** Spec §3 enrollment (Loyalty). */
export const consumerEnrollment = z.object({
  type: z.literal('Loyalty'),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  channel: z.string().nullable(),
});

export const consumerEnrollmentInput = z.object({
  type: z.literal('Loyalty'),
  optin: z.boolean(),
  doubleOptin: z.boolean().optional(),
  country: countryCode.optional(),
  region: z.enum(['NA', 'EMEA']).optional(),
  channel: z.enum(['email', 'sms']).optional(),
});

/** Spec §3 consumerDetails. */
export const consumerDetails = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneCode: z.string().nullable(),
  postalCode: z.string().nullable(),
  birthDate: z.string().nullable(),
  address: z.array(consumerAddress),
  athlete: z.boolean(),
  employee: z.boolean(),
  prosumer: z.boolean(),
  identity: z.array(consumerIdentity),
  gender: z.string().nullable(),
  source: z.object({
    acquisitionType: z.string().nullable(),
    campaignName: z.string().nullable(),
  }),
});
export type ConsumerDetails = z.infer<typeof consumerDetails>;

/** Spec §9: interests are stored pipe-separated (`hiking|trail-running`). */
export const interests = z
  .string()
  .max(500)
  .regex(
    /^$|^[a-z0-9-]{1,40}(\|[a-z0-9-]{1,40}){0,19}$/,
    'interests are up to 20 pipe-separated keys',
  );

/** Spec §3 Consumer profile. */
export const consumerProfile = z.object({
  consumerId: z.string(),
  consumerNo: z.string(),
  consumerType,
  memberId: z.string().nullable(),
  consumerDetails,
  isLoyaltyMember: z.boolean(),
  loyaltyOptInDate: isoDateTime.nullable(),
  /** The service decides the balance. */
  loyaltySummary: z.object({ points: z.object({ balance: z.number().int().nonnegative() }) }),
  preferences: z.object({
    interests: z.string().nullable(),
    preferredShoeSize: z.string().nullable(),
  }),
  subscriptions: z.array(consumerSubscription),
  enrollments: z.array(consumerEnrollment),
  isEmployeeDiscountTCAccepted: z.boolean(),
});
export type ConsumerProfile = z.infer<typeof consumerProfile>;

/** Spec §3 Consumer profile payload: what PUT and POST send (all parts optional). */
export const consumerProfilePayload = z.object({
  consumerDetails: z
    .object({
      firstName: personName.optional(),
      lastName: personName.optional(),
      email: emailAddress.optional(),
      phone: phoneNumber.optional(),
      phoneCode: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
      postalCode: postalCode.optional(),
      birthDate: isoDate.optional(),
      gender: z.enum(['F', 'M', 'X']).optional(),
      source: z
        .object({
          acquisitionType: z.string().max(50).optional(),
          campaignName: z.string().max(100).optional(),
        })
        .optional(),
    })
    .optional(),
  enrollments: z.array(consumerEnrollmentInput).max(5).optional(),
  subscriptions: z.array(consumerSubscriptionInput).max(10).optional(),
  preferences: z
    .object({
      interests: interests.optional(),
      preferredShoeSize: z.string().max(10).optional(),
    })
    .optional(),
  /** Employees accept the employee-discount terms once (spec §6). */
  isEmployeeDiscountTCAccepted: z.literal(true).optional(),
});
export type ConsumerProfilePayload = z.input<typeof consumerProfilePayload>;

export const getConsumer = defineRoute({
  name: 'getConsumer',
  method: 'GET',
  path: consumerPath,
  response: consumerProfile,
  auth: 'user',
  errors: ['AUT432', 'AUT498', 'PRO404'],
});

export const updateConsumer = defineRoute({
  name: 'updateConsumer',
  method: 'PUT',
  path: consumerPath,
  body: consumerProfilePayload,
  response: consumerProfile,
  auth: 'user',
  errors: ['API400', 'AUT432', 'AUT439', 'AUT442', 'PRO410', 'PRO411', 'PRO418'],
  description:
    'Updates what the payload holds. A Loyalty enrollment with optin enrols (memberId, loyaltyOptInDate; needs a birthDate, PRO411). Email taken by another profile: AUT439; phone taken: AUT442; under the country’s minimal age: PRO410; employee terms by a non-employee, or a subscription of a recipient other than the consumer’s own email or phone: PRO418. Returns the whole profile.',
});

export const createConsumer = defineRoute({
  name: 'createConsumer',
  method: 'POST',
  path: consumerPath,
  body: consumerProfilePayload.extend({
    consumerDetails: consumerProfilePayload.shape.consumerDetails.unwrap().extend({
      email: emailAddress,
    }),
  }),
  response: z.object({ consumerId: z.string() }),
  successStatus: 201,
  auth: 'none',
  errors: ['API400', 'PRO400', 'AUT442', 'PRO410', 'PRO411', 'PRO418'],
  description:
    'A signed-out visitor creates a profile without a password (spec §6; newsletter, event). PRO400 when the email already has a profile. Signing up later with the email claims it. Its subscriptions are the profile’s own email or phone only (PRO418 otherwise) and wait for their double opt-in as createSubscriptions’ signed-out ones do.',
});

export const lookupConsumer = defineRoute({
  name: 'lookupConsumer',
  method: 'GET',
  path: `${consumerPath}/lookup`,
  query: z.object({ email: emailAddress }),
  response: z.object({ email: z.string(), exists: z.boolean() }),
  auth: 'none',
  errors: ['API400', 'AUT453', 'AUT423'],
  description:
    'Whether the email has an account (a profile with a password): sign-in flow step 1. Throttled per client address: AUT423 with Retry-After.',
});

export const retrieveUserData = defineRoute({
  name: 'retrieveUserData',
  method: 'POST',
  path: `${consumerPath}/retrieveUserData`,
  body: z.object({
    consumerId: z.string().min(1).max(64),
    email: emailAddress,
    /** The `token` of the mailed sign-up link (createConsumer mails it). */
    token: z.string().min(16).max(200),
  }),
  response: z.object({
    consumerDetails,
    enrollments: z.array(consumerEnrollment),
  }),
  auth: 'none',
  errors: ['API400', 'CCN404', 'API429'],
  description:
    'Throttled per client address (API429 with Retry-After). Prefills sign-up from a profile, for the sign-up link createConsumer mailed only: its consumerId, email and token (14 days) must all match, else CCN404, one answer for each. Addresses are not returned (address is empty).',
});

// ——— Addresses ———

const addressParams = z.object({ addressId: opaqueId });

export const addAddress = defineRoute({
  name: 'addAddress',
  method: 'POST',
  path: `${consumerPath}/address`,
  body: consumerAddressInput,
  response: consumerAddress,
  successStatus: 201,
  auth: 'user',
  errors: ['API400', 'AUT432', 'CCA400'],
  description:
    'CCA400 when the same address (type, name, lines, city, postal code, country) exists.',
});

export const updateAddress = defineRoute({
  name: 'updateAddress',
  method: 'PUT',
  path: `${consumerPath}/address/:addressId`,
  params: addressParams,
  body: consumerAddressInput,
  response: consumerAddress,
  auth: 'user',
  errors: ['API400', 'AUT432', 'CCA400', 'CCA401'],
});

export const deleteAddress = defineRoute({
  name: 'deleteAddress',
  method: 'DELETE',
  path: `${consumerPath}/address/:addressId`,
  params: addressParams,
  response: z.undefined(),
  successStatus: 204,
  auth: 'user',
  errors: ['AUT432', 'CCA401', 'PRO414'],
  description:
    'Deleting the main address of a type makes the newest other one main. PRO414 while a saved card bills to the address.',
});

// ——— Subscriptions ———

export const subscriptionList = z.object({ subscriptions: z.array(consumerSubscription) });
export const subscriptionRequest = z.object({
  subscriptions: z.array(consumerSubscriptionInput).min(1).max(10),
});

export const getSubscriptions = defineRoute({
  name: 'getSubscriptions',
  method: 'GET',
  path: `${consumerPath}/subscription`,
  response: subscriptionList,
  auth: 'user',
  errors: ['AUT432'],
});

export const createSubscriptions = defineRoute({
  name: 'createSubscriptions',
  method: 'POST',
  path: `${consumerPath}/subscription`,
  body: subscriptionRequest,
  response: subscriptionList,
  successStatus: 201,
  auth: 'none',
  errors: ['API400', 'AUT432', 'AUT498', 'PRO418'],
  description:
    'Newsletter form, SMS opt-in (spec §4). Signed out (also as a guest or associate): opt-ins only, each waiting for its double opt-in: stored and answered as optin false, doubleOptin true, optinDate null, and an email recipient is mailed a confirmation link (`{publicUrl}/{locale}/subscription/confirm?token=…`, 7 days, see confirmSubscription). A subscription that exists is never changed, opt-outs are ignored (left out of the answer), and the answer does not tell whether the recipient was subscribed. Signed in: only the consumer’s own email or phone (PRO418 for any other recipient), applied at once and joined to the profile: opt-in sets doubleOptin and optinDate, opt-out optoutDate; a revoked session answers AUT432.',
});

export const confirmSubscription = defineRoute({
  name: 'confirmSubscription',
  method: 'POST',
  path: `${consumerPath}/subscription/confirm`,
  body: z.object({ token: secretToken }),
  response: subscriptionList,
  auth: 'none',
  errors: ['API400', 'AUT402'],
  description:
    'Double opt-in: the token of the mailed confirmation link turns the waiting subscription on (optin true, doubleOptin true, optinDate). Confirming again answers the same. AUT402 when the link is unknown or expired, or the subscription was opted out since.',
});

export const updateSubscriptions = defineRoute({
  name: 'updateSubscriptions',
  method: 'PUT',
  path: `${consumerPath}/subscription`,
  body: subscriptionRequest,
  response: subscriptionList,
  auth: 'user',
  errors: ['API400', 'AUT432', 'PRO418'],
  description:
    'Updates the signed-in consumer’s subscriptions (created when missing). PRO418 when a recipient is not the consumer’s own email or phone, or belongs to another profile. Returns all of the consumer’s subscriptions.',
});

// ——— Declared now, served in a later issue ———

export const savedCardTypes = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] as const;

/**
 * What a saved gift card is now (commerce/checkout/savedGiftCards.ts): it may pay, or has
 * nothing left, has expired or was blocked since it was saved.
 */
export const savedGiftCardStates = ['usable', 'empty', 'expired', 'blocked'] as const;
export type SavedGiftCardState = (typeof savedGiftCardStates)[number];

/**
 * A gift card saved to the account: its last four digits and, read when the list is asked
 * for, its balance (in the card's own currency), end date and state. Neither its number
 * nor its PIN is stored with it or answered.
 */
export const savedGiftCard = z.object({
  lastFour: z.string().regex(/^\d{4}$/),
  balance: money,
  currency,
  expirationDate: isoDate.nullable(),
  state: z.enum(savedGiftCardStates),
});

/** A saved payment method. Card numbers are never stored: a gateway token and last four. */
export const savedPaymentInstrument = z.object({
  paymentInstrumentId: z.string(),
  type: z.enum(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA']),
  main: z.boolean(),
  card: z
    .object({
      cardType: z.enum(savedCardTypes),
      lastFour: z.string().regex(/^\d{4}$/),
      expirationMonth: z.number().int().min(1).max(12),
      expirationYear: z.number().int().min(2000).max(2100),
      holderName: z.string(),
    })
    .nullable(),
  billingAddressId: z.string().nullable(),
  /** A GIFT_CARD's last four digits and balance; absent on the other types. */
  giftCard: savedGiftCard.optional(),
});

export const getSavedPaymentInstruments = defineRoute({
  name: 'getSavedPaymentInstruments',
  method: 'GET',
  path: `${consumerPath}/payment_instruments`,
  response: z.object({ paymentInstruments: z.array(savedPaymentInstrument) }),
  auth: 'user',
  errors: ['AUT432'],
  description:
    'The saved cards, the main one first, then the saved gift cards oldest first, each with its balance as it is now.',
});

/** A card to save: the gateway's token and what the shopper recognises it by. */
const savedCreditCardBody = z.object({
  type: z.literal('CREDIT_CARD'),
  /** The payment gateway's token from its card fields; never the card number. */
  paymentToken: z.string().min(8).max(256),
  cardType: z.enum(savedCardTypes),
  lastFour: z.string().regex(/^\d{4}$/),
  expirationMonth: z.number().int().min(1).max(12),
  expirationYear: z.number().int().min(2000).max(2100),
  holderName: personName,
  billingAddressId: opaqueId,
  main: z.boolean().default(false),
  /** Spec §5: saving a card needs a captcha response. */
  captcha: captchaToken,
});

/**
 * A gift card to save: its number and PIN, as adding it to a cart takes them. The PIN is
 * checked (and its wrong tries counted) as there, then forgotten: the account keeps a
 * reference to the card, never the number or PIN.
 */
const savedGiftCardBody = z.object({
  type: z.literal('GIFT_CARD'),
  giftCard: z.object({
    number: z.string().regex(/^\d{12,19}$/),
    pin: z.string().regex(/^\d{3,8}$/),
  }),
  captcha: captchaToken,
});

export const addSavedPaymentInstrument = defineRoute({
  name: 'addSavedPaymentInstrument',
  method: 'POST',
  path: `${consumerPath}/payment_instruments`,
  body: z.discriminatedUnion('type', [savedCreditCardBody, savedGiftCardBody]),
  response: savedPaymentInstrument,
  successStatus: 201,
  auth: 'user',
  errors: [
    'API400',
    'AUT432',
    'AUT403',
    'PYT300',
    'FE309',
    'PYT405',
    'PYT406',
    'GFC799',
    'GFC800',
    'GFC812',
    'GFC725',
    'GFC740',
    'GFC409',
    'GFC410',
  ],
  description:
    'A CREDIT_CARD saves the gateway token (PYT300 saved already). A GIFT_CARD opens the card by number and PIN as the cart does (GFC800 whatever is wrong, its tries throttled: 429 GFC799), then refuses a card saved already (GFC409), one more than an account keeps (GFC410), an expired (GFC812), blocked (GFC725) or spent (GFC740) one. Gift cards of any currency may be saved; the list shows each in its own.',
});

export const updateSavedPaymentInstrument = defineRoute({
  name: 'updateSavedPaymentInstrument',
  method: 'PATCH',
  path: `${consumerPath}/payment_instruments/:paymentInstrumentId`,
  params: z.object({ paymentInstrumentId: opaqueId }),
  body: z.object({
    main: z.boolean().optional(),
    expirationMonth: z.number().int().min(1).max(12).optional(),
    expirationYear: z.number().int().min(2000).max(2100).optional(),
    billingAddressId: opaqueId.optional(),
  }),
  response: savedPaymentInstrument,
  auth: 'user',
  errors: ['API400', 'AUT432', 'PYT404', 'FE309', 'PYT405', 'PYT406'],
});

export const deleteSavedPaymentInstrument = defineRoute({
  name: 'deleteSavedPaymentInstrument',
  method: 'DELETE',
  path: `${consumerPath}/payment_instruments/:paymentInstrumentId`,
  params: z.object({ paymentInstrumentId: opaqueId }),
  response: z.undefined(),
  successStatus: 204,
  auth: 'user',
  errors: ['AUT432', 'PYT404'],
  description:
    'Removes a saved card or a saved gift card (the gift card itself and its balance stay).',
});

export const notificationChannels = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export const notificationTopics = ['orderUpdates', 'backInStock', 'priceDrop', 'loyalty'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

export const notificationPreferences = z.object({
  preferences: z
    .array(
      z.object({
        channel: z.enum(notificationChannels),
        topic: z.enum(notificationTopics),
        enabled: z.boolean(),
      }),
    )
    .max(notificationChannels.length * notificationTopics.length),
});

export const updateNotifications = defineRoute({
  name: 'updateNotifications',
  method: 'PUT',
  path: `${consumerPath}/notification`,
  body: notificationPreferences,
  response: notificationPreferences,
  auth: 'user',
  errors: ['API400', 'AUT432'],
  description:
    'Notification preferences per channel and topic (spec: not shown). Sets the pairs sent, each at most once; answers every pair, an unset one off. SMS needs a phone number on the profile.',
});

/** Spec §3 Event registration payload. */
export const eventRegistrationRequest = z.object({
  email: emailAddress,
  /** Selected dates joined by comma and space: `2026-06-01, 2026-06-02`. */
  attendingDays: z.string().regex(/^\d{4}-\d{2}-\d{2}(, \d{4}-\d{2}-\d{2})*$/),
  eventId: opaqueId,
  eventTermsAccepted: z.literal(true),
  firstName: personName,
  lastName: personName,
  gender: z.enum(['F', 'M', 'X']).optional(),
  phoneNumber: phoneNumber.optional(),
  /** The guest's name when enablePlusOne (spec §5 guest name). */
  plusOne: personName.optional(),
  registrationTimestamp: isoDateTime,
});

export const registerForEvent = defineRoute({
  name: 'registerForEvent',
  method: 'POST',
  path: `${consumerPath}/event-registration`,
  body: eventRegistrationRequest,
  response: z.object({
    registrationId: z.string(),
    eventId: z.string(),
    status: z.literal('REGISTERED'),
  }),
  successStatus: 201,
  auth: 'user',
  errors: ['API400', 'AUT432'],
  description: 'Response not shown in the spec: a registration id and its status.',
});

export const submitWarranty = defineRoute({
  name: 'submitWarranty',
  method: 'POST',
  path: `${consumerPath}/warranty`,
  body: z.object({
    productId: z.string().max(20),
    orderNumber: opaqueId.optional(),
    purchaseDate: isoDate,
    description: z.string().min(10).max(2000),
    photoUrls: z.array(z.url()).max(5).default([]),
  }),
  response: z.object({ claimId: z.string() }),
  successStatus: 201,
  auth: 'user',
  errors: ['API400', 'AUT432', 'ORD409'],
  description:
    'A warranty claim for a product (a style or one of its skus) of the catalogue, bought on purchaseDate (not in the future); with orderNumber, one of the member’s placed orders holding that product (ORD409 when it is not theirs). Photos are https links. An acknowledgement mail quotes the claim id.',
});

export const consumerRoutes = {
  getConsumer,
  updateConsumer,
  createConsumer,
  lookupConsumer,
  retrieveUserData,
  addAddress,
  updateAddress,
  deleteAddress,
  getSubscriptions,
  createSubscriptions,
  confirmSubscription,
  updateSubscriptions,
  getSavedPaymentInstruments,
  addSavedPaymentInstrument,
  updateSavedPaymentInstrument,
  deleteSavedPaymentInstrument,
  updateNotifications,
  registerForEvent,
  submitWarranty,
};

/** Spec §9 "Minimal age per country": sign-up and profile birth dates are checked (PRO410). */
export const minimumAgeByCountry: Record<string, number> = {
  US: 13,
  CA: 13,
  GB: 13,
  DE: 16,
  FR: 15,
};
export const DEFAULT_MINIMUM_AGE = 16;
