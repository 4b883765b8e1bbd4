import { describe, expect, it } from 'vitest';
import { foreignRecipientRefusal } from './subscriptions.ts';

describe('foreignRecipientRefusal', () => {
  const owner = { email: 'maya@example.com', phone: '3035550100' };

  it('lets a consumer change their own email (any case) and phone only', () => {
    expect(
      foreignRecipientRefusal(
        [
          { channel: 'email', recipient: 'Maya@Example.com' },
          { channel: 'sms', recipient: '3035550100' },
        ],
        owner,
      ),
    ).toBeNull();
    expect(
      foreignRecipientRefusal(
        [
          { channel: 'email', recipient: 'maya@example.com' },
          { channel: 'sms', recipient: '3035550199' },
        ],
        owner,
      ),
    ).toEqual({ errorId: 'PRO418', message: '3035550199 is not this profile’s email or phone' });
    expect(
      foreignRecipientRefusal([{ channel: 'sms', recipient: '3035550100' }], {
        ...owner,
        phone: null,
      })?.errorId,
    ).toBe('PRO418');
  });
});
