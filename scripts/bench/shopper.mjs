// The benches' shopper: a guest or a signed-in demo member with a cart, through the store's
// own /api, as the browser would get them (HttpOnly session cookies).
import { createHash, randomBytes } from 'node:crypto';

/** The demo loyalty member (demo/profiles/accounts.ts, seeded into every store). */
export const DEMO_MEMBER = { email: 'maya.alvarez@example.com', password: 'Cairn-Demo-2026' };
/** Three in-stock sizes of the demo catalogue: a jacket, boots, another jacket. */
export const CART_SKUS = ['RDGJK100112', 'TRDBT100112', 'RDGJK100510'];
/** shopper/session/botCheck.tsx: the token a store without a bot-check provider accepts. */
const BOT_CHECK_OFF_TOKEN = 'bot-check-off';

/** `name=value` of each Set-Cookie, merged over what the jar held. */
function remember(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}

export const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function api(base, jar, method, pathAndQuery, body) {
  const response = await fetch(`${base}/api${pathAndQuery}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(jar.size ? { cookie: cookieHeader(jar) } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  remember(jar, response);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathAndQuery} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A new guest session: its cookie jar. */
export async function guest(base, locale = 'en-us') {
  const jar = new Map();
  await api(base, jar, 'POST', `/token/v2/auth/token?locale=${locale}`, { grantType: 'guest' });
  return jar;
}

/** The demo member signed in (PKCE), from a guest session as the store does it. */
export async function member(base, locale = 'en-us', account = DEMO_MEMBER) {
  const jar = await guest(base, locale);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { authorizationCode } = await api(
    base,
    jar,
    'POST',
    `/consumers-v3/auth/signin?locale=${locale}`,
    {
      username: account.email,
      password: account.password,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      captcha: BOT_CHECK_OFF_TOKEN,
    },
  );
  await api(base, jar, 'POST', `/token/v2/auth/token?locale=${locale}`, {
    grantType: 'authorization_code',
    authorizationCode,
    codeVerifier: verifier,
  });
  return jar;
}

/** Put one of each sku into the session's cart (its open cart, made when there is none). */
export async function fillCart(base, jar, skus = CART_SKUS, locale = 'en-us') {
  return api(base, jar, 'POST', `/cart/v1/cartWithItem?locale=${locale}`, {
    items: skus.map((productId) => ({ productId, qty: 1 })),
  });
}

/** The jar as Playwright cookies for `base`. */
export function browserCookies(base, jar) {
  return [...jar].map(([name, value]) => ({ name, value, url: base }));
}
