/**
 * PKCE (RFC 7636) for sign-in: the verifier stays in the browser, sign-in sends its S256
 * challenge, the token exchange sends the verifier (spec §9: 32 random bytes, SHA-256).
 * Web Crypto only, so it runs in browsers, Node and workers alike.
 */

/** base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The verifier for given octets (tests use RFC 7636 Appendix B's). */
export function codeVerifierFromBytes(bytes: Uint8Array): string {
  return base64url(bytes);
}

/** A new verifier: 32 random bytes, base64url (43 characters). */
export function createCodeVerifier(): string {
  return codeVerifierFromBytes(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 challenge: base64url(SHA-256(ASCII(verifier))). */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A verifier and its challenge, for one sign-in. */
export async function createPkcePair(): Promise<{ codeVerifier: string; codeChallenge: string }> {
  const codeVerifier = createCodeVerifier();
  return { codeVerifier, codeChallenge: await createCodeChallenge(codeVerifier) };
}
