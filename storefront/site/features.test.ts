import { describe, expect, it } from 'vitest';
import { defaultFeatures, featuresFor, featureTableOf } from './features.ts';

describe('site features', () => {
  it('defaults to sign-up open, the standard sign-in, express checkout and the personalization engine on', () => {
    expect(featuresFor(featureTableOf(undefined), 'ridgeline')).toEqual(defaultFeatures);
    expect(defaultFeatures).toEqual({
      allowNewSignUp: true,
      simplifiedEnrollment: false,
      expressCheckout: true,
      personalizationEngine: true,
      cloudinaryPlayer: false,
      interestCollection: true,
      interestsDependOnNewsletter: false,
      signInMarketing: true,
      joinLoyaltyInSignIn: true,
      compactSignUpInDialog: true,
      signUpSignInLink: true,
    });
  });

  it('takes a setting for every brand and a brand’s own over it', () => {
    const table = featureTableOf(
      'allowNewSignUp=false, tread.allowNewSignUp=true,tread.simplifiedEnrollment=true,tread.expressCheckout=false,ridgeline.personalizationEngine=false,tread.cloudinaryPlayer=true,tread.interestsDependOnNewsletter=true,tread.signUpSignInLink=false',
    );
    expect(featuresFor(table, 'ridgeline')).toEqual({
      allowNewSignUp: false,
      simplifiedEnrollment: false,
      expressCheckout: true,
      personalizationEngine: false,
      cloudinaryPlayer: false,
      interestCollection: true,
      interestsDependOnNewsletter: false,
      signInMarketing: true,
      joinLoyaltyInSignIn: true,
      compactSignUpInDialog: true,
      signUpSignInLink: true,
    });
    expect(featuresFor(table, 'tread')).toEqual({
      allowNewSignUp: true,
      simplifiedEnrollment: true,
      expressCheckout: false,
      personalizationEngine: true,
      cloudinaryPlayer: true,
      interestCollection: true,
      interestsDependOnNewsletter: true,
      signInMarketing: true,
      joinLoyaltyInSignIn: true,
      compactSignUpInDialog: true,
      signUpSignInLink: false,
    });
  });

  it('refuses what it cannot read', () => {
    expect(() => featureTableOf('allowSignUp=false')).toThrow(
      /STORE_FEATURES holds allowSignUp=false/,
    );
    expect(() => featureTableOf('allowNewSignUp=no')).toThrow();
    expect(() => featureTableOf('acme.allowNewSignUp=false')).toThrow();
  });
});
