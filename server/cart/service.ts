import { and, asc, eq } from 'drizzle-orm';
import type { Cart, CartItemInput } from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import {
  askedDelivery,
  type LineChange as PlannedChange,
  planLineChange,
} from '#commerce/cart/changePlan.ts';
import type { PlaceFacts } from '#commerce/cart/delivery.ts';
import { giftLineChangeRefusal, giftLineMessage, isGiftLineId } from '#commerce/cart/gifts.ts';
import { mergeLines } from '#commerce/cart/stock.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { cartItems, carts } from '../db/schema/cart.ts';
import { ApiError, refusalError } from '../http/errors.ts';
import { newId, type Owner, ownerColumns, ownerFilter } from '../wishlists/owner.ts';
import { addedCartView, planAdd, readAddState, usableCart, writeAdds } from './adds.ts';
import { readPlaces } from './places.ts';
import { readPricesAndStock, readStoreStock } from './skus.ts';

/*
 * Cart writes. Every call runs in one transaction whose first statement on the cart locks
 * its row (`lockCart`), so two requests on one cart apply one after the other, on PGlite
 * and on a PostgreSQL server alike. The lock must be a statement of its own: under READ
 * COMMITTED each statement reads from a snapshot taken when it starts, so a statement that
 * waited for the lock and read the lines in the same breath would miss what the
 * transaction it waited for wrote (lost quantities, a sku on two lines, stock passed).
 * Lines, stock and prices are read after it, inside the transaction, and any failure rolls
 * the whole call back (a failed call never changes, let alone empties, a cart).
 */

export type CartRow = typeof carts.$inferSelect;
export type LineRow = typeof cartItems.$inferSelect;

/** A line as the parsed contract input gives it (qty defaulted). */
export type LineInput = Omit<CartItemInput, 'qty'> & { qty: number };

export async function findOpenCart(tx: Executor, owner: Owner): Promise<CartRow | undefined> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(ownerFilter(owner, carts), eq(carts.status, 'open')));
  return cart;
}

/** The owner's open cart, created in the site's currency when there is none. */
export async function openCartFor(
  tx: Transaction,
  owner: Owner,
  locale: SiteLocale,
  currency: Currency,
): Promise<CartRow> {
  const existing = await findOpenCart(tx, owner);
  if (existing) return lockCart(tx, owner, existing.id);
  await tx
    .insert(carts)
    .values({ id: newId(), ...ownerColumns(owner), locale, currency })
    .onConflictDoNothing();
  const created = await findOpenCart(tx, owner);
  if (!created) throw new Error('cart was not created');
  return lockCart(tx, owner, created.id);
}

/**
 * A cart the owner may use: BSK404 when there is no open cart with that id (unknown,
 * merged into an account, ordered), AUT498 when it belongs to another customer. With
 * `forUpdate` the row stays locked until the transaction ends: call it before reading
 * anything else of the cart.
 */
export async function lockCart(
  tx: Executor,
  owner: Owner,
  basketId: string,
  forUpdate = true,
): Promise<CartRow> {
  // Writing the row both locks it until the transaction ends and marks the cart updated;
  // an error below rolls the write back with everything else.
  const [cart] = forUpdate
    ? await tx
        .update(carts)
        .set({ updatedAt: new Date() })
        .where(eq(carts.id, basketId))
        .returning()
    : await tx.select().from(carts).where(eq(carts.id, basketId));
  return usableCart(owner, basketId, cart);
}

export async function linesOf(tx: Executor, cartId: string): Promise<LineRow[]> {
  return tx
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position), asc(cartItems.createdAt));
}

/**
 * Add lines to a cart the caller holds locked, all or nothing (server/cart/adds.ts);
 * answers the cart as it stands after them.
 */
export async function addLines(
  tx: Transaction,
  model: CatalogueModel,
  cart: CartRow,
  inputs: readonly LineInput[],
): Promise<Cart> {
  const state = await readAddState(tx, model, [{ basketId: cart.id, items: inputs }], [cart]);
  const lines = planAdd(model, state, cart, inputs);
  await writeAdds(tx, state);
  return addedCartView(model, state, cart, lines);
}

export async function lineOf(tx: Executor, cart: CartRow, itemId: string): Promise<LineRow> {
  if (isGiftLineId(itemId)) throw new ApiError('GWP403', giftLineMessage, { details: { itemId } });
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, itemId)));
  if (!line) throw new ApiError('ORD404', `No item ${itemId} in the cart`);
  return line;
}

export async function removeLine(tx: Transaction, cart: CartRow, itemId: string): Promise<LineRow> {
  const line = await lineOf(tx, cart, itemId);
  await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  return line;
}

/** A change of one line (commerce/cart/changePlan.ts), by its id. */
export interface LineChange extends PlannedChange {
  itemId: string;
}

/**
 * Set a line's quantity (absolute), sku (another size or colour of the same product),
 * delivery or gift option, as commerce/cart/changePlan.ts decides. A line that comes to
 * match another one joins it.
 */
export async function updateLine(
  tx: Transaction,
  model: CatalogueModel,
  cart: CartRow,
  change: LineChange,
): Promise<void> {
  if (isGiftLineId(change.itemId)) throw refusalError(giftLineChangeRefusal(change.itemId, change));
  const line = await lineOf(tx, cart, change.itemId);
  const sku = change.productId ?? line.sku;
  // What the plan reads, read first: a change that passes reads what it always read (the
  // place and the pickup shelf only when it names them); a refused one may read more.
  const { prices, stock } = await readPricesAndStock(tx, [sku], cart.currency as Currency);
  const { storeId, stockStore } = askedDelivery(line, change);
  const places: PlaceFacts = storeId ? await readPlaces(tx, [storeId]) : new Map();
  const others = (await linesOf(tx, cart.id)).filter((other) => other.id !== line.id);
  const shelves = stockStore
    ? new Map([[stockStore, await readStoreStock(tx, stockStore, [sku])]])
    : new Map<string, Map<string, number>>();
  const plan = planLineChange({
    model,
    currency: cart.currency as Currency,
    prices,
    stock: { online: stock, stores: shelves },
    places,
    line,
    others,
    change,
  });
  if (!plan.ok) throw refusalError(plan.refusal);
  const { updated } = plan;
  if (plan.joined) {
    // It came to match another line: that line takes its quantity, it goes.
    for (const [index, other] of others.entries()) {
      const after = plan.lines[index];
      if (!after || (after.qty === other.qty && after.giftOption === other.giftOption)) continue;
      await tx
        .update(cartItems)
        .set({ qty: after.qty, giftOption: after.giftOption })
        .where(eq(cartItems.id, other.id));
    }
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  } else {
    await tx
      .update(cartItems)
      .set({
        sku: updated.sku,
        qty: updated.qty,
        shippingCode: updated.shippingCode,
        storeId: updated.storeId,
        giftOption: updated.giftOption,
      })
      .where(eq(cartItems.id, line.id));
  }
}

/**
 * Spec §4 handover: the guest's open cart becomes the account's when it has none;
 * otherwise its lines join the account's cart (quantities add up, to the default max)
 * and the guest cart is closed as `merged`. A basketId that is not the guest's is ignored.
 */
export async function handOverCart(
  tx: Transaction,
  guestId: string,
  account: Extract<Owner, { kind: 'consumer' }>,
  basketId: string | undefined,
): Promise<string | null> {
  const guestOwner: Owner = { kind: 'guest', guestId };
  const [guest] = await tx
    .select()
    .from(carts)
    .where(
      and(
        basketId ? eq(carts.id, basketId) : undefined,
        ownerFilter(guestOwner, carts),
        eq(carts.status, 'open'),
      ),
    )
    .for('update');
  const mine = await findOpenCart(tx, account);
  if (!guest) return mine?.id ?? null;
  if (!mine) {
    await tx.update(carts).set({ consumerId: account.consumerId }).where(eq(carts.id, guest.id));
    return guest.id;
  }
  const target = await lockCart(tx, account, mine.id);
  const existing = await linesOf(tx, target.id);
  const guestLines = await linesOf(tx, guest.id);
  const { lines, added } = mergeLines(existing, guestLines);
  for (const [index, line] of existing.entries()) {
    const after = lines[index];
    if (!after || (after.qty === line.qty && after.giftOption === line.giftOption)) continue;
    await tx
      .update(cartItems)
      .set({ qty: after.qty, giftOption: after.giftOption })
      .where(eq(cartItems.id, line.id));
  }
  // Guest lines that joined one of the account's go; the others move over, after its own.
  const moved = new Set(added.map((line) => line.id));
  let position = existing.reduce((last, line) => Math.max(last, line.position), -1);
  for (const line of guestLines) {
    if (!moved.has(line.id)) {
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      continue;
    }
    await tx
      .update(cartItems)
      .set({ cartId: target.id, position: ++position })
      .where(eq(cartItems.id, line.id));
  }
  await tx
    .update(carts)
    .set({ status: 'merged', updatedAt: new Date() })
    .where(eq(carts.id, guest.id));
  return target.id;
}
