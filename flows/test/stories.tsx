/**
 * Shared setup of the identity flows' stories (flows/SignIn, SignUp, SmsOptIn, Password,
 * session). Test-only: may import mocks.
 */
import type { Decorator } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { SetupWorker } from 'msw/browser';
import { type ReactNode, useState } from 'react';
import { createCodeChallenge } from '#api/client/pkce.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { TokenResponse } from '#api/contract/auth.ts';
import { DEMO_PASSWORD, demoAccount, demoAccounts } from '#demo/profiles/index.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { MockApiError } from '#mocks/handlers/http.ts';
import { MOCK_SESSION_COOKIE, profileCopy } from '#mocks/handlers/session.ts';
import { type BotCheck, BotCheckProvider } from '#shopper/session/index.ts';

export { screenOf } from '#components/test/overlay.ts';

function writeSessionCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the mock session is the cookie MSW reads; it must be set synchronously, before the story renders.
  document.cookie =
    value === null
      ? `${MOCK_SESSION_COOKIE}=; Path=/; Max-Age=0`
      : `${MOCK_SESSION_COOKIE}=${value}; Path=/; SameSite=Lax`;
}

/**
 * The mock session cookie for one story (`guest`, `default` or a demo account key), cleared
 * afterwards. Use as `beforeEach: () => mockSession('guest')`. Stories of several files run
 * side by side in one browser and share this cookie: prefer `identityHandlers()` with a
 * seeded cache (`withGuest`, `withMember`), which never touch it.
 */
export function mockSession(who: 'guest' | 'default' | string): () => void {
  if (who === 'default') writeSessionCookie(null);
  else writeSessionCookie(who === 'guest' ? 'guest' : demoAccount(who).profile.consumerId);
  return () => writeSessionCookie(null);
}

/** The demo member every signed-in story is (spec §6 loyalty member). */
export const memberAccount = demoAccount('loyalty');
export const memberProfile = profileCopy(memberAccount);

function tokenFor(consumer: boolean): TokenResponse {
  return {
    ...(consumer ? memberSession : guestSession),
    usid: crypto.randomUUID(),
    refreshToken: `story-refresh-${crypto.randomUUID()}`,
  };
}

/**
 * The auth and profile calls of the identity stories, answered without the mock session
 * cookie: stories run side by side in one browser (one cookie jar), so none of ours reads
 * or writes it. Signed in is always the demo member; a story that needs a guest seeds the
 * cache (`withGuest`). Install in `beforeEach`; a story's own `msw.use` still wins.
 */
export function identityHandlers() {
  return [
    authHandlers.getToken.with(async ({ body }) => {
      if (body.grantType === 'guest') return tokenFor(false);
      if (body.grantType === 'refresh_token') return tokenFor(true);
      const [, consumerId, challenge] = body.authorizationCode.split('.');
      const account = demoAccounts.find((a) => a.profile.consumerId === consumerId);
      if (!account || (await createCodeChallenge(body.codeVerifier)) !== challenge) {
        throw new MockApiError('AUT404', 'Unknown code or verifier');
      }
      return tokenFor(true);
    }),
    authHandlers.signOut.with(() => undefined),
    consumerHandlers.getConsumer.reply(memberProfile),
    consumerHandlers.updateSubscriptions.with(({ body }) => ({
      subscriptions: body.subscriptions.map((input) => ({
        type: input.type,
        channel: input.channel,
        recipient: input.recipient,
        optin: input.optin,
        doubleOptin: input.optin,
        category: input.category ?? null,
        country: input.country ?? null,
        region: input.region ?? null,
        optinDate: input.optin ? new Date().toISOString() : null,
        optoutDate: input.optin ? null : new Date().toISOString(),
      })),
    })),
    authHandlers.changePassword.with(({ body }) => {
      if (body.currentPassword !== DEMO_PASSWORD) {
        throw new MockApiError('AUT450', 'The current password is wrong');
      }
      if (body.newPassword === body.currentPassword) {
        throw new MockApiError('AUT451', 'The new password is the current one');
      }
      return undefined;
    }),
  ];
}

export interface RecordedRequest {
  method: string;
  /** The path below the origin, without the query: `/api/consumers-v3/auth/signin`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * Records every request MSW sees during the story. Call in `beforeEach` and keep the
 * returned list; the listener is removed by the returned cleanup.
 */
export function recordRequests(msw: SetupWorker) {
  const requests: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    });
  };
  msw.events.on('request:start', listener);
  return {
    requests,
    /** The requests to a path (below `/api`). */
    to: (path: string, method = 'POST') =>
      requests.filter((r) => r.path === `/api${path}` && r.method === method),
    stop: () => msw.events.removeListener('request:start', listener),
  };
}

/** A guest session in the cache, with the guest objects a sign-in hands over. */
export const guestSession: TokenResponse = {
  usid: 'guest-usid-1',
  basketId: 'guest-basket-1',
  consumerNo: null,
  consumerType: 'GUEST',
  favorites: { favoriteId: 'guest-favorites-1' },
  saveForLaterId: 'guest-sfl-1',
  memberId: null,
  refreshToken: 'guest-refresh-token-0001',
  isEmployeeDiscountTCAccepted: false,
  accessTokenExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-01-31T00:00:00.000Z',
  associate: null,
};

/** An in-store associate's session in the cache (the demo associate of the README). */
export const associateSession: TokenResponse = {
  ...guestSession,
  consumerType: 'ASSOCIATE',
  associate: {
    storeId: '1001',
    storeName: 'Ridgeline Denver Flagship',
    storeEmployeeId: '410001',
    storeEmployeeName: 'Jordan Reyes',
  },
};

/** A signed-in member's session in the cache. */
export const memberSession: TokenResponse = {
  ...guestSession,
  usid: 'member-usid-1',
  basketId: 'member-basket-1',
  consumerNo: 'C000000101',
  consumerType: 'REGISTERED',
  favorites: { favoriteId: 'member-favorites-1' },
  saveForLaterId: 'member-sfl-1',
  memberId: '8000000101',
  refreshToken: 'member-refresh-token-0001',
};

function SeedCache({
  entries,
  children,
}: {
  entries: [readonly unknown[], unknown][];
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  // Seed once, before the first render of the story.
  useState(() => {
    for (const [key, value] of entries) queryClient.setQueryData(key, value);
    return true;
  });
  return children;
}

/** Seeds the story's query cache (session, profile, cart …) before it renders. */
export function withCache(...entries: [readonly unknown[], unknown][]): Decorator {
  return (Story) => (
    <SeedCache entries={entries}>
      <Story />
    </SeedCache>
  );
}

/** A guest session in the cache and no profile. */
export const withGuest = withCache([queryKeys.session, guestSession], [queryKeys.profile, null]);

/** The demo member signed in: session and profile in the cache. */
export const withMember = withCache(
  [queryKeys.session, memberSession],
  [queryKeys.profile, memberProfile],
);

/**
 * A bot-check provider around the story; a factory makes one per render of the story (the
 * sandbox's challenge mode remembers a confirmation, which must not outlive the story).
 */
export function withBotCheck(botCheck: BotCheck | (() => BotCheck)): Decorator {
  function StoryBotCheck({ children }: { children: ReactNode }) {
    const [check] = useState(botCheck);
    return <BotCheckProvider botCheck={check}>{children}</BotCheckProvider>;
  }
  return (Story) => (
    <StoryBotCheck>
      <Story />
    </StoryBotCheck>
  );
}
