import type { AddressRules, CountryI18n } from '#api/contract/utilities.ts';
import { CatalogueLookupError } from './model.ts';
import type { Site } from './site.ts';

/*
 * Country lists, address rules and phone numbering (spec §3, §5, §9) from the country
 * rows, shared by the service (rows from its database) and the MSW handlers (the demo
 * rows) so both answer alike. Country names come from Intl.DisplayNames in the site's
 * language, so nothing here needs translating.
 */

export interface CountryRow {
  code: string;
  /** The site locales whose country list holds this country. */
  sites: readonly string[];
  shipping: AddressRules;
  billing: AddressRules;
  /** Province names in other languages, by language then code (the rules hold the English). */
  provinceNames: Partial<Record<string, Record<string, string>>>;
  minimumAge: number;
  dateFormat: string;
}

export interface PhoneCountryRow {
  code: string;
  dialCode: string;
  mask: string;
}

export function countryName(code: string, site: Site): string {
  return new Intl.DisplayNames([site.tag], { type: 'region' }).of(code) ?? code;
}

/** The site's own country first, then by name in the site's language. */
function ownFirst(own: string, site: Site) {
  return (a: { code: string; name: string }, b: { code: string; name: string }) =>
    Number(b.code === own) - Number(a.code === own) || a.name.localeCompare(b.name, site.tag);
}

/** The countries the site ships to. */
export function countryList(
  countries: readonly Pick<CountryRow, 'code' | 'sites'>[],
  site: Site,
): { countries: { name: string; code: string }[] } {
  const list = countries
    .filter((country) => country.sites.includes(site.locale))
    .map((country) => ({ code: country.code, name: countryName(country.code, site) }))
    .sort(ownFirst(site.country, site));
  return { countries: list.map(({ name, code }) => ({ name, code })) };
}

/**
 * A country's address rules with province names in the site's language, and every phone
 * country (the country's own first); API404 when `country` is missing.
 */
export function countryI18n(
  country: CountryRow | undefined,
  countryCode: string,
  phones: readonly PhoneCountryRow[],
  site: Site,
): CountryI18n {
  if (!country) throw new CatalogueLookupError('API404', `No address rules for ${countryCode}`);
  const names = country.provinceNames[site.language] ?? {};
  const localize = (rules: AddressRules): AddressRules => ({
    ...rules,
    province: {
      ...rules.province,
      list: rules.province.list.map((option) => ({
        code: option.code,
        name: names[option.code] ?? option.name,
      })),
    },
  });
  return {
    countryCode: country.code,
    name: countryName(country.code, site),
    shipping: localize(country.shipping),
    billing: localize(country.billing),
    phoneCodes: phones
      .map((entry) => ({
        code: entry.code,
        dialCode: entry.dialCode,
        mask: entry.mask,
        name: countryName(entry.code, site),
      }))
      .sort(ownFirst(country.code, site)),
    minimumAge: country.minimumAge,
    dateFormat: country.dateFormat as CountryI18n['dateFormat'],
  };
}
