import { isApiError } from '#api/client/index.ts';
import { type CartItem, type ShippingCode, updateCartItem } from '#api/contract/cart.ts';
import { homeDeliveryCodes } from '#commerce/cart/delivery.ts';
import type { CartChange } from '#shopper/index.ts';
import type { InStoreService } from '../StoreFinder/stores.ts';

/*
 * A cart line's delivery (spec §3 Cart item shippingOptions), changed through PUT
 * /cart/v1/cart/{basketId}/item. The answer is the service's cart, which replaces the cart
 * cache (useCartChange): the line, the mini cart and the totals all show what the service
 * decided.
 */

/** The ways to get a line the cart offers: ship to home, pick up in store, ship to store. */
export const deliveryChoices = ['standard', 'pickup', 'sts'] as const;
export type DeliveryChoice = (typeof deliveryChoices)[number];
export type StoreChoice = Exclude<DeliveryChoice, 'standard'>;

export type LineShipping = { selected: 'standard' } | { selected: StoreChoice; storeId: string };

/** The choice a line's shipping code stands for (any home delivery is "ship to home"). */
export function deliveryChoiceOf(code: ShippingCode): DeliveryChoice | null {
  if (code === 'pickup' || code === 'sts') return code;
  return homeDeliveryCodes.includes(code) ? 'standard' : null;
}

/**
 * The choices the line may switch between: those of its `available` codes the cart page
 * offers (pudo is chosen at checkout, with the address). None for a free gift, a digital
 * or a customised product: they go one way only.
 */
export function deliveryChoicesOf(item: CartItem): DeliveryChoice[] {
  if (item.bonus || item.isDigitalProduct || item.isCustoms) return [];
  return deliveryChoices.filter((choice) => item.shippingOptions.available.includes(choice));
}

/** Whether this delivery is the one the line has now (nothing to send). */
export function isCurrentDelivery(item: CartItem, shipping: LineShipping): boolean {
  const current = deliveryChoiceOf(item.shippingOptions.selected);
  if (shipping.selected === 'standard') return current === 'standard';
  return current === shipping.selected && item.shippingOptions.storeInfo?.id === shipping.storeId;
}

/** The store finder's service of a choice: stores that hand out pickups, or take parcels. */
export const storeServiceOf: Record<StoreChoice, InStoreService> = {
  pickup: 'pickup',
  sts: 'shipToStore',
};

/** Sets the line's delivery; pickup and ship to store name the store. */
export const setLineShipping: CartChange<{ itemId: string; shippingOptions: LineShipping }> = (
  client,
  basketId,
  { itemId, shippingOptions },
) => client.call(updateCartItem, { params: { basketId }, body: { itemId, shippingOptions } });

/** What a refused delivery change says (keys below `storefront:cart.delivery.errors`). */
export type DeliveryErrorKey = 'storeStock' | 'storeMax' | 'storeNotFound';

/**
 * The store's own words for a refused pickup or ship to store: the store has none (INV700,
 * INV406, INV701), fewer than the line holds (INV408 with maxAllowedQty), or does not take
 * this delivery (STR404). Null: the catalogue's message of the errorId says it.
 */
export function deliveryErrorOf(
  error: unknown,
  choice: DeliveryChoice,
): { key: DeliveryErrorKey; count?: number } | null {
  if (!isApiError(error) || choice === 'standard') return null;
  if (error.is('STR404')) return { key: 'storeNotFound' };
  if (choice !== 'pickup') return null;
  if (error.is('INV700', 'INV406', 'INV701')) return { key: 'storeStock' };
  const allowed = error.is('INV408') ? error.details?.maxAllowedQty : undefined;
  if (typeof allowed === 'number' && Number.isInteger(allowed)) {
    return allowed > 0 ? { key: 'storeMax', count: allowed } : { key: 'storeStock' };
  }
  return null;
}
