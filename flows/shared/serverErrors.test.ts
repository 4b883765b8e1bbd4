import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { placeServerError } from './serverErrors.ts';

describe('where server errors go (spec §5, §8)', () => {
  const apiError = (errorId: string) =>
    new ApiError({ status: 409, errorId, message: `server says ${errorId}`, routeName: 'signUp' });
  const fields = {
    LOGIN_IN_USE: 'email',
    LOGIN_IN_USE2: 'email',
    PHONE_NUMBER_ALREADY_IN_USE: 'phone',
    PHONE_NUMBER_ALREADY_IN_USE2: 'phone',
  } as const;

  it('marks the email and the phone, re-runs validation for a missing birth date', () => {
    expect(placeServerError(apiError('PRO400'), fields)).toEqual({
      place: 'field',
      field: 'email',
      message: 'errors:PRO400',
    });
    expect(placeServerError(apiError('AUT439'), fields)).toMatchObject({ field: 'email' });
    expect(placeServerError(apiError('AUT444'), fields)).toMatchObject({ field: 'phone' });
    expect(placeServerError(apiError('AUT442'), fields)).toMatchObject({ field: 'phone' });
    expect(placeServerError(apiError('PRO411'), fields)).toEqual({
      place: 'revalidate',
      field: 'birthDate',
    });
    expect(placeServerError(apiError('PRO410'), fields)).toMatchObject({ place: 'banner' });
  });
});
