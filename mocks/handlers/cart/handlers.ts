import * as routes from '#api/contract/cart.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { MAX_LIST_QTY } from '#api/contract/wishlists.ts';
import { pickupItems } from '#commerce/cart/delivery.ts';
import { giftLineChangeRefusal, isGiftLineId } from '#commerce/cart/gifts.ts';
import { type MockResolver, type MockRoute, mockRoute, refuse } from '../http.ts';
import { addLines, changeLine, dropAdjustmentsOf, lineOf } from './lines.ts';
import { listOf, savedItemOf, savedView } from './savedForLater.ts';
import { movedCartView, moveMockCart, siteCartById } from './siteMove.ts';
import { answering, mockId, mockSaveForLaterState, openCart } from './state.ts';

/*
 * The MSW handlers of the cart calls and the saved-for-later moves, each answered from the
 * mock state by the line rules; `cartResolvers` are the answers other states build on.
 */

export const cartResolvers = {
  create: (({ query }) => {
    const cart = openCart(query.locale);
    return movedCartView(cart, moveMockCart(cart, query.locale));
  }) satisfies MockResolver<typeof routes.createCart>,
  get: (({ params, query }) => {
    const { cart, move } = siteCartById(params.basketId, query.locale);
    return movedCartView(cart, move);
  }) satisfies MockResolver<typeof routes.getCart>,
  add: answering<typeof routes.addCartItems>(({ body, query }) => {
    const { cart, move } = siteCartById(body.basketId, query.locale);
    addLines(cart, body.items);
    return movedCartView(cart, move);
  }),
};

export const cartHandlers = {
  createCart: mockRoute(routes.createCart, cartResolvers.create),
  createCartWithItem: mockRoute(
    routes.createCartWithItem,
    answering(({ body, query }) => {
      const cart = openCart(query.locale);
      const move = moveMockCart(cart, query.locale);
      addLines(cart, body.items);
      return movedCartView(cart, move);
    }),
  ),
  reserveWithItem: mockRoute(
    routes.reserveWithItem,
    answering(({ body, query }) => {
      const cart = openCart(query.locale);
      const move = moveMockCart(cart, query.locale);
      addLines(cart, pickupItems(body.items, body.storeId));
      return movedCartView(cart, move);
    }),
  ),
  getCart: mockRoute(routes.getCart, cartResolvers.get),
  addCartItems: mockRoute(routes.addCartItems, cartResolvers.add),
  removeCartItem: mockRoute(
    routes.removeCartItem,
    answering(({ query }) => {
      const { cart, move } = siteCartById(query.basketId, query.locale);
      const line = lineOf(cart, query.itemId);
      cart.lines = cart.lines.filter((other) => other !== line);
      dropAdjustmentsOf(cart, line.id);
      return movedCartView(cart, move);
    }),
  ),
  updateCartItem: mockRoute(
    routes.updateCartItem,
    answering(({ params, body, query }) => {
      const { cart, move } = siteCartById(params.basketId, query.locale);
      if (isGiftLineId(body.itemId)) refuse(giftLineChangeRefusal(body.itemId, body));
      changeLine(cart, lineOf(cart, body.itemId), body);
      return movedCartView(cart, move);
    }),
  ),
  saveItemForLater: mockRoute(
    routes.saveItemForLater,
    answering(({ body, query }) => {
      const { cart, move } = siteCartById(body.basketId, query.locale);
      const line = lineOf(cart, body.itemId);
      const list = mockSaveForLaterState();
      list.id ??= mockId('saved');
      const existing = list.items.find((item) => item.sku === line.sku);
      const addedAt = new Date().toISOString();
      if (existing) {
        existing.qty = Math.min(existing.qty + line.qty, MAX_LIST_QTY);
        existing.addedAt = addedAt;
        list.items = [...list.items.filter((item) => item !== existing), existing];
      } else {
        list.items.push({
          itemId: mockId('saved-item'),
          sku: line.sku,
          masterId: line.masterId,
          qty: Math.min(line.qty, MAX_LIST_QTY),
          addedAt,
        });
      }
      cart.lines = cart.lines.filter((other) => other !== line);
      dropAdjustmentsOf(cart, line.id);
      return {
        cart: movedCartView(cart, move),
        saveForLater: savedView(cart.locale, cart.currency, 0, query.count),
      };
    }),
  ),
  moveSavedItemToCart: mockRoute(
    routes.moveSavedItemToCart,
    answering(({ params, body, query }) => {
      const { cart, move } = siteCartById(params.basketId, query.locale);
      const list = listOf(body.saveForLaterId);
      const item = savedItemOf(body.itemId);
      const qty = Math.min(body.qty ?? item.qty, item.qty);
      addLines(cart, [{ productId: item.sku, qty }]);
      if (qty >= item.qty) list.items = list.items.filter((other) => other !== item);
      else item.qty -= qty;
      return {
        cart: movedCartView(cart, move),
        saveForLater: savedView(cart.locale, cart.currency, 0, query.count),
      };
    }),
  ),
  removeSavedItem: mockRoute(
    routes.removeSavedItem,
    answering(({ params, query }) => {
      const list = listOf(params.saveForlaterId);
      const item = savedItemOf(params.itemId);
      list.items = list.items.filter((other) => other !== item);
      return savedView(query.locale, undefined, 0, query.count);
    }),
  ),
} satisfies Record<string, MockRoute<AnyRoute>>;
