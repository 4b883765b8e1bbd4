import { describe, expect, it } from 'vitest';
import { servicesContext } from '../context.ts';
import type { ExperimentRegistry } from '../experiments/types.ts';
import { createLoadContext } from './loadContext.ts';

/** The visitor cookie a page of `url` sets for a new visitor. */
function visitorCookieOf(url: string, secureCookies?: boolean): string | undefined {
  const cookies: string[] = [];
  const context = createLoadContext({
    request: new Request(url),
    brand: 'ridgeline',
    features: {} as never,
    api: { baseUrl: 'http://storefront.internal/api', fetch: globalThis.fetch },
    content: {} as never,
    nonce: 'n',
    ...(secureCookies === undefined ? {} : { secureCookies }),
    onSetCookie: (cookie) => cookies.push(cookie),
    experiments: { registry: {} as ExperimentRegistry, onPersonalized: () => {} },
  });
  context.get(servicesContext).experiments.visitorId();
  return cookies.find((cookie) => cookie.startsWith('cairn_vid='));
}

describe('the visitor cookie', () => {
  it('is Secure on https, and in production behind a TLS proxy (the request reads http)', () => {
    expect(visitorCookieOf('http://localhost:3000/en-us')).not.toContain('Secure');
    expect(visitorCookieOf('https://shop.example/en-us')).toContain('; Secure');
    expect(visitorCookieOf('http://10.0.0.5:3000/en-us', true)).toContain('; Secure');
    expect(visitorCookieOf('http://10.0.0.5:3000/en-us', true)).toContain('HttpOnly');
  });
});
