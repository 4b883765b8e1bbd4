import type { CartItem } from '#api/contract/cart.ts';

/** Lines just added first, in the order they were added; the rest as the cart has them. */
export function orderLines(items: readonly CartItem[], added: readonly string[]): CartItem[] {
  const rank = (item: CartItem) => {
    const index = added.indexOf(item.productId);
    return index === -1 ? added.length : index;
  };
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.position - b.position)
    .map(({ item }) => item);
}
