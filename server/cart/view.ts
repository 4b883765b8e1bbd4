import { type InferSelectModel, type SQL, sql } from 'drizzle-orm';
import type { Cart } from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { cartView as cartAnswer, type SkuPrice } from '#commerce/cart/view.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import {
  bonusSkusSql,
  type CheckoutFactsJson,
  checkoutFactsOf,
  checkoutFactsSql,
} from '../checkout/facts.ts';
import type { Executor } from '../db/client.ts';
import { rowsFromJson, selectJson } from '../db/json.ts';
import { cartItems } from '../db/schema/cart.ts';
import { cartPayments } from '../db/schema/checkout.ts';
import { type PlaceJson, placesFrom, placesSql } from './places.ts';
import type { CartRow } from './service.ts';
import { readStoreStock } from './skus.ts';

type JsonRow = Record<string, unknown>;
const lineRows = rowsFromJson(cartItems);
const paymentRows = rowsFromJson(cartPayments);
export type CartPaymentRow = InferSelectModel<typeof cartPayments>;

/**
 * The cart as the contract answers it (commerce/cart/view.ts, shared with the MSW handlers),
 * read now in this transaction in one statement: its lines, the prices
 * and online stock of every variant of their products and of the running gifts, and its
 * checkout facts and the places its lines name (pickup shelves, when a line has a store,
 * in a second).
 */
export async function readCartView(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
): Promise<Cart> {
  return (await readCartWithPayments(tx, model, cart)).view;
}

/** What `cartReadSql` answers (one json value). */
export interface CartReadJson {
  lines: JsonRow[];
  prices: [string, number | null, number | null, number | null][];
  checkout: CheckoutFactsJson;
  places: PlaceJson[];
}

/**
 * What a cart read prices: every variant of the lines' products (a cart answer offers
 * them for a change of size or colour), or only the lines' own skus (an order: its lines
 * no longer change, commerce/cart/order.ts). The running gifts' skus either way.
 */
export type CartReadSkus = 'variants' | 'lines';

/**
 * The json a cart answer is made of, for the cart whose id is `cartId` in the currency
 * `currency` (SQL expressions): its lines, the prices and online stock of the skus `skus`
 * says and of the running gifts, its checkout facts and the places its lines name. A
 * fragment, so that a statement that locks the cart may read it in the same breath where
 * nothing can change in between (placing an order on PGlite).
 */
export function cartReadSql(cartId: SQL, currency: SQL, skus: CartReadSkus = 'variants'): SQL {
  const variants =
    skus === 'variants'
      ? sql`select v.sku from l
        cross join lateral (select sku from product_variants where product_id = l.master_id offset 0) v
        union `
      : sql``;
  return sql`(with ids as (select ${cartId}::text as id),
      l as (select * from cart_items where cart_id = (select id from ids)),
      skus as (
        ${variants}select l.sku from l
        union select b.sku from (${sql.raw(bonusSkusSql)}) b(sku)
      )
      select json_build_object(
        'lines', (select coalesce(json_agg(l order by l.position, l.created_at), '[]') from l),
        'prices', (
          select coalesce(json_agg(json_build_array(s.sku, p.list_amount, p.sale_amount,
            (select i.quantity from sku_inventory i where i.sku = s.sku))), '[]')
          from skus s
          -- Looked up per sku by key (the limit keeps the planner from turning it into a
          -- join, which it plans as a scan of every price).
          left join lateral (select list_amount, sale_amount from sku_prices
            where sku = s.sku and currency = ${currency} limit 1) p on true
        ),
        'checkout', ${sql.raw(
          checkoutFactsSql(
            'array(select id from ids)',
            // A site locale's first part is its language (api/contract/products.ts).
            "(select split_part(c.locale, '-', 1) from carts c where c.id = (select id from ids))",
          ),
        )},
        'places', ${sql.raw(placesSql('array(select store_id from l where store_id is not null)'))}
      ))`;
}

/** readCartView, with the cart's payment rows of the same read (placing an order pays them). */
export async function readCartWithPayments(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
  skus: CartReadSkus = 'variants',
): Promise<{ view: Cart; payments: CartPaymentRow[] }> {
  const read = await selectJson<CartReadJson>(
    tx,
    sql`select ${cartReadSql(sql`${cart.id}`, sql`${cart.currency}`, skus)} as result`,
  );
  return cartFromRead(tx, model, cart, read);
}

/**
 * The cart answer and payment rows of a `cartReadSql` read (the shelves of the stores its
 * pickup lines name are read here, a statement per store).
 */
export async function cartFromRead(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
  read: CartReadJson,
): Promise<{ view: Cart; payments: CartPaymentRow[] }> {
  const currency = cart.currency as Currency;
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
  const view = cartAnswer(
    model,
    { id: cart.id, locale: cart.locale as SiteLocale, currency },
    lines,
    prices,
    { online, stores },
    checkoutFactsOf(cart, read.checkout),
    placesFrom(read.places),
  );
  const payments = paymentRows((read.checkout.carts[cart.id]?.payments ?? []).map(({ p }) => p));
  return { view, payments };
}
