import type { ApiClient } from '#api/client/index.ts';
import { sendDeviceFingerPrint } from '#api/contract/checkout.ts';

/*
 * The device fingerprint sent before an order is placed (spec §7 POST
 * /cart/v1/deviceFingerPrint: `fingerPrint`, 1–200 characters, kept on the cart for the
 * order's fraud check). It is a random id this browser keeps in localStorage, so the same
 * device reads the same across visits, with a few coarse signals a fraud check compares
 * with the order (language, time zone, kind of pointer). Nothing is drawn, measured or read
 * that could tell the shopper apart without that id (no canvas, fonts, plug-ins or
 * hardware), and nothing personal: clearing the site's storage makes a new device.
 */

/** Where the device id lives (localStorage). */
export const DEVICE_ID_KEY = 'cairn.deviceId';
/** The basket the fingerprint was last sent for (sessionStorage): once per cart. */
export const FINGERPRINT_SENT_KEY = 'cairn.fingerprintSent';
/** The longest an order waits for the fingerprint call: it never holds the order back. */
export const FINGERPRINT_WAIT_MS = 2000;
/** The contract's limit on `fingerPrint`. */
export const FINGERPRINT_MAX_LENGTH = 200;

const DEVICE_ID = /^[0-9a-f]{32}$/;

/** The coarse signals sent with the id. */
export interface DeviceSignals {
  /** The browser's language, its primary subtag only (`en`, `fr`). */
  language: string;
  /** The IANA time zone (`Europe/Paris`), empty when the browser gives none. */
  timeZone: string;
  /** Whether the main pointer is coarse (a touch screen) or fine (a mouse). */
  pointer: 'coarse' | 'fine';
}

/** Storage as this module uses it (localStorage, sessionStorage, a test's map). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function randomDeviceId(): string {
  // getRandomValues, not randomUUID: the latter only exists on secure (HTTPS) pages.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A store that may not be there or may refuse (Safari's private mode, storage blocked). */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

let pageDeviceId: string | null = null;

/**
 * This browser's device id: the one kept in `storage`, else a new random one kept there.
 * Without usable storage the id lasts as long as the page.
 */
export function deviceId(storage: KeyValueStore | null): string {
  const kept = storage ? safely(() => storage.getItem(DEVICE_ID_KEY), null) : null;
  if (kept && DEVICE_ID.test(kept)) return kept;
  const fresh = randomDeviceId();
  const stored =
    storage !== null &&
    safely(() => {
      storage.setItem(DEVICE_ID_KEY, fresh);
      return true;
    }, false);
  if (stored) return fresh;
  pageDeviceId ??= fresh;
  return pageDeviceId;
}

/** The coarse signals of this browser. */
export function browserSignals(): DeviceSignals {
  const timeZone = safely(() => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '', '');
  const coarse = safely(() => window.matchMedia('(pointer: coarse)').matches, false);
  return {
    language: (navigator.language || '').split('-')[0]?.toLowerCase() ?? '',
    timeZone,
    pointer: coarse ? 'coarse' : 'fine',
  };
}

/** Keeps only characters that cannot break the `key=value;` form. */
const clean = (value: string, max: number) => value.replace(/[^A-Za-z0-9_+\-/]/g, '').slice(0, max);

/** The fingerprint as sent: `v=1;id=…;lang=…;tz=…;pointer=…`, at most 200 characters. */
export function deviceFingerprint(id: string, signals: DeviceSignals): string {
  return [
    'v=1',
    `id=${clean(id, 64)}`,
    `lang=${clean(signals.language, 8)}`,
    `tz=${clean(signals.timeZone, 64)}`,
    `pointer=${signals.pointer}`,
  ]
    .join(';')
    .slice(0, FINGERPRINT_MAX_LENGTH);
}

const inFlight = new Map<string, Promise<boolean>>();

const browserStorage = (name: 'localStorage' | 'sessionStorage'): KeyValueStore | null =>
  safely(() => (typeof window === 'undefined' ? null : window[name]), null);

export interface SendFingerprintOptions {
  /** @default localStorage */
  deviceStore?: KeyValueStore | null;
  /** @default sessionStorage */
  sentStore?: KeyValueStore | null;
  /** @default the browser's */
  signals?: DeviceSignals;
  /** @default FINGERPRINT_WAIT_MS */
  waitMs?: number;
}

/**
 * Sends the device fingerprint for the cart unless it was sent for it already (this tab).
 * Resolves once it is sent, has failed or has taken `waitMs`, whichever comes first, and
 * never rejects: a fingerprint that could not be sent is the fraud check's loss, not the
 * shopper's, and the next order attempt sends it again.
 */
export function sendDeviceFingerprintOnce(
  client: ApiClient,
  basketId: string,
  options: SendFingerprintOptions = {},
): Promise<void> {
  const sentStore =
    options.sentStore === undefined ? browserStorage('sessionStorage') : options.sentStore;
  if (sentStore && safely(() => sentStore.getItem(FINGERPRINT_SENT_KEY), null) === basketId) {
    return Promise.resolve();
  }
  let sending = inFlight.get(basketId);
  if (!sending) {
    const deviceStore =
      options.deviceStore === undefined ? browserStorage('localStorage') : options.deviceStore;
    const fingerPrint = deviceFingerprint(
      deviceId(deviceStore),
      options.signals ?? browserSignals(),
    );
    sending = client.call(sendDeviceFingerPrint, { body: { basketId, fingerPrint } }).then(
      () => {
        if (sentStore) safely(() => sentStore.setItem(FINGERPRINT_SENT_KEY, basketId), undefined);
        return true;
      },
      () => {
        inFlight.delete(basketId);
        return false;
      },
    );
    inFlight.set(basketId, sending);
  }
  const waitMs = options.waitMs ?? FINGERPRINT_WAIT_MS;
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void sending.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
