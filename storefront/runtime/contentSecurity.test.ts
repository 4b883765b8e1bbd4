import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, documentSecurityHeaders } from './contentSecurity.ts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );

describe('the storefront’s Content-Security-Policy', () => {
  it('runs the scripts of its nonce and what they load, nothing inline or evaluated', () => {
    const policy = directives(contentSecurityPolicy('bm9uY2Utb2YtdGhlLXBhZ2U='));
    expect(policy['script-src']).toEqual([
      "'nonce-bm9uY2Utb2YtdGhlLXBhZ2U='",
      "'strict-dynamic'",
      "'self'",
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('lets only the store frame a preview, and the dev server reload modules', () => {
    expect(
      directives(contentSecurityPolicy('n', { framedBySelf: true }))['frame-ancestors'],
    ).toEqual(["'self'"]);
    expect(documentSecurityHeaders('n', { framedBySelf: true })['X-Frame-Options']).toBe(
      'SAMEORIGIN',
    );
    expect(documentSecurityHeaders('n')['X-Frame-Options']).toBe('DENY');
    expect(directives(contentSecurityPolicy('n', { development: true }))['connect-src']).toEqual([
      "'self'",
      'ws:',
      'wss:',
    ]);
  });

  it('allows a bot-check provider’s script and frames only when the site configures it', () => {
    for (const sandbox of [
      contentSecurityPolicy('n'),
      contentSecurityPolicy('n', { botCheck: 'sandbox' }),
    ]) {
      expect(sandbox).not.toMatch(/cloudflare|google|gstatic/);
    }
    const turnstile = directives(contentSecurityPolicy('n', { botCheck: 'turnstile' }));
    expect(turnstile['script-src']).toEqual([
      "'nonce-n'",
      "'strict-dynamic'",
      "'self'",
      'https://challenges.cloudflare.com',
    ]);
    expect(turnstile['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(JSON.stringify(turnstile)).not.toMatch(/google|gstatic/);
    const recaptcha = directives(contentSecurityPolicy('n', { botCheck: 'recaptcha' }));
    expect(recaptcha['script-src']).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(recaptcha['frame-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(JSON.stringify(recaptcha)).not.toMatch(/cloudflare/);
    // Nothing else loosens: still no inline or evaluated script, no one may frame the page.
    for (const policy of [turnstile, recaptcha]) {
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('makes a new nonce of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
