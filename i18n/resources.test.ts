import { describe, expect, it } from 'vitest';
import { createI18n, localeInfo, setLocale, siteLocales } from './index.ts';
import { resources } from './resources/index.ts';

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
