import { describe, expect, it } from 'vitest';
import { signUpRequest } from '#api/contract/auth.ts';
import {
  buildSignUpRequest,
  readSignUpQuery,
  resolveSignUpForm,
  type SignUpValues,
  shouldOpenInterests,
  signUpFieldOrders,
  signUpFormSchema,
} from './SignUp.schema.ts';

const sms = ['en-us', 'en-ca', 'fr-ca'] as const;

const values: SignUpValues = {
  firstName: 'Robin',
  lastName: 'Ash',
  birthDate: '1990-04-02',
  phone: '+13035550100',
  phoneCode: 'US',
  email: 'robin.ash@example.com',
  password: 'Summit42a',
  newsletter: true,
  loyaltyTerms: false,
  brandTerms: true,
  policy: true,
  postalCode: '80205',
  gender: undefined,
  optInAccepted: true,
};

const context = {
  fields: signUpFieldOrders.standard,
  query: {},
  recaptchaResponse: 'token-1',
};

describe('buildSignUpRequest (spec §3 Sign-up request)', () => {
  it('sends the form fields minus the consents, with the consents as subscriptions', () => {
    const request = buildSignUpRequest(values, context);
    expect(request).toEqual({
      firstName: 'Robin',
      lastName: 'Ash',
      birthDate: '1990-04-02',
      phone: '3035550100',
      phoneCode: 'US',
      email: 'robin.ash@example.com',
      password: 'Summit42a',
      postalCode: '80205',
      isTermsConfirmed: true,
      isTemporaryPassword: true,
      subscriptions: {
        newsletterConsent: true,
        loyaltyConsent: false,
        smsNotificationConsent: true,
      },
      source: { acquisitionType: 'Registered' },
      recaptcha_response: 'token-1',
    });
    for (const consent of ['newsletter', 'loyaltyTerms', 'brandTerms', 'policy', 'optInAccepted']) {
      expect(request).not.toHaveProperty(consent);
    }
    // The service's contract accepts it.
    expect(signUpRequest.safeParse(request).success).toBe(true);
  });

  it('enrols fully with the loyalty newsletter when loyalty is accepted', () => {
    const request = buildSignUpRequest(
      { ...values, loyaltyTerms: true, newsletter: false },
      context,
    );
    expect(request.subscriptions).toEqual({
      newsletterConsent: false,
      loyaltyConsent: true,
      smsNotificationConsent: true,
      loyaltyEnrollment: 'Full',
      loyaltyNewsletterConsent: true,
    });
    // The policy box was on the form: no termsConditionsAndPolicy.
    expect(request).not.toHaveProperty('termsConditionsAndPolicy');
  });

  it('sets termsConditionsAndPolicy when loyalty is accepted without the policy box', () => {
    const fields = signUpFieldOrders.simplified;
    expect(fields).not.toContain('policy');
    const withLoyalty = buildSignUpRequest(
      { ...values, loyaltyTerms: true },
      { ...context, fields },
    );
    expect(withLoyalty.termsConditionsAndPolicy).toBe(true);
    const without = buildSignUpRequest({ ...values, loyaltyTerms: false }, { ...context, fields });
    expect(without).not.toHaveProperty('termsConditionsAndPolicy');
  });

  it('fills source from storeNum and enrollment_marketing_source', () => {
    const request = buildSignUpRequest(values, {
      ...context,
      query: { storeNum: '0420', enrollment_marketing_source: 'spring-trail', leadSource: 'qr' },
    });
    expect(request.source).toEqual({
      store: '0420',
      acquisitionType: 'Registered',
      campaignName: 'spring-trail',
    });
  });

  it('leaves out blank optional fields, and SMS consent without a phone', () => {
    const request = buildSignUpRequest(
      { ...values, phone: undefined, birthDate: undefined, postalCode: undefined },
      context,
    );
    expect(request).not.toHaveProperty('phone');
    expect(request).not.toHaveProperty('phoneCode');
    expect(request).not.toHaveProperty('birthDate');
    expect(request).not.toHaveProperty('postalCode');
    expect(request.subscriptions.smsNotificationConsent).toBe(false);
  });

  it('sends a UK number as national digits without the trunk 0', () => {
    const request = buildSignUpRequest(
      { ...values, phone: '+447700900123', phoneCode: 'GB' },
      context,
    );
    expect(request.phone).toBe('7700900123');
    expect(request.phoneCode).toBe('GB');
  });

  it('sends the gender where the form asks for it', () => {
    expect(buildSignUpRequest({ ...values, gender: 'X' }, context).gender).toBe('X');
  });
});

describe('the sign-up form configuration', () => {
  it('asks for gender only in locales requiring it, SMS opt-in only in SMS locales', () => {
    const us = resolveSignUpForm({ locale: 'en-us' }, sms);
    expect(us.fields).not.toContain('gender');
    expect(us.fields).toContain('smsOptIn');
    const de = resolveSignUpForm({ locale: 'de-de' }, sms);
    expect(de.fields).toContain('gender');
    expect(de.fields).not.toContain('smsOptIn');
  });

  it('keeps the configured order and drops required rules of absent fields', () => {
    const resolved = resolveSignUpForm(
      { locale: 'en-us', fields: ['email', 'password', 'firstName'], required: { phone: true } },
      sms,
    );
    expect(resolved.fields).toEqual(['email', 'password', 'firstName']);
    expect(resolved.required.phone).toBe(false);
    expect(resolved.required.lastName).toBe(false);
  });

  it('requires loyalty terms and a birth date in the loyalty variant', () => {
    const config = { locale: 'en-us', variant: 'loyalty', today: '2026-01-01' } as const;
    const schema = signUpFormSchema(config, resolveSignUpForm(config, sms));
    const result = schema.safeParse({ ...values, birthDate: '', loyaltyTerms: false });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['birthDate', 'loyaltyTerms']));
  });
});

describe('readSignUpQuery (spec §2)', () => {
  it('reads the six parameters and drops blanks', () => {
    expect(
      readSignUpQuery(
        '?consumerId=c1&email=a%40b.co&storeNum=12&enrollment_marketing_source=qr&leadSource=store&referral_code=R1&other=x&storeNum2=',
      ),
    ).toEqual({
      consumerId: 'c1',
      email: 'a@b.co',
      storeNum: '12',
      enrollment_marketing_source: 'qr',
      leadSource: 'store',
      referral_code: 'R1',
    });
    expect(readSignUpQuery('?email=%20')).toEqual({});
  });
});

describe('shouldOpenInterests (spec §4)', () => {
  const base = { newsletterAccepted: false, signInToBuy: false };
  it('opens when collection is on and interests do not depend on the newsletter', () => {
    expect(shouldOpenInterests({ collect: true }, base)).toBe(true);
  });
  it('needs the newsletter when interests depend on it', () => {
    expect(shouldOpenInterests({ collect: true, dependOnNewsletter: true }, base)).toBe(false);
    expect(
      shouldOpenInterests(
        { collect: true, dependOnNewsletter: true },
        { ...base, newsletterAccepted: true },
      ),
    ).toBe(true);
  });
  it('never opens when off, skipped, or in sign-in-to-buy', () => {
    expect(shouldOpenInterests({ collect: false }, base)).toBe(false);
    expect(shouldOpenInterests({ collect: true, skip: true }, base)).toBe(false);
    expect(shouldOpenInterests({ collect: true }, { ...base, signInToBuy: true })).toBe(false);
  });
});
