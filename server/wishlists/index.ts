import {
  addFavorite as addFavoriteRoute,
  getFavorites,
  getSaveForLater,
  getSharedFavorites,
  removeFavorite as removeFavoriteRoute,
  shareFavorites as shareFavoritesRoute,
} from '#api/contract/wishlists.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { catalogueModel } from '../cart/skus.ts';
import type { AuthContext, SessionAuth } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import type { Domain } from '../http/route.ts';
import { handOverFavorites, handOverSaveForLater } from './handover.ts';
import {
  addFavorite,
  favoritesPage,
  findFavoriteList,
  findSaveForLaterList,
  readableFavoriteList,
  removeFavorite,
  saveForLaterPage,
  shareFavorites,
} from './lists.ts';
import { type Owner, ownerOf } from './owner.ts';

/** Spec §6: favorites and saved-for-later are not available while an associate is connected. */
function shopper(auth: SessionAuth): Owner {
  if (auth.kind === 'agent') {
    throw new ApiError('AUT432', 'Favorites and saved items are not available in associate mode');
  }
  return ownerOf(auth);
}

function readerOf(auth: AuthContext): Owner | null {
  return auth.kind === 'guest' || auth.kind === 'consumer' ? ownerOf(auth) : null;
}

/** Spec §7 Wishlists: favorites (with sharing) and the saved-for-later list. */
export const wishlistsDomain: Domain = {
  name: 'wishlists',
  register({ route, authHooks }) {
    route(getFavorites, async ({ query, locale, auth, db }) => {
      const owner = shopper(auth);
      const model = await catalogueModel(db);
      return db.transaction(async (tx) =>
        favoritesPage(tx, model, await findFavoriteList(tx, owner), query, siteOf(locale)),
      );
    });

    route(addFavoriteRoute, async ({ query, body, locale, auth, db, deps }) => {
      const owner = shopper(auth);
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const list = await addFavorite(tx, model, owner, body, deps.now());
        return favoritesPage(tx, model, list, query, siteOf(locale));
      });
    });

    route(removeFavoriteRoute, async ({ params, query, locale, auth, db }) => {
      const owner = shopper(auth);
      const model = await catalogueModel(db);
      return db.transaction(async (tx) => {
        const list = await removeFavorite(tx, owner, params.favoriteId, params.itemId);
        return favoritesPage(tx, model, list, query, siteOf(locale));
      });
    });

    route(shareFavoritesRoute, async ({ params, auth, db, deps }) => {
      const owner = shopper(auth);
      return db.transaction((tx) => shareFavorites(tx, owner, params.favoriteId, deps.now()));
    });

    // Public, but its owner reads the list without the share token: a consumer's session
    // must still be live (readsAuth).
    route(
      getSharedFavorites,
      async ({ params, query, locale, auth, db }) => {
        const model = await catalogueModel(db);
        return db.transaction(async (tx) => {
          const { list, isOwner } = await readableFavoriteList(
            tx,
            readerOf(auth),
            params.favoriteId,
            query.token,
          );
          const page = await favoritesPage(tx, model, list, query, siteOf(locale));
          return { ...page, favoriteId: list.id, isOwner };
        });
      },
      { readsAuth: true },
    );

    route(getSaveForLater, async ({ query, locale, auth, db }) => {
      const owner = shopper(auth);
      const model = await catalogueModel(db);
      return db.transaction(async (tx) =>
        saveForLaterPage(tx, model, await findSaveForLaterList(tx, owner), query, siteOf(locale)),
      );
    });

    authHooks.onHandover(async (tx, input) => {
      if (!input.guestId) {
        const owner: Owner = { kind: 'consumer', consumerId: input.customerId, guestId: '' };
        return {
          favoriteId: (await findFavoriteList(tx, owner))?.id ?? null,
          saveForLaterId: (await findSaveForLaterList(tx, owner))?.id ?? null,
        };
      }
      const account = {
        kind: 'consumer' as const,
        consumerId: input.customerId,
        guestId: input.guestId,
      };
      return {
        favoriteId: await handOverFavorites(tx, input.guestId, account, input.favoriteId),
        saveForLaterId: await handOverSaveForLater(
          tx,
          input.guestId,
          account,
          input.saveForLaterId,
        ),
      };
    });

    authHooks.onSessionObjects(async (db, { guestId, customerId }) => {
      const owner: Owner = customerId
        ? { kind: 'consumer', consumerId: customerId, guestId }
        : { kind: 'guest', guestId };
      return {
        favoriteId: (await findFavoriteList(db, owner))?.id ?? null,
        saveForLaterId: (await findSaveForLaterList(db, owner))?.id ?? null,
      };
    });
  },
};
