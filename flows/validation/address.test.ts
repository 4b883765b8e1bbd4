import { describe, expect, it } from 'vitest';
import type { SiteLocale } from '#i18n/locales.ts';
import {
  type AddressRules,
  addressRulesSchema,
  addressSchema,
  defaultAddressRuleSet,
  resolveAddressRules,
} from './address.ts';
import type { ValidationMessage } from './messages.ts';
import { postalCodeField } from './postalCode.ts';
import { keysByPath, messageOf, outputOf } from './test/expectations.ts';

const postalCode = { key: 'postalCode' } as const;
const minLength = (n: number): ValidationMessage => ({ key: 'minLength', params: { n } });

describe('postal codes: upper-cased, required, min length then the locale pattern', () => {
  it.each<[SiteLocale, unknown, ValidationMessage | null]>([
    ['en-us', '12345', null],
    ['en-us', '12345-6789', null],
    ['en-us', '123456789', null],
    ['en-us', '1234', minLength(5)],
    ['en-us', '123456', postalCode],
    ['en-us', '12345-678', postalCode],
    ['en-us', 'ABCDE', postalCode],
    ['en-us', '', { key: 'required' }],
    ['en-us', '   ', { key: 'required' }],
    ['en-ca', 'K1A 0B1', null],
    ['en-ca', 'k1a 0b1', null],
    ['fr-ca', 'h2x1y4', null],
    ['en-ca', 'K1A', minLength(6)],
    ['en-ca', 'K1A 0B', postalCode],
    ['en-ca', 'D1A 1A1', postalCode],
    ['en-ca', '12345', minLength(6)],
    ['en-ca', '123456', postalCode],
    ['en-gb', 'SW1A 1AA', null],
    ['en-gb', 'sw1a 1aa', null],
    ['en-gb', 'M1 1AE', null],
    ['en-gb', 'B33 8TH', null],
    ['en-gb', 'CR2 6XH', null],
    ['en-gb', 'DN55 1PT', null],
    ['en-gb', 'W1A 0AX', null],
    ['en-gb', 'EC1A1BB', null],
    ['en-gb', 'GIR 0AA', null],
    ['en-gb', 'SW1A', minLength(5)],
    ['en-gb', 'SW1A 1A', postalCode],
    ['en-gb', 'SW1A 1AAA', postalCode],
    ['en-gb', '12345', postalCode],
    ['de-de', '10115', null],
    ['de-de', '1011', minLength(5)],
    ['de-de', '101155', postalCode],
    ['de-de', 'D-10115', postalCode],
    ['fr-fr', '75001', null],
    ['fr-fr', '7500', minLength(5)],
    ['fr-fr', '75 001', postalCode],
  ])('%s %j → %j', (country, value, expected) => {
    expect(messageOf(postalCodeField({ country }), value)).toEqual(expected);
  });

  it('comes out upper-cased and trimmed', () => {
    expect(outputOf(postalCodeField({ country: 'en-gb' }), ' sw1a 1aa ')).toBe('SW1A 1AA');
    expect(outputOf(postalCodeField({ country: 'CA' }), 'k1a 0b1')).toBe('K1A 0B1');
  });

  it('countries without a rule only need a value; rules may be replaced', () => {
    expect(messageOf(postalCodeField({ country: 'CH' }), 'anything')).toBeNull();
    const swiss = postalCodeField({ country: 'CH', rule: { pattern: '\\d{4}', minLength: 4 } });
    expect(messageOf(swiss, '800')).toEqual(minLength(4));
    expect(messageOf(swiss, '80000')).toEqual(postalCode);
    expect(messageOf(postalCodeField({ country: 'US', required: false }), '')).toBeNull();
  });
});

const validAddress = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  addressLine1: '1 Ridge Road',
  addressLine2: '',
  city: 'London',
  province: '',
  postalCode: 'sw1a 1aa',
  country: 'GB',
  email: 'zoe@example.co.uk',
  phone: '07700 900123',
};

describe('address model defaults (shipping and billing)', () => {
  const schema = addressSchema({ locale: 'en-gb' });

  it('a complete address passes: trimmed, postcode upper-cased, phone international', () => {
    expect(outputOf(schema, validAddress)).toEqual({
      ...validAddress,
      addressLine2: undefined,
      province: undefined,
      postalCode: 'SW1A 1AA',
      phone: '+447700900123',
    });
  });

  it('requires addressLine1, city, names, country, email, phone and postal code', () => {
    expect(keysByPath(schema, {})).toEqual({
      firstName: 'required',
      lastName: 'required',
      addressLine1: 'required',
      city: 'required',
      postalCode: 'required',
      country: 'required',
      email: 'required',
      phone: 'required',
    });
  });

  it.each<[field: string, value: string, expected: ValidationMessage | null]>([
    ['addressLine1', 'x'.repeat(30), null],
    ['addressLine1', 'x'.repeat(31), { key: 'maxLength', params: { n: 30 } }],
    ['addressLine2', 'x'.repeat(31), { key: 'maxLength', params: { n: 30 } }],
    ['city', 'x'.repeat(31), { key: 'maxLength', params: { n: 30 } }],
    ['city', '   ', { key: 'required' }],
    ['firstName', 'J', minLength(2)],
    ['firstName', 'Jo', null],
    ['lastName', 'x'.repeat(31), { key: 'maxLength', params: { n: 30 } }],
    ['lastName', 'Sm1th', { key: 'name' }],
    ['email', 'zoe@example', { key: 'email' }],
    ['phone', '0770090012a', { key: 'phone' }],
    ['postalCode', '75001', postalCode],
  ])('%s %j → %j', (field, value, expected) => {
    expect(messageOf(schema, { ...validAddress, [field]: value }, field)).toEqual(expected);
  });

  it('billing has the same defaults as shipping', () => {
    expect(resolveAddressRules('billing', [])).toEqual(resolveAddressRules('shipping', []));
    expect(resolveAddressRules('shipping', [])).toEqual(defaultAddressRuleSet);
  });
});

describe('address rule overrides per locale and country', () => {
  const ontario = { name: 'Ontario', code: 'ON' };
  const quebec = { name: 'Québec', code: 'QC' };
  const canadian = { ...validAddress, country: 'CA', postalCode: 'k1a 0b1', phone: '6135550123' };

  it('parses the service answer shape and refuses a malformed one', () => {
    const answer: unknown = {
      shipping: {
        province: { required: true, options: [ontario, quebec] },
        addressLine2: { required: true, maxLength: 40 },
      },
      billing: { city: { pattern: "[\\p{L} '-]+", message: 'regex' } },
    };
    expect(addressRulesSchema.parse(answer)).toEqual(answer);
    expect(addressRulesSchema.safeParse({ shipping: { city: { minLength: -1 } } }).success).toBe(
      false,
    );
    expect(addressRulesSchema.safeParse({ shipping: { street: {} } }).success).toBe(false);
    expect(addressRulesSchema.safeParse({ shipping: { city: { message: 'nope' } } }).success).toBe(
      false,
    );
  });

  it('a province list makes the province a select of its codes', () => {
    const rules: AddressRules[] = [
      { shipping: { province: { required: true, options: [ontario] } } },
    ];
    const schema = addressSchema({ locale: 'en-ca', rules });
    expect(messageOf(schema, { ...canadian, province: 'ON' })).toBeNull();
    expect(messageOf(schema, { ...canadian, province: 'QC' }, 'province')).toEqual({
      key: 'option',
    });
    expect(messageOf(schema, { ...canadian, province: '' }, 'province')).toEqual({
      key: 'required',
    });
    // billing keeps the default: optional, any value
    const billing = addressSchema({ kind: 'billing', locale: 'en-ca', rules });
    expect(messageOf(billing, { ...canadian, province: '' })).toBeNull();
  });

  it('later layers win part by part: locale configuration, then the service answer', () => {
    const locale: AddressRules = {
      shipping: { addressLine2: { required: true }, city: { maxLength: 20 } },
    };
    const service: AddressRules = { shipping: { city: { maxLength: 25, minLength: 3 } } };
    const rules = resolveAddressRules('shipping', [locale, service]);
    expect(rules.addressLine2).toEqual({ required: true, maxLength: 30 });
    expect(rules.city).toEqual({ required: true, maxLength: 25, minLength: 3 });
    const schema = addressSchema({ locale: 'en-gb', rules: [locale, service] });
    expect(keysByPath(schema, { ...validAddress, city: 'Ab', addressLine2: ' ' })).toEqual({
      city: 'minLength',
      addressLine2: 'required',
    });
    expect(messageOf(schema, { ...validAddress, city: 'x'.repeat(26) }, 'city')).toEqual({
      key: 'maxLength',
      params: { n: 25 },
    });
  });

  it('patterns: the field message by default, regex with the pattern otherwise', () => {
    const rules: AddressRules[] = [
      {
        shipping: {
          city: { pattern: '[A-Za-z ]+' },
          addressLine1: { pattern: '[^!]+', message: 'dobValidationMsg' },
          firstName: { pattern: '[A-Z].*' },
          postalCode: { pattern: 'SW.*' },
        },
      },
    ];
    const schema = addressSchema({ locale: 'en-gb', rules });
    const bad = { ...validAddress, city: 'L0ndon', addressLine1: 'Hi!', firstName: 'zoë' };
    expect(messageOf(schema, bad, 'city')).toEqual({
      key: 'regex',
      params: { regex: '^(?:[A-Za-z ]+)$' },
    });
    expect(messageOf(schema, bad, 'addressLine1')).toEqual({ key: 'dobValidationMsg' });
    expect(messageOf(schema, bad, 'firstName')).toEqual({ key: 'name' });
    expect(messageOf(schema, { ...validAddress, postalCode: 'M1 1AE' }, 'postalCode')).toEqual(
      postalCode,
    );
  });

  it('the country decides the postal code and the phone numbering', () => {
    const schema = addressSchema({ locale: 'en-gb', country: 'CA' });
    expect(outputOf(schema, canadian)).toMatchObject({
      postalCode: 'K1A 0B1',
      phone: '+16135550123',
    });
    expect(messageOf(schema, { ...canadian, phone: '07700900123' }, 'phone')).toEqual({
      key: 'phone',
    });
    expect(messageOf(schema, { ...canadian, postalCode: 'SW1A 1AA' }, 'postalCode')).toEqual(
      postalCode,
    );
  });

  it('a phone pattern and an optional phone from the rules', () => {
    const rules: AddressRules[] = [{ shipping: { phone: { pattern: '\\d{7}', required: false } } }];
    const schema = addressSchema({ locale: 'en-us', rules });
    const american = { ...validAddress, country: 'US', postalCode: '10001' };
    expect(outputOf(schema, { ...american, phone: '555-0123' }).phone).toBe('+15550123');
    expect(outputOf(schema, { ...american, phone: '' }).phone).toBeUndefined();
    expect(messageOf(schema, { ...american, phone: '2125551234' }, 'phone')).toEqual({
      key: 'phone',
    });
  });
});
