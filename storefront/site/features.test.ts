import { describe, expect, it } from 'vitest';
import {
  defaultFeatures,
  defaultSettings,
  featuresFor,
  featureTableOf,
  settingsFor,
  settingTableOf,
} from './features.ts';

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

describe('site settings (spec §9 numbers and lists)', () => {
  it('defaults to the toast delay, page sizes and interaction origins the store had', () => {
    expect(settingsFor(settingTableOf(undefined), 'tread')).toEqual(defaultSettings);
    expect(defaultSettings).toEqual({
      toastDismissDelay: 6000,
      savedForLaterPageSize: 50,
      favoritesPageSize: 100,
      interactionOrigins: ['search', 'grid', 'finders'],
    });
  });

  it('takes a setting for every brand and a brand’s own over it', () => {
    const table = settingTableOf(
      'toastDismissDelay=8000, tread.toastDismissDelay=4000,favoritesPageSize=60,ridgeline.savedForLaterPageSize=24,tread.interactionOrigins=search|grid,ridgeline.interactionOrigins=',
    );
    expect(settingsFor(table, 'ridgeline')).toEqual({
      toastDismissDelay: 8000,
      savedForLaterPageSize: 24,
      favoritesPageSize: 60,
      interactionOrigins: [],
    });
    expect(settingsFor(table, 'tread')).toEqual({
      toastDismissDelay: 4000,
      savedForLaterPageSize: 50,
      favoritesPageSize: 60,
      interactionOrigins: ['search', 'grid'],
    });
  });

  it('refuses what it cannot read and numbers out of range, naming the entry', () => {
    expect(() => settingTableOf('toastDelay=8000')).toThrow(
      /STORE_SETTINGS holds toastDelay=8000: not a setting/,
    );
    expect(() => settingTableOf('toastDismissDelay=fast')).toThrow(
      /toastDismissDelay takes milliseconds from 1000 to 600000/,
    );
    expect(() => settingTableOf('toastDismissDelay=200')).toThrow(/toastDismissDelay=200/);
    expect(() => settingTableOf('toastDismissDelay=1.5e3')).toThrow();
    // The service gives at most 100 a page (api/contract pageQuery).
    expect(() => settingTableOf('favoritesPageSize=101')).toThrow(/favoritesPageSize=101/);
    expect(() => settingTableOf('savedForLaterPageSize=0')).toThrow(/savedForLaterPageSize=0/);
    expect(() => settingTableOf('savedForLaterPageSize=-5')).toThrow();
    expect(() => settingTableOf('interactionOrigins=search|carousel')).toThrow(
      /carousel is not an origin \(search, grid, finders\)/,
    );
    expect(() => settingTableOf('acme.favoritesPageSize=20')).toThrow(/acme is not a brand/);
    expect(() => settingTableOf('favoritesPageSize')).toThrow(/not a setting/);
  });
});
