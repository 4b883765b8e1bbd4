import { describe, expect, it } from 'vitest';
import { bestLocale, brandOfHost, defaultSiteTable, siteOf, siteTableOf } from './site.ts';

describe('brandOfHost', () => {
  it('finds the brand of the host, port and case ignored; the fallback otherwise', () => {
    expect(brandOfHost('tread.localhost:3000', defaultSiteTable, 'ridgeline')).toBe('tread');
    expect(brandOfHost('RIDGELINE.localhost', defaultSiteTable, 'tread')).toBe('ridgeline');
    expect(brandOfHost('localhost:3000', defaultSiteTable, 'tread')).toBe('tread');
    expect(brandOfHost(null, defaultSiteTable, 'ridgeline')).toBe('ridgeline');
  });

  it('reads more hosts from SITE_HOSTS and refuses a bad entry', () => {
    const table = siteTableOf('shop.tread.example=tread, www.ridgeline.example=Ridgeline');
    expect(brandOfHost('shop.tread.example', table, 'ridgeline')).toBe('tread');
    expect(brandOfHost('www.ridgeline.example', table, 'tread')).toBe('ridgeline');
    expect(brandOfHost('tread.localhost', table, 'ridgeline')).toBe('tread');
    expect(() => siteTableOf('shop.example=acme')).toThrow(/SITE_HOSTS/);
    expect(() => siteTableOf('=tread')).toThrow(/SITE_HOSTS/);
  });
});

describe('bestLocale', () => {
  it('takes the first site locale by weight', () => {
    expect(bestLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-ca');
    expect(bestLocale('en;q=0.5, de-DE;q=0.9')).toBe('de-de');
    expect(bestLocale('en-GB')).toBe('en-gb');
  });

  it('falls back on the language: its own country, its home site, then its first site', () => {
    expect(bestLocale('de-AT')).toBe('de-de');
    expect(bestLocale('fr')).toBe('fr-fr');
    expect(bestLocale('fr-BE')).toBe('fr-fr');
    expect(bestLocale('en-AU')).toBe('en-us');
    expect(bestLocale('es-ES, fr;q=0.3')).toBe('fr-fr');
  });

  it('is en-us without a usable header', () => {
    for (const header of [undefined, null, '', '*', 'es-ES', 'de;q=0', 'x;q=abc']) {
      expect(bestLocale(header), String(header)).toBe('en-us');
    }
  });
});

describe('siteOf', () => {
  it('joins brand and locale into the content site id', () => {
    expect(siteOf('tread', 'fr-ca')).toMatchObject({
      siteId: 'tread-fr-ca',
      info: { currency: 'CAD' },
    });
  });
});
