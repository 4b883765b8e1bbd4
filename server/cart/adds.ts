import { and, asc, inArray, sql } from 'drizzle-orm';
import { lineKey, stockDemands, stockVerdict } from '#api/cart/stock.ts';
import { cartView, viewSkus } from '#api/cart/view.ts';
import type { CatalogueModel } from '#api/catalogue/model.ts';
import type { Cart } from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import type { Executor } from '../db/client.ts';
import { cartItems, carts } from '../db/schema/cart.ts';
import { storeInventory, stores } from '../db/schema/catalogue.ts';
import { ApiError } from '../http/errors.ts';
import { newId, type Owner, owns } from '../wishlists/owner.ts';
import type { CartRow, LineInput, LineRow } from './service.ts';
import { checkFacts, factsFrom, type KnownSkus, readPricesAndStock } from './skus.ts';

/*
 * Adding lines to carts, in three steps so that one transaction can serve one call or a
 * batch of calls on many carts (server/cart/addQueue.ts):
 *   1. `readAddState` locks the carts and reads, in a few queries for all of them, their
 *      lines, the prices and stock of every sku involved and the pickup stores' shelves;
 *   2. `planAdd` decides one call in memory (catalogue, store and stock checks, lines that
 *      add up), all or nothing: a refused call leaves the state as it was;
 *   3. `writeAdds` writes what the accepted calls changed, in one statement.
 * The checks run in this order: ORD404, INV702, INV701 (the skus), STR404 (the stores),
 * then the stock verdict (api/cart/stock.ts).
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
  /** Stores asked for that exist. */
  stores: Set<string>;
  /** Units on the shelf, by store and sku (no entry is 0). */
  shelves: Map<string, Map<string, number>>;
}

const storeOf = (item: LineInput) => item.shippingOptions?.storeId;

/**
 * Lock the calls' carts (in id order, so batches never deadlock each other) and read what
 * planning and answering them needs. `locked` are carts the caller already holds.
 */
export async function readAddState(
  tx: Executor,
  model: CatalogueModel,
  calls: readonly Pick<AddCall, 'basketId' | 'items'>[],
  locked: readonly CartRow[] = [],
): Promise<AddState> {
  const cartMap = new Map(locked.map((cart) => [cart.id, cart]));
  const toLock = [...new Set(calls.map((call) => call.basketId))]
    .filter((id) => !cartMap.has(id))
    .sort();
  if (toLock.length > 0) {
    const rows = await tx
      .select()
      .from(carts)
      .where(inArray(carts.id, toLock))
      .orderBy(asc(carts.id))
      .for('update');
    for (const row of rows) cartMap.set(row.id, row);
  }
  const open = [...cartMap.values()].filter((cart) => cart.status === 'open');
  const lines = new Map<string, LineRow[]>(open.map((cart) => [cart.id, []]));
  if (open.length > 0) {
    const rows = await tx
      .select()
      .from(cartItems)
      .where(
        inArray(
          cartItems.cartId,
          open.map((cart) => cart.id),
        ),
      )
      .orderBy(asc(cartItems.position), asc(cartItems.createdAt));
    for (const row of rows) lines.get(row.cartId)?.push(row);
  }

  const skusByCurrency = new Map<Currency, string[]>();
  const wantSkus = (cartId: string, skus: readonly string[]) => {
    const cart = cartMap.get(cartId);
    if (cart?.status !== 'open') return;
    const currency = cart.currency as Currency;
    skusByCurrency.set(currency, [...(skusByCurrency.get(currency) ?? []), ...skus]);
  };
  for (const [cartId, rows] of lines) {
    wantSkus(
      cartId,
      rows.map((row) => row.sku),
    );
  }
  for (const call of calls) {
    wantSkus(
      call.basketId,
      call.items.map((item) => item.productId),
    );
  }
  const known = new Map<Currency, KnownSkus>();
  for (const [currency, skus] of skusByCurrency) {
    known.set(currency, await readPricesAndStock(tx, viewSkus(model, skus), currency));
  }

  const askedStores = [...new Set(calls.flatMap((call) => call.items.flatMap(storeOf)))].filter(
    (id): id is string => id !== undefined,
  );
  const existing = new Set<string>();
  if (askedStores.length > 0) {
    const rows = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(inArray(stores.id, askedStores));
    for (const row of rows) existing.add(row.id);
  }
  const shelfStores = new Set(existing);
  const shelfSkus = new Set<string>();
  for (const rows of lines.values()) {
    for (const row of rows) {
      if (row.storeId) shelfStores.add(row.storeId);
      shelfSkus.add(row.sku);
    }
  }
  for (const call of calls) for (const item of call.items) shelfSkus.add(item.productId);
  const shelves = new Map<string, Map<string, number>>();
  if (shelfStores.size > 0) {
    const rows = await tx
      .select({
        storeId: storeInventory.storeId,
        sku: storeInventory.sku,
        quantity: storeInventory.quantity,
      })
      .from(storeInventory)
      .where(
        and(
          inArray(storeInventory.storeId, [...shelfStores]),
          inArray(storeInventory.sku, [...shelfSkus]),
        ),
      );
    for (const row of rows) {
      const shelf = shelves.get(row.storeId) ?? new Map<string, number>();
      shelf.set(row.sku, row.quantity);
      shelves.set(row.storeId, shelf);
    }
  }
  return { carts: cartMap, lines, readLines: new Map(lines), known, stores: existing, shelves };
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
 * Add the lines to the cart in `state`, all or nothing: throws the first check's error and
 * leaves the state unchanged, or returns the lines the cart holds now (fresh row objects:
 * what an earlier call returned is never changed by a later one).
 */
export function planAdd(
  model: CatalogueModel,
  state: AddState,
  cart: CartRow,
  inputs: readonly LineInput[],
): LineRow[] {
  const currency = cart.currency as Currency;
  const skus = inputs.map((input) => input.productId);
  const { prices, stock } = knownFor(state, cart);
  const facts = checkFacts(factsFrom(model, skus, prices, stock), skus, currency);
  for (const input of inputs) {
    const storeId = storeOf(input);
    if (storeId && !state.stores.has(storeId)) {
      throw new ApiError('STR404', `No store ${storeId}`);
    }
  }
  const existing = state.lines.get(cart.id) ?? [];
  const incoming = inputs.map((input) => ({
    sku: input.productId,
    shippingCode: input.shippingOptions?.selected ?? 'standard',
    storeId: input.shippingOptions?.storeId ?? null,
    recipeId: input.recipeId ?? null,
    qty: input.qty,
    giftOption: input.giftOption ?? null,
  }));
  const verdict = stockVerdict(
    stockDemands([...existing, ...incoming], existing, incoming),
    (demand) =>
      demand.storeId
        ? (state.shelves.get(demand.storeId)?.get(demand.sku) ?? 0)
        : (facts.get(demand.sku)?.stock ?? 0),
    skus,
  );
  if (verdict) throw new ApiError(verdict.errorId, verdict.message, { details: verdict.details });

  const lines = existing.map((line) => ({ ...line }));
  const byKey = new Map(
    lines.flatMap((line) => {
      const key = lineKey(line);
      return key ? [[key, line] as const] : [];
    }),
  );
  let position = lines.reduce((last, line) => Math.max(last, line.position), -1) + 1;
  for (const line of incoming) {
    const key = lineKey(line);
    const match = key ? byKey.get(key) : undefined;
    if (match) {
      match.qty += line.qty;
      if (line.giftOption) match.giftOption = line.giftOption;
      continue;
    }
    const row: LineRow = {
      id: newId(),
      cartId: cart.id,
      sku: line.sku,
      masterId: facts.get(line.sku)?.product.id ?? line.sku,
      qty: line.qty,
      shippingCode: line.shippingCode,
      storeId: line.storeId,
      giftOption: line.giftOption,
      recipeId: line.recipeId,
      position: position++,
      createdAt: new Date(),
    };
    lines.push(row);
    if (key) byKey.set(key, row);
  }
  state.lines.set(cart.id, lines);
  return lines;
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
  );
}

/**
 * Write what the planned calls changed (new lines, quantities and gift options that
 * changed) and mark those carts updated, in one statement. Nothing planned, nothing sent.
 */
export async function writeAdds(tx: Executor, state: AddState): Promise<void> {
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
  if (touched.length === 0) return;
  const parts = [
    sql`touched as (update carts set updated_at = now() where id in (${sql.join(
      touched.map((id) => sql`${id}`),
      sql`, `,
    )}))`,
  ];
  const gift = (line: LineRow) =>
    line.giftOption === null ? sql`null::jsonb` : sql`${JSON.stringify(line.giftOption)}::jsonb`;
  if (inserted.length > 0) {
    const rows = inserted.map(
      (line) =>
        sql`(${line.id}, ${line.cartId}, ${line.sku}, ${line.masterId}, ${line.qty}::int, ${line.shippingCode}, ${line.storeId}, ${gift(line)}, ${line.recipeId}, ${line.position}::int, ${line.createdAt.toISOString()}::timestamptz)`,
    );
    parts.push(
      sql`inserted as (insert into cart_items (id, cart_id, sku, master_id, qty, shipping_code, store_id, gift_option, recipe_id, position, created_at) values ${sql.join(rows, sql`, `)})`,
    );
  }
  if (updated.length > 0) {
    const rows = updated.map((line) => sql`(${line.id}, ${line.qty}::int, ${gift(line)})`);
    parts.push(
      sql`updated as (update cart_items set qty = v.qty, gift_option = v.gift_option from (values ${sql.join(rows, sql`, `)}) as v(id, qty, gift_option) where cart_items.id = v.id)`,
    );
  }
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
