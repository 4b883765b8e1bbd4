import type { Cart } from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { planAdd as planLines } from '#commerce/cart/addPlan.ts';
import type { PlaceFacts } from '#commerce/cart/delivery.ts';
import { cartView, type SkuPrice, viewSkus } from '#commerce/cart/view.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import {
  bonusSkusSql,
  type CheckoutFactsJson,
  checkoutFactsOf,
  checkoutFactsSql,
} from '../checkout/facts.ts';
import type { Executor } from '../db/client.ts';
import { inlineStatement, type JsonStatement, rowsFromJson, selectJson } from '../db/json.ts';
import { cartItems, carts } from '../db/schema/cart.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { newId, type Owner, owns } from '../wishlists/owner.ts';
import { type PlaceJson, placesFrom, placesSql } from './places.ts';
import type { CartRow, LineInput, LineRow } from './service.ts';
import type { KnownSkus } from './skus.ts';

/*
 * Adding lines to carts, in three steps so that one transaction can serve one call or a
 * batch of calls on many carts (server/cart/addQueue.ts):
 *   1. `addLockQuery` locks the carts (in id order), then `addStateQuery` reads, in one
 *      statement for all of them, their lines, the prices and stock of every sku involved
 *      and the pickup stores' shelves. The lock must be a statement of its own: under READ
 *      COMMITTED a statement reads the snapshot it started with, so a read that waited for
 *      the lock in the same statement would miss what the writer it waited for committed
 *      (20 parallel adds of one sku ended as two lines, or as qty 6, on PostgreSQL);
 *   2. `planAdd` decides one call in memory by commerce/cart/addPlan.ts (catalogue, place
 *      and stock checks, lines merged by the one rule of commerce/cart/stock.ts), all or
 *      nothing: a refused call leaves the state as it was;
 *   3. `addsStatement` writes what the accepted calls changed, in one statement.
 * Both statements take the batch as one json value (server/db/json.ts), so their text and
 * cost do not grow with a parameter per line. A batch is then two round trips to a
 * PostgreSQL server (`readThenWrite`: lock and read, then write and commit). The order of
 * the checks is commerce/cart/addPlan.ts's.
 */

/** One call: lines for one cart of one owner. */
export interface AddCall {
  owner: Owner;
  basketId: string;
  items: readonly LineInput[];
}

/** Carts, lines, prices and stock of a transaction's adds; `planAdd` updates `lines`. */
export interface AddState {
  /** The locked carts, by id (open or not: `cartFor` decides). */
  carts: Map<string, CartRow>;
  /** The lines each cart holds now (after the calls planned so far). */
  lines: Map<string, LineRow[]>;
  /** The lines each cart held when read (what `writeAdds` compares with). */
  readLines: Map<string, LineRow[]>;
  /** Prices and online stock by currency, of every sku a cart view or check needs. */
  known: Map<Currency, KnownSkus>;
  /** The places (stores, collection points) asked for and the lines' own, that exist. */
  places: PlaceFacts;
  /** Units on the shelf, by store and sku (no entry is 0). */
  shelves: Map<string, Map<string, number>>;
  checkout: CheckoutFactsJson;
}

type JsonRow = Record<string, unknown>;
const cartRows = rowsFromJson(carts);
const lineRows = rowsFromJson(cartItems);

/** The read of `addStateQuery`, as the database answers it (one json value). */
export interface AddStateJson {
  carts: JsonRow[];
  lines: JsonRow[];
  /** [currency, sku, [list, sale] or null, online stock or null] */
  prices: [Currency, string, [number, number | null] | null, number | null][];
  places: PlaceJson[];
  /** [storeId, sku, quantity] */
  shelves: [string, string, number][];
  /** Promotions, coupons, payments of the open carts (server/checkout/facts.ts). */
  checkout: CheckoutFactsJson;
}

const lockSql = `select id from carts
    where id = any(array(select jsonb_array_elements_text($1::jsonb)))
    order by id for update`;

/**
 * The statement that locks the calls' carts, in id order (so batches never deadlock each
 * other), before `addStateQuery` reads them: see the top of this file.
 */
export function addLockQuery(calls: readonly Pick<AddCall, 'basketId'>[]): JsonStatement {
  return {
    name: 'cart_add_lock',
    sql: lockSql,
    input: [...new Set(calls.map((call) => call.basketId))].sort(),
  };
}

/**
 * The query that reads the calls' carts, locked by `addLockQuery` before, and, in one
 * statement, what planning and answering the calls needs: the carts,
 * their lines, prices and online stock of every variant of the products involved (a cart
 * item lists its product's variants) in each cart's currency, the places asked for or held
 * (stores, collection points) and the pickup shelves. `locked` are open carts the caller
 * holds already (not locked again). The calls travel as one json literal (server/db/json.ts).
 */
export function addStateQuery(
  model: CatalogueModel,
  calls: readonly Pick<AddCall, 'basketId' | 'items'>[],
  locked: readonly CartRow[] = [],
): JsonStatement {
  const held = new Set(locked.map((cart) => cart.id));
  const asked = calls.map((call) => call.items.map((item) => item.productId));
  const input = {
    lock: [...new Set(calls.map((call) => call.basketId))].filter((id) => !held.has(id)).sort(),
    held: locked.filter((cart) => cart.status === 'open').map((cart) => cart.id),
    // Every variant of the asked skus' products, priced in the cart's currency.
    wants: calls.flatMap((call, index) =>
      viewSkus(model, asked[index] ?? []).map((sku) => [call.basketId, sku]),
    ),
    skus: [...new Set(asked.flat())],
    stores: [
      ...new Set(
        calls.flatMap((call) => call.items.flatMap((item) => item.shippingOptions?.storeId ?? [])),
      ),
    ],
  };
  return { name: 'cart_add_state', sql: addStateSql, input };
}

const ids = (key: string) => `array(select jsonb_array_elements_text(j->'${key}') from input)`;
const addStateSql = `with input as (select $1::jsonb as j),
    locked as (
      -- locked already, by addLockQuery's statement: this one reads them as they are now
      select * from carts where id = any(${ids('lock')})
    ),
    open_carts as (
      select id, currency from locked where status = 'open'
      union all
      select id, currency from carts where id = any(${ids('held')})
    ),
    lines as (
      select * from cart_items where cart_id = any(array(select id from open_carts))
    ),
    line_products as (
      select distinct c.currency, l.master_id
      from lines l join open_carts c on c.id = l.cart_id
    ),
    priced as (
      select p.currency, v.sku
      from line_products p
      -- a lookup by product per line product (offset 0 keeps the planner from scanning
      -- every variant instead)
      cross join lateral (
        select sku from product_variants where product_id = p.master_id offset 0
      ) v
      union
      select c.currency, w->>1
      from input, jsonb_array_elements(j->'wants') w join open_carts c on c.id = w->>0
      union
      -- gifts with purchase: their stock decides whether a cart gets one
      select c.currency, b.sku from open_carts c cross join (${bonusSkusSql}) b(sku)
    ),
    shelf_stores as (
      select jsonb_array_elements_text(j->'stores') as id from input
      union
      select store_id from lines where store_id is not null
    ),
    shelf_skus as (
      select sku from lines union select jsonb_array_elements_text(j->'skus') from input
    )
    select json_build_object(
      'carts', (select coalesce(json_agg(locked), '[]') from locked),
      'checkout', ${checkoutFactsSql('array(select id from open_carts)')},
      'lines', (
        select coalesce(json_agg(l order by l.position, l.created_at), '[]') from lines l
      ),
      'prices', (
        select coalesce(json_agg(json_build_array(
          p.currency,
          p.sku,
          (select json_build_array(list_amount, sale_amount) from sku_prices
            where sku = p.sku and currency = p.currency),
          (select quantity from sku_inventory where sku = p.sku)
        )), '[]')
        from priced p
      ),
      'places', ${placesSql('array(select id from shelf_stores)')},
      'shelves', (
        select coalesce(json_agg(json_build_array(store_id, sku, quantity)), '[]')
        from store_inventory
        where exists (select 1 from shelf_stores)
          and store_id = any(array(select id from shelf_stores))
          and sku = any(array(select sku from shelf_skus))
      )
    ) as result`;

/** The state planning works on, from the answer of `addStateQuery`. */
export function addStateFrom(read: AddStateJson, locked: readonly CartRow[] = []): AddState {
  const cartMap = new Map(locked.map((cart) => [cart.id, cart]));
  for (const row of cartRows(read.carts)) cartMap.set(row.id, row);
  const lines = new Map<string, LineRow[]>();
  for (const cart of cartMap.values()) if (cart.status === 'open') lines.set(cart.id, []);
  for (const row of lineRows(read.lines)) lines.get(row.cartId)?.push(row);
  const known = new Map<Currency, { prices: Map<string, SkuPrice>; stock: Map<string, number> }>();
  for (const [currency, sku, price, quantity] of read.prices) {
    let skus = known.get(currency);
    if (!skus) {
      skus = { prices: new Map(), stock: new Map() };
      known.set(currency, skus);
    }
    if (price !== null) skus.prices.set(sku, { list: price[0], sale: price[1] });
    if (quantity !== null) skus.stock.set(sku, quantity);
  }
  const shelves = new Map<string, Map<string, number>>();
  for (const [storeId, sku, quantity] of read.shelves) {
    const shelf = shelves.get(storeId) ?? new Map<string, number>();
    shelf.set(sku, quantity);
    shelves.set(storeId, shelf);
  }
  return {
    carts: cartMap,
    lines,
    readLines: new Map(lines),
    known,
    places: placesFrom(read.places),
    shelves,
    checkout: read.checkout,
  };
}

/** `addLockQuery`, `addStateQuery` and `addStateFrom` in the caller's transaction. */
export async function readAddState(
  tx: Executor,
  model: CatalogueModel,
  calls: readonly Pick<AddCall, 'basketId' | 'items'>[],
  locked: readonly CartRow[] = [],
): Promise<AddState> {
  const held = new Set(locked.map((cart) => cart.id));
  const lock = addLockQuery(calls.filter((call) => !held.has(call.basketId)));
  if ((lock.input as string[]).length > 0) await tx.execute(inlineStatement(lock));
  const read = await selectJson<AddStateJson>(
    tx,
    inlineStatement(addStateQuery(model, calls, locked)),
  );
  return addStateFrom(read, locked);
}

/**
 * The call's cart when the owner may use it: BSK404 when there is no open cart with that
 * id (unknown, merged into an account, ordered), AUT498 when it is another customer's.
 */
export function cartFor(state: AddState, owner: Owner, basketId: string): CartRow {
  return usableCart(owner, basketId, state.carts.get(basketId));
}

/** The cart read for `basketId` when the owner may use it, else BSK404 or AUT498. */
export function usableCart(owner: Owner, basketId: string, cart: CartRow | undefined): CartRow {
  if (cart?.status !== 'open') throw new ApiError('BSK404', `No cart ${basketId}`);
  if (!owns(owner, cart)) throw new ApiError('AUT498', 'This cart belongs to another customer');
  return cart;
}

function knownFor(state: AddState, cart: CartRow): KnownSkus {
  return state.known.get(cart.currency as Currency) ?? { prices: new Map(), stock: new Map() };
}

/**
 * Add the lines to the cart in `state`, all or nothing (commerce/cart/addPlan.ts): throws
 * the first check's error and leaves the state unchanged, or returns the lines the cart
 * holds now (fresh row objects: what an earlier call returned is never changed by a later
 * one).
 */
export function planAdd(
  model: CatalogueModel,
  state: AddState,
  cart: CartRow,
  inputs: readonly LineInput[],
): LineRow[] {
  const { prices, stock } = knownFor(state, cart);
  const existing = state.lines.get(cart.id) ?? [];
  const plan = planLines({
    model,
    currency: cart.currency as Currency,
    prices,
    stock: { online: stock, stores: state.shelves },
    places: state.places,
    lines: existing,
    items: inputs,
    newLine: (line): LineRow => ({
      ...line,
      id: newId(),
      cartId: cart.id,
      position: 0,
      createdAt: new Date(),
    }),
  });
  if (!plan.ok) throw refusalError(plan.refusal);
  let position = existing.reduce((last, line) => Math.max(last, line.position), -1);
  for (const line of plan.added) line.position = ++position;
  state.lines.set(cart.id, plan.lines);
  return plan.lines;
}

/** The cart as the contract answers it, from the state's prices and stock. */
export function addedCartView(
  model: CatalogueModel,
  state: AddState,
  cart: CartRow,
  lines: readonly LineRow[],
): Cart {
  const { prices, stock } = knownFor(state, cart);
  return cartView(
    model,
    { id: cart.id, locale: cart.locale as SiteLocale, currency: cart.currency as Currency },
    lines,
    prices,
    { online: stock, stores: state.shelves },
    checkoutFactsOf(cart, state.checkout),
    state.places,
  );
}

/**
 * The statement that writes what the planned calls changed (new lines, quantities and gift
 * options that changed) and marks those carts updated; undefined when nothing changed.
 */
export function addsStatement(state: AddState): JsonStatement | undefined {
  const inserted: LineRow[] = [];
  const updated: LineRow[] = [];
  const touched: string[] = [];
  for (const [cartId, lines] of state.lines) {
    const before = new Map((state.readLines.get(cartId) ?? []).map((line) => [line.id, line]));
    let changed = false;
    for (const line of lines) {
      const old = before.get(line.id);
      if (!old) inserted.push(line);
      else if (old.qty !== line.qty || old.giftOption !== line.giftOption) updated.push(line);
      else continue;
      changed = true;
    }
    if (changed) touched.push(cartId);
  }
  if (touched.length === 0) return undefined;
  const change = {
    touched,
    inserted: inserted.map((line) => ({
      id: line.id,
      cart_id: line.cartId,
      sku: line.sku,
      master_id: line.masterId,
      qty: line.qty,
      shipping_code: line.shippingCode,
      store_id: line.storeId,
      gift_option: line.giftOption,
      recipe_id: line.recipeId,
      position: line.position,
      created_at: line.createdAt.toISOString(),
    })),
    updated: updated.map((line) => ({ id: line.id, qty: line.qty, gift_option: line.giftOption })),
  };
  return { name: 'cart_add_write', sql: addsSql, input: change };
}

// One statement whatever the batch's size. The ids are read again as arrays where a
// table is searched: the planner then reads those rows by key, not every row.
const addsSql = `with change as (select $1::jsonb as j),
    touched as (
      update carts set updated_at = now()
      where id = any(array(select jsonb_array_elements_text(j->'touched') from change))
    ),
    inserted as (
      insert into cart_items (id, cart_id, sku, master_id, qty, shipping_code, store_id,
        gift_option, recipe_id, position, created_at)
      select r.* from change, jsonb_to_recordset(j->'inserted') as r(id text, cart_id text,
        sku text, master_id text, qty int, shipping_code text, store_id text, gift_option jsonb,
        recipe_id text, position int, created_at timestamptz)
    ),
    updated as (
      update cart_items set qty = r.qty, gift_option = r.gift_option
      from change, jsonb_to_recordset(j->'updated') as r(id text, qty int, gift_option jsonb)
      where cart_items.id = r.id
        and cart_items.id = any(array(
          select jsonb_array_elements(j->'updated')->>'id' from change
        ))
    )
    select 1`;

/** `addsStatement` in the caller's transaction (nothing planned, nothing sent). */
export async function writeAdds(tx: Executor, state: AddState): Promise<void> {
  const statement = addsStatement(state);
  if (statement) await tx.execute(inlineStatement(statement));
}
