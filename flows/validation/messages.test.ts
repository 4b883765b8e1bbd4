import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, UseFormProps } from 'react-hook-form';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { createI18n } from '#i18n/index.ts';
import { type SiteLocale, siteLocales } from '#i18n/locales.ts';
import { resources } from '#i18n/resources/index.ts';
import {
  decodeMessage,
  encodeMessage,
  type MessageParams,
  translateFieldError,
  translateMessage,
  type ValidationKey,
  type ValidationMessage,
} from './messages.ts';
import {
  changePasswordSchema,
  type SignUpInput,
  type SignUpValues,
  signInSchema,
  signUpSchema,
} from './models.ts';

const validation = (locale: SiteLocale) => createI18n(locale).getFixedT(null, 'validation');

describe('message encoding', () => {
  it.each<[ValidationMessage['key'], MessageParams | undefined, string]>([
    ['required', undefined, 'required'],
    ['required', {}, 'required'],
    ['minLength', { n: 2 }, 'minLength|{"n":2}'],
    ['regex', { regex: '^a|b{2}$' }, 'regex|{"regex":"^a|b{2}$"}'],
    ['sameAs', { field: { $t: 'fieldNewPassword' } }, 'sameAs|{"field":{"$t":"fieldNewPassword"}}'],
    ['errors:4044', undefined, 'errors:4044'],
  ])('%s %j ⇄ %s', (key, params, encoded) => {
    expect(encodeMessage(key, params)).toBe(encoded);
    expect(decodeMessage(encoded)).toEqual(
      params && Object.keys(params).length > 0 ? { key, params } : { key },
    );
  });

  it.each([
    'Something went wrong. Please try again.',
    'Invalid input: expected string',
    'minLength|{not json}',
    '',
  ])('free text is not a key: %j', (text) => {
    expect(decodeMessage(text)).toBeUndefined();
  });
});

/** Spec §5 wording, word for word, with its parameters filled in. */
const english: [ValidationKey, MessageParams | undefined, string][] = [
  ['required', undefined, 'This field is required'],
  ['email', undefined, 'Email is not valid'],
  ['date', { format: 'YYYY-MM-DD' }, 'Date should match YYYY-MM-DD and be a valid date.'],
  ['exactLength', { n: 5 }, 'Value must contain at exactly 5 characters'],
  ['minLength', { n: 2 }, 'Value must contain at least 2 characters'],
  ['maxLength', { n: 30 }, 'Value must not be longer than 30 characters'],
  ['minValue', { n: 1 }, 'Value must not be less than 1'],
  ['maxValue', { n: 999_999 }, 'Value must not be more than 999999'],
  ['minDate', { date: '01/01/1900' }, 'Date must be same or after 01/01/1900'],
  ['maxDate', { date: '12/31/2024' }, 'Date must be same or before 12/31/2024'],
  ['name', undefined, 'Name is not valid.'],
  ['password', undefined, 'Password does not meet requirements.'],
  ['passwordMinLength', undefined, 'Password must contain at least 8 characters'],
  ['passwordNumber', undefined, 'Password must contain at least one number'],
  ['passwordUpperCase', undefined, 'Password must contain at least one character in upper case'],
  ['passwordLowerCase', undefined, 'Password must contain at least one character in lower case'],
  ['phone', undefined, 'A valid phone number is required'],
  ['regex', { regex: '^[A-Z]{3}$' }, 'Value should match ^[A-Z]{3}$'],
  ['sameAs', { field: { $t: 'fieldNewPassword' } }, 'Value must be the same as the new password'],
  ['dobAgeRestrictionMsg', { age: 13 }, 'You must be at least 13 years old'],
];

describe('translating messages', () => {
  it.each(english)('en %s', (key, params, text) => {
    expect(translateMessage(validation('en-us'), encodeMessage(key, params))).toBe(text);
  });

  it('every validation key, with sample parameters, reads without placeholders in every language', () => {
    const samples = { n: 2, date: '01/01/1900', format: 'YYYY-MM-DD', regex: '\\d+', age: 16 };
    const params: MessageParams = { ...samples, field: { $t: 'fieldNewPassword' } };
    for (const locale of siteLocales) {
      const t = validation(locale);
      for (const key of Object.keys(resources.en.validation) as ValidationKey[]) {
        const text = translateMessage(t, encodeMessage(key, params));
        expect(text, `${locale} ${key}`).not.toMatch(/\{\{|\}\}|\$t|\[object/);
        expect(text, `${locale} ${key}`).not.toBe(key);
      }
    }
  });

  it.each<[SiteLocale, string]>([
    ['fr-fr', 'La valeur doit être identique à celle du nouveau mot de passe'],
    ['de-de', 'Der Wert muss mit dem neuen Passwort übereinstimmen'],
  ])('%s translates a parameter given as a key', (locale, text) => {
    const message = encodeMessage('sameAs', { field: { $t: 'fieldNewPassword' } });
    expect(translateMessage(validation(locale), message)).toBe(text);
  });

  it('looks keys up in validation whatever namespace the form translates with', () => {
    const flows = createI18n('fr-fr').getFixedT(null, 'flows');
    expect(translateFieldError(flows, { message: 'minLength|{"n":2}' })).toBe(
      'La valeur doit contenir au moins 2 caractères',
    );
    const both = createI18n('de-de').getFixedT(null, ['common', 'validation']);
    expect(translateFieldError(both, { message: 'required' })).toBe(
      'Dieses Feld ist ein Pflichtfeld',
    );
  });

  it('shows free text as it is and keys of other namespaces translated', () => {
    const t = validation('en-us');
    expect(translateFieldError(t, { message: 'Server says no.' })).toBe('Server says no.');
    expect(translateFieldError(t, { message: 'common:close' })).toBe(resources.en.common.close);
    expect(translateFieldError(t, undefined)).toBeUndefined();
    expect(translateFieldError(t, { message: '' })).toBeUndefined();
  });
});

describe('through zodResolver into react-hook-form errors', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  /** What react-hook-form would store as `formState.errors` for these values. */
  async function errorsOf(schema: z.ZodType<FieldValues, FieldValues>, values: object) {
    const resolver = zodResolver(schema) as Resolver;
    return (await resolver(values, undefined, options)).errors;
  }

  it('a field shows t(key, params) in the shopper language', async () => {
    const errors = await errorsOf(signInSchema, {
      email: `${'a'.repeat(89)}@example.com`,
      password: ' ',
    });
    expect(translateFieldError(validation('en-us'), errors.email)).toBe(
      'Value must not be longer than 100 characters',
    );
    expect(translateFieldError(validation('fr-ca'), errors.email)).toBe(
      'La valeur ne doit pas dépasser 100 caractères',
    );
    expect(translateFieldError(validation('de-de'), errors.password)).toBe(
      'Dieses Feld ist ein Pflichtfeld',
    );
  });

  it('object-level errors (same-as, phone against phone code) land on their field', async () => {
    const password = await errorsOf(changePasswordSchema, {
      currentPassword: '',
      newPassword: 'Passw0rd',
      confirmPassword: 'Passw0rd!',
    });
    expect(translateFieldError(validation('en-gb'), password.confirmPassword)).toBe(
      'Value must be the same as the new password',
    );
    expect(translateFieldError(validation('en-gb'), password.currentPassword)).toBe(
      'This field is required',
    );

    const signUp = await errorsOf(
      signUpSchema({ locale: 'en-us', today: '2026-11-21', required: { phone: true } }),
      { email: 'x', phone: '1234', phoneCode: 'US', birthDate: '02/30/2000', policy: false },
    );
    const t = validation('en-us');
    expect(translateFieldError(t, signUp.phone)).toBe('A valid phone number is required');
    expect(translateFieldError(t, signUp.email)).toBe('Email is not valid');
    expect(translateFieldError(t, signUp.birthDate)).toBe('Enter a valid date of birth');
    expect(translateFieldError(t, signUp.policy)).toBe(resources.en.validation.requiredCheckbox);
  });

  it('types a form: the inputs it holds in, the normalised values out', () => {
    const props: UseFormProps<SignUpInput, unknown, SignUpValues> = {
      resolver: zodResolver(signUpSchema({ locale: 'en-us' })),
    };
    expect(props.resolver).toBeTypeOf('function');
    expectTypeOf<SignUpInput['birthDate']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<SignUpValues['birthDate']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SignUpValues['policy']>().toEqualTypeOf<boolean>();
    expectTypeOf<z.output<typeof signInSchema>>().toEqualTypeOf<{
      email: string;
      password: string;
    }>();
  });

  it('hands the normalised values to the submit handler', async () => {
    const result = await zodResolver(signInSchema)(
      { email: '  hiker@example.com ', password: 'secret ' },
      undefined,
      options,
    );
    expect(result.values).toEqual({ email: 'hiker@example.com', password: 'secret ' });
  });
});
