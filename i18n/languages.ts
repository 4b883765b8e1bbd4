import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, localeInfo, type SiteLocale, type SiteLocaleInfo } from './locales.ts';
import type englishStorefront from './resources/en/storefront.json';

/*
 * The store's languages one at a time: the browser fetches only the page's language (each
 * a chunk of its own, `./resources/{language}.ts`) before it hydrates, and another when
 * the shopper moves to a site in another language. The server and Storybook register every
 * language at once (`resources` of `./resources/index.ts`).
 */

export type Language = SiteLocaleInfo['language'];

const loaders: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./resources/en.ts'),
  fr: () => import('./resources/fr.ts'),
  de: () => import('./resources/de.ts'),
};

const registered: Resource = {};

/** Make languages known to every instance made from now on (the server: all of them). */
export function registerLanguages(resources: Resource): void {
  Object.assign(registered, resources);
}

/** Fetch one language (once) and register it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (registered[language]) return;
  registered[language] = (await loaders[language]()).default;
}

/** An i18next instance for one site locale, with the languages registered so far. */
export function createI18nFor(locale: SiteLocale = defaultLocale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { ...registered },
    lng: localeInfo[locale].tag,
    fallbackLng: 'en',
    supportedLngs: false,
    ns: Object.keys(registered.en ?? registered[localeInfo[locale].language] ?? {}),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * Switch an instance to another site locale, fetching its language first when it is not
 * there yet (a shopper moving from en-ca to fr-ca).
 */
export async function switchLocale(instance: I18n, locale: SiteLocale): Promise<void> {
  const { language, tag } = localeInfo[locale];
  if (
    !instance.hasResourceBundle(tag, 'common') &&
    !instance.hasResourceBundle(language, 'common')
  ) {
    await loadLanguage(language);
    for (const [namespace, bundle] of Object.entries(registered[language] ?? {})) {
      instance.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  if (instance.language !== tag) await instance.changeLanguage(tag);
}

const pageTitleTs = new Map<SiteLocale, (key: PageTitleKey) => string>();

/** The pages whose `<title>` is a name of their own (`storefront:pageTitles`). */
export type PageTitleKey = keyof (typeof englishStorefront)['pageTitles'];

/**
 * A page's `<title>` in its site's language, outside React (a route's `meta`, on the
 * server and in the browser): a plain instance per locale, not the one React renders with.
 * Kept once the language is there; before (a move to another language's site), English.
 */
export function pageTitle(locale: SiteLocale = defaultLocale, key: PageTitleKey): string {
  const known = pageTitleTs.get(locale);
  if (known) return known(key);
  const { language, tag } = localeInfo[locale];
  const instance = i18next.createInstance();
  void instance.init({
    resources: { ...registered },
    lng: tag,
    fallbackLng: 'en',
    supportedLngs: false,
    ns: ['storefront'],
    defaultNS: 'storefront',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t = instance.t as unknown as (key: string) => string;
  const translate = (name: PageTitleKey) => t(`pageTitles.${name}`);
  if (registered[language]) pageTitleTs.set(locale, translate);
  return translate(key);
}
