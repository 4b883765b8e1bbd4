import { createCodeChallenge } from '#api/client/pkce.ts';
import type { AssociateSessionInfo, TokenResponse } from '#api/contract/auth.ts';
import * as routes from '#api/contract/auth.ts';
import { authorizationCodeRefusal } from '#commerce/consumer/authorization.ts';
import { birthDateRefusal, loyaltyRefusal } from '#commerce/consumer/profile.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import {
  DEMO_PASSWORD,
  type DemoAccount,
  demoAccounts,
  findDemoAccountByEmail,
} from '#demo/profiles/index.ts';
import { assertAllowed, MockApiError, mockRoute, refuse, requestSite, respond } from './http.ts';
import { readMockSession, sessionCookie } from './session.ts';

/** The bot-check app id the mock sends with AUT403; captcha `bot` fails. */
export const MOCK_CAPTCHA_APP_ID = 'cairn-bot-check';
const FAILING_CAPTCHA = 'bot';

const HOUR = 60 * 60 * 1000;

function expiries() {
  const now = Date.now();
  return {
    accessTokenExpiresAt: new Date(now + HOUR / 4).toISOString(),
    refreshTokenExpiresAt: new Date(now + 30 * 24 * HOUR).toISOString(),
  };
}

function guestToken(): TokenResponse {
  return {
    usid: crypto.randomUUID(),
    basketId: null,
    consumerNo: null,
    consumerType: 'GUEST',
    favorites: { favoriteId: null },
    saveForLaterId: null,
    memberId: null,
    refreshToken: `mock-refresh-${crypto.randomUUID()}`,
    isEmployeeDiscountTCAccepted: false,
    ...expiries(),
    associate: null,
  };
}

/** A signed-in consumer's token answer (stories that start signed in answer the refresh grant). */
export function consumerTokenOf(
  profile: Pick<
    DemoAccount['profile'],
    'consumerNo' | 'consumerType' | 'memberId' | 'isEmployeeDiscountTCAccepted'
  >,
): TokenResponse {
  return {
    ...guestToken(),
    consumerNo: profile.consumerNo,
    consumerType: profile.consumerType,
    memberId: profile.memberId,
    isEmployeeDiscountTCAccepted: profile.isEmployeeDiscountTCAccepted,
  };
}

/** The associate of the demo roster with this employee id, as a session names them. */
export function associateOf(employeeId: string): AssociateSessionInfo | undefined {
  const catalogue = getCatalogue();
  const employee = catalogue.employees.find((e) => e.employeeId === employeeId && e.active);
  const store = catalogue.stores.find((s) => s.id === employee?.storeId);
  return employee && store
    ? {
        storeId: store.id,
        storeName: store.name,
        storeEmployeeId: employee.employeeId,
        storeEmployeeName: `${employee.firstName} ${employee.lastName}`,
      }
    : undefined;
}

/** An associate session's token answer (the refresh grant after an associate login). */
export function associateTokenOf(associate: AssociateSessionInfo): TokenResponse {
  return { ...guestToken(), consumerType: 'ASSOCIATE', associate };
}

export function assertHuman(captcha: string | undefined) {
  if (!captcha || captcha === FAILING_CAPTCHA) {
    throw new MockApiError('AUT403', 'The bot check failed', MOCK_CAPTCHA_APP_ID);
  }
}

/** The mock's authorization code names the profile and the challenge (no server state). */
function mockCode(consumerId: string, challenge: string): string {
  return `mockcode.${consumerId}.${challenge}`;
}

/** Spec §7 Authentication, answered from demo/profiles. */
export const authHandlers = {
  getToken: mockRoute(routes.getToken, async ({ body, cookies }) => {
    if (body.grantType === 'guest')
      return respond(routes.getToken, guestToken(), {
        headers: { 'Set-Cookie': sessionCookie('guest') },
      });
    if (body.grantType === 'refresh_token') {
      const session = readMockSession(cookies);
      if (session.kind === 'consumer') return consumerTokenOf(session.account.profile);
      const associate = session.kind === 'agent' ? associateOf(session.employeeId) : undefined;
      return associate ? associateTokenOf(associate) : guestToken();
    }
    const [, consumerId, challenge] = body.authorizationCode.split('.');
    const account = demoAccounts.find((a) => a.profile.consumerId === consumerId);
    // The service's refusals (commerce/consumer/authorization.ts); the mock's codes are
    // stateless, so they are never used up nor outlived by a password change.
    if (!account || !challenge) refuse(authorizationCodeRefusal('unknown'));
    if ((await createCodeChallenge(body.codeVerifier)) !== challenge) {
      refuse(authorizationCodeRefusal('verifier'));
    }
    return respond(routes.getToken, consumerTokenOf(account.profile), {
      headers: { 'Set-Cookie': sessionCookie(account.profile.consumerId) },
    });
  }),

  signIn: mockRoute(routes.signIn, ({ body }) => {
    assertHuman(body.captcha);
    const account = findDemoAccountByEmail(body.username);
    // Locked: the same answer whichever the password.
    if (account?.password && account.status === 'locked') {
      throw new MockApiError('AUT441', 'This account is locked');
    }
    if (!account?.password || body.password !== account.password) {
      throw new MockApiError('AUT401', 'Wrong email or password');
    }
    return { authorizationCode: mockCode(account.profile.consumerId, body.codeChallenge) };
  }),

  signOut: mockRoute(routes.signOut, () =>
    respond(routes.signOut, undefined, { headers: { 'Set-Cookie': sessionCookie('guest') } }),
  ),

  signUp: mockRoute(routes.signUp, ({ body, request }) => {
    assertHuman(body.recaptcha_response);
    if (findDemoAccountByEmail(body.email)?.password) {
      throw new MockApiError('PRO400', 'An account with this email exists');
    }
    if (
      body.phone &&
      demoAccounts.some(
        (a) =>
          a.profile.consumerDetails.phone === body.phone &&
          a.profile.consumerDetails.phoneCode === (body.phoneCode ?? null),
      )
    ) {
      throw new MockApiError('AUT444', 'This phone number is already in use');
    }
    if (body.birthDate) {
      assertAllowed(birthDateRefusal(body.birthDate, requestSite(request).country, new Date()));
    }
    assertAllowed(loyaltyRefusal(body.subscriptions.loyaltyConsent, body.birthDate));
    return {
      consumerId: crypto.randomUUID(),
      consumerNo: `C9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: body.email,
      isLoyaltyMember: body.subscriptions.loyaltyConsent,
    };
  }),

  changePassword: mockRoute(routes.changePassword, ({ body, cookies }) => {
    const session = readMockSession(cookies);
    if (session.kind !== 'consumer') throw new MockApiError('AUT432', 'Sign in to use this call');
    if (body.currentPassword !== (session.account.password ?? DEMO_PASSWORD)) {
      throw new MockApiError('AUT450', 'The current password is wrong');
    }
    if (body.newPassword === body.currentPassword) {
      throw new MockApiError('AUT451', 'The new password is the current one');
    }
    return undefined;
  }),

  requestPasswordReset: mockRoute(routes.requestPasswordReset, ({ body }) => {
    assertHuman(body.captcha);
    return undefined;
  }),

  /** Tokens starting `mock-reset-` are valid; any other answers AUT402. */
  confirmForgotPassword: mockRoute(routes.confirmForgotPassword, ({ body }) => {
    if (!body.token.startsWith('mock-reset-')) {
      throw new MockApiError('AUT402', 'This reset link has expired or was used');
    }
    return undefined;
  }),

  agentLogin: mockRoute(routes.agentLogin, ({ body }) => {
    const associate = associateOf(body.storeEmployeeId);
    // Unknown store, unknown employee or wrong password: one answer.
    if (associate?.storeId !== body.storeId || body.password !== DEMO_PASSWORD) {
      throw new MockApiError('AUT401', 'Wrong store, employee or password');
    }
    return respond(
      routes.agentLogin,
      {
        ...associate,
        usid: crypto.randomUUID(),
        consumerType: 'ASSOCIATE' as const,
        refreshToken: `mock-refresh-${crypto.randomUUID()}`,
        ...expiries(),
      },
      { headers: { 'Set-Cookie': sessionCookie(`agent:${associate.storeEmployeeId}`) } },
    );
  }),
};

export const authHappyPath = Object.values(authHandlers).map((handler) => handler.ok());
