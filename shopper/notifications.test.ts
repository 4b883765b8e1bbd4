import { describe, expect, it } from 'vitest';
import { changedNotifications, notificationChoicesOf } from './notifications.ts';

describe('notification choices', () => {
  it('reads an answer as every pair, one left out being off', () => {
    const choices = notificationChoicesOf({
      preferences: [
        { channel: 'email', topic: 'orderUpdates', enabled: true },
        { channel: 'sms', topic: 'priceDrop', enabled: false },
      ],
    });
    expect(choices).toEqual({
      email: { orderUpdates: true, backInStock: false, priceDrop: false, loyalty: false },
      sms: { orderUpdates: false, backInStock: false, priceDrop: false, loyalty: false },
      push: { orderUpdates: false, backInStock: false, priceDrop: false, loyalty: false },
    });
  });

  it('sends only the pairs that changed, in the contract order', () => {
    const saved = notificationChoicesOf({
      preferences: [
        { channel: 'sms', topic: 'loyalty', enabled: true },
        { channel: 'email', topic: 'orderUpdates', enabled: true },
      ],
    });
    const chosen = structuredClone(saved);
    expect(changedNotifications(saved, chosen)).toEqual([]);
    chosen.push.backInStock = true;
    chosen.email.orderUpdates = false;
    expect(changedNotifications(saved, chosen)).toEqual([
      { channel: 'email', topic: 'orderUpdates', enabled: false },
      { channel: 'push', topic: 'backInStock', enabled: true },
    ]);
  });
});
