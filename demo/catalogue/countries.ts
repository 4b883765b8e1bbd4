import type { AddressFieldRule, AddressRules, ProvinceOption } from '#api/contract/index.ts';
import type { CatalogueCountry, CataloguePhoneCountry } from './types.ts';

/*
 * Address rules (spec §5 defaults, then per-country overrides), country lists per site and
 * phone numbering (spec §9 masks). The api layer may import nothing of ours, so this is the
 * service's copy of the numbering in `#i18n/phone.ts`: the seeder writes it to the database
 * and the MSW handlers answer from it.
 */

const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
const DEFAULT_MASK = 'XXXX - XXX - XXX';

export const phoneCountries: CataloguePhoneCountry[] = [
  { code: 'US', dialCode: '+1', mask: NORTH_AMERICA_MASK },
  { code: 'CA', dialCode: '+1', mask: NORTH_AMERICA_MASK },
  { code: 'GB', dialCode: '+44', mask: DEFAULT_MASK },
  { code: 'IE', dialCode: '+353', mask: DEFAULT_MASK },
  { code: 'DE', dialCode: '+49', mask: DEFAULT_MASK },
  { code: 'AT', dialCode: '+43', mask: DEFAULT_MASK },
  { code: 'CH', dialCode: '+41', mask: DEFAULT_MASK },
  { code: 'FR', dialCode: '+33', mask: DEFAULT_MASK },
  { code: 'BE', dialCode: '+32', mask: DEFAULT_MASK },
  { code: 'NL', dialCode: '+31', mask: DEFAULT_MASK },
  { code: 'IT', dialCode: '+39', mask: DEFAULT_MASK },
  { code: 'ES', dialCode: '+34', mask: DEFAULT_MASK },
];

function rule(overrides: Partial<AddressFieldRule> = {}): AddressFieldRule {
  return {
    required: false,
    minLength: null,
    maxLength: null,
    pattern: null,
    uppercase: false,
    ...overrides,
  };
}

/** Spec §5 address defaults. */
function defaultRules(): AddressRules {
  return {
    addressLine1: rule({ required: true, maxLength: 30 }),
    addressLine2: rule({ maxLength: 30 }),
    city: rule({ required: true, maxLength: 30 }),
    country: rule({ required: true, minLength: 2, maxLength: 2 }),
    email: rule({ required: true, maxLength: 100 }),
    firstName: rule({ required: true, minLength: 2, maxLength: 30 }),
    lastName: rule({ required: true, minLength: 2, maxLength: 30 }),
    phone: rule({ required: true, minLength: 10, maxLength: 10, pattern: '^\\d{10}$' }),
    postalCode: rule({ required: true, uppercase: true }),
    province: { ...rule(), list: [] },
  };
}

interface CountryOverrides {
  postalCode: Partial<AddressFieldRule>;
  phone?: Partial<AddressFieldRule>;
  provinces?: ProvinceOption[];
  provinceRequired?: boolean;
}

function rulesFor(overrides: CountryOverrides): AddressRules {
  const rules = defaultRules();
  rules.postalCode = { ...rules.postalCode, ...overrides.postalCode };
  if (overrides.phone) rules.phone = { ...rules.phone, ...overrides.phone };
  if (overrides.provinces) {
    rules.province = {
      ...rules.province,
      required: overrides.provinceRequired ?? true,
      list: overrides.provinces,
    };
  }
  return rules;
}

const p = (code: string, name: string): ProvinceOption => ({ code, name });

const usStates: ProvinceOption[] = [
  p('AL', 'Alabama'),
  p('AK', 'Alaska'),
  p('AZ', 'Arizona'),
  p('AR', 'Arkansas'),
  p('CA', 'California'),
  p('CO', 'Colorado'),
  p('CT', 'Connecticut'),
  p('DE', 'Delaware'),
  p('DC', 'District of Columbia'),
  p('FL', 'Florida'),
  p('GA', 'Georgia'),
  p('HI', 'Hawaii'),
  p('ID', 'Idaho'),
  p('IL', 'Illinois'),
  p('IN', 'Indiana'),
  p('IA', 'Iowa'),
  p('KS', 'Kansas'),
  p('KY', 'Kentucky'),
  p('LA', 'Louisiana'),
  p('ME', 'Maine'),
  p('MD', 'Maryland'),
  p('MA', 'Massachusetts'),
  p('MI', 'Michigan'),
  p('MN', 'Minnesota'),
  p('MS', 'Mississippi'),
  p('MO', 'Missouri'),
  p('MT', 'Montana'),
  p('NE', 'Nebraska'),
  p('NV', 'Nevada'),
  p('NH', 'New Hampshire'),
  p('NJ', 'New Jersey'),
  p('NM', 'New Mexico'),
  p('NY', 'New York'),
  p('NC', 'North Carolina'),
  p('ND', 'North Dakota'),
  p('OH', 'Ohio'),
  p('OK', 'Oklahoma'),
  p('OR', 'Oregon'),
  p('PA', 'Pennsylvania'),
  p('RI', 'Rhode Island'),
  p('SC', 'South Carolina'),
  p('SD', 'South Dakota'),
  p('TN', 'Tennessee'),
  p('TX', 'Texas'),
  p('UT', 'Utah'),
  p('VT', 'Vermont'),
  p('VA', 'Virginia'),
  p('WA', 'Washington'),
  p('WV', 'West Virginia'),
  p('WI', 'Wisconsin'),
  p('WY', 'Wyoming'),
];

const canadianProvinces: ProvinceOption[] = [
  p('AB', 'Alberta'),
  p('BC', 'British Columbia'),
  p('MB', 'Manitoba'),
  p('NB', 'New Brunswick'),
  p('NL', 'Newfoundland and Labrador'),
  p('NT', 'Northwest Territories'),
  p('NS', 'Nova Scotia'),
  p('NU', 'Nunavut'),
  p('ON', 'Ontario'),
  p('PE', 'Prince Edward Island'),
  p('QC', 'Quebec'),
  p('SK', 'Saskatchewan'),
  p('YT', 'Yukon'),
];

/** French names of the Canadian provinces, for fr-ca. */
export const canadianProvincesFr: Record<string, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NT: 'Territoires du Nord-Ouest',
  NS: 'Nouvelle-Écosse',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const northAmericanPhone: Partial<AddressFieldRule> = { pattern: '^[2-9]\\d{9}$' };

function country(
  code: string,
  sites: string[],
  overrides: CountryOverrides,
  minimumAge: number,
  dateFormat: CatalogueCountry['dateFormat'],
): CatalogueCountry {
  return {
    code,
    sites,
    shipping: rulesFor(overrides),
    billing: rulesFor(overrides),
    provinceNames: code === 'CA' ? { fr: canadianProvincesFr } : {},
    minimumAge,
    dateFormat,
  };
}

/** The countries each site ships to, with their address rules. */
export const countries: CatalogueCountry[] = [
  country(
    'US',
    ['en-us'],
    {
      postalCode: { pattern: '^\\d{5}(-\\d{4})?$', minLength: 5, maxLength: 10 },
      phone: northAmericanPhone,
      provinces: usStates,
    },
    13,
    'MM/DD/YYYY',
  ),
  country(
    'CA',
    ['en-ca', 'fr-ca'],
    {
      postalCode: { pattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$', minLength: 6, maxLength: 7 },
      phone: northAmericanPhone,
      provinces: canadianProvinces,
    },
    13,
    'MM/DD/YYYY',
  ),
  country(
    'GB',
    ['en-gb'],
    {
      postalCode: { pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', minLength: 5, maxLength: 8 },
    },
    16,
    'DD/MM/YYYY',
  ),
  country(
    'IE',
    ['en-gb'],
    {
      postalCode: {
        required: false,
        pattern: '^[A-Z]\\d{2} ?[A-Z\\d]{4}$',
        minLength: 7,
        maxLength: 8,
      },
    },
    16,
    'DD/MM/YYYY',
  ),
  country(
    'DE',
    ['de-de'],
    { postalCode: { pattern: '^\\d{5}$', minLength: 5, maxLength: 5 } },
    16,
    'DD.MM.YYYY',
  ),
  country(
    'AT',
    ['de-de'],
    { postalCode: { pattern: '^\\d{4}$', minLength: 4, maxLength: 4 } },
    14,
    'DD.MM.YYYY',
  ),
  country(
    'FR',
    ['fr-fr'],
    { postalCode: { pattern: '^\\d{5}$', minLength: 5, maxLength: 5 } },
    15,
    'DD/MM/YYYY',
  ),
  country(
    'BE',
    ['fr-fr'],
    { postalCode: { pattern: '^\\d{4}$', minLength: 4, maxLength: 4 } },
    13,
    'DD/MM/YYYY',
  ),
];
