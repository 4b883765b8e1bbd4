import { sign, verify } from 'hono/jwt';
import type { ServerConfig } from '../config.ts';

/*
 * Short-lived download links of an order's documents (the invoice, a return label's PDF):
 * the document's id signed with the service's token secret, an issuer of the document's
 * own (an invoice link opens no label, and neither is an access token) and an expiry, so
 * whoever holds a link may open it until then. The document is made when the link is
 * opened; none is stored.
 */

/** How long a link answers: long enough to open it, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 10 * 60;

/** `path` (below `/api`) with its `:token` filled: the link, and when it stops answering. */
export async function downloadLink(
  config: ServerConfig,
  document: { issuer: string; path: string },
  subject: string,
  now: Date,
): Promise<{ url: string; expiresAt: string }> {
  const exp = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const token = await sign(
    { iss: document.issuer, sub: subject, exp },
    config.auth.tokenSecret,
    'HS256',
  );
  return {
    url: `/api${document.path.replace(':token', token)}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** The document a link names; null when it is forged, malformed, another's or expired. */
export async function linkSubject(
  config: ServerConfig,
  issuer: string,
  token: string,
  now: Date,
): Promise<string | null> {
  try {
    const claims = await verify(token, config.auth.tokenSecret, {
      alg: 'HS256',
      iss: issuer,
      exp: false,
      nbf: false,
      iat: false,
    });
    // Expiry against the service's clock (tests move it), not the library's.
    if (typeof claims.sub === 'string' && typeof claims.exp === 'number') {
      if (claims.exp * 1000 > now.getTime()) return claims.sub;
    }
  } catch {
    // Forged or malformed: the same answer as expired.
  }
  return null;
}

/**
 * An order's page in a mail: the account's order detail for a member's order (sign-in
 * leads back to it), the order lookup with the number filled in for a guest's. Never the
 * confirmation page, which shows only the order this browser just placed.
 */
export function orderPageUrl(
  publicUrl: string,
  order: { locale: string; orderNumber: string; consumerId: string | null },
): string {
  return order.consumerId
    ? `${publicUrl}/${order.locale}/account/orders/${order.orderNumber}`
    : `${publicUrl}/${order.locale}/order-status?orderNumber=${order.orderNumber}`;
}
