import { describe, expect, it } from 'vitest';
import { setupTestStore } from './test/store.ts';

/**
 * Spec §6 site settings on the served store: sign-up switched off for Tread only; and a
 * spec §9 number of Tread's (STORE_SETTINGS), its toast delay.
 */
const store = setupTestStore({
  features: { all: {}, brands: { tread: { allowNewSignUp: false } } },
  settings: { all: {}, brands: { tread: { toastDismissDelay: 2500 } } },
});
const page = (host: string, pathname: string) => store().request(pathname, { headers: { host } });

describe('allowNewSignUp', () => {
  it('off: the sign-up page is not found and sign-in offers no way to create an account', async () => {
    expect((await page('tread.localhost', '/en-us/sign-up')).status).toBe(404);
    const signIn = await page('tread.localhost', '/en-us/sign-in');
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).not.toContain('href="/en-us/sign-up"');
  });

  it('on (the default, Ridgeline): both are there', async () => {
    expect((await page('ridgeline.localhost', '/en-us/sign-up')).status).toBe(200);
    expect(await (await page('ridgeline.localhost', '/en-us/sign-in')).text()).toContain(
      'href="/en-us/sign-up"',
    );
  });
});

describe('STORE_SETTINGS on the served store (spec §9)', () => {
  it('hands each brand its toast delay, and marks search results as an interaction origin', async () => {
    const ridgeline = await (await page('ridgeline.localhost', '/en-us/search?q=jacket')).text();
    const tread = await (await page('tread.localhost', '/en-us/search?q=jacket')).text();
    // The root's data in the page (React Router's stream, its quotes escaped in the script).
    const delayOf = (html: string) => /toastDismissDelay\\?"\s*,\s*(\d+)/.exec(html)?.[1];
    expect(delayOf(ridgeline)).toBe('6000');
    expect(delayOf(tread)).toBe('2500');
    expect(ridgeline).toContain('data-interaction-origin="search"');
  });
});
