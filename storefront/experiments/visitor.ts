/*
 * The shopper's bucketing id: a first-party cookie of the browser, apart from the session
 * (signing in or out leaves it), so a shopper keeps their variants after signing in. It is
 * set only by a page that decides something, so pages without personalization stay
 * cacheable.
 */

export const VISITOR_COOKIE = 'cairn_vid';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function visitorIdOf(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== VISITOR_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return uuid.test(value) ? value : undefined;
  }
  return undefined;
}

export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
