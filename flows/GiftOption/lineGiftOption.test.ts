import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/client/index.ts';
import { GIFT_OPTION_LIMITS } from '../validation/giftOption.ts';
import { giftFieldOfError, giftOptionToSend } from './lineGiftOption.ts';

const failure = (errorId: string, message = '', details?: Record<string, unknown>) =>
  new ApiError({ status: 400, errorId, message, routeName: 'updateCartItem', details });

describe('giftOptionToSend (spec §5)', () => {
  it('sends email, to and message, trimmed, when all three are there', () => {
    expect(giftOptionToSend({ email: ' a@b.co ', to: ' Anna', message: 'Hi! ' })).toEqual({
      email: 'a@b.co',
      to: 'Anna',
      message: 'Hi!',
    });
  });

  it.each([
    ['no email', { to: 'Anna', message: 'Hi' }],
    ['a blank to', { email: 'a@b.co', to: '   ', message: 'Hi' }],
    ['a null message', { email: 'a@b.co', to: 'Anna', message: null }],
  ])('sends nothing with %s', (_, draft) => {
    expect(giftOptionToSend(draft)).toBeUndefined();
  });

  it('takes its limits from the contract', () => {
    expect(GIFT_OPTION_LIMITS).toEqual({ email: 100, to: 60, message: 250 });
  });
});

describe('giftFieldOfError', () => {
  it('names the field an API400 points at', () => {
    expect(giftFieldOfError(failure('API400', 'body.giftOption.email: Invalid email'))).toBe(
      'email',
    );
    expect(giftFieldOfError(failure('API400', 'body.giftOption.message: Too big'))).toBe('message');
  });

  it('is null for other errors', () => {
    expect(giftFieldOfError(failure('API400', 'body.itemId: Required'))).toBeNull();
    expect(giftFieldOfError(failure('GFO404', 'body.giftOption.email'))).toBeNull();
    expect(giftFieldOfError(new Error('body.giftOption.email'))).toBeNull();
  });
});
