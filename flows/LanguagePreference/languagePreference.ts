import { localeInfo, type SiteLocale, siteLocales } from '#i18n/locales.ts';

/**
 * The cookie that keeps the shopper's chosen site locale. The storefront reads it on the
 * server (redirect `/` to the preferred site, pick the language) and in the browser.
 */
export const LOCALE_PREFERENCE_COOKIE = 'cairn_locale';
/** One year. */
export const LOCALE_PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The languages of a site: the site locales of the same country (en-ca and fr-ca). */
export function siteLanguages(locale: SiteLocale): SiteLocale[] {
  const { country } = localeInfo[locale];
  return siteLocales.filter((other) => localeInfo[other].country === country);
}

/** The Set-Cookie / document.cookie value that keeps a preference. */
export function localePreferenceCookie(locale: SiteLocale): string {
  return `${LOCALE_PREFERENCE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_PREFERENCE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The preferred site locale of a Cookie header or document.cookie; undefined when none. */
export function readLocalePreference(cookies: string | null | undefined): SiteLocale | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_PREFERENCE_COOKIE) continue;
    const locale = decodeURIComponent(value.join('='));
    return (siteLocales as readonly string[]).includes(locale) ? (locale as SiteLocale) : undefined;
  }
  return undefined;
}

/** Keep the preference in the browser (no-op on the server). */
export function persistLocalePreference(locale: SiteLocale): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = localePreferenceCookie(locale);
}

/** A language's own name, in that language ("français (Canada)"), for the choice. */
export function languageName(locale: SiteLocale): string {
  const { tag } = localeInfo[locale];
  const name =
    new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
