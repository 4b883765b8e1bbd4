/*
 * The store finder: one search for stores and collection points (pickup in store, ship to
 * store, a change of store, checkout's collection point) and the store cards it shows.
 */
export { StockLevel, type StockState } from './StockLevel.tsx';
export { StoreCards, type StoreCardsProps } from './StoreCards.tsx';
export {
  type CollectionPointFinderProps,
  StoreFinder,
  type StoreFinderFound,
  type StoreFinderProps,
  type StoreSearchFinderProps,
} from './StoreFinder.tsx';
export {
  type AvailabilityLevel,
  availabilityLevel,
  availabilityLevels,
  type InStoreService,
  quantitiesByStore,
  type StoreFinderService,
  storeFinderServices,
  storesOffering,
} from './stores.ts';
export {
  STORE_SEARCH_LIMIT,
  type StoreSearchPlace,
  useCollectionPointSearch,
  useStoreAvailability,
  useStoreSearch,
} from './useStoreFinder.ts';
