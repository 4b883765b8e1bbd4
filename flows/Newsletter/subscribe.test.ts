import { describe, expect, it } from 'vitest';
import { consumerSubscriptionInput } from '#api/contract/consumer.ts';
import { newsletterOptIn } from './subscribe.ts';

describe('newsletterOptIn', () => {
  it('opts the email in to the Newsletter by email, with the site country', () => {
    const input = newsletterOptIn('robin@example.com', 'en-gb');
    expect(input).toEqual({
      type: 'Newsletter',
      channel: 'email',
      recipient: 'robin@example.com',
      optin: true,
      country: 'GB',
      region: 'EMEA',
    });
    expect(consumerSubscriptionInput.safeParse(input).success).toBe(true);
  });
});
