/*
 * Who a request is for, read from its cookies without asking the service: a signed-in
 * consumer's pages carry their name in the header (rendered on the server, no flash of the
 * guest header) and so are private; everyone else's pages are the same for all and may be
 * cached (ARCHITECTURE.md "Cache by audience").
 *
 * The access token cookie (server/auth/tokens.ts: `cairn_at`, `__Host-cairn_at` over HTTPS)
 * is a signed JWT; its payload says the session's kind. This only peeks at it to choose the
 * audience: every call made with it is still verified by the service, so a forged cookie
 * buys nothing but an uncached page.
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

/** Whether the request carries a live access token of a signed-in consumer. */
export function isMemberRequest(request: Request, now: number = Date.now()): boolean {
  const token = cookieValue(request.headers.get('cookie') ?? '', ACCESS_COOKIES);
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as {
      knd?: unknown;
      exp?: unknown;
    };
    return claims.knd === 'consumer' && typeof claims.exp === 'number' && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

/** Whether the request carries a session (access token) of any kind. */
export function hasAccessCookie(request: Request): boolean {
  return cookieValue(request.headers.get('cookie') ?? '', ACCESS_COOKIES) !== undefined;
}

/** The shopper's own pages (`/{locale}/cart`, favorites, account, checkout). */
const shopperPage = /^\/[a-z]{2}-[a-z]{2}\/(?:cart|favorites|account|checkout)(?:\/|$)/;

/**
 * Pages the shared page cache must neither answer nor store: every page of a signed-in
 * consumer, and a shopper's own pages for any session (they are rendered with its cart).
 */
export function isPrivateRequest(request: Request, now: number = Date.now()): boolean {
  if (isMemberRequest(request, now)) return true;
  return hasAccessCookie(request) && shopperPage.test(new URL(request.url).pathname);
}
