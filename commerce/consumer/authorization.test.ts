import { describe, expect, it } from 'vitest';
import { authorizationCodeRefusal } from './authorization.ts';

describe('authorizationCodeRefusal', () => {
  it('answers each refused code exchange with its own invalid-credentials code', () => {
    expect(authorizationCodeRefusal('unknown').errorId).toBe('AUT404');
    expect(authorizationCodeRefusal('used').errorId).toBe('AUT418');
    expect(authorizationCodeRefusal('verifier')).toEqual({
      errorId: 'AUT437',
      message: 'The code verifier does not match the challenge',
    });
    expect(authorizationCodeRefusal('passwordChanged').errorId).toBe('AUT438');
  });
});
