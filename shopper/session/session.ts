import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, createPkcePair, isApiError } from '#api/client/index.ts';
import { queryKeys, shopperStateKeys } from '#api/client/queryKeys.ts';
import {
  agentLogin,
  getToken,
  signIn,
  signOut as signOutRoute,
  type TokenResponse,
} from '#api/contract/auth.ts';
import type { BotCheck } from './botCheck.tsx';

/**
 * Spec §3 Auth state, as the session cache (`queryKeys.session`) holds it: the last token
 * answer of the service (guest, refresh or code exchange). The access and refresh tokens
 * themselves are HttpOnly cookies; `refreshToken` is kept for sign-out (spec §7).
 */
export type SessionState = TokenResponse;

/** Whether the session belongs to a signed-in consumer (not a guest or an associate). */
export function isConsumerSession(session: SessionState | null | undefined): boolean {
  return !!session && session.consumerType !== 'GUEST' && session.consumerType !== 'ASSOCIATE';
}

/** Put a token answer into the session cache. */
export function setSession(queryClient: QueryClient, session: SessionState): void {
  queryClient.setQueryData(queryKeys.session, session);
}

/** A guest session (spec §7: a 403 of the guest token call is ignored). */
export async function requestGuestToken(
  client: ApiClient,
  queryClient: QueryClient,
): Promise<SessionState | null> {
  try {
    const session = await client.call(getToken, { body: { grantType: 'guest' } });
    setSession(queryClient, session);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

/**
 * A session from the cookies: the refresh grant (the HttpOnly refresh-token cookie), else a
 * new guest session (the service starts it in the same call when no cookie came). A fresh guest session is the last resort: it would lose the guest's
 * basket, which the refresh grant keeps.
 */
export async function fetchSession(
  client: ApiClient,
  queryClient: QueryClient,
): Promise<SessionState | null> {
  try {
    // `orGuest`: on a first visit (no refresh cookie) the guest session comes in this call.
    return await client.call(getToken, { body: { grantType: 'refresh_token', orGuest: true } });
  } catch (error) {
    if (!isApiError(error) || error.status === 0) throw error;
    return requestGuestToken(client, queryClient);
  }
}

/** The query of the session cache (`queryKeys.session`): token answers are never refetched. */
export function sessionQueryOptions(client: ApiClient, queryClient: QueryClient) {
  return {
    queryKey: queryKeys.session,
    queryFn: () => fetchSession(client, queryClient),
    staleTime: Number.POSITIVE_INFINITY,
  } as const;
}

/** The cached session, else one from the cookies (see `fetchSession`). */
export function ensureSession(
  client: ApiClient,
  queryClient: QueryClient,
): Promise<SessionState | null> {
  return queryClient.ensureQueryData(sessionQueryOptions(client, queryClient));
}

/** The guest's objects handed to the account at sign-in (spec §4). */
export interface GuestObjects {
  basketId?: string;
  favoriteId?: string;
  saveForLaterId?: string;
}

/** The part of the cart cache (`queryKeys.cart`, a contract `Cart`) sign-in reads. */
type CartCacheData = { id?: string } | null | undefined;

export function guestObjectsOf(
  queryClient: QueryClient,
  session: SessionState | null,
): GuestObjects {
  const cart = queryClient.getQueryData<CartCacheData>(queryKeys.cart);
  const objects: GuestObjects = {};
  const basketId = cart?.id ?? session?.basketId;
  const favoriteId = session?.favorites.favoriteId;
  const saveForLaterId = session?.saveForLaterId;
  if (basketId) objects.basketId = basketId;
  if (favoriteId) objects.favoriteId = favoriteId;
  if (saveForLaterId) objects.saveForLaterId = saveForLaterId;
  return objects;
}

/**
 * Why a sign-in failed: `credentials` (sign-in answered an error: invalid credentials,
 * throttling, captcha …) or `token` (the code exchange failed; spec §8 shows
 * DUPLICATED_TOKEN for any status but 403).
 */
export class SignInError extends Error {
  readonly stage: 'credentials' | 'token';
  constructor(stage: 'credentials' | 'token', cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Sign-in failed', { cause });
    this.name = 'SignInError';
    this.stage = stage;
  }
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignInDeps {
  client: ApiClient;
  queryClient: QueryClient;
  botCheck: BotCheck;
}

/**
 * Spec §7 sign-in with PKCE: guest token if needed → POST signin {username, password,
 * codeChallenge, captcha} → token exchange with the verifier and the guest objects → the
 * session cache, and every shopper query refetched (the account's cart, favorites …).
 * Rejects with a SignInError naming the failing stage; the ApiError is its `cause`.
 */
export async function signInWithPassword(
  { client, queryClient, botCheck }: SignInDeps,
  { email, password }: SignInInput,
): Promise<SessionState> {
  let session: SessionState | null;
  let authorizationCode: string;
  let codeVerifier: string;
  try {
    session = await ensureSession(client, queryClient);
    const pkce = await createPkcePair();
    codeVerifier = pkce.codeVerifier;
    const captcha = await botCheck.execute('login');
    ({ authorizationCode } = await client.call(signIn, {
      body: { username: email, password, codeChallenge: pkce.codeChallenge, captcha },
    }));
  } catch (error) {
    throw new SignInError('credentials', error);
  }
  try {
    const next = await client.call(getToken, {
      body: {
        grantType: 'authorization_code',
        authorizationCode,
        codeVerifier,
        ...guestObjectsOf(queryClient, session),
      },
    });
    setSession(queryClient, next);
    // The account's objects replace the guest's: everything the shopper owns reloads.
    await Promise.all(
      shopperStateKeys
        .filter((key) => key !== queryKeys.session)
        .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    return next;
  } catch (error) {
    throw new SignInError('token', error);
  }
}

export interface AssociateLoginInput {
  storeId: string;
  storeEmployeeId: string;
  password: string;
}

/**
 * Spec §6 associate login: the associate session replaces whoever was there (their cart
 * and lists are dropped from the caches, as at sign-out), then the refresh grant reads it
 * back (the answer names the associate) into the session cache. Rejects with the
 * service's error (AUT401 for any wrong id or password, AUT423 when locked).
 */
export async function associateLogin(
  { client, queryClient }: Pick<SignInDeps, 'client' | 'queryClient'>,
  input: AssociateLoginInput,
): Promise<SessionState> {
  await client.call(agentLogin, { body: input });
  // The session entry stays (its observers keep it) and takes the associate's below.
  for (const queryKey of shopperStateKeys.filter((key) => key !== queryKeys.session)) {
    await queryClient.cancelQueries({ queryKey });
    queryClient.removeQueries({ queryKey });
  }
  queryClient.setQueryData(queryKeys.profile, null);
  const session = await client.call(getToken, { body: { grantType: 'refresh_token' } });
  setSession(queryClient, session);
  return session;
}

/** Spec §2: these pages send the shopper home after sign-out. */
export const pagesLeftOnSignOut = ['account', 'cart', 'checkout', 'favorites'] as const;

/**
 * Where to send the shopper after sign-out: the locale's home when `pathname` is an account,
 * cart, checkout or favorites page (`/en-us/account/orders`), else `null` (stay).
 */
export function homeAfterSignOut(pathname: string): string | null {
  const [, locale, section] = pathname.split('/');
  if (!locale || !section) return null;
  return (pagesLeftOnSignOut as readonly string[]).includes(section) ? `/${locale}` : null;
}

export interface SignOutResult {
  /** The new guest session (null when the guest token call answered 403). */
  session: SessionState | null;
  /** False when the service could not be told (network); the local state is reset anyway. */
  revoked: boolean;
}

/**
 * Spec §4 logout: resets profile, cart, loyalty and favorites (every `shopperStateKeys`
 * entry), signs out with the refresh token (the body's when the session cache knows it,
 * else the service reads its HttpOnly cookie), then requests a guest token. The caller
 * sends account, cart, checkout and favorites pages home (`homeAfterSignOut`).
 */
export async function signOut({
  client,
  queryClient,
}: Pick<SignInDeps, 'client' | 'queryClient'>): Promise<SignOutResult> {
  const refreshToken = queryClient.getQueryData<SessionState | null>(
    queryKeys.session,
  )?.refreshToken;
  for (const queryKey of shopperStateKeys) {
    await queryClient.cancelQueries({ queryKey });
    queryClient.removeQueries({ queryKey });
  }
  // Nobody is signed in until the guest session arrives.
  queryClient.setQueryData(queryKeys.profile, null);
  let revoked = true;
  try {
    await client.call(signOutRoute, { body: refreshToken ? { refreshToken } : {} });
  } catch {
    // Signing out must always work locally; the session expires on the service by itself.
    revoked = false;
  }
  const session = await requestGuestToken(client, queryClient);
  return { session, revoked };
}
