import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isHttps, securityHeaders } from './security.ts';

function app(trustProxy?: number) {
  const web = new Hono();
  web.use('*', securityHeaders({ trustProxy }));
  web.get('*', (c) => c.text('page'));
  return web;
}

const get = (web: Hono, url: string, headers: Record<string, string> = {}) =>
  web.fetch(new Request(url, { headers }));

describe('the store’s transport security headers', () => {
  it('tells every answer not to sniff, how to refer and which features are off', async () => {
    const answer = await get(app(), 'http://localhost:3000/en-us');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(\), microphone=\(\)/);
    expect(answer.headers.get('permissions-policy')).toMatch(/geolocation=\(self\)/);
  });

  it('asks for HTTPS only over HTTPS, behind a trusted proxy by its X-Forwarded-Proto', async () => {
    const hsts = async (web: Hono, url: string, headers?: Record<string, string>) =>
      (await get(web, url, headers)).headers.get('strict-transport-security');
    expect(await hsts(app(), 'http://localhost:3000/en-us')).toBeNull();
    expect(await hsts(app(), 'https://shop.example/en-us')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // Without TRUST_PROXY anyone could say it.
    expect(
      await hsts(app(), 'http://shop.example/en-us', { 'x-forwarded-proto': 'https' }),
    ).toBeNull();
    expect(
      await hsts(app(1), 'http://shop.example/en-us', { 'x-forwarded-proto': 'https' }),
    ).toMatch(/^max-age=31536000/);
    expect(
      await hsts(app(1), 'http://shop.example/en-us', { 'x-forwarded-proto': 'http' }),
    ).toBeNull();
  });

  it('believes the X-Forwarded-Proto of the farthest trusted proxy', () => {
    const request = (proto: string) =>
      new Request('http://shop.example/', { headers: { 'x-forwarded-proto': proto } });
    expect(isHttps(request('https, http'), 2)).toBe(true);
    expect(isHttps(request('http, https'), 1)).toBe(true);
    expect(isHttps(request('https, http'), 1)).toBe(false);
    expect(isHttps(request('https'), 2)).toBe(true);
  });
});
