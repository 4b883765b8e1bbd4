import { DEFAULT_MINIMUM_AGE, minimumAgeByCountry } from '#api/contract/consumer.ts';

/*
 * What a profile may hold (spec §4, §5, §9): a birth date old enough for the site's country,
 * a date of birth for a loyalty member, the employee-discount terms for employees. Shared
 * by the service (sign-up, profile changes) and the MSW handlers, so both refuse alike.
 */

export type ProfileRefusal = {
  errorId: 'PRO410' | 'PRO411' | 'PRO418';
  message: string;
  details?: undefined;
};

/**
 * PRO410 when a birth date (YYYY-MM-DD) is more recent than the minimal age of the country
 * allows on `now`'s day, or before 1900 (not plausible); null when it may be.
 */
export function birthDateRefusal(
  birthDate: string,
  country: string,
  now: Date,
): ProfileRefusal | null {
  const minimumAge = minimumAgeByCountry[country] ?? DEFAULT_MINIMUM_AGE;
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const latest = new Date(
    Date.UTC(now.getUTCFullYear() - minimumAge, now.getUTCMonth(), now.getUTCDate()),
  );
  if (new Date(Date.UTC(year, month - 1, day)) > latest) {
    return { errorId: 'PRO410', message: `You must be at least ${minimumAge} years old` };
  }
  if (year < 1900) return { errorId: 'PRO410', message: 'The birth date is not plausible' };
  return null;
}

/** PRO411 for a loyalty opt-in without a date of birth. */
export function loyaltyRefusal(
  optin: boolean | undefined,
  birthDate: string | null | undefined,
): ProfileRefusal | null {
  if (!optin || birthDate) return null;
  return { errorId: 'PRO411', message: 'Loyalty membership needs a date of birth' };
}

/** PRO418 when someone who is no employee accepts the employee-discount terms. */
export function employeeTermsRefusal(
  accepted: boolean | undefined,
  employee: boolean,
): ProfileRefusal | null {
  if (!accepted || employee) return null;
  return { errorId: 'PRO418', message: 'Only employees accept the employee-discount terms' };
}
