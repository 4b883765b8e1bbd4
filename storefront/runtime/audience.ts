import type { AssociateSessionInfo } from '#api/contract/auth.ts';

/*
 * Who a request is for, read from its cookies without asking the service: a signed-in
 * consumer's pages carry their name in the header, an associate's pages the associate's bar
 * (rendered on the server, no flash of the guest header), and so are private; everyone
 * else's pages are the same for all and may be cached (ARCHITECTURE.md "Cache by audience").
 *
 * The access token cookie (server/auth/tokens.ts: `cairn_at`, `__Host-cairn_at` over HTTPS)
 * is a signed JWT; its payload says the session's kind. This only peeks at it to choose the
 * audience: every call made with it is still verified by the service, so a forged cookie
 * buys nothing but an uncached page (and, for an associate's claims, a bar naming whom it
 * says, on that page alone).
 */

const ACCESS_COOKIES = ['cairn_at', '__Host-cairn_at'];

function cookieValue(header: string, names: readonly string[]): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (names.includes(part.slice(0, at).trim())) return part.slice(at + 1).trim();
  }
  return undefined;
}

interface AccessClaims {
  knd?: unknown;
  exp?: unknown;
  agt?: { sid?: unknown; snm?: unknown; eid?: unknown; enm?: unknown };
}

/** The claims of the request's access token while it is live (peeked, not verified). */
function liveClaims(request: Request, now: number): AccessClaims | null {
  const token = cookieValue(request.headers.get('cookie') ?? '', ACCESS_COOKIES);
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as AccessClaims | null;
    if (typeof claims !== 'object' || claims === null) return null;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

/** Whether the request carries a live access token of a signed-in consumer. */
export function isMemberRequest(request: Request, now: number = Date.now()): boolean {
  return liveClaims(request, now)?.knd === 'consumer';
}

/**
 * The in-store associate serving, when the request carries a live associate session (spec §3
 * Associate session): the server renders the associate's bar and header from the first byte.
 * Read from the token's claims (server/auth/tokens.ts `agt`) as the refresh grant names them.
 */
export function associateOf(
  request: Request,
  now: number = Date.now(),
): AssociateSessionInfo | null {
  const claims = liveClaims(request, now);
  const agent = claims?.knd === 'agent' ? claims.agt : undefined;
  if (!agent) return null;
  const { sid, snm, eid, enm } = agent;
  if (![sid, snm, eid, enm].every((value) => typeof value === 'string')) return null;
  return {
    storeId: sid as string,
    storeName: snm as string,
    storeEmployeeId: eid as string,
    storeEmployeeName: enm as string,
  };
}

/**
 * Whether the page is rendered for someone in particular: a signed-in consumer (their name in
 * the header) or an associate (the associate's bar). Such pages are theirs alone.
 */
export function isPersonalRequest(request: Request, now: number = Date.now()): boolean {
  return isMemberRequest(request, now) || associateOf(request, now) !== null;
}

/** Whether the request carries a session (access token) of any kind. */
export function hasAccessCookie(request: Request): boolean {
  return cookieValue(request.headers.get('cookie') ?? '', ACCESS_COOKIES) !== undefined;
}

/** The shopper's own pages (`/{locale}/cart`, favorites, account, checkout). */
const shopperPage = /^\/[a-z]{2}-[a-z]{2}\/(?:cart|favorites|account|checkout)(?:\/|$)/;

/**
 * Pages the shared page cache must neither answer nor store: every page of a signed-in
 * consumer or an associate, and a shopper's own pages for any session (they are rendered
 * with its cart).
 */
export function isPrivateRequest(request: Request, now: number = Date.now()): boolean {
  if (isPersonalRequest(request, now)) return true;
  return hasAccessCookie(request) && shopperPage.test(new URL(request.url).pathname);
}
