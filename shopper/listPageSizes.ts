import { createContext, useContext } from 'react';

/*
 * How many items the shopper's lists read per page (spec §9 "saved-for-later and favorites
 * page sizes from config"). The store provides its configured sizes (storefront/site
 * features.ts `SiteSettings`); without a provider, these defaults.
 */

/** Saved items the cart page shows, and the cart calls' saved-for-later answers hold. */
export const SAVED_FOR_LATER_PAGE_SIZE = 50;

/** The largest page the service gives; the cache holds every item, page by page. */
export const FAVORITES_PAGE_SIZE = 100;

export interface ListPageSizes {
  savedForLater: number;
  favorites: number;
}

export const defaultListPageSizes: Readonly<ListPageSizes> = Object.freeze({
  savedForLater: SAVED_FOR_LATER_PAGE_SIZE,
  favorites: FAVORITES_PAGE_SIZE,
});

export const ListPageSizesContext = createContext<Readonly<ListPageSizes>>(defaultListPageSizes);

export function useListPageSizes(): Readonly<ListPageSizes> {
  return useContext(ListPageSizesContext);
}
