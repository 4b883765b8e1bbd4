import { z } from 'zod';
import {
  captchaToken,
  emailAddress,
  isoDate,
  isoDateTime,
  newPassword,
  opaqueId,
  passwordInput,
  personName,
  phoneNumber,
  postalCode,
} from './common.ts';
import { failWith } from './errors.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 Authentication. Sessions are cookies (HttpOnly access and refresh tokens); the
 * bodies also carry what the spec lists (refreshToken, consumerNo …) so the storefront can
 * keep its session markers (login, refresh expiry, access expiry, employee).
 */

/** Spec §3 Auth state: consumerType (EMPLOYEE etc.). */
export const consumerTypes = [
  'GUEST',
  'REGISTERED',
  'EMPLOYEE',
  'ATHLETE',
  'PROSUMER',
  'ASSOCIATE',
] as const;
export const consumerType = z.enum(consumerTypes);
export type ConsumerType = z.infer<typeof consumerType>;

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const pkceVerifier = z
  .string()
  .regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'codeVerifier is invalid');
/** base64url(SHA-256(verifier)) without padding: 43 characters. */
export const pkceChallenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'codeChallenge is a base64url SHA-256');

/** Single-use secrets the service hands out (codes, refresh tokens, reset tokens). */
export const secretToken = z.string().min(16).max(512);

export const tokenRequest = z.discriminatedUnion('grantType', [
  z.object({ grantType: z.literal('guest') }),
  z.object({
    grantType: z.literal('authorization_code'),
    authorizationCode: secretToken,
    codeVerifier: pkceVerifier,
    /** The guest's objects handed to the account (spec §4). */
    basketId: opaqueId.optional(),
    favoriteId: opaqueId.optional(),
    saveForLaterId: opaqueId.optional(),
  }),
  z.object({
    grantType: z.literal('refresh_token'),
    /** Omit to use the refresh-token cookie. */
    refreshToken: secretToken.optional(),
    /**
     * With no refresh token at all (none given, no cookie: a first visit), start a guest
     * session instead of answering AUT432, in the same call. A token that came and is not
     * valid still answers AUT432.
     */
    orGuest: z.boolean().optional(),
  }),
]);
export type TokenRequest = z.input<typeof tokenRequest>;

/** Spec §3 Associate session: who is serving, in which store. */
export const associateSession = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
});
export type AssociateSessionInfo = z.infer<typeof associateSession>;

export const tokenResponse = z.object({
  /** The shopper's session id (kept from the guest session across sign-in). */
  usid: z.string(),
  basketId: z.string().nullable(),
  consumerNo: z.string().nullable(),
  consumerType,
  favorites: z.object({ favoriteId: z.string().nullable() }),
  saveForLaterId: z.string().nullable(),
  /** Loyalty member id; null for non-members and guests. */
  memberId: z.string().nullable(),
  refreshToken: z.string(),
  isEmployeeDiscountTCAccepted: z.boolean(),
  accessTokenExpiresAt: isoDateTime,
  refreshTokenExpiresAt: isoDateTime,
  /** The associate of an associate session (consumerType ASSOCIATE); null for any other. */
  associate: associateSession.nullable(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const getToken = defineRoute({
  name: 'getToken',
  method: 'POST',
  path: '/token/v2/auth/token',
  body: tokenRequest,
  response: tokenResponse,
  auth: 'none',
  errors: [
    'API400',
    'AUT404',
    'AUT418',
    'AUT437',
    'AUT438',
    'AUT409',
    'AUT432',
    'AUT500',
    'API429',
  ],
  description:
    'grantType guest starts a guest session (throttled per client address: API429 with Retry-After); authorization_code exchanges sign-in’s code (PKCE S256) and hands the guest objects to the account; refresh_token rotates the refresh token (a replayed one revokes the whole session: AUT432; with `orGuest` and no token at all, a guest session instead). Sets the access and refresh cookies. AUT409 is a transient conflict: retry once after 2 s (spec §9).',
});

export const signInRequest = z.object({
  username: emailAddress,
  password: passwordInput,
  codeChallenge: pkceChallenge,
  codeChallengeMethod: z.literal('S256').default('S256'),
  /** Bot-check token for the action `login`. */
  captcha: captchaToken,
});

export const signInResponse = z.object({ authorizationCode: z.string() });

export const signIn = defineRoute({
  name: 'signIn',
  method: 'POST',
  path: '/consumers-v3/auth/signin',
  body: signInRequest,
  response: signInResponse,
  auth: 'none',
  errors: ['API400', 'AUT453', 'AUT403', 'AUT401', 'AUT426', 'AUT423', 'AUT441', 'AUT500'],
  description:
    'Checks the credentials and returns a single-use authorization code bound to codeChallenge, valid 60 s. Unknown and known emails get the same answers. Per account: the 4th failure in 15 min answers AUT426, the 5th locks it for 15 min (AUT423, Retry-After); many failures from one address also answer AUT423. AUT441: locked by customer service, whichever the password (each attempt counts as a failure). AUT403 carries the bot-check appId.',
});

export const signOutRequest = z.object({
  /** Omit to use the refresh-token cookie. */
  refreshToken: secretToken.optional(),
});

export const signOut = defineRoute({
  name: 'signOut',
  method: 'POST',
  path: '/consumers-v3/consumer/auth/signout',
  body: signOutRequest,
  response: z.undefined(),
  successStatus: 204,
  auth: 'none',
  errors: ['API400'],
  description:
    'Revokes the session of the refresh token (and of the access token) and clears the cookies. Idempotent: an unknown token still answers 204. The client then requests a guest token (spec §4).',
});

/** Spec §3 Sign-up request. */
export const signUpRequest = z.object({
  firstName: personName,
  lastName: personName,
  birthDate: isoDate.optional(),
  phone: phoneNumber.optional(),
  /** The phone's country (ISO alpha-2), which gives its dial code and mask. */
  phoneCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  email: emailAddress,
  password: newPassword,
  postalCode: postalCode.optional(),
  /** Only in locales that ask for it. */
  gender: z.enum(['F', 'M', 'X']).optional(),
  isTermsConfirmed: z.literal(true),
  /**
   * Sent by the storefront as true. The service stores the password the shopper chose,
   * never a temporary one, so the flag is accepted and ignored.
   */
  isTemporaryPassword: z.boolean().optional(),
  subscriptions: z.object({
    newsletterConsent: z.boolean(),
    loyaltyConsent: z.boolean(),
    smsNotificationConsent: z.boolean(),
    /** With loyalty accepted: "Full". */
    loyaltyEnrollment: z.literal('Full').optional(),
    /** With loyalty accepted: true. */
    loyaltyNewsletterConsent: z.boolean().optional(),
  }),
  source: z.object({
    /** Store number of an in-store sign-up (storeNum). */
    store: z.string().max(20).optional(),
    acquisitionType: z.literal('Registered'),
    /** enrollment_marketing_source of the sign-up page. */
    campaignName: z.string().max(100).optional(),
  }),
  recaptcha_response: captchaToken,
  /** True when loyalty is accepted without the policy box. */
  termsConditionsAndPolicy: z.boolean().optional(),
  /** referral_code of the sign-up page. */
  referralCode: z.string().max(64).optional(),
});
export type SignUpRequest = z.input<typeof signUpRequest>;

export const signUpResponse = z.object({
  consumerId: z.string(),
  consumerNo: z.string(),
  email: z.string(),
  isLoyaltyMember: z.boolean(),
});

export const signUp = defineRoute({
  name: 'signUp',
  method: 'POST',
  path: '/consumers-v3/auth/signup',
  headers: z.object({
    /** The sign-up page's leadSource query parameter (spec §2). */
    source: z.string().max(64).optional(),
  }),
  body: signUpRequest,
  response: signUpResponse,
  successStatus: 201,
  auth: 'none',
  errors: ['API400', 'AUT453', 'FE872', 'AUT403', 'PRO400', 'AUT444', 'PRO410', 'PRO411'],
  description:
    'Creates the account (or claims the password-less profile of the same email). Newsletter opt-in subscribes with double opt-in; loyalty consent enrols (needs birthDate: PRO411) and subscribes to the loyalty newsletter; SMS consent subscribes the phone. Queues a welcome mail. The client then signs in (spec §4).',
});

export const changePasswordRequest = z
  .object({
    currentPassword: passwordInput,
    newPassword,
    confirmPassword: z.string().max(128),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: failWith('FE340', 'The passwords do not match'),
  });

export const changePassword = defineRoute({
  name: 'changePassword',
  method: 'POST',
  path: '/consumers-v3/consumer/changepassword',
  body: changePasswordRequest,
  response: z.undefined(),
  successStatus: 204,
  auth: 'user',
  errors: ['API400', 'AUT432', 'FE340', 'FE872', 'AUT450', 'AUT451', 'AUT452', 'PRO415'],
  description:
    'AUT450 wrong current password, AUT451 new equals current, AUT452 new equals one of the 3 before it. Ends every other session of the account.',
});

export const forgotPasswordRequest = z.object({
  email: emailAddress,
  /** Bot-check token (action `login`). */
  captcha: captchaToken,
});

export const requestPasswordReset = defineRoute({
  name: 'requestPasswordReset',
  method: 'POST',
  path: '/consumers-v3/consumer/resetpassword',
  body: forgotPasswordRequest,
  response: z.undefined(),
  successStatus: 204,
  auth: 'none',
  errors: ['API400', 'AUT453', 'AUT403', 'API429'],
  description:
    'Mails a reset link (`{publicUrl}/{locale}/forgot-password?token=…`, single use, valid 60 min) when the email has an account. Answers 204 either way, so it does not reveal accounts. Takes a bot check (AUT403) and a few requests per client address and hour (API429 with Retry-After).',
});

export const confirmForgotPasswordRequest = z
  .object({
    token: secretToken,
    newPassword,
    confirmPassword: z.string().max(128),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: failWith('FE340', 'The passwords do not match'),
  });

export const confirmForgotPassword = defineRoute({
  name: 'confirmForgotPassword',
  method: 'POST',
  path: '/consumers-v3/confirmforgotpassword',
  body: confirmForgotPasswordRequest,
  response: z.undefined(),
  successStatus: 204,
  auth: 'none',
  errors: ['API400', 'FE340', 'FE872', 'AUT402', 'AUT451', 'AUT452'],
  description:
    'Sets the new password with the emailed token. AUT402 when the link expired, was used or is unknown. Ends every session of the account and lifts a sign-in lock.',
});

/** Spec §3 Associate session. */

export const agentLoginRequest = z.object({
  storeId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'storeId is invalid'),
  storeEmployeeId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'storeEmployeeId is invalid'),
  /** The associate's own password (the spec names only the ids; a real store needs one). */
  password: passwordInput,
});

export const agentLoginResponse = associateSession.extend({
  usid: z.string(),
  consumerType: z.literal('ASSOCIATE'),
  refreshToken: z.string(),
  accessTokenExpiresAt: isoDateTime,
  refreshTokenExpiresAt: isoDateTime,
});

export const agentLogin = defineRoute({
  name: 'agentLogin',
  method: 'POST',
  path: '/consumers-v3/consumer/agent/login',
  body: agentLoginRequest,
  response: agentLoginResponse,
  auth: 'none',
  errors: ['API400', 'AUT401', 'AUT423', 'AUT500'],
  description:
    'Opens an associate session (spec §6): store and employee ids plus the associate’s password. An unknown store, an unknown employee and a wrong password get the same AUT401 (the call does not tell who works where); throttled like sign-in. Refreshed through the token call (refresh_token).',
});

export const authRoutes = {
  getToken,
  signIn,
  signOut,
  signUp,
  changePassword,
  requestPasswordReset,
  confirmForgotPassword,
  agentLogin,
};
