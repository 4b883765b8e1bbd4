import { sql } from 'drizzle-orm';
import { cartView as cartAnswer, type SkuPrice } from '#api/cart/view.ts';
import type { CatalogueModel } from '#api/catalogue/model.ts';
import type { Cart } from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import {
  bonusSkusSql,
  type CheckoutFactsJson,
  checkoutFactsOf,
  checkoutFactsSql,
} from '../checkout/facts.ts';
import type { Executor } from '../db/client.ts';
import { jsonLiteral, rowsFromJson, selectJson } from '../db/json.ts';
import { cartItems } from '../db/schema/cart.ts';
import type { CartRow } from './service.ts';
import { readStoreStock } from './skus.ts';

type JsonRow = Record<string, unknown>;
const lineRows = rowsFromJson(cartItems);

/**
 * The cart as the contract answers it (api/cart/view.ts, shared with the MSW handlers),
 * read now in this transaction in one statement: its lines, the prices
 * and online stock of every variant of their products and of the running gifts, and its
 * checkout facts (pickup shelves, when a line has a store, in a second).
 */
export async function readCartView(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
): Promise<Cart> {
  const currency = cart.currency as Currency;
  const read = await selectJson<{
    lines: JsonRow[];
    prices: [string, number | null, number | null, number | null][];
    checkout: CheckoutFactsJson;
  }>(
    tx,
    sql`with l as (select * from cart_items where cart_id = ${cart.id}),
      skus as (
        select v.sku from l
        cross join lateral (select sku from product_variants where product_id = l.master_id offset 0) v
        union select l.sku from l
        union select b.sku from (${sql.raw(bonusSkusSql)}) b(sku)
      )
      select json_build_object(
        'lines', (select coalesce(json_agg(l order by l.position, l.created_at), '[]') from l),
        'prices', (
          select coalesce(json_agg(json_build_array(s.sku, p.list_amount, p.sale_amount, i.quantity)), '[]')
          from skus s
          left join sku_prices p on p.sku = s.sku and p.currency = ${currency}
          left join sku_inventory i on i.sku = s.sku
        ),
        'checkout', ${sql.raw(checkoutFactsSql(`array(select jsonb_array_elements_text(${jsonLiteral([cart.id])}::jsonb))`))}
      ) as result`,
  );
  const lines = lineRows(read.lines);
  const prices = new Map<string, SkuPrice>();
  const online = new Map<string, number>();
  for (const [sku, list, sale, quantity] of read.prices) {
    if (list !== null) prices.set(sku, { list, sale });
    if (quantity !== null) online.set(sku, quantity);
  }
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
    checkoutFactsOf(cart, read.checkout),
  );
}
