import { describe, expect, it } from 'vitest';
import { publicBotCheckOf, storefrontSettings } from './settings.ts';

describe('the pages’ bot check (BOT_CHECK_PROVIDER, BOT_CHECK_SITE_KEY)', () => {
  it('is the sandbox by default, or its challenge demo', () => {
    expect(storefrontSettings({}).botCheck).toEqual({ provider: 'sandbox', siteKey: 'sandbox' });
    expect(publicBotCheckOf({ BOT_CHECK_SITE_KEY: 'sandbox-challenge' })).toEqual({
      provider: 'sandbox',
      siteKey: 'sandbox-challenge',
    });
  });

  it('names a provider with its site key, and never carries the secret', () => {
    const settings = publicBotCheckOf({
      BOT_CHECK_PROVIDER: 'turnstile',
      BOT_CHECK_SITE_KEY: '1x00000000000000000000AA',
      BOT_CHECK_SECRET: 'fake-secret-for-the-service',
    });
    expect(settings).toEqual({ provider: 'turnstile', siteKey: '1x00000000000000000000AA' });
    expect(JSON.stringify(settings)).not.toContain('fake-secret');
  });

  it('refuses a provider without a site key, and a provider’s key on the sandbox', () => {
    expect(() => publicBotCheckOf({ BOT_CHECK_PROVIDER: 'recaptcha' })).toThrow(
      /needs BOT_CHECK_SITE_KEY/,
    );
    expect(() => publicBotCheckOf({ BOT_CHECK_SITE_KEY: '6LfakeKey' })).toThrow(
      /the sandbox takes sandbox or sandbox-challenge/,
    );
    expect(() => publicBotCheckOf({ BOT_CHECK_PROVIDER: 'captchaco' })).toThrow(
      /not one of sandbox, turnstile, recaptcha/,
    );
    expect(() =>
      publicBotCheckOf({ BOT_CHECK_PROVIDER: 'turnstile', BOT_CHECK_SITE_KEY: '"><script>' }),
    ).toThrow(/needs BOT_CHECK_SITE_KEY/);
  });
});

describe('the sites’ numbers and lists (STORE_SETTINGS, spec §9)', () => {
  it('reads them per brand, and a bad entry stops the start', () => {
    const { sites } = storefrontSettings({ STORE_SETTINGS: 'tread.savedForLaterPageSize=20' });
    expect(sites.settings).toEqual({ all: {}, brands: { tread: { savedForLaterPageSize: 20 } } });
    expect(() => storefrontSettings({ STORE_SETTINGS: 'favoritesPageSize=500' })).toThrow(
      /STORE_SETTINGS holds favoritesPageSize=500/,
    );
  });
});
