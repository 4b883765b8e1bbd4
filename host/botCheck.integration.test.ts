/**
 * Spec §7 third party on the store as `npm start` serves it, with a provider configured:
 * the pages carry its site key to the browser (the root loader's data) and their
 * Content-Security-Policy allows its script and frames; nothing else is loosened.
 */
import { describe, expect, it } from 'vitest';
import { setupTestStore } from './test/store.ts';

// Cloudflare's published test site key ("always passes"): public, not a secret.
const siteKey = '1x00000000000000000000AA';
const store = setupTestStore({ botCheck: { provider: 'turnstile', siteKey } });

describe('a store configured with Turnstile', () => {
  it('allows Turnstile’s script and frames on its pages, and no other provider’s', async () => {
    for (const pathname of ['/en-us', '/en-us/sign-in', '/en-us/help/contact-us']) {
      const answer = await store().request(pathname);
      expect(answer.status, pathname).toBe(200);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy, pathname).toMatch(
        /script-src 'nonce-[^']+' 'strict-dynamic' 'self' https:\/\/challenges\.cloudflare\.com;/,
      );
      expect(policy, pathname).toContain("frame-src 'self' https://challenges.cloudflare.com;");
      expect(policy, pathname).not.toMatch(/google|gstatic/);
      expect(policy, pathname).toContain("frame-ancestors 'none'");
    }
  });

  it('hands the provider and its site key to the browser', async () => {
    const html = await (await store().request('/en-us/sign-in')).text();
    // The root loader's data, in React Router's stream: `"provider","turnstile","siteKey",…`.
    expect(html).toContain(String.raw`\"provider\",\"turnstile\",\"siteKey\",\"${siteKey}\"`);
    // The pages load no provider script up front: the client adds it on first use.
    expect(html).not.toContain('challenges.cloudflare.com/turnstile');
  });
});
