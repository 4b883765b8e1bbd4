import { eq } from 'drizzle-orm';
import {
  addCartItems,
  addPriceAdjustment,
  createCart,
  createCartWithItem,
  deletePriceAdjustment,
  getCart,
  moveSavedItemToCart,
  removeCartItem,
  removeSavedItem,
  reserveWithItem,
  saveItemForLater,
  updateCartItem,
  updatePriceAdjustment,
} from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { pageQuery } from '#api/contract/common.ts';
import { catalogueLocales, DEFAULT_CATALOGUE_LOCALE } from '#api/contract/products.ts';
import { pickupItems } from '#commerce/cart/delivery.ts';
import { type SiteMove, withSiteMove } from '#commerce/cart/siteMove.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { cartItems } from '../db/schema/cart.ts';
import type { SessionAuth } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';
import {
  ownedSaveForLaterList,
  type SaveForLaterList,
  savedItem,
  saveForLater,
  saveForLaterListFor,
  saveForLaterPage,
  takeSavedItem,
} from '../wishlists/lists.ts';
import { type Owner, ownerOf } from '../wishlists/owner.ts';
import { cartAddQueue } from './addQueue.ts';
import { addAdjustment, deleteAdjustment, updateAdjustment } from './priceAdjustments.ts';
import {
  addLines,
  type CartRow,
  findOpenCart,
  handOverCart,
  lineOf,
  lockCart,
  openCartFor,
  removeLine,
  updateLine,
} from './service.ts';
import { moveCartToSite } from './siteMove.ts';
import { catalogueModel } from './skus.ts';
import { readCartView } from './view.ts';

/** Spec §6: saved-for-later is not available while an associate is connected. */
function listOwner(auth: SessionAuth): Owner {
  if (auth.kind === 'agent') {
    throw new ApiError('AUT432', 'Saved items are not available in associate mode');
  }
  return ownerOf(auth);
}

/** The saved-for-later list's first page of `count` items, as the call asked (spec §9). */
const firstPageOf = (count: number) => pageQuery.parse({ count });

/*
 * The catalogue model is read before a transaction opens: on PGlite a query on the app's
 * database while a transaction is open would wait for that transaction forever.
 */
async function answer(
  model: CatalogueModel,
  tx: Executor,
  cart: CartRow,
  move: SiteMove | null = null,
) {
  return withSiteMove(await readCartView(tx, model, cart), move);
}

/**
 * The cart a call names, locked, on the call's site: moved there first when it is on
 * another one (issue 46, server/cart/siteMove.ts).
 */
async function siteCart(
  tx: Transaction,
  owner: Owner,
  basketId: string,
  locale: SiteLocale | undefined,
): Promise<{ cart: CartRow; move: SiteMove | null }> {
  return moveCartToSite(tx, await lockCart(tx, owner, basketId), locale);
}

/** The owner's open cart (made when there is none) on the call's site. */
async function openSiteCart(tx: Transaction, owner: Owner, locale: SiteLocale | undefined) {
  const site = locale ?? DEFAULT_CATALOGUE_LOCALE;
  const cart = await openCartFor(tx, owner, site, catalogueLocales[site].currency);
  return moveCartToSite(tx, cart, locale);
}

/** Whether the cart `basketId` is on another site than the call's (it will move). */
async function onAnotherSite(
  db: Database,
  owner: Owner,
  basketId: string,
  locale: SiteLocale | undefined,
): Promise<boolean> {
  if (!locale) return false;
  return (await lockCart(db, owner, basketId, false)).locale !== locale;
}

function listAnswer(
  model: CatalogueModel,
  tx: Executor,
  list: SaveForLaterList,
  cart: CartRow,
  count: number,
) {
  const site = siteOf(cart.locale as SiteLocale, cart.currency as Currency);
  return saveForLaterPage(tx, model, list, firstPageOf(count), site);
}

/**
 * Spec §7 Cart, the basics of issue 3: create, cart with item, get, add/update/remove
 * items, the saved-for-later moves, and an associate's price adjustments. Coupons,
 * addresses, payments and orders are server/checkout's.
 */
export const cartDomain: Domain = {
  name: 'cart',
  register({ route, authHooks }) {
    route(createCart, async ({ locale, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await openSiteCart(tx, ownerOf(auth), locale);
        return answer(model, tx, cart, move);
      });
    });

    route(createCartWithItem, async ({ body, locale, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await openSiteCart(tx, ownerOf(auth), locale);
        return withSiteMove(await addLines(tx, model, cart, body.items), move);
      });
    });

    // The lines picked up in one store (spec §7; the in-store associate's reservation).
    route(reserveWithItem, async ({ body, locale, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await openSiteCart(tx, ownerOf(auth), locale);
        const added = await addLines(tx, model, cart, pickupItems(body.items, body.storeId));
        return withSiteMove(added, move);
      });
    });

    route(getCart, async ({ params, locale, auth, db }) => {
      const model = await catalogueModel(db);
      const owner = ownerOf(auth);
      return db.transaction(async (tx) => {
        const read = await lockCart(tx, owner, params.basketId, false);
        // A read locks nothing, unless the cart moves to the call's site.
        if (!locale || read.locale === locale) return answer(model, tx, read);
        const { cart, move } = await siteCart(tx, owner, params.basketId, locale);
        return answer(model, tx, cart, move);
      });
    });

    // Concurrent adds are written in batches, one transaction each (server/cart/addQueue.ts);
    // an add on another site than the cart's moves it first, in a transaction of its own.
    route(addCartItems, async ({ body, locale, auth, db }) => {
      const owner = ownerOf(auth);
      if (!(await onAnotherSite(db, owner, body.basketId, locale))) {
        return cartAddQueue(db).add({ owner, basketId: body.basketId, items: body.items });
      }
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, owner, body.basketId, locale);
        return withSiteMove(await addLines(tx, model, cart, body.items), move);
      });
    });

    route(removeCartItem, async ({ query, locale, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, ownerOf(auth), query.basketId, locale);
        await removeLine(tx, cart, query.itemId);
        return answer(model, tx, cart, move);
      });
    });

    route(updateCartItem, async ({ params, body, locale, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, ownerOf(auth), params.basketId, locale);
        await updateLine(tx, model, cart, body);
        return answer(model, tx, cart, move);
      });
    });

    // An in-store associate's price adjustments (spec §7), on the cart of its session.
    route(addPriceAdjustment, async ({ params, body, locale, auth, db, deps }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, ownerOf(auth), params.basketId, locale);
        await addAdjustment(tx, model, cart, auth.associate, body, deps.now());
        return answer(model, tx, cart, move);
      });
    });

    route(updatePriceAdjustment, async ({ params, body, locale, auth, db, deps }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, ownerOf(auth), params.basketId, locale);
        await updateAdjustment(tx, model, cart, params.adjustmentId, body, deps.now());
        return answer(model, tx, cart, move);
      });
    });

    route(deletePriceAdjustment, async ({ params, locale, auth, db }) => {
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, ownerOf(auth), params.basketId, locale);
        await deleteAdjustment(tx, cart, params.adjustmentId);
        return answer(model, tx, cart, move);
      });
    });

    route(saveItemForLater, async ({ body, query, locale, auth, db, deps }) => {
      const owner = listOwner(auth);
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, owner, body.basketId, locale);
        const line = await lineOf(tx, cart, body.itemId);
        const list = await saveForLaterListFor(tx, owner);
        await saveForLater(tx, list, line, deps.now());
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        return {
          cart: await answer(model, tx, cart, move),
          saveForLater: await listAnswer(model, tx, list, cart, query.count),
        };
      });
    });

    route(moveSavedItemToCart, async ({ params, body, query, locale, auth, db }) => {
      const owner = listOwner(auth);
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const { cart, move } = await siteCart(tx, owner, params.basketId, locale);
        const list = await ownedSaveForLaterList(tx, owner, body.saveForLaterId);
        const item = await savedItem(tx, list, body.itemId);
        const qty = Math.min(body.qty ?? item.qty, item.qty);
        const answered = await addLines(tx, model, cart, [{ productId: item.sku, qty }]);
        await takeSavedItem(tx, item, qty);
        return {
          cart: withSiteMove(answered, move),
          saveForLater: await listAnswer(model, tx, list, cart, query.count),
        };
      });
    });

    route(removeSavedItem, async ({ params, query, locale, auth, db }) => {
      const owner = listOwner(auth);
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const list = await ownedSaveForLaterList(tx, owner, params.saveForlaterId);
        await takeSavedItem(tx, await savedItem(tx, list, params.itemId));
        return saveForLaterPage(tx, model, list, firstPageOf(query.count), siteOf(locale));
      });
    });

    authHooks.onHandover(async (tx, input) => {
      const account = {
        kind: 'consumer' as const,
        consumerId: input.customerId,
        guestId: input.guestId ?? '',
      };
      if (!input.guestId) return { basketId: (await findOpenCart(tx, account))?.id ?? null };
      return { basketId: await handOverCart(tx, input.guestId, account, input.basketId) };
    });

    authHooks.onSessionObjects(async (db, { guestId, customerId }) => {
      const owner: Owner = customerId
        ? { kind: 'consumer', consumerId: customerId, guestId }
        : { kind: 'guest', guestId };
      return { basketId: (await findOpenCart(db, owner))?.id ?? null };
    });
  },
};
