import { startTransition, useCallback, useEffect, useState } from 'react';
import type { StoreSearchHit } from '#api/contract/stores.ts';

/*
 * The shopper's pickup store: the store they chose in the buy box, remembered in a cookie
 * of this site, read back by the buy box and by checkout's shipping step.
 */

/**
 * First-party cookie of the chosen store. Read in the browser only (like the consent
 * cookie): product pages are cached for everyone, so the server renders none. It carries
 * the name and city too, so the buy box can name the store without asking the service.
 */
export const PICKUP_STORE_COOKIE = 'cairn_pickup_store';
export const PICKUP_STORE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export interface PickupStore {
  /** Four digits (the contract's `storeId`). */
  id: string;
  /** 1–120 characters. */
  name: string;
  /** 1–80 characters. */
  city: string;
  /** The store's country (ISO alpha-2): a store of another country is not offered here. */
  country: string;
}

const textOf = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;

/**
 * Whether a value is a well-formed remembered store. Checked by hand, not with zod: every
 * product page reads the cookie as it loads, and zod would be most of its script
 * (build-plugins/contractForBrowser.ts keeps zod out of the browser's pages).
 */
export function isPickupStore(value: unknown): value is PickupStore {
  if (typeof value !== 'object' || value === null) return false;
  const store = value as Record<string, unknown>;
  return (
    typeof store.id === 'string' &&
    /^\d{4}$/.test(store.id) &&
    textOf(store.name, 120) &&
    textOf(store.city, 80) &&
    typeof store.country === 'string' &&
    /^[A-Z]{2}$/.test(store.country)
  );
}

export function pickupStoreOf(store: StoreSearchHit): PickupStore {
  return {
    id: store.id,
    name: store.name,
    city: store.address.city,
    country: store.address.country,
  };
}

/** The cookie's value: the store as URI-encoded JSON (names hold spaces, accents, quotes). */
export function serializePickupStore(store: PickupStore): string {
  if (!isPickupStore(store)) throw new Error(`Not a pickup store: ${JSON.stringify(store)}`);
  const { id, name, city, country } = store;
  return encodeURIComponent(JSON.stringify({ id, name, city, country }));
}

/**
 * The remembered store in a Cookie header (`document.cookie` or a request's), when it is
 * well formed and in the site's country; otherwise null.
 */
export function readPickupStore(
  cookies: string | null | undefined,
  country: string,
): PickupStore | null {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at).trim() !== PICKUP_STORE_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(pair.slice(at + 1)));
      if (isPickupStore(value) && value.country === country) {
        return { id: value.id, name: value.name, city: value.city, country: value.country };
      }
    } catch {
      // A cookie someone else wrote or cut short: as if there were none.
    }
    return null;
  }
  return null;
}

/** The Set-Cookie string for `document.cookie`: a year, the whole site, Lax. */
export function pickupStoreCookie(store: PickupStore, secure: boolean): string {
  return `${PICKUP_STORE_COOKIE}=${serializePickupStore(store)}; Path=/; Max-Age=${PICKUP_STORE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The shopper's pickup store, from its cookie, once in the browser (undefined until then:
 * the server's HTML, cached for everyone, has none), and how to choose another.
 */
export function usePickupStore(
  country: string,
): [PickupStore | null | undefined, (store: PickupStore) => void] {
  const [store, setStore] = useState<PickupStore | null | undefined>(undefined);
  useEffect(() => {
    const saved = readPickupStore(document.cookie, country);
    // A transition: set from an effect as the page hydrates, a plain update renders the
    // reader (the checkout's whole shipping step) again in one blocking task.
    startTransition(() => setStore(saved));
  }, [country]);
  const choose = useCallback((next: PickupStore) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, set synchronously so the next page reads it; the Cookie Store API is not in every supported browser.
    document.cookie = pickupStoreCookie(next, window.location.protocol === 'https:');
    setStore(next);
  }, []);
  return [store, choose];
}
