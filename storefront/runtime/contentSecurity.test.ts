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

  it('makes a new nonce of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
