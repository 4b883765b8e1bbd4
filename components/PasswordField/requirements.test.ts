import { describe, expect, it } from 'vitest';
import { resources } from '#i18n/resources/index.ts';
import {
  meetsPasswordRequirements,
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  unmetPasswordRequirements,
} from './requirements.ts';

const ids = (value: string) => unmetPasswordRequirements(value).map((r) => r.id);

describe('password requirements (spec §5)', () => {
  it('lists the four hints in order, each with an existing validation message', () => {
    expect(passwordRequirements.map((r) => r.id)).toEqual([
      'minLength',
      'number',
      'upperCase',
      'lowerCase',
    ]);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    for (const requirement of passwordRequirements) {
      expect(resources.en.validation[requirement.messageKey]).toMatch(/^Password must contain/);
    }
  });

  it.each([
    ['', ['minLength', 'number', 'upperCase', 'lowerCase']],
    ['abc', ['minLength', 'number', 'upperCase']],
    ['ABC', ['minLength', 'number', 'lowerCase']],
    ['12345678', ['upperCase', 'lowerCase']],
    ['abcdefgh', ['number', 'upperCase']],
    ['Abcdefg1', []],
    ['Abcdef1', ['minLength']],
    ['        ', ['number', 'upperCase', 'lowerCase']],
    // Accented letters are upper or lower case too.
    ['ÉTÉ2024été', []],
    ['straße12', ['upperCase']],
    // A digit in another script is not "a number" for the service.
    ['Abcdefg٣', ['number']],
    // A letter and six emoji are seven characters, not thirteen UTF-16 units.
    ['a😀😀😀😀😀😀', ['minLength', 'number', 'upperCase']],
    ['a😀😀😀😀😀😀😀', ['number', 'upperCase']],
    ['NaN', ['minLength', 'number']],
  ])('%j misses %j', (value, expected) => {
    expect(ids(value)).toEqual(expected);
    expect(meetsPasswordRequirements(value)).toBe(expected.length === 0);
  });
});
