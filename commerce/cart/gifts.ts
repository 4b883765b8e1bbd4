/*
 * Gifts with purchase (spec §8 GWP_PRODUCT): the gift line a promotion puts in the cart
 * (commerce/cart/view.ts, id `gwp-<promotion>`) comes and goes with its promotion, and a
 * gift-only product (an id with GWP) cannot be bought. Either asked for answers GWP403;
 * the service and the MSW handlers share the rule.
 */

/** The id of the line a gift-with-purchase promotion adds (no row of its own). */
export function isGiftLineId(itemId: string): boolean {
  return itemId.startsWith('gwp-');
}

/** A product or sku that only comes as a gift with purchase. */
export function isGiftOnly(productId: string): boolean {
  return productId.toUpperCase().includes('GWP');
}

export const giftLineMessage = 'A gift with purchase comes and goes with its promotion';
export const giftOnlyMessage = 'This product only comes as a gift with purchase';
