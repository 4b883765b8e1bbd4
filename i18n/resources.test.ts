import { describe, expect, it } from 'vitest';
import { createI18n, localeInfo, setLocale, siteLocales } from './index.ts';
import { createI18nFor, loadLanguage, switchLocale } from './languages.ts';
import { namespaces, resources } from './resources/index.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value)
    .flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();
}

describe('translations', () => {
  for (const language of ['fr', 'de'] as const) {
    for (const namespace of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      it(`${language}/${namespace} has exactly the English keys`, () => {
        expect(keys(resources[language][namespace])).toEqual(keys(resources.en[namespace]));
      });
    }
  }

  it('no translation is empty', () => {
    for (const language of Object.keys(resources) as (keyof typeof resources)[]) {
      for (const [namespace, values] of Object.entries(resources[language])) {
        const walk = (v: unknown, path: string) => {
          if (typeof v === 'string')
            expect(v.trim(), `${language}/${namespace}:${path}`).not.toBe('');
          else if (v && typeof v === 'object')
            for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
        };
        walk(values, '');
      }
    }
  });

  it('resolves each site locale to its language with English as fallback', async () => {
    const i18n = createI18n('en-us');
    expect(i18n.t('close')).toBe('Close');
    for (const locale of siteLocales) {
      await setLocale(i18n, locale);
      expect(i18n.language).toBe(localeInfo[locale].tag);
      const expected = resources[localeInfo[locale].language].common.close;
      expect(i18n.t('close')).toBe(expected);
    }
  });
});

describe('languages one at a time (the browser)', () => {
  it('lists every namespace of the resources', () => {
    expect([...namespaces].sort()).toEqual(Object.keys(resources.en).sort());
  });

  it('loads a language on its own, and switches to another by fetching it', async () => {
    await loadLanguage('fr');
    const i18n = createI18nFor('fr-ca');
    expect(i18n.t('storefront:reviews.write.open')).toBe('Donner mon avis');
    await switchLocale(i18n, 'de-de');
    expect(i18n.language).toBe('de-DE');
    expect(i18n.t('storefront:reviews.write.open')).toBe('Bewertung schreiben');
    for (const language of ['en', 'fr', 'de'] as const) {
      const bundle = (await import(`./resources/${language}.ts`)).default;
      expect(bundle).toEqual(resources[language]);
    }
  });
});
