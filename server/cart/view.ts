import { cartView as cartAnswer, viewSkus } from '#api/cart/view.ts';
import type { CatalogueModel } from '#api/catalogue/model.ts';
import type { Cart } from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { bonusSkus, checkoutFactsOf, readCheckoutFacts } from '../checkout/facts.ts';
import type { Executor } from '../db/client.ts';
import type { CartRow, LineRow } from './service.ts';
import { readPricesAndStock, readStoreStock } from './skus.ts';

/**
 * The cart as the contract answers it (api/cart/view.ts, shared with the MSW handlers):
 * prices in the cart's currency, stock and checkout (promotions, coupons, payments),
 * read now in this transaction.
 */
export async function cartView(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
  lines: readonly LineRow[],
): Promise<Cart> {
  const currency = cart.currency as Currency;
  const checkout = checkoutFactsOf(cart, await readCheckoutFacts(tx, [cart.id]));
  const skus = [
    ...viewSkus(
      model,
      lines.map((line) => line.sku),
    ),
    ...bonusSkus(checkout),
  ];
  const { prices, stock: online } = await readPricesAndStock(tx, skus, currency);
  const stores = new Map<string, Map<string, number>>();
  for (const line of lines) {
    if (!line.storeId || stores.has(line.storeId)) continue;
    const skusThere = lines.filter((l) => l.storeId === line.storeId).map((l) => l.sku);
    stores.set(line.storeId, await readStoreStock(tx, line.storeId, skusThere));
  }
  return cartAnswer(
    model,
    { id: cart.id, locale: cart.locale as SiteLocale, currency },
    lines,
    prices,
    { online, stores },
    checkout,
  );
}
