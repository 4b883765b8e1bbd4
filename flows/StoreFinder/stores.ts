import type { Brand } from '#api/contract/common.ts';
import { LOW_STOCK_THRESHOLD, type ProductAvailability } from '#api/contract/products.ts';
import type { StoreSearchHit, storeServices } from '#api/contract/stores.ts';

/*
 * The store finder's rules without React: how much a store has of the chosen size (in
 * stock, low, not available) and which stores of a search offer what the shopper looks
 * for (the remembered store is the shopper's: shopper/pickupStore.ts).
 */

type StoreService = (typeof storeServices)[number];

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

/**
 * Units per store id of an availability answer (a store missing from it has none, and so
 * has a store the answer marks out of stock, whatever its count says).
 */
export function quantitiesByStore(answer: ProductAvailability | undefined): Map<string, number> {
  return new Map(
    (answer?.storeInventory ?? []).map((entry) => [
      entry.storeId,
      entry.inventoryState === 'OutOfStock' ? 0 : entry.quantity,
    ]),
  );
}

/**
 * What the shopper looks for a place for: to pick up in a store, to have the parcel sent
 * to a store, or to collect it from a collection point (a locker, a partner shop, a store).
 */
export const storeFinderServices = ['pickup', 'shipToStore', 'collectionPoint'] as const;
export type StoreFinderService = (typeof storeFinderServices)[number];

/** The services a store of ours offers (the contract's `services` of a store). */
export type InStoreService = Extract<StoreFinderService, StoreService>;

/**
 * The stores of a search that offer the service (and, given a brand, carry it), nearest
 * first: the buy box's pickup asks for its product's brand, the cart's delivery for any.
 */
export function storesOffering(
  stores: readonly StoreSearchHit[],
  service: InStoreService,
  brand?: Brand,
): StoreSearchHit[] {
  return stores.filter(
    (store) =>
      store.services.includes(service) && (brand === undefined || store.brands.includes(brand)),
  );
}
