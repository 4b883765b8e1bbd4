import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '#api/client/index.ts';
import { sendDeviceFingerPrint } from '#api/contract/checkout.ts';
import {
  DEVICE_ID_KEY,
  type DeviceSignals,
  deviceFingerprint,
  deviceId,
  FINGERPRINT_MAX_LENGTH,
  FINGERPRINT_SENT_KEY,
  type KeyValueStore,
  sendDeviceFingerprintOnce,
} from './deviceFingerprint.ts';

/** A Storage stand-in (the unit project runs in Node, without localStorage). */
function memoryStore(
  entries: Record<string, string> = {},
): KeyValueStore & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
  };
}

/** Storage the browser refuses (Safari's private mode, storage blocked by the shopper). */
const refusingStore: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'QuotaExceededError');
  },
};

const paris: DeviceSignals = { language: 'fr', timeZone: 'Europe/Paris', pointer: 'coarse' };

describe('deviceId', () => {
  it('makes a random 128-bit id once and reads the same one back on the next visit', () => {
    const storage = memoryStore();
    const first = deviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.entries.get(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId(storage)).toBe(first);
    // Another browser (another storage) is another device.
    expect(deviceId(memoryStore())).not.toBe(first);
  });

  it('replaces a kept value that is not an id of ours', () => {
    const storage = memoryStore({ [DEVICE_ID_KEY]: 'someone-else<script>' });
    const id = deviceId(storage);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(storage.entries.get(DEVICE_ID_KEY)).toBe(id);
  });

  it('without usable storage keeps one id for the life of the page', () => {
    const id = deviceId(refusingStore);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId(refusingStore)).toBe(id);
    expect(deviceId(null)).toBe(id);
  });
});

describe('deviceFingerprint', () => {
  it('is the id with the coarse signals, nothing else', () => {
    expect(deviceFingerprint('0123456789abcdef0123456789abcdef', paris)).toBe(
      'v=1;id=0123456789abcdef0123456789abcdef;lang=fr;tz=Europe/Paris;pointer=coarse',
    );
  });

  it('stays within the contract whatever the browser reports', () => {
    const fingerprint = deviceFingerprint('a'.repeat(500), {
      language: 'x;id=forged'.repeat(20),
      timeZone: `America/Argentina/Buenos_Aires;${'z'.repeat(300)}`,
      pointer: 'fine',
    });
    expect(fingerprint.length).toBeLessThanOrEqual(FINGERPRINT_MAX_LENGTH);
    expect(
      sendDeviceFingerPrint.body.safeParse({ basketId: 'b1', fingerPrint: fingerprint }).success,
    ).toBe(true);
    // A signal cannot forge another field.
    expect(fingerprint.split(';').filter((part) => part.startsWith('id='))).toHaveLength(1);
  });
});

describe('sendDeviceFingerprintOnce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const clientWith = (call: (...args: unknown[]) => Promise<unknown>) =>
    ({ call: vi.fn(call) }) as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };

  it('sends the fingerprint for the cart once, then not again for the same cart', async () => {
    const client = clientWith(async () => ({ basketId: 'cart-once' }));
    const deviceStore = memoryStore({ [DEVICE_ID_KEY]: 'f'.repeat(32) });
    const sentStore = memoryStore();
    const options = { deviceStore, sentStore, signals: paris };
    await sendDeviceFingerprintOnce(client, 'cart-once', options);
    await sendDeviceFingerprintOnce(client, 'cart-once', options);
    expect(client.call).toHaveBeenCalledTimes(1);
    expect(client.call).toHaveBeenCalledWith(sendDeviceFingerPrint, {
      body: {
        basketId: 'cart-once',
        fingerPrint: `v=1;id=${'f'.repeat(32)};lang=fr;tz=Europe/Paris;pointer=coarse`,
      },
    });
    expect(sentStore.entries.get(FINGERPRINT_SENT_KEY)).toBe('cart-once');
    // A new cart (the last one was ordered) gets it again.
    await sendDeviceFingerprintOnce(client, 'cart-next', options);
    expect(client.call).toHaveBeenCalledTimes(2);
  });

  it('never rejects, and sends again on the next attempt after a failure', async () => {
    let fail = true;
    const client = clientWith(async () => {
      if (fail) throw new Error('offline');
      return { basketId: 'cart-failed' };
    });
    const sentStore = memoryStore();
    const options = { deviceStore: memoryStore(), sentStore, signals: paris };
    await expect(
      sendDeviceFingerprintOnce(client, 'cart-failed', options),
    ).resolves.toBeUndefined();
    expect(sentStore.entries.get(FINGERPRINT_SENT_KEY)).toBeUndefined();
    fail = false;
    await sendDeviceFingerprintOnce(client, 'cart-failed', options);
    expect(client.call).toHaveBeenCalledTimes(2);
    expect(sentStore.entries.get(FINGERPRINT_SENT_KEY)).toBe('cart-failed');
  });

  it('holds the order back no longer than the wait when the service is slow', async () => {
    vi.useFakeTimers();
    const client = clientWith(() => new Promise(() => {}));
    let settled = false;
    void sendDeviceFingerprintOnce(client, 'cart-slow', {
      deviceStore: memoryStore(),
      sentStore: memoryStore(),
      signals: paris,
      waitMs: 2000,
    }).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
