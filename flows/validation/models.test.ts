import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from './messages.ts';
import {
  changePasswordSchema,
  type EnrollmentDetails,
  isPartiallyEnrolled,
  newsletterSchema,
  type SignUpConfig,
  signInSchema,
  signUpSchema,
} from './models.ts';
import { keysByPath, messageOf, outputOf } from './test/expectations.ts';

/** A 100-character address: 88 + '@example.com'. */
const email100 = `${'a'.repeat(88)}@example.com`;

describe('sign-in model', () => {
  it.each<[field: string, value: unknown, expected: ValidationMessage | null]>([
    ['email', 'hiker@example.com', null],
    ['email', email100, null],
    ['email', `a${email100}`, { key: 'maxLength', params: { n: 100 } }],
    ['email', '', { key: 'required' }],
    ['email', '   ', { key: 'required' }],
    ['email', 'hiker@example', { key: 'email' }],
    ['password', 'x', null],
    ['password', '', { key: 'required' }],
    ['password', '  ', { key: 'required' }],
  ])('%s %j → %j', (field, value, expected) => {
    const values = { email: 'hiker@example.com', password: 'secret', [field]: value };
    expect(messageOf(signInSchema, values, field)).toEqual(expected);
  });

  it('the 100 and 101 character emails are what they claim', () => {
    expect(email100).toHaveLength(100);
  });
});

describe('newsletter model', () => {
  it('needs a valid email and the policy ticked', () => {
    expect(keysByPath(newsletterSchema, { email: 'x', policy: false })).toEqual({
      email: 'email',
      policy: 'requiredCheckbox',
    });
    expect(keysByPath(newsletterSchema, {})).toEqual({
      email: 'required',
      policy: 'requiredCheckbox',
    });
    expect(outputOf(newsletterSchema, { email: ' a@b.co ', policy: true })).toEqual({
      email: 'a@b.co',
      policy: true,
    });
  });
});

describe('change-password model', () => {
  const valid = { currentPassword: 'old', newPassword: 'Passw0rd', confirmPassword: 'Passw0rd' };
  it.each<[Record<string, string>, Record<string, string>]>([
    [valid, {}],
    [{ ...valid, confirmPassword: 'Passw0rD' }, { confirmPassword: 'sameAs' }],
    [{ ...valid, confirmPassword: '' }, { confirmPassword: 'required' }],
    [{ ...valid, currentPassword: ' ' }, { currentPassword: 'required' }],
    [
      { currentPassword: '', newPassword: 'weak', confirmPassword: 'weak2' },
      { currentPassword: 'required', newPassword: 'password', confirmPassword: 'sameAs' },
    ],
  ])('%j → %j', (values, expected) => {
    expect(keysByPath(changePasswordSchema, values)).toEqual(expected);
  });

  it('names the new password in the same-as message', () => {
    expect(
      messageOf(changePasswordSchema, { ...valid, confirmPassword: 'x' }, 'confirmPassword'),
    ).toEqual({ key: 'sameAs', params: { field: { $t: 'fieldNewPassword' } } });
  });
});

const today = '2026-11-21';
const signUpValues = {
  firstName: 'José',
  lastName: 'Nuñez-Smith',
  birthDate: '',
  phone: '',
  phoneCode: '',
  email: 'jose@example.com',
  password: 'Passw0rd',
  newsletter: false,
  loyaltyTerms: false,
  brandTerms: false,
  policy: true,
  postalCode: '12345',
  optInAccepted: false,
};

describe('sign-up model', () => {
  const usSchema = signUpSchema({ locale: 'en-us', today });

  it('takes the spec §3 fields and normalises them', () => {
    expect(
      outputOf(usSchema, {
        ...signUpValues,
        firstName: ' José ',
        birthDate: '07/04/1990',
        phone: '(212) 555 - 1234',
        newsletter: true,
        gender: 'F',
      }),
    ).toEqual({
      ...signUpValues,
      firstName: 'José',
      birthDate: '1990-07-04',
      phone: '+12125551234',
      phoneCode: 'US',
      newsletter: true,
      gender: undefined,
    });
  });

  it('defaults: names, email, strong password, postal code and policy required', () => {
    expect(keysByPath(usSchema, {})).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'required',
      policy: 'requiredCheckbox',
      postalCode: 'required',
    });
    expect(keysByPath(usSchema, { ...signUpValues, password: 'password1' })).toEqual({
      password: 'password',
    });
  });

  it.each<[string, SignUpConfig['required'], Record<string, unknown>, Record<string, string>]>([
    ['birth date configured', { birthDate: true }, {}, { birthDate: 'required' }],
    ['phone configured', { phone: true }, {}, { phone: 'required' }],
    ['policy not asked', { policy: false }, { policy: false }, {}],
    ['loyalty terms required', { loyaltyTerms: true }, {}, { loyaltyTerms: 'requiredCheckbox' }],
    ['brand terms required', { brandTerms: true }, {}, { brandTerms: 'requiredCheckbox' }],
    ['names optional', { firstName: false, lastName: false }, { firstName: '', lastName: ' ' }, {}],
    [
      'optional name still checked',
      { firstName: false },
      { firstName: 'R2D2' },
      { firstName: 'name' },
    ],
    ['postal code optional', { postalCode: false }, { postalCode: '' }, {}],
  ])('%s', (_, required, values, expected) => {
    const schema = signUpSchema({ locale: 'en-us', today, required });
    expect(keysByPath(schema, { ...signUpValues, ...values })).toEqual(expected);
  });

  it('checks the phone against the chosen phone code, or the locale country', () => {
    const schema = signUpSchema({ locale: 'en-gb', today, required: { phone: true } });
    const values = { ...signUpValues, postalCode: 'SW1A 1AA' };
    expect(outputOf(schema, { ...values, phone: '07700 900123' })).toMatchObject({
      phone: '+447700900123',
      phoneCode: 'GB',
    });
    expect(outputOf(schema, { ...values, phone: '7700900123', phoneCode: 'GB' }).phone).toBe(
      '+447700900123',
    );
    expect(outputOf(schema, { ...values, phone: '2125551234', phoneCode: 'US' }).phone).toBe(
      '+12125551234',
    );
    expect(keysByPath(schema, { ...values, phone: '212555123', phoneCode: 'US' })).toEqual({
      phone: 'phone',
    });
    expect(keysByPath(schema, { ...values, phone: '1125551234', phoneCode: 'US' })).toEqual({
      phone: 'phone',
    });
  });

  it('SMS opt-in needs a phone even where the phone is optional', () => {
    expect(keysByPath(usSchema, { ...signUpValues, optInAccepted: true })).toEqual({
      phone: 'required',
    });
    expect(
      outputOf(usSchema, { ...signUpValues, optInAccepted: true, phone: '2125551234' })
        .optInAccepted,
    ).toBe(true);
  });

  it('reports the phone together with other fields', () => {
    const schema = signUpSchema({ locale: 'en-us', today, required: { phone: true } });
    expect(keysByPath(schema, { ...signUpValues, email: 'nope', phone: '123' })).toEqual({
      email: 'email',
      phone: 'phone',
    });
  });

  it('birth date in the locale format and the country minimum age', () => {
    const de = signUpSchema({ locale: 'de-de', today, required: { birthDate: true } });
    const values = { ...signUpValues, postalCode: '10115' };
    expect(outputOf(de, { ...values, birthDate: '21/11/2010' }).birthDate).toBe('2010-11-21');
    expect(messageOf(de, { ...values, birthDate: '22/11/2010' }, 'birthDate')).toEqual({
      key: 'dobAgeRestrictionMsg',
      params: { age: 16 },
    });
    expect(messageOf(de, { ...values, birthDate: '11/22/2000' }, 'birthDate')).toEqual({
      key: 'dobValidationMsg',
    });
  });

  it('postal code of the locale, upper-cased', () => {
    const ca = signUpSchema({ locale: 'fr-ca', today });
    expect(outputOf(ca, { ...signUpValues, postalCode: 'h2x 1y4' }).postalCode).toBe('H2X 1Y4');
    expect(keysByPath(ca, signUpValues)).toEqual({ postalCode: 'minLength' });
  });

  it('gender only where the locale asks for it, then a required select', () => {
    const withGender = signUpSchema({ locale: 'fr-fr', today, gender: { options: ['F', 'M'] } });
    const values = { ...signUpValues, postalCode: '75001' };
    expect(keysByPath(withGender, values)).toEqual({ gender: 'required' });
    expect(keysByPath(withGender, { ...values, gender: 'Z' })).toEqual({ gender: 'option' });
    expect(outputOf(withGender, { ...values, gender: 'F' }).gender).toBe('F');
    const anyGender = signUpSchema({ locale: 'fr-fr', today, gender: true });
    expect(outputOf(anyGender, { ...values, gender: 'X' }).gender).toBe('X');
  });
});

describe('partially enrolled (spec §5)', () => {
  const full: EnrollmentDetails = {
    email: 'a@b.co',
    phone: '+12125551234',
    firstName: 'Ann',
    lastName: 'Lee',
    postalCode: '12345',
    birthDate: '1990-01-01',
  };
  it.each<[string, EnrollmentDetails | null | undefined, boolean]>([
    ['complete profile', full, false],
    ['no email at all', { ...full, email: undefined, phone: undefined }, false],
    ['blank email', { ...full, email: ' ', phone: '' }, false],
    ['no profile', undefined, false],
    ['missing phone', { ...full, phone: undefined }, true],
    ['blank first name', { ...full, firstName: '  ' }, true],
    ['null last name', { ...full, lastName: null }, true],
    ['empty postal code', { ...full, postalCode: '' }, true],
    ['missing birth date', { ...full, birthDate: undefined }, true],
  ])('%s → %s', (_, details, expected) => {
    expect(isPartiallyEnrolled(details)).toBe(expected);
  });
});
