import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { SignInError } from '#shopper/session/session.ts';
import { placeServerError, serverErrorMessage } from './serverErrors.ts';

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

  it('speaks the catalogue, else the server, else the general error', () => {
    const t = ((key: string, options?: { defaultValue?: string }) =>
      key === 'errors:AUT423'
        ? 'Locked'
        : key === 'errors:GEN500'
          ? 'General'
          : (options?.defaultValue ?? key)) as never;
    expect(serverErrorMessage(t, apiError('AUT423'))).toBe('Locked');
    expect(serverErrorMessage(t, apiError('XYZ123'))).toBe('server says XYZ123');
    expect(serverErrorMessage(t, new Error('boom'))).toBe('General');
    // A failed token exchange (not 403) reads DUPLICATED_TOKEN.
    const exchange = new SignInError('token', apiError('AUT404'));
    expect(serverErrorMessage(((key: string) => key) as never, exchange)).toBe('errors:AUT409');
    const forbidden = new SignInError(
      'token',
      new ApiError({ status: 403, errorId: 'AUT403', message: 'm', routeName: 'getToken' }),
    );
    expect(serverErrorMessage(((key: string) => key) as never, forbidden)).toBe('errors:AUT403');
  });
});
