import { describe, expect, it } from 'vitest';
import { consumerProfilePayload } from '#api/contract/consumer.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { loyaltyEnrollment, loyaltySignUpPayload } from './payload.ts';

const registered = demoAccount('registered').profile.consumerDetails;

describe('loyaltyEnrollment', () => {
  it('is the spec §4 enrollment with the site country and region', () => {
    expect(loyaltyEnrollment('en-ca')).toEqual({
      type: 'Loyalty',
      optin: true,
      doubleOptin: true,
      channel: 'email',
      country: 'CA',
      region: 'NA',
    });
    expect(loyaltyEnrollment('de-de')).toMatchObject({ country: 'DE', region: 'EMEA' });
  });
});

describe('loyaltySignUpPayload', () => {
  it('sends only the fields the profile lacks, with the enrollment', () => {
    // Chris has names and a postal code, but no phone and no birth date.
    const payload = loyaltySignUpPayload(
      registered,
      {
        firstName: 'Christopher',
        lastName: 'Morgan',
        postalCode: 'V5K 0A1',
        phone: { phoneCode: 'CA', phone: '6045550123' },
        birthDate: '1992-04-09',
      },
      'en-ca',
    );
    expect(payload).toEqual({
      consumerDetails: { phone: '6045550123', phoneCode: 'CA', birthDate: '1992-04-09' },
      enrollments: [
        {
          type: 'Loyalty',
          optin: true,
          doubleOptin: true,
          channel: 'email',
          country: 'CA',
          region: 'NA',
        },
      ],
    });
    expect(consumerProfilePayload.safeParse(payload).success).toBe(true);
  });

  it('sends the enrollment alone when the profile lacks nothing', () => {
    const complete = demoAccount('employee').profile.consumerDetails;
    const payload = loyaltySignUpPayload(complete, { birthDate: '2001-01-01' }, 'de-de');
    expect(payload).toEqual({ enrollments: [loyaltyEnrollment('de-de')] });
  });

  it('leaves out asked fields the form left undefined', () => {
    const payload = loyaltySignUpPayload(registered, { birthDate: '1992-04-09' }, 'en-ca');
    expect(payload.consumerDetails).toEqual({ birthDate: '1992-04-09' });
  });

  it('treats blank profile values as lacking', () => {
    const payload = loyaltySignUpPayload(
      { ...registered, firstName: '  ' },
      { firstName: 'Chris' },
      'en-ca',
    );
    expect(payload.consumerDetails).toEqual({ firstName: 'Chris' });
  });
});
