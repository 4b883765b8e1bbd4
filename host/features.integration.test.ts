import { describe, expect, it } from 'vitest';
import { setupTestStore } from './test/store.ts';

/** Spec §6 site settings on the served store: sign-up switched off for Tread only. */
const store = setupTestStore({
  features: { all: {}, brands: { tread: { allowNewSignUp: false } } },
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
