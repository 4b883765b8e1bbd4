import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, localeInfo, type SiteLocale } from './locales.ts';
import { defaultNamespace, namespaces, resources } from './resources/index.ts';

export type { Currency, Region, SiteLocale, SiteLocaleInfo } from './locales.ts';
export { defaultLocale, isSiteLocale, localeInfo, siteLocales } from './locales.ts';
export { namespaces, resources } from './resources/index.ts';

/**
 * A fresh i18next instance for one site locale. Each server request and each test gets
 * its own, so one shopper's language never leaks into another's page.
 */
export function createI18n(locale: SiteLocale = defaultLocale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: localeInfo[locale].tag,
    fallbackLng: 'en',
    supportedLngs: false,
    ns: namespaces,
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Switch an instance to another site locale (Storybook toolbar, locale selector). */
export async function setLocale(instance: I18n, locale: SiteLocale): Promise<void> {
  const tag = localeInfo[locale].tag;
  if (instance.language !== tag) await instance.changeLanguage(tag);
}
export type { PhoneCountry } from './phone.ts';
export {
  DEFAULT_MASK,
  maskDigitCount,
  NORTH_AMERICA_MASK,
  phoneCountries,
  phoneCountry,
} from './phone.ts';
