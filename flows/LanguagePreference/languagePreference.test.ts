import { describe, expect, it } from 'vitest';
import {
  LOCALE_PREFERENCE_COOKIE,
  languageName,
  localePreferenceCookie,
  readLocalePreference,
  siteLanguages,
} from './languagePreference.ts';

describe('site languages', () => {
  it('are the site locales of the same country', () => {
    expect(siteLanguages('en-ca')).toEqual(['en-ca', 'fr-ca']);
    expect(siteLanguages('fr-ca')).toEqual(['en-ca', 'fr-ca']);
    expect(siteLanguages('de-de')).toEqual(['de-de']);
  });

  it('are named in their own language', () => {
    expect(languageName('fr-ca')).toBe('Français (Canada)');
    expect(languageName('en-ca')).toBe('English (Canada)');
    expect(languageName('de-de')).toBe('Deutsch (Deutschland)');
  });
});

describe('the preference cookie', () => {
  it('round-trips a site locale', () => {
    const cookie = localePreferenceCookie('fr-ca');
    expect(cookie).toBe(
      `${LOCALE_PREFERENCE_COOKIE}=fr-ca; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    const header = `a=1; ${cookie.split(';')[0]}; b=2`;
    expect(readLocalePreference(header)).toBe('fr-ca');
  });

  it('ignores a missing or unknown value', () => {
    expect(readLocalePreference('a=1')).toBeUndefined();
    expect(readLocalePreference(`${LOCALE_PREFERENCE_COOKIE}=xx-yy`)).toBeUndefined();
    expect(readLocalePreference(undefined)).toBeUndefined();
  });
});
