import { type ApiClient, isApiError } from '#api/client/index.ts';
import {
  addCartItems,
  type Cart,
  type CartItemInput,
  createCartWithItem,
  MAX_ITEMS_PER_REQUEST,
} from '#api/contract/cart.ts';

export interface AddToCartInput {
  /** The lines to add (variant skus and quantities). */
  items: CartItemInput[];
  /** The cart the shopper has now, from the cache (`cartQueryKey`); none yet: null. */
  cart: Cart | null | undefined;
}

/** The lines of a cart, as lines to put into a new one (spec §4: items kept). */
export function keptLines(cart: Cart | null | undefined): CartItemInput[] {
  return (cart?.items ?? [])
    .filter((item) => !item.bonus)
    .map((item) => ({ productId: item.productId, qty: item.qty }));
}

/** One line per sku (quantities summed), at most MAX_ITEMS_PER_REQUEST, new lines first. */
export function mergeLines(kept: CartItemInput[], added: CartItemInput[]): CartItemInput[] {
  const lines = new Map<string, CartItemInput>();
  for (const line of [...added, ...kept]) {
    const previous = lines.get(line.productId);
    lines.set(line.productId, {
      productId: line.productId,
      qty: (previous?.qty ?? 0) + (line.qty ?? 1),
    });
  }
  return [...lines.values()].slice(0, MAX_ITEMS_PER_REQUEST);
}

/**
 * Add lines to the shopper's cart through the cart API: `POST /cart/v1/item` when there is
 * a basket, `POST /cart/v1/cartWithItem` when there is none yet. A cart the service no
 * longer knows (BSK404, spec §8 CART_NOT_FOUND) is recreated with its items kept plus the
 * new ones, once. Other errors reject with the ApiError for the caller to show.
 */
export async function addToCart(client: ApiClient, { items, cart }: AddToCartInput): Promise<Cart> {
  if (!cart) return client.call(createCartWithItem, { body: { items } });
  try {
    return await client.call(addCartItems, { body: { basketId: cart.id, items } });
  } catch (error) {
    if (!isApiError(error) || !error.is('BSK404')) throw error;
    return client.call(createCartWithItem, {
      body: { items: mergeLines(keptLines(cart), items) },
    });
  }
}
