import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_LIST_QTY } from '#api/contract/wishlists.ts';
import type { Transaction } from '../db/client.ts';
import {
  favoriteItems,
  favoriteLists,
  saveForLaterItems,
  saveForLaterLists,
} from '../db/schema/wishlists.ts';
import { findFavoriteList, findSaveForLaterList } from './lists.ts';
import type { Owner } from './owner.ts';

/*
 * Spec §4: a guest who signs in keeps their favorites and saved-for-later. The guest's list
 * becomes the account's when the account has none; otherwise its items join the account's
 * list (a product both hold keeps the account's line, saved quantities add up) and the
 * guest list is removed. A list id that is not the guest's is ignored, never taken.
 */

async function guestFavoriteList(tx: Transaction, guestId: string, favoriteId: string | undefined) {
  const [list] = await tx
    .select()
    .from(favoriteLists)
    .where(
      and(
        favoriteId ? eq(favoriteLists.id, favoriteId) : undefined,
        eq(favoriteLists.guestId, guestId),
        isNull(favoriteLists.consumerId),
      ),
    );
  return list;
}

async function guestSaveForLaterList(
  tx: Transaction,
  guestId: string,
  saveForLaterId: string | undefined,
) {
  const [list] = await tx
    .select()
    .from(saveForLaterLists)
    .where(
      and(
        saveForLaterId ? eq(saveForLaterLists.id, saveForLaterId) : undefined,
        eq(saveForLaterLists.guestId, guestId),
        isNull(saveForLaterLists.consumerId),
      ),
    );
  return list;
}

export async function handOverFavorites(
  tx: Transaction,
  guestId: string,
  account: Extract<Owner, { kind: 'consumer' }>,
  favoriteId: string | undefined,
): Promise<string | null> {
  const guest = await guestFavoriteList(tx, guestId, favoriteId);
  const mine = await findFavoriteList(tx, account);
  if (!guest) return mine?.id ?? null;
  if (!mine) {
    await tx
      .update(favoriteLists)
      .set({ consumerId: account.consumerId })
      .where(eq(favoriteLists.id, guest.id));
    return guest.id;
  }
  // Move the guest's lines the account does not hold; the rest go with the guest list.
  await tx.execute(sql`
    UPDATE ${favoriteItems} SET list_id = ${mine.id}
    WHERE list_id = ${guest.id}
      AND ref NOT IN (SELECT ref FROM ${favoriteItems} WHERE list_id = ${mine.id})`);
  await tx.delete(favoriteLists).where(eq(favoriteLists.id, guest.id));
  return mine.id;
}

export async function handOverSaveForLater(
  tx: Transaction,
  guestId: string,
  account: Extract<Owner, { kind: 'consumer' }>,
  saveForLaterId: string | undefined,
): Promise<string | null> {
  const guest = await guestSaveForLaterList(tx, guestId, saveForLaterId);
  const mine = await findSaveForLaterList(tx, account);
  if (!guest) return mine?.id ?? null;
  if (!mine) {
    await tx
      .update(saveForLaterLists)
      .set({ consumerId: account.consumerId })
      .where(eq(saveForLaterLists.id, guest.id));
    return guest.id;
  }
  // Quantities of skus both lists hold add up; the other lines move over.
  await tx.execute(sql`
    UPDATE ${saveForLaterItems} AS mine SET qty = least(mine.qty + guest.qty, ${MAX_LIST_QTY})
    FROM ${saveForLaterItems} AS guest
    WHERE mine.list_id = ${mine.id} AND guest.list_id = ${guest.id} AND guest.sku = mine.sku`);
  await tx.execute(sql`
    UPDATE ${saveForLaterItems} SET list_id = ${mine.id}
    WHERE list_id = ${guest.id}
      AND sku NOT IN (SELECT sku FROM ${saveForLaterItems} WHERE list_id = ${mine.id})`);
  await tx.delete(saveForLaterLists).where(eq(saveForLaterLists.id, guest.id));
  return mine.id;
}
