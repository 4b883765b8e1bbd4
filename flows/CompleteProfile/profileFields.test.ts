import { describe, expect, it } from 'vitest';
import { demoAccount } from '#demo/profiles/index.ts';
import {
  changedDetails,
  lackingDetails,
  missingEnrollmentFields,
  profileFieldsDefaults,
  profileFieldsSchema,
} from './profileFields.ts';

const maya = demoAccount('loyalty').profile.consumerDetails;
const chris = demoAccount('registered').profile.consumerDetails;

describe('missingEnrollmentFields', () => {
  it('lists the spec §5 fields a profile lacks', () => {
    expect(missingEnrollmentFields(maya)).toEqual([]);
    expect(missingEnrollmentFields(chris)).toEqual(['phone', 'birthDate']);
    expect(missingEnrollmentFields({ ...chris, firstName: ' ', postalCode: null })).toEqual([
      'firstName',
      'phone',
      'postalCode',
      'birthDate',
    ]);
  });
});

describe('changedDetails', () => {
  it('holds only what differs from the profile', () => {
    expect(changedDetails(maya, { firstName: 'Maya', postalCode: '80206' })).toEqual({
      postalCode: '80206',
    });
  });

  it('is undefined when nothing changed', () => {
    expect(
      changedDetails(maya, {
        firstName: 'Maya',
        phone: { phoneCode: 'US', phone: '3035550188' },
        birthDate: '1990-06-21',
      }),
    ).toBeUndefined();
  });

  it('sends the phone with its country when either changes', () => {
    expect(changedDetails(maya, { phone: { phoneCode: 'CA', phone: '3035550188' } })).toEqual({
      phone: '3035550188',
      phoneCode: 'CA',
    });
  });
});

describe('lackingDetails', () => {
  it('drops values for fields the profile already holds', () => {
    expect(lackingDetails(chris, { firstName: 'Christopher', birthDate: '1992-04-09' })).toEqual({
      birthDate: '1992-04-09',
    });
  });
});

describe('profileFieldsSchema', () => {
  const today = '2026-11-21';
  const input = {
    ...profileFieldsDefaults(chris, 'en-ca'),
    phone: { phoneCode: 'CA', phone: '(604) 555 - 0123' },
    birthDate: '1992-04-09',
  };

  it('checks only the asked fields and gives national phone digits', () => {
    const schema = profileFieldsSchema({ locale: 'en-ca', fields: ['phone', 'birthDate'], today });
    expect(schema.parse({ ...input, firstName: '' })).toEqual({
      firstName: undefined,
      lastName: undefined,
      phone: { phoneCode: 'CA', phone: '6045550123' },
      postalCode: undefined,
      birthDate: '1992-04-09',
    });
  });

  it('requires every asked field with the spec §5 messages', () => {
    const schema = profileFieldsSchema({
      locale: 'en-ca',
      fields: ['firstName', 'phone', 'postalCode', 'birthDate'],
      today,
    });
    const result = schema.safeParse({
      ...input,
      firstName: ' ',
      phone: { phoneCode: 'CA', phone: '' },
      postalCode: '123456',
      birthDate: '',
    });
    expect(result.success).toBe(false);
    // A field shows its first issue (zodResolver keeps the first per path).
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? [])
      messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toEqual({
      firstName: 'required',
      phone: 'required',
      postalCode: 'postalCode',
      birthDate: 'required',
    });
  });

  it('refuses a phone of the wrong length and a birth date under the minimum age', () => {
    const schema = profileFieldsSchema({ locale: 'en-us', fields: ['phone', 'birthDate'], today });
    const result = schema.safeParse({
      ...input,
      phone: { phoneCode: 'US', phone: '555012' },
      birthDate: '2020-01-01',
    });
    const messages = (result.error?.issues ?? []).map((issue) => issue.message);
    expect(messages).toEqual(['phone', 'dobAgeRestrictionMsg|{"age":13}']);
  });
});
