import { describe, expect, it } from 'vitest';
import { birthDateRefusal, employeeTermsRefusal, loyaltyRefusal } from './profile.ts';

const now = new Date('2026-03-02T09:00:00Z');

describe('birthDateRefusal', () => {
  it('takes the minimal age of the site’s country, up to the day', () => {
    expect(birthDateRefusal('2013-03-02', 'US', now)).toBeNull();
    expect(birthDateRefusal('2013-03-03', 'US', now)).toEqual({
      errorId: 'PRO410',
      message: 'You must be at least 13 years old',
    });
    expect(birthDateRefusal('2013-03-02', 'DE', now)?.message).toBe(
      'You must be at least 16 years old',
    );
    expect(birthDateRefusal('2011-03-02', 'FR', now)).toBeNull();
  });

  it('asks the default age of a country without one, and refuses dates before 1900', () => {
    expect(birthDateRefusal('2012-01-01', 'NL', now)?.message).toBe(
      'You must be at least 16 years old',
    );
    expect(birthDateRefusal('1899-12-31', 'US', now)).toEqual({
      errorId: 'PRO410',
      message: 'The birth date is not plausible',
    });
  });
});

describe('loyaltyRefusal and employeeTermsRefusal', () => {
  it('needs a date of birth for a loyalty opt-in', () => {
    expect(loyaltyRefusal(true, null)).toEqual({
      errorId: 'PRO411',
      message: 'Loyalty membership needs a date of birth',
    });
    expect(loyaltyRefusal(true, '1990-05-01')).toBeNull();
    expect(loyaltyRefusal(false, undefined)).toBeNull();
  });

  it('lets only employees accept the employee-discount terms', () => {
    expect(employeeTermsRefusal(true, false)).toEqual({
      errorId: 'PRO418',
      message: 'Only employees accept the employee-discount terms',
    });
    expect(employeeTermsRefusal(true, true)).toBeNull();
    expect(employeeTermsRefusal(undefined, false)).toBeNull();
  });
});
