import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from './messages.ts';
import { passwordHints, passwordRequirements } from './password.ts';
import {
  checkboxField,
  emailField,
  isValidName,
  nameField,
  numberField,
  passwordField,
  regexField,
  selectField,
  textField,
} from './rules.ts';
import { messageOf, outputOf } from './test/expectations.ts';

type Row = [value: unknown, expected: ValidationMessage | null];
const required = { key: 'required' } as const;

describe('required', () => {
  const schema = textField();
  it.each<Row>([
    ['', required],
    ['   ', required],
    ['\t\n ', required],
    ['\u00a0', required],
    [null, required],
    [undefined, required],
    [42, required],
    ['a', null],
    [' a ', null],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('trims and NFC-normalises the output; optional blanks become undefined', () => {
    expect(outputOf(schema, '  Cafe\u0301 ')).toBe('Café');
    const optional = textField({ required: false, maxLength: 3 });
    expect(outputOf(optional, '   ')).toBeUndefined();
    expect(outputOf(optional, null)).toBeUndefined();
    expect(messageOf(optional, 'abcd')).toEqual({ key: 'maxLength', params: { n: 3 } });
  });
});

describe('email', () => {
  const schema = emailField();
  it.each<Row>([
    ['a@b.co', null],
    ['first.last+tag@mail.example.org', null],
    ["o'brien@example.ie", null],
    ['  padded@example.com  ', null],
    ['a@b', { key: 'email' }],
    ['a@b.', { key: 'email' }],
    ['a@b.c', { key: 'email' }],
    ['a@localhost', { key: 'email' }],
    ['.a@b.com', { key: 'email' }],
    ['a.@b.com', { key: 'email' }],
    ['a..b@c.com', { key: 'email' }],
    ['a b@c.com', { key: 'email' }],
    ['@b.com', { key: 'email' }],
    ['a@@b.com', { key: 'email' }],
    ['plainaddress', { key: 'email' }],
    ['   ', required],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('comes out trimmed', () => {
    expect(outputOf(schema, '  padded@example.com  ')).toBe('padded@example.com');
  });
});

describe('exact, min and max length', () => {
  it.each<Row>([
    ['abcd', { key: 'exactLength', params: { n: 5 } }],
    ['abcde', null],
    ['abcdef', { key: 'exactLength', params: { n: 5 } }],
  ])('exact 5: %j → %j', (value, expected) => {
    expect(messageOf(textField({ exactLength: 5 }), value)).toEqual(expected);
  });

  it.each<Row>([
    ['a', { key: 'minLength', params: { n: 2 } }],
    [' a ', { key: 'minLength', params: { n: 2 } }],
    ['ab', null],
    ['x'.repeat(30), null],
    ['x'.repeat(31), { key: 'maxLength', params: { n: 30 } }],
  ])('2 to 30: %j → %j', (value, expected) => {
    expect(messageOf(textField({ minLength: 2, maxLength: 30 }), value)).toEqual(expected);
  });
});

describe('min and max value', () => {
  const schema = numberField({ min: 1, max: 999_999 });
  it.each<Row>([
    [0, { key: 'minValue', params: { n: 1 } }],
    [-5, { key: 'minValue', params: { n: 1 } }],
    [1, null],
    [999_999, null],
    [1_000_000, { key: 'maxValue', params: { n: 999_999 } }],
    [Number.NaN, required],
    [null, required],
    [undefined, required],
    ['12', required],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('an optional number may be empty', () => {
    expect(outputOf(numberField({ required: false, max: 3 }), Number.NaN)).toBeUndefined();
    expect(messageOf(numberField({ required: false, max: 3 }), 4)).toEqual({
      key: 'maxValue',
      params: { n: 3 },
    });
  });
});

describe('name', () => {
  const schema = nameField();
  const name = { key: 'name' } as const;
  it.each<Row>([
    ['Zoë', null],
    ['José María', null],
    ['Renée  Dupont', null],
    ["O'Brien", null],
    ['O’Brien', null],
    ['d`Arcy', null],
    ['Anne-Marie', null],
    ['Smith, Jr.', null],
    ['Łukasz', null],
    ['Dvořák', null],
    ['Ngọc', null],
    ['Cafe\u0301', null],
    ['Дмитрий', null],
    ['Ελένη', null],
    ['王芳', null],
    ['अनुज', null],
    ['محمد', null],
    ['J0hn', name],
    ['John3', name],
    ['john@doe', name],
    ['John_Doe', name],
    ['Jo;hn', name],
    ['Jane 😀', name],
    ['..', name],
    ["-'", name],
    ['J', { key: 'minLength', params: { n: 2 } }],
    ['x'.repeat(31), { key: 'maxLength', params: { n: 30 } }],
    ['  ', required],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('admits letters with combining marks (decomposed accents)', () => {
    expect(isValidName('Cafe\u0301')).toBe(true);
    expect(isValidName('n\u0303')).toBe(true);
  });
});

describe('password', () => {
  const strong = passwordField({ check: true });
  const password = { key: 'password' } as const;
  it.each<Row>([
    ['Passw0rd', null],
    ['Ünïcode1', null],
    ['correct Horse 9', null],
    ['ÉTÉ été 2024', null],
    ['Passwörd', password],
    ['Pass0rd', password],
    ['password1', password],
    ['PASSWORD1', password],
    ['Password', password],
    ['        ', required],
    ['', required],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(strong, value)).toEqual(expected);
  });

  it('is never trimmed', () => {
    expect(outputOf(strong, ' Passw0rd ')).toBe(' Passw0rd ');
    expect(outputOf(passwordField(), ' x ')).toBe(' x ');
  });

  it('lists the four live hints in order, each with its own message', () => {
    expect(passwordRequirements.map(({ messageKey }) => messageKey)).toEqual([
      'passwordMinLength',
      'passwordNumber',
      'passwordUpperCase',
      'passwordLowerCase',
    ]);
  });

  it.each([
    ['', [false, false, false, false]],
    ['abc', [false, false, false, true]],
    ['ABC', [false, false, true, false]],
    ['1234567', [false, true, false, false]],
    ['12345678', [true, true, false, false]],
    ['Passw0rd', [true, true, true, true]],
  ])('hints for %j', (value, met) => {
    expect(passwordHints(value).map((hint) => hint.met)).toEqual(met);
  });
});

describe('regex', () => {
  it.each<[RegExp | string, string, ValidationMessage | null]>([
    [/^[A-Z]{3}$/, 'ABC', null],
    [/^[A-Z]{3}$/, 'abc', { key: 'regex', params: { regex: '^[A-Z]{3}$' } }],
    ['\\d{3}', '123', null],
    ['\\d{3}', '1234', { key: 'regex', params: { regex: '^(?:\\d{3})$' } }],
  ])('%s with %j', (pattern, value, expected) => {
    expect(messageOf(regexField(pattern), value)).toEqual(expected);
  });
});

describe('checkbox', () => {
  it.each<[boolean, unknown, ValidationMessage | null]>([
    [true, true, null],
    [true, false, { key: 'requiredCheckbox' }],
    [true, undefined, { key: 'requiredCheckbox' }],
    [true, 'on', { key: 'requiredCheckbox' }],
    [false, false, null],
    [false, undefined, null],
  ])('required %s, value %j', (isRequired, value, expected) => {
    expect(messageOf(checkboxField({ required: isRequired }), value)).toEqual(expected);
  });

  it('comes out as a boolean', () => {
    expect(outputOf(checkboxField(), undefined)).toBe(false);
  });
});

describe('select', () => {
  const schema = selectField({ options: ['F', 'M', 'X'] });
  it.each<Row>([
    ['F', null],
    ['Q', { key: 'option' }],
    ['', required],
  ])('%j → %j', (value, expected) => {
    expect(messageOf(schema, value)).toEqual(expected);
  });

  it('an optional select may stay empty', () => {
    expect(outputOf(selectField({ required: false, options: ['ON'] }), '')).toBeUndefined();
  });
});
