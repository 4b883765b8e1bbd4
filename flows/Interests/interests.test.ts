import { describe, expect, it } from 'vitest';
import { interests as storedInterests } from '#api/contract/consumer.ts';
import {
  interestOptions,
  interestsChange,
  opensInterestsAfterSignUp,
  parseInterests,
  serializeInterests,
} from './interests.ts';

describe('interests codec (spec §9: pipe-separated)', () => {
  it('reads a stored value without blanks or repeats', () => {
    expect(parseInterests('hiking| camping||hiking')).toEqual(['hiking', 'camping']);
    expect(parseInterests(null)).toEqual([]);
  });

  it('writes the choice pipe-separated in the order of the options', () => {
    expect(serializeInterests(['camping', 'hiking', 'trail-running'])).toBe(
      'hiking|trail-running|camping',
    );
    expect(serializeInterests([])).toBe('');
  });

  it('keeps stored keys the form does not offer', () => {
    expect(serializeInterests(['skiing'], 'hiking|yoga')).toBe('yoga|skiing');
  });

  it('every value it writes is one the contract accepts', () => {
    const all = serializeInterests(interestOptions);
    expect(storedInterests.safeParse(all).success).toBe(true);
    expect(storedInterests.safeParse('').success).toBe(true);
  });
});

describe('interestsChange', () => {
  it('is undefined when the choice is the stored one, in any order', () => {
    expect(interestsChange(['camping', 'hiking'], 'hiking|camping')).toBeUndefined();
  });

  it('gives the new value when the choice changed', () => {
    expect(interestsChange(['hiking'], 'hiking|camping')).toEqual({ interests: 'hiking' });
    expect(interestsChange([], 'hiking')).toEqual({ interests: '' });
    expect(interestsChange(['climbing'], null)).toEqual({ interests: 'climbing' });
  });
});

describe('opensInterestsAfterSignUp (spec §4)', () => {
  const on = {
    interestCollection: true,
    interestsDependOnNewsletter: false,
    newsletterAccepted: false,
  };
  it('opens when collection is on and interests do not depend on the newsletter', () => {
    expect(opensInterestsAfterSignUp(on)).toBe(true);
  });
  it('needs the newsletter when interests depend on it', () => {
    const dependent = { ...on, interestsDependOnNewsletter: true };
    expect(opensInterestsAfterSignUp(dependent)).toBe(false);
    expect(opensInterestsAfterSignUp({ ...dependent, newsletterAccepted: true })).toBe(true);
  });
  it('never opens when collection is off, skipped, or on the way to checkout', () => {
    expect(opensInterestsAfterSignUp({ ...on, interestCollection: false })).toBe(false);
    expect(opensInterestsAfterSignUp({ ...on, skipInterests: true })).toBe(false);
    expect(opensInterestsAfterSignUp({ ...on, signInToBuy: true })).toBe(false);
  });
});
