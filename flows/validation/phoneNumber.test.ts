import { describe, expect, it } from 'vitest';
import { DEFAULT_MASK, NORTH_AMERICA_MASK } from '#i18n/phone.ts';
import type { ValidationMessage } from './messages.ts';
import {
  applyPhoneMask,
  findPhoneCode,
  type PhoneCodeEntry,
  parsePhone,
  phoneField,
} from './phoneNumber.ts';
import { messageOf, outputOf } from './test/expectations.ts';

describe('phone numbers', () => {
  it.each<[country: string, typed: string, e164: string | undefined]>([
    // North America: ten digits, the first one 2–9
    ['US', '2125551234', '+12125551234'],
    ['US', '(212) 555 - 1234', '+12125551234'],
    ['US', '212-555-1234', '+12125551234'],
    ['US', '212.555.1234', '+12125551234'],
    ['US', '+1 212 555 1234', '+12125551234'],
    ['CA', '4165550199', '+14165550199'],
    ['US', '212555123', undefined],
    ['US', '21255512345', undefined],
    ['US', '1125551234', undefined],
    ['US', '0125551234', undefined],
    ['US', '12125551234', undefined],
    ['US', '1 212 555 1234', undefined],
    ['US', '212555123a', undefined],
    ['US', '+44 7700 900123', undefined],
    ['CA', '1416555019', undefined],
    // UK: the leading 0 is dropped; with or without it the number is the same
    ['GB', '07700900123', '+447700900123'],
    ['GB', '07700 900 123', '+447700900123'],
    ['GB', '7700900123', '+447700900123'],
    ['GB', '7700 - 900 - 123', '+447700900123'],
    ['GB', '+44 7700 900123', '+447700900123'],
    ['GB', '770090012', undefined],
    ['GB', '077009001234', undefined],
    ['GB', '0770090012a', undefined],
    // Other trunk-prefix countries of the default mask
    ['DE', '0151 234 5678', '+491512345678'],
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['FR', '0612 345 67', undefined],
    // Unknown countries: default mask, ten digits, no dial code
    ['ZZ', '1234567890', '1234567890'],
    ['ZZ', '123456789', undefined],
  ])('%s %j → %j', (country, typed, e164) => {
    expect(parsePhone(typed, findPhoneCode(country))?.e164).toBe(e164);
  });

  it('uses the spec masks: North America (XXX) XXX - XXXX, elsewhere XXXX - XXX - XXX', () => {
    expect(findPhoneCode('us').mask).toBe(NORTH_AMERICA_MASK);
    expect(findPhoneCode('GB').mask).toBe(DEFAULT_MASK);
    expect(applyPhoneMask('2125551234', NORTH_AMERICA_MASK)).toBe('(212) 555 - 1234');
    expect(applyPhoneMask('7700900123', DEFAULT_MASK)).toBe('7700 - 900 - 123');
    expect(applyPhoneMask('21255', NORTH_AMERICA_MASK)).toBe('(212) 55');
  });

  it('takes a number in international form without its trunk prefix (+33 1 42 00 00 00)', () => {
    const france = findPhoneCode('FR');
    expect(parsePhone('+33 1 42 00 00 00', france)?.e164).toBe('+33142000000');
    expect(parsePhone('01 42 00 00 00', france)?.e164).toBe('+33142000000');
    expect(parsePhone('+33 1 42 00 00', france)).toBeUndefined();
  });

  it('a mask with fewer X digits sets the length', () => {
    const entry: PhoneCodeEntry = { code: 'XX', dialCode: '+999', mask: 'XXX XXXX' };
    expect(parsePhone('1234567', entry)?.e164).toBe('+9991234567');
    expect(parsePhone('1234567890', entry)).toBeUndefined();
  });

  it('a country pattern overrides the mask length and the North American rule', () => {
    const entries: PhoneCodeEntry[] = [
      { code: 'IE', dialCode: '+353', mask: DEFAULT_MASK, trunkPrefix: '0', pattern: '8\\d{8}' },
      { code: 'US', dialCode: '+1', mask: NORTH_AMERICA_MASK, nanp: true, pattern: '\\d{7}' },
    ];
    expect(parsePhone('085 123 4567', findPhoneCode('IE', entries))?.e164).toBe('+353851234567');
    expect(parsePhone('0712345678', findPhoneCode('IE', entries))).toBeUndefined();
    expect(parsePhone('1555123', findPhoneCode('US', entries))?.e164).toBe('+11555123');
  });

  it('phone entries from the service win over the built-in list', () => {
    const entries: PhoneCodeEntry[] = [
      { code: 'GB', name: 'United Kingdom', dialCode: '+44', mask: 'XXXXX XXXXX' },
    ];
    expect(findPhoneCode('gb', entries).name).toBe('United Kingdom');
    expect(parsePhone('07700900123', findPhoneCode('GB', entries))).toBeUndefined();
  });
});

describe('phone field', () => {
  const phone = { key: 'phone' } as const;
  it.each<[boolean, string, unknown, ValidationMessage | null]>([
    [true, 'US', '', { key: 'required' }],
    [true, 'US', '   ', { key: 'required' }],
    [true, 'US', null, { key: 'required' }],
    [false, 'US', '', null],
    [false, 'US', '212555123', phone],
    [true, 'US', '2125551234', null],
    [true, 'GB', '07700 900123', null],
    [true, 'GB', 'seven', phone],
  ])('required %s, %s %j → %j', (required, country, value, expected) => {
    expect(messageOf(phoneField({ country, required }), value)).toEqual(expected);
  });

  it('comes out in international form', () => {
    expect(outputOf(phoneField({ country: 'GB' }), '07700 900123')).toBe('+447700900123');
    expect(outputOf(phoneField({ country: 'US', required: false }), '')).toBeUndefined();
  });
});
