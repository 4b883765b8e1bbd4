import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { SignInError } from '#shopper/session/session.ts';
import { botChallengeOf } from './botChallenge.ts';

const refusal = (routeName: string, { status = 403, appId = 'cairn-bot-check' } = {}) =>
  new ApiError({ status, errorId: 'AUT403', message: 'The bot check failed', routeName, appId });

describe('the bot challenge a failed call asks for (spec §8)', () => {
  it('is the refused call’s action, with the app to challenge', () => {
    expect(botChallengeOf(refusal('submitContactRequest'))).toEqual({
      appId: 'cairn-bot-check',
      action: 'contact',
    });
    expect(botChallengeOf(refusal('signUp'))?.action).toBe('register');
    expect(botChallengeOf(refusal('requestPasswordReset'))?.action).toBe('login');
    expect(botChallengeOf(refusal('placeOrder'))?.action).toBe('checkout');
    expect(botChallengeOf(refusal('addSavedPaymentInstrument'))?.action).toBe('saveCard');
    // A sign-in's refusal comes wrapped in its SignInError.
    expect(botChallengeOf(new SignInError('credentials', refusal('signIn')))?.action).toBe('login');
  });

  it('is none for a 403 without an appId, another status, or a call without a bot check', () => {
    expect(botChallengeOf(refusal('signIn', { appId: '' }))).toBeUndefined();
    expect(botChallengeOf(refusal('signIn', { status: 400 }))).toBeUndefined();
    expect(botChallengeOf(refusal('getToken'))).toBeUndefined();
    expect(botChallengeOf(new Error('offline'))).toBeUndefined();
    expect(botChallengeOf(undefined)).toBeUndefined();
  });
});
