import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FavoriteItemType, Favorites, SavedForLater } from '#api/contract/wishlists.ts';
import { MAX_LIST_QTY } from '#api/contract/wishlists.ts';
import { listEntryOf, listProduct } from '#commerce/cart/view.ts';
import type { CatalogueModel, ProductModel } from '#commerce/catalogue/model.ts';
import type { Site } from '#commerce/catalogue/site.ts';
import { favoriteRefusal, savedItemView } from '#commerce/wishlists/lists.ts';
import { type KnownSkus, readPricesAndStock } from '../cart/skus.ts';
import { type Executor, readTogether, type Transaction } from '../db/client.ts';
import {
  favoriteItems,
  favoriteLists,
  saveForLaterItems,
  saveForLaterLists,
} from '../db/schema/wishlists.ts';
import { ApiError, assertAllowed } from '../http/errors.ts';
import { newId, type Owner, ownerColumns, ownerFilter, owns } from './owner.ts';

/*
 * Favorites and saved-for-later: one list of each per owner, created by the first add.
 * Lists keep ids and quantities; what a list shows of a product (name, link, image, price,
 * availability) is read from the catalogue each time, prices and stock in the caller's
 * transaction.
 */

export type FavoriteList = typeof favoriteLists.$inferSelect;
export type SaveForLaterList = typeof saveForLaterLists.$inferSelect;

export interface Page {
  start: number;
  count: number;
}

export async function findFavoriteList(
  tx: Executor,
  owner: Owner,
): Promise<FavoriteList | undefined> {
  const [list] = await tx.select().from(favoriteLists).where(ownerFilter(owner, favoriteLists));
  return list;
}

export async function findSaveForLaterList(
  tx: Executor,
  owner: Owner,
): Promise<SaveForLaterList | undefined> {
  const [list] = await tx
    .select()
    .from(saveForLaterLists)
    .where(ownerFilter(owner, saveForLaterLists));
  return list;
}

/** The owner's favorites, created when missing (a concurrent create wins harmlessly). */
export async function favoriteListFor(tx: Transaction, owner: Owner): Promise<FavoriteList> {
  const existing = await findFavoriteList(tx, owner);
  if (existing) return existing;
  await tx
    .insert(favoriteLists)
    .values({ id: newId(), ...ownerColumns(owner) })
    .onConflictDoNothing();
  const created = await findFavoriteList(tx, owner);
  if (!created) throw new Error('favorites list was not created');
  return created;
}

export async function saveForLaterListFor(
  tx: Transaction,
  owner: Owner,
): Promise<SaveForLaterList> {
  const existing = await findSaveForLaterList(tx, owner);
  if (existing) return existing;
  await tx
    .insert(saveForLaterLists)
    .values({ id: newId(), ...ownerColumns(owner) })
    .onConflictDoNothing();
  const created = await findSaveForLaterList(tx, owner);
  if (!created) throw new Error('saved-for-later list was not created');
  return created;
}

/** A list by id that the owner may change: PLP400 when unknown, AUT498 when another's. */
export async function ownedFavoriteList(
  tx: Executor,
  owner: Owner,
  favoriteId: string,
): Promise<FavoriteList> {
  const [list] = await tx.select().from(favoriteLists).where(eq(favoriteLists.id, favoriteId));
  if (!list) throw new ApiError('PLP400', `No favorites list ${favoriteId}`);
  if (!owns(owner, list)) throw new ApiError('AUT498', 'This list belongs to another customer');
  return list;
}

export async function ownedSaveForLaterList(
  tx: Executor,
  owner: Owner,
  saveForLaterId: string,
): Promise<SaveForLaterList> {
  const [list] = await tx
    .select()
    .from(saveForLaterLists)
    .where(eq(saveForLaterLists.id, saveForLaterId));
  if (!list) throw new ApiError('PLP400', `No saved-for-later list ${saveForLaterId}`);
  if (!owns(owner, list)) throw new ApiError('AUT498', 'This list belongs to another customer');
  return list;
}

/** Prices and stock of the listed products, read in the caller's transaction. */
type Money = KnownSkus;

async function moneyFor(
  tx: Executor,
  products: readonly ProductModel[],
  site: Site,
): Promise<Money> {
  const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku));
  return readPricesAndStock(tx, skus, site.currency);
}

/** The answer of every favorites call: one page of the list, newest first. */
export async function favoritesPage(
  tx: Executor,
  model: CatalogueModel,
  list: FavoriteList | undefined,
  page: Page,
  site: Site,
): Promise<Favorites> {
  if (!list) return { favoriteId: null, items: [], total: 0 };
  const [rows, [{ total } = { total: 0 }]] = await readTogether(
    tx,
    () =>
      tx
        .select()
        .from(favoriteItems)
        .where(eq(favoriteItems.listId, list.id))
        .orderBy(desc(favoriteItems.addedAt), desc(favoriteItems.id))
        .offset(page.start)
        .limit(page.count),
    () =>
      tx.select({ total: count() }).from(favoriteItems).where(eq(favoriteItems.listId, list.id)),
  );
  const found = rows.map((row) => ({ row, match: listEntryOf(model, row.ref) }));
  const money = await moneyFor(
    tx,
    found.flatMap(({ match }) => (match ? [match.product] : [])),
    site,
  );
  return {
    favoriteId: list.id,
    total,
    items: found.map(({ row, match }) => ({
      id: row.ref,
      itemId: row.id,
      itemType: row.itemType,
      qty: row.qty,
      addedAt: row.addedAt.toISOString(),
      product: match
        ? listProduct(match.product, match.sku, money.prices, money.stock, site)
        : null,
    })),
  };
}

/** Spec §4: an unknown product is PLP400 (commerce/wishlists/lists.ts); the same id again sets its quantity. */
export async function addFavorite(
  tx: Transaction,
  model: CatalogueModel,
  owner: Owner,
  input: { id: string; qty: number; itemType: FavoriteItemType; favoriteId?: string | undefined },
  now: Date,
): Promise<FavoriteList> {
  assertAllowed(favoriteRefusal(model, input));
  const list = input.favoriteId
    ? await ownedFavoriteList(tx, owner, input.favoriteId)
    : await favoriteListFor(tx, owner);
  await tx
    .insert(favoriteItems)
    .values({
      id: newId(),
      listId: list.id,
      ref: input.id,
      itemType: input.itemType,
      qty: input.qty,
      addedAt: now,
    })
    .onConflictDoUpdate({
      target: [favoriteItems.listId, favoriteItems.ref],
      set: { qty: input.qty, itemType: input.itemType },
    });
  return list;
}

export async function removeFavorite(
  tx: Transaction,
  owner: Owner,
  favoriteId: string,
  itemId: string,
): Promise<FavoriteList> {
  const list = await ownedFavoriteList(tx, owner, favoriteId);
  const removed = await tx
    .delete(favoriteItems)
    .where(and(eq(favoriteItems.listId, list.id), eq(favoriteItems.id, itemId)))
    .returning({ id: favoriteItems.id });
  if (removed.length === 0) throw new ApiError('PLP400', `No item ${itemId} in the list`);
  return list;
}

/** The list's share token, made on the first share and kept after. */
export async function shareFavorites(
  tx: Transaction,
  owner: Owner,
  favoriteId: string,
  now: Date,
): Promise<{ favoriteId: string; shareToken: string; sharedAt: string }> {
  const list = await ownedFavoriteList(tx, owner, favoriteId);
  if (list.shareToken && list.sharedAt) {
    return { favoriteId, shareToken: list.shareToken, sharedAt: list.sharedAt.toISOString() };
  }
  const shareToken = randomBytes(24).toString('base64url');
  await tx
    .update(favoriteLists)
    .set({ shareToken, sharedAt: now })
    .where(eq(favoriteLists.id, list.id));
  return { favoriteId, shareToken, sharedAt: now.toISOString() };
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A shared list for its reader: the owner always, anyone else with the list's token. A
 * wrong token, a list never shared and an unknown id all answer API404 alike.
 */
export async function readableFavoriteList(
  tx: Executor,
  owner: Owner | null,
  favoriteId: string,
  token: string | undefined,
): Promise<{ list: FavoriteList; isOwner: boolean }> {
  const [list] = await tx.select().from(favoriteLists).where(eq(favoriteLists.id, favoriteId));
  if (list && owner && owns(owner, list)) return { list, isOwner: true };
  if (list?.shareToken && token && sameToken(list.shareToken, token))
    return { list, isOwner: false };
  throw new ApiError('API404', 'No shared list for this link');
}

/** One page of the saved-for-later list, newest first. */
export async function saveForLaterPage(
  tx: Executor,
  model: CatalogueModel,
  list: SaveForLaterList | undefined,
  page: Page,
  site: Site,
): Promise<SavedForLater> {
  if (!list) return { saveForLaterId: null, items: [], total: 0 };
  const [rows, [{ total } = { total: 0 }]] = await readTogether(
    tx,
    () =>
      tx
        .select()
        .from(saveForLaterItems)
        .where(eq(saveForLaterItems.listId, list.id))
        .orderBy(desc(saveForLaterItems.addedAt), desc(saveForLaterItems.id))
        .offset(page.start)
        .limit(page.count),
    () =>
      tx
        .select({ total: count() })
        .from(saveForLaterItems)
        .where(eq(saveForLaterItems.listId, list.id)),
  );
  const found = rows.map((row) => ({ row, match: listEntryOf(model, row.sku) }));
  const money = await moneyFor(
    tx,
    found.flatMap(({ match }) => (match ? [match.product] : [])),
    site,
  );
  return {
    saveForLaterId: list.id,
    total,
    items: found.map(({ row, match }) =>
      savedItemView(
        { itemId: row.id, sku: row.sku, qty: row.qty, addedAt: row.addedAt.toISOString() },
        match ? listProduct(match.product, match.sku, money.prices, money.stock, site) : null,
        site,
      ),
    ),
  };
}

/** Keep a sku for later; the same sku adds up (at most MAX_LIST_QTY). */
export async function saveForLater(
  tx: Transaction,
  list: SaveForLaterList,
  line: { sku: string; masterId: string; qty: number },
  now: Date,
): Promise<void> {
  await tx
    .insert(saveForLaterItems)
    .values({
      id: newId(),
      listId: list.id,
      sku: line.sku,
      masterId: line.masterId,
      qty: Math.min(line.qty, MAX_LIST_QTY),
      addedAt: now,
    })
    .onConflictDoUpdate({
      target: [saveForLaterItems.listId, saveForLaterItems.sku],
      set: {
        qty: sql`least(${saveForLaterItems.qty} + excluded.qty, ${MAX_LIST_QTY})`,
        addedAt: now,
      },
    });
}

export async function savedItem(
  tx: Executor,
  list: SaveForLaterList,
  itemId: string,
): Promise<typeof saveForLaterItems.$inferSelect> {
  const [item] = await tx
    .select()
    .from(saveForLaterItems)
    .where(and(eq(saveForLaterItems.listId, list.id), eq(saveForLaterItems.id, itemId)));
  if (!item) throw new ApiError('PLP400', `No item ${itemId} in the saved-for-later list`);
  return item;
}

/** Take `qty` of a saved item out of the list (all of it by default). */
export async function takeSavedItem(
  tx: Transaction,
  item: typeof saveForLaterItems.$inferSelect,
  qty = item.qty,
): Promise<void> {
  if (qty >= item.qty) {
    await tx.delete(saveForLaterItems).where(eq(saveForLaterItems.id, item.id));
  } else {
    await tx
      .update(saveForLaterItems)
      .set({ qty: item.qty - qty })
      .where(eq(saveForLaterItems.id, item.id));
  }
}
