import { isApiError } from '#api/client/index.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import { maxAllowedQtyOf } from '#flows/shared/errors.ts';

/*
 * What the product page says next to its add-to-cart button when the add fails (spec §8,
 * "shown at item level"): the item errors get the page's own words, anything else the
 * catalogue's message of its errorId (errorMessage of flows/shared/errors.ts).
 */

/** The item-level messages: keys below `storefront:product.addErrors`. */
export type ItemErrorKey =
  | 'maxQuantity'
  | 'maxQuantityNone'
  | 'maxQuantityGeneric'
  | 'outOfStock'
  | 'notAvailable'
  | 'noPrice'
  | 'invalidPrice';

export interface ItemError {
  key: ItemErrorKey;
  /** `count` of the plural message (ADDED_MAX_QUANTITY's `maxAllowedQty`). */
  count?: number;
}

const itemErrors: Partial<Record<ErrorId, ItemErrorKey>> = {
  INV700: 'outOfStock', // ITEM_OOS
  INV406: 'outOfStock', // ITEMS_OOS (one line asked for: the same thing)
  INV701: 'outOfStock', // NO_INVENTORY
  ORD404: 'notAvailable', // ITEM_NOT_AVAILABLE
  INV702: 'noPrice', // NO_PRICE
  PRC400: 'invalidPrice', // INVALID_PRICE
};

/**
 * The item-level message of a failed add, or null for an error that is not about the item
 * (the caller shows the catalogue's message). ADDED_MAX_QUANTITY says how many more may
 * be added when the service sent `maxAllowedQty`, else the generic words.
 */
export function itemErrorOf(error: unknown): ItemError | null {
  if (!isApiError(error)) return null;
  if (error.is('INV408')) {
    const allowed = maxAllowedQtyOf(error);
    if (allowed === undefined) return { key: 'maxQuantityGeneric' };
    return allowed === 0 ? { key: 'maxQuantityNone' } : { key: 'maxQuantity', count: allowed };
  }
  const key = itemErrors[error.errorId as ErrorId];
  return key ? { key } : null;
}

/** The stock moved under the shopper: the sizes should be read again. */
export function staleStock(error: unknown): boolean {
  return isApiError(error) && error.is('INV700', 'INV406', 'INV701', 'INV408');
}

/** GWP_PRODUCT (GWP403): a gift with purchase cannot be bought; said in a toast (spec §8). */
export function isGiftRefusal(error: unknown): boolean {
  return isApiError(error) && error.is('GWP403');
}
