import { describe, expect, it } from 'vitest';
import { siteTableOf } from '../site/site.ts';
import { isServedHost, misdirected } from './hosts.ts';

describe('the hosts the storefront serves', () => {
  const table = siteTableOf('shop.tread.example=tread');

  it('serves the site table’s hosts and this machine’s names, on any port', () => {
    for (const host of [
      'shop.tread.example',
      'SHOP.Tread.Example.',
      'ridgeline.localhost:3000',
      'tread.localhost:4173',
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      expect(isServedHost(host, table), host).toBe(true);
    }
  });

  it('serves no other host', () => {
    for (const host of [
      'evil.example',
      'shop.tread.example.evil.example',
      'x.localhost',
      '',
      null,
    ]) {
      expect(isServedHost(host, table), String(host)).toBe(false);
    }
    expect(isServedHost('constructor', table)).toBe(false);
  });

  it('answers another host 421, without naming it', async () => {
    const answer = misdirected();
    expect(answer.status).toBe(421);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).not.toMatch(/example/);
  });
});
