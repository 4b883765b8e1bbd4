import type { Currency, SiteLocale } from '#api/contract/common.ts';
import type { SavedForLater } from '#api/contract/wishlists.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { savedItemView } from '#commerce/wishlists/lists.ts';
import { MockApiError } from '../http.ts';
import { findVariant } from './lines.ts';
import { type MockSavedItem, mockCartState, mockSaveForLaterState } from './state.ts';
import { listProduct } from './view.ts';

/*
 * The shopper's saved-for-later list: its answer (shared with the wishlists handlers) and
 * the list and item lookups of the cart calls that move lines to and from it (PLP400).
 */

export function savedView(
  locale: SiteLocale | undefined,
  currency?: Currency,
  start = 0,
  count = 24,
): SavedForLater {
  const site = siteOf(locale, currency);
  const list = mockSaveForLaterState();
  const ordered = [...list.items].reverse();
  return {
    saveForLaterId: list.id,
    total: list.items.length,
    items: ordered.slice(start, start + count).map((item) => {
      const found = findVariant(item.sku);
      return savedItemView(item, found ? listProduct(found.product, item.sku, site) : null, site);
    }),
  };
}

/** The saved-for-later answer, shared with the wishlists handlers. */
export function savedForLaterAnswer(locale: SiteLocale | undefined, start: number, count: number) {
  return savedView(locale, undefined, start, count);
}

export function listOf(saveForLaterId: string) {
  const state = mockCartState();
  if (state.saveForLater.id !== saveForLaterId) {
    throw new MockApiError('PLP400', `No saved-for-later list ${saveForLaterId}`);
  }
  return state.saveForLater;
}

export function savedItemOf(itemId: string): MockSavedItem {
  const state = mockCartState();
  const item = state.saveForLater.items.find((candidate) => candidate.itemId === itemId);
  if (!item) throw new MockApiError('PLP400', `No item ${itemId} in the saved-for-later list`);
  return item;
}
