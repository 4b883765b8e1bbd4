import { describe, expect, it } from 'vitest';
import { hreflangSet } from './seo.ts';

describe('hreflangSet', () => {
  it('names the page itself, its other sites and x-default (the en-us version)', () => {
    expect(
      hreflangSet('/de-de/c/jacken-1100', [
        { locale: 'en-us', path: '/en-us/c/jackets-1100' },
        { locale: 'fr-fr', path: '/fr-fr/c/vestes-1100' },
      ]),
    ).toEqual([
      { locale: 'de-de', path: '/de-de/c/jacken-1100' },
      { locale: 'en-us', path: '/en-us/c/jackets-1100' },
      { locale: 'fr-fr', path: '/fr-fr/c/vestes-1100' },
      { locale: 'x-default', path: '/en-us/c/jackets-1100' },
    ]);
  });

  it('does not name the page twice, and falls back to it for x-default', () => {
    expect(hreflangSet('/fr-ca/a', [{ locale: 'fr-ca', path: '/fr-ca/a' }])).toEqual([
      { locale: 'fr-ca', path: '/fr-ca/a' },
      { locale: 'x-default', path: '/fr-ca/a' },
    ]);
  });

  it('is empty without a canonical path', () => {
    expect(hreflangSet(null, [{ locale: 'en-us', path: '/en-us' }])).toEqual([]);
  });
});
