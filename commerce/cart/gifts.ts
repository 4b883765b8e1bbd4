/*
 * Gifts with purchase (spec §8 GWP_PRODUCT): the gift line a promotion puts in the cart
 * (commerce/cart/view.ts, id `gwp-<promotion>`) comes and goes with its promotion, and a
 * gift-only product (an id with GWP) cannot be bought. Either asked for answers GWP403
 * (a gift option asked of the gift line GFO404); the service and the MSW handlers share
 * the rule.
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

/**
 * Why a change of a gift-with-purchase line is refused: GFO404 (spec §8 gift unavailable)
 * when it sets or takes off a gift option, which such a line cannot hold (it has no row of
 * its own and the storefront offers none for it), else GWP403. `change.giftOption`
 * undefined: the change does not touch it.
 */
export function giftLineChangeRefusal(itemId: string, change: { giftOption?: unknown }) {
  return change.giftOption === undefined
    ? { errorId: 'GWP403' as const, message: giftLineMessage, details: { itemId } }
    : {
        errorId: 'GFO404' as const,
        message: 'A gift with purchase takes no gift option',
        details: { itemId },
      };
}
