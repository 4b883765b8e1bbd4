import { z } from 'zod';
import type { Brand } from '#api/contract/common.ts';
import { LOW_STOCK_THRESHOLD, type ProductAvailability } from '#api/contract/products.ts';
import { type StoreSearchHit, storeId } from '#api/contract/stores.ts';

/*
 * Pickup in store, the parts without React: how much a store has of the chosen size (in
 * stock, low, not available), which stores of a search can take a pickup, and the cookie
 * that remembers the shopper's store.
 */

export const availabilityLevels = ['inStock', 'low', 'none'] as const;
export type AvailabilityLevel = (typeof availabilityLevels)[number];

/**
 * A store's stock of the size as the shopper sees it: none, low (the same threshold as the
 * online "only N left") or in stock.
 */
export function availabilityLevel(quantity: number | undefined): AvailabilityLevel {
  if (quantity === undefined || quantity <= 0) return 'none';
  return quantity <= LOW_STOCK_THRESHOLD ? 'low' : 'inStock';
}

/** Units per store id of an availability answer (a store missing from it has none). */
export function quantitiesByStore(answer: ProductAvailability | undefined): Map<string, number> {
  return new Map((answer?.storeInventory ?? []).map((entry) => [entry.storeId, entry.quantity]));
}

/** The stores of a search that carry the brand and hand out pickups, nearest first. */
export function pickupStoresOf(stores: readonly StoreSearchHit[], brand: Brand): StoreSearchHit[] {
  return stores.filter(
    (store) => store.services.includes('pickup') && store.brands.includes(brand),
  );
}

// ---------------------------------------------------------------------------------------
// The remembered store

/**
 * First-party cookie of the chosen store. Read in the browser only (like the consent
 * cookie): product pages are cached for everyone, so the server renders none. It carries
 * the name and city too, so the buy box can name the store without asking the service.
 */
export const PICKUP_STORE_COOKIE = 'cairn_pickup_store';
export const PICKUP_STORE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export const pickupStore = z.object({
  id: storeId,
  name: z.string().min(1).max(120),
  city: z.string().min(1).max(80),
  /** The store's country: a store of another country is not offered on this site. */
  country: z.string().regex(/^[A-Z]{2}$/),
});
export type PickupStore = z.infer<typeof pickupStore>;

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
  return encodeURIComponent(JSON.stringify(pickupStore.parse(store)));
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
      const parsed = pickupStore.safeParse(JSON.parse(decodeURIComponent(pair.slice(at + 1))));
      if (parsed.success && parsed.data.country === country) return parsed.data;
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
