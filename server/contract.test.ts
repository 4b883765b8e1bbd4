/**
 * One case table, two answerers: the MSW handlers of mocks/handlers (what stories see)
 * and the real service on a seeded database. Same requests, same statuses, same errorIds,
 * same essentials in the bodies, so mocks and service cannot drift apart.
 * Other domains: add your cases to `cases` (or a table of your own with `runCases`).
 */

import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPkcePair } from '#api/client/pkce.ts';
import {
  agentLogin,
  changePassword,
  confirmForgotPassword,
  getToken,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
} from '#api/contract/auth.ts';
import {
  addAddress,
  confirmSubscription,
  createConsumer,
  createSubscriptions,
  getConsumer,
  lookupConsumer,
  retrieveUserData,
  updateAddress,
  updateConsumer,
} from '#api/contract/consumer.ts';
import { getContactCategories, submitContactRequest } from '#api/contract/contact.ts';
import { SERVICE_APP_ID } from '#api/contract/errors.ts';
import {
  getLoyaltyToken,
  getLoyaltyVouchers,
  getLoyaltyWelcomePromo,
} from '#api/contract/loyalty.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { buildPath } from '#api/contract/route.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { demoWelcomeCodes } from '#demo/checkout/index.ts';
import { DEMO_PASSWORD, demoAccount, demoAssociates } from '#demo/profiles/index.ts';
import { authHappyPath } from '#mocks/handlers/auth.ts';
import { consumerHappyPath } from '#mocks/handlers/consumer.ts';
import { contactHappyPath } from '#mocks/handlers/contact.ts';
import { loadConfig } from './config.ts';
import { signUpLinkToken } from './consumer/signUpLinks.ts';
import {
  createTestServer,
  errorIdOf,
  type SendInput,
  type SendResult,
  type TestServer,
} from './test/harness.ts';

interface Agent {
  send(route: AnyRoute, input?: SendInput): Promise<SendResult<unknown>>;
}

type Context = Record<string, string>;

interface Step {
  route: AnyRoute;
  input?: SendInput | ((context: Context) => SendInput | Promise<SendInput>);
  status: number;
  errorId?: string;
  /** The bot-check app id an error must carry (spec §8: 403 with an appId). */
  appId?: string;
  /** Assertions on the success body (must hold for both answerers). */
  check?: (body: never, context: Context) => void;
  /** Keep values for later steps. */
  keep?: (body: never, context: Context) => void;
}

interface Case {
  name: string;
  steps: Step[];
}

const PASS = 'captcha-ok';
const email = (key: string) => demoAccount(key).profile.consumerDetails.email;
/** The service's token secret here: the sign-up link it mails can be made in the table. */
const TOKEN_SECRET = 'contract-test-token-secret-0123456789abcdef';
/** The token of the sign-up link the service mails a profile. */
const linkToken = (key: string) =>
  signUpLinkToken(
    {
      ...loadConfig({ NODE_ENV: 'test' }),
      auth: { ...loadConfig({ NODE_ENV: 'test' }).auth, tokenSecret: TOKEN_SECRET },
    },
    demoAccount(key).profile.consumerId,
    email(key),
    new Date(),
  );
const [associate] = demoAssociates;
const employee = getCatalogue().employees.find((e) => e.employeeId === associate?.storeEmployeeId);

function signInSteps(key: string, password = DEMO_PASSWORD): Step[] {
  return [
    { route: getToken, input: { body: { grantType: 'guest' } }, status: 200 },
    {
      route: signIn,
      input: async (context) => {
        const pkce = await createPkcePair();
        context.codeVerifier = pkce.codeVerifier;
        return {
          body: {
            username: email(key),
            password,
            codeChallenge: pkce.codeChallenge,
            captcha: PASS,
          },
        };
      },
      status: 200,
      keep: (body: { authorizationCode: string }, context) => {
        context.code = body.authorizationCode;
      },
    },
    {
      route: getToken,
      input: (context) => ({
        body: {
          grantType: 'authorization_code',
          authorizationCode: context.code,
          codeVerifier: context.codeVerifier,
        },
      }),
      status: 200,
      check: (body: { consumerNo: string }) => {
        expect(body.consumerNo).toBe(demoAccount(key).profile.consumerNo);
      },
    },
  ];
}

const signUpBody = (overrides: Record<string, unknown>) => ({
  firstName: 'Noa',
  lastName: 'Lindqvist',
  email: 'noa.contract@example.com',
  password: 'Granite-Peak-7',
  birthDate: '1994-04-12',
  isTermsConfirmed: true,
  subscriptions: { newsletterConsent: true, loyaltyConsent: true, smsNotificationConsent: false },
  source: { acquisitionType: 'Registered' },
  recaptcha_response: PASS,
  ...overrides,
});

const contactBody = {
  brand: 'tread',
  categoryCode: 'returns',
  subjectCode: 'return-label',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam.okafor@example.com',
  message: 'Please send me a return label.',
  captcha: PASS,
};

const shipping = demoAccount('loyalty').profile.consumerDetails.address[0];

export const cases: Case[] = [
  {
    name: 'a guest token',
    steps: [
      {
        route: getToken,
        input: { body: { grantType: 'guest' } },
        status: 200,
        check: (body: { consumerType: string; consumerNo: null }) => {
          expect(body.consumerType).toBe('GUEST');
          expect(body.consumerNo).toBeNull();
        },
      },
    ],
  },
  {
    name: 'sign-in, code exchange and the profile of an employee',
    steps: [
      ...signInSteps('employee'),
      {
        route: getConsumer,
        status: 200,
        check: (body: { consumerType: string; consumerDetails: { email: string } }) => {
          expect(body.consumerType).toBe('EMPLOYEE');
          expect(body.consumerDetails.email).toBe(email('employee'));
        },
      },
    ],
  },
  {
    name: 'loyalty calls for a member and for a non-member',
    steps: [
      ...signInSteps('loyalty'),
      {
        route: getLoyaltyVouchers,
        input: { query: { locale: 'en-gb' } },
        status: 200,
        check: (body: { balance: number; vouchers: { points: number; currency: string }[] }) => {
          expect(body.balance).toBe(2450);
          expect(body.vouchers.map((v) => v.points)).toEqual([500, 1000, 2000]);
          expect(body.vouchers.every((v) => v.currency === 'GBP')).toBe(true);
        },
      },
      {
        route: getLoyaltyToken,
        input: { body: { usid: 'shopper-1', referralCode: 'FRIEND42' } },
        status: 200,
      },
      {
        route: getLoyaltyWelcomePromo,
        input: { query: { locale: 'de-de' } },
        status: 200,
        check: (body: { promo: { code: string; description: string } | null }) => {
          // Her own code, seeded (demo/checkout demoWelcomeCodes), in the site's language.
          expect(body.promo?.code).toBe(
            demoWelcomeCodes.find((welcome) => welcome.email === email('loyalty'))?.code,
          );
          expect(body.promo?.description).toBe(
            '10 % Rabatt auf Ihre nächste Bestellung für neue Mitglieder',
          );
        },
      },
      ...signInSteps('registered'),
      { route: getLoyaltyToken, input: { body: { usid: 'x' } }, status: 403, errorId: 'REW130' },
      { route: getLoyaltyWelcomePromo, status: 403, errorId: 'REW130' },
    ],
  },
  {
    name: 'a wrong verifier',
    steps: [
      signInSteps('athlete')[1] as Step,
      {
        route: getToken,
        input: async (context) => ({
          body: {
            grantType: 'authorization_code',
            authorizationCode: context.code,
            codeVerifier: (await createPkcePair()).codeVerifier,
          },
        }),
        status: 401,
        errorId: 'AUT437',
      },
    ],
  },
  ...(
    [
      [
        'a wrong password',
        { username: email('registered'), password: 'Wrong-pass1' },
        401,
        'AUT401',
      ],
      [
        'an unknown email',
        { username: 'ghost@example.com', password: 'Wrong-pass1' },
        401,
        'AUT401',
      ],
      [
        'a failed bot check',
        { username: email('loyalty'), password: DEMO_PASSWORD, captcha: 'bot' },
        403,
        'AUT403',
      ],
      ['a locked account', { username: email('locked'), password: DEMO_PASSWORD }, 423, 'AUT441'],
      [
        'a locked account and a wrong password',
        { username: email('locked'), password: 'Wrong-pass1' },
        423,
        'AUT441',
      ],
      ['a malformed email', { username: 'maya@', password: DEMO_PASSWORD }, 400, 'AUT453'],
    ] as const
  ).map(([name, body, status, errorId]) => ({
    name: `sign-in with ${name}`,
    steps: [
      {
        route: signIn,
        input: async () => ({
          body: { captcha: PASS, codeChallenge: (await createPkcePair()).codeChallenge, ...body },
        }),
        status,
        errorId,
        ...(errorId === 'AUT403' ? { appId: 'cairn-bot-check' } : {}),
      },
    ],
  })),
  {
    name: 'lookup',
    steps: [
      {
        route: lookupConsumer,
        input: { query: { email: email('athlete') } },
        status: 200,
        check: (body: { exists: boolean }) => expect(body.exists).toBe(true),
      },
      {
        route: lookupConsumer,
        input: { query: { email: 'newcomer@example.com' } },
        status: 200,
        check: (body: { exists: boolean }) => expect(body.exists).toBe(false),
      },
    ],
  },
  {
    name: 'sign-up',
    steps: [
      {
        route: signUp,
        input: { body: signUpBody({ email: email('loyalty') }) },
        status: 409,
        errorId: 'PRO400',
      },
      {
        route: signUp,
        input: { body: signUpBody({ birthDate: '2022-02-02' }) },
        status: 400,
        errorId: 'PRO410',
      },
      {
        route: signUp,
        input: { body: signUpBody({ birthDate: undefined }) },
        status: 400,
        errorId: 'PRO411',
      },
      {
        route: signUp,
        input: { body: signUpBody({ password: 'weakpassword' }) },
        status: 400,
        errorId: 'FE872',
      },
      {
        route: signUp,
        input: { body: signUpBody({ recaptcha_response: 'bot' }) },
        status: 403,
        errorId: 'AUT403',
        appId: 'cairn-bot-check',
      },
      {
        route: signUp,
        input: { body: signUpBody({}) },
        status: 201,
        check: (body: { isLoyaltyMember: boolean; email: string }) => {
          expect(body).toMatchObject({ isLoyaltyMember: true, email: 'noa.contract@example.com' });
        },
      },
    ],
  },
  {
    name: 'profiles of signed-out visitors',
    steps: [
      { route: getToken, input: { body: { grantType: 'guest' } }, status: 200 },
      {
        route: createConsumer,
        input: { body: { consumerDetails: { email: email('pro') } } },
        status: 409,
        errorId: 'PRO400',
      },
      {
        route: createConsumer,
        input: { body: { consumerDetails: { email: 'visitor.contract@example.com' } } },
        status: 201,
      },
      {
        route: retrieveUserData,
        input: {
          body: {
            consumerId: demoAccount('profileOnly').profile.consumerId,
            email: email('profileOnly'),
            token: linkToken('profileOnly'),
          },
        },
        status: 200,
        check: (body: { consumerDetails: { firstName: string; address: unknown[] } }) => {
          expect(body.consumerDetails).toMatchObject({ firstName: 'Robin', address: [] });
        },
      },
      {
        route: retrieveUserData,
        input: {
          body: {
            consumerId: demoAccount('profileOnly').profile.consumerId,
            email: email('pro'),
            token: linkToken('profileOnly'),
          },
        },
        status: 404,
        errorId: 'CCN404',
      },
      {
        route: createSubscriptions,
        input: {
          body: {
            subscriptions: [
              { type: 'Newsletter', channel: 'email', recipient: 'fan@example.com', optin: true },
            ],
          },
        },
        status: 201,
        // Signed out: the opt-in waits for its double opt-in (a mailed link).
        check: (body: { subscriptions: { optin: boolean; doubleOptin: boolean }[] }) => {
          expect(body.subscriptions).toEqual([
            expect.objectContaining({ optin: false, doubleOptin: true, optinDate: null }),
          ]);
        },
      },
      {
        route: createSubscriptions,
        input: {
          body: {
            subscriptions: [
              { type: 'Newsletter', channel: 'email', recipient: email('pro'), optin: false },
            ],
          },
        },
        status: 201,
        // Signed out, an opt-out is ignored.
        check: (body: { subscriptions: unknown[] }) => expect(body.subscriptions).toEqual([]),
      },
      {
        route: confirmSubscription,
        input: { body: { token: 'not-a-confirmation-token' } },
        status: 410,
        errorId: 'AUT402',
      },
    ],
  },
  {
    name: 'a signed-in member’s addresses and profile',
    steps: [
      ...signInSteps('loyalty'),
      {
        route: addAddress,
        input: { body: { ...shipping, id: undefined, main: undefined } },
        status: 409,
        errorId: 'CCA400',
      },
      {
        route: updateAddress,
        input: {
          params: { addressId: '00000000-0000-4000-8000-000000000000' },
          body: { ...shipping, id: undefined },
        },
        status: 404,
        errorId: 'CCA401',
      },
      {
        route: updateConsumer,
        input: { body: { isEmployeeDiscountTCAccepted: true } },
        status: 400,
        errorId: 'PRO418',
      },
      {
        route: updateConsumer,
        input: { body: { consumerDetails: { email: email('athlete') } } },
        status: 409,
        errorId: 'AUT439',
      },
      {
        route: createSubscriptions,
        input: {
          body: {
            subscriptions: [
              { type: 'Newsletter', channel: 'email', recipient: email('pro'), optin: false },
            ],
          },
        },
        status: 400,
        errorId: 'PRO418',
      },
      {
        route: createSubscriptions,
        input: {
          body: {
            subscriptions: [
              { type: 'Newsletter', channel: 'sms', recipient: '3035550188', optin: true },
            ],
          },
        },
        status: 201,
        check: (body: { subscriptions: { optin: boolean; doubleOptin: boolean }[] }) => {
          expect(body.subscriptions).toEqual([
            expect.objectContaining({ optin: true, doubleOptin: true, recipient: '3035550188' }),
          ]);
        },
      },
      {
        route: changePassword,
        input: {
          body: {
            currentPassword: 'Wrong-pass1',
            newPassword: 'Fresh-Peak-21',
            confirmPassword: 'Fresh-Peak-21',
          },
        },
        status: 400,
        errorId: 'AUT450',
      },
      { route: signOut, input: { body: {} }, status: 204 },
    ],
  },
  {
    name: 'password reset',
    steps: [
      {
        route: requestPasswordReset,
        input: { body: { email: email('pro'), captcha: PASS } },
        status: 204,
      },
      {
        route: confirmForgotPassword,
        input: {
          body: {
            token: 'unknown-reset-token-000',
            newPassword: 'Fresh-Peak-21',
            confirmPassword: 'Fresh-Peak-21',
          },
        },
        status: 410,
        errorId: 'AUT402',
      },
      {
        route: confirmForgotPassword,
        input: {
          body: {
            token: 'unknown-reset-token-000',
            newPassword: 'Fresh-Peak-21',
            confirmPassword: 'Other-Peak-21',
          },
        },
        status: 400,
        errorId: 'FE340',
      },
    ],
  },
  {
    name: 'associate login',
    steps: [
      {
        route: agentLogin,
        input: {
          body: {
            storeId: '1001',
            storeEmployeeId: associate?.storeEmployeeId,
            password: DEMO_PASSWORD,
          },
        },
        status: 200,
        check: (body: { storeEmployeeName: string; consumerType: string }) => {
          expect(body.storeEmployeeName).toBe(`${employee?.firstName} ${employee?.lastName}`);
          expect(body.consumerType).toBe('ASSOCIATE');
        },
      },
      {
        route: agentLogin,
        input: { body: { storeId: '1001', storeEmployeeId: '999999', password: DEMO_PASSWORD } },
        status: 401,
        errorId: 'AUT401',
      },
      {
        route: agentLogin,
        input: {
          body: {
            storeId: '9999',
            storeEmployeeId: associate?.storeEmployeeId,
            password: DEMO_PASSWORD,
          },
        },
        status: 401,
        errorId: 'AUT401',
      },
      {
        route: agentLogin,
        input: {
          body: {
            storeId: '1001',
            storeEmployeeId: associate?.storeEmployeeId,
            password: 'Wrong-pass1',
          },
        },
        status: 401,
        errorId: 'AUT401',
      },
    ],
  },
  {
    name: 'contact us',
    steps: [
      {
        route: getContactCategories,
        input: { query: { locale: 'fr-ca' } },
        status: 200,
        check: (body: { categories: { label: string; subjects: unknown[] }[] }) => {
          expect(body.categories[0]?.label).toBe('Ma commande');
          expect(body.categories).toHaveLength(5);
        },
      },
      {
        route: submitContactRequest,
        input: { body: { ...contactBody, subjectCode: 'weather' } },
        status: 400,
        errorId: 'ATTR100',
      },
      {
        route: submitContactRequest,
        input: { body: { ...contactBody, message: undefined } },
        status: 400,
        errorId: 'ATTR300',
      },
      {
        route: submitContactRequest,
        input: { body: { ...contactBody, brand: undefined } },
        status: 400,
        errorId: 'ATTR200',
      },
      {
        route: submitContactRequest,
        input: { body: contactBody },
        status: 201,
        check: (body: { caseNumber: string }) => expect(body.caseNumber).toMatch(/^CS-\d{8}$/),
      },
    ],
  },
];

/** Run a case table against an answerer; `agent()` gives a fresh caller per case. */
export function runCases(label: string, table: Case[], agent: () => Agent): void {
  describe(label, () => {
    for (const testCase of table) {
      it(testCase.name, async () => {
        const caller = agent();
        const context: Context = {};
        for (const [index, step] of testCase.steps.entries()) {
          const input = typeof step.input === 'function' ? await step.input(context) : step.input;
          const result = await caller.send(step.route, input);
          const where = `${testCase.name}, step ${index + 1} (${step.route.name})`;
          expect(result.status, `${where}: ${JSON.stringify(result.body)}`).toBe(step.status);
          if (step.errorId) expect(errorIdOf(result), where).toBe(step.errorId);
          if (step.status >= 400) {
            // Spec §3: every error body names the app that answered; §8: only the bot
            // check's refusal names another (and so asks for a challenge).
            expect((result.body as { appId?: string }).appId, where).toBe(
              step.appId ?? SERVICE_APP_ID,
            );
          }
          if (step.status < 400) {
            if (step.status !== 204)
              expect(step.route.response.safeParse(result.body).success, where).toBe(true);
            step.check?.(result.body as never, context);
            step.keep?.(result.body as never, context);
          }
        }
      });
    }
  });
}

/** A caller of the MSW handlers through fetch, with its own cookie jar. */
function mswAgent(base: string): Agent {
  const cookies = new Map<string, string>();
  return {
    async send(route, input = {}) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(input.query ?? {})) {
        if (value !== undefined) search.set(key, String(value));
      }
      const path = buildPath(route.path, input.params ?? {});
      const headers: Record<string, string> = { ...input.headers };
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      let body: string | undefined;
      if (input.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(input.body);
      }
      const response = await fetch(`${base}${path}${search.size ? `?${search}` : ''}`, {
        method: route.method,
        headers,
        body,
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
      }
      const text = await response.text();
      return {
        status: response.status,
        body: text ? JSON.parse(text) : undefined,
        headers: response.headers,
      };
    },
  };
}

const mocks = setupServer(...authHappyPath, ...consumerHappyPath, ...contactHappyPath);
let service: TestServer | undefined;

beforeAll(async () => {
  mocks.listen({ onUnhandledFrame: 'error' });
  service = await createTestServer({ seed: true, config: { auth: { tokenSecret: TOKEN_SECRET } } });
});
afterAll(async () => {
  mocks.close();
  await service?.close();
});

runCases('MSW handlers', cases, () => mswAgent('http://cairn.test/api'));
runCases('the service', cases, () => {
  if (!service) throw new Error('The service is not ready');
  return service.agent();
});
