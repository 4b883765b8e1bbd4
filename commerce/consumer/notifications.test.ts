import { describe, expect, it } from 'vitest';
import {
  notificationKey,
  notificationPreferences,
  repeatedPreferenceRefusal,
  switchesSmsOn,
} from './notifications.ts';

describe('notification choices', () => {
  it('names each channel and topic at most once (API400)', () => {
    expect(
      repeatedPreferenceRefusal([
        { channel: 'email', topic: 'loyalty' },
        { channel: 'sms', topic: 'loyalty' },
      ]),
    ).toBeNull();
    expect(
      repeatedPreferenceRefusal([
        { channel: 'email', topic: 'loyalty' },
        { channel: 'email', topic: 'loyalty' },
      ]),
    ).toEqual({ errorId: 'API400', message: 'preferences name email loyalty twice' });
  });

  it('tells when SMS is switched on (it needs a phone)', () => {
    expect(switchesSmsOn([{ channel: 'sms', topic: 'priceDrop', enabled: true }])).toBe(true);
    expect(switchesSmsOn([{ channel: 'sms', topic: 'priceDrop', enabled: false }])).toBe(false);
    expect(switchesSmsOn([{ channel: 'email', topic: 'priceDrop', enabled: true }])).toBe(false);
  });

  it('answers every channel and topic in the contract’s order, off unless chosen', () => {
    const { preferences } = notificationPreferences(
      new Map([[notificationKey('sms', 'backInStock'), true]]),
    );
    expect(preferences).toHaveLength(12);
    expect(preferences[0]).toEqual({ channel: 'email', topic: 'orderUpdates', enabled: false });
    expect(preferences.filter((entry) => entry.enabled)).toEqual([
      { channel: 'sms', topic: 'backInStock', enabled: true },
    ]);
  });
});
