import { z } from 'zod';
import {
  basketId,
  cart,
  cartGiftOption,
  cartQuantity,
  DEFAULT_ITEM_QTY,
  DEFAULT_MAX_QTY,
  MAX_ITEMS_PER_REQUEST,
  shippingCode,
} from './cartModel.ts';
import { localeQuery, opaqueId, pageQuery, productId } from './common.ts';
import { defineRoute } from './route.ts';
import { MAX_LIST_QTY, savedForLater } from './wishlists.ts';

export * from './cartModel.ts';

/*
 * Cart (spec §7 Cart, §3 Cart and Cart item, §4 cart lifecycle).
 *
 * The service decides every number of a cart: prices come from the catalogue in the cart's
 * currency, stock from its inventory, totals from both, inside one database transaction per
 * call. The browser sends only ids and quantities. A call that fails leaves the cart as it was.
 *
 * Every call is declared with its final shape so promotions, gift cards, checkout and
 * payments fill in fields rather than change them; issue 3 implements create, cartWithItem,
 * get, item add/update/remove and the saved-for-later moves (`implementedCartRoutes`).
 * This file holds the calls on a cart's lines (the model, with its money and totals, is in
 * `./cartModel.ts`); coupons, delivery, addresses, payment and order placement are in
 * `./checkout.ts`.
 */

/** A line's delivery: pickup and ship-to-store name the store. */
export const lineShipping = z
  .object({ selected: shippingCode, storeId: opaqueId.optional() })
  .refine((value) => !['pickup', 'sts'].includes(value.selected) || value.storeId !== undefined, {
    message: 'storeId is required for pickup and ship to store',
    path: ['storeId'],
  });

/** A line to add. */
export const cartItemInput = z.object({
  productId: productId,
  qty: cartQuantity.default(DEFAULT_ITEM_QTY),
  shippingOptions: lineShipping.optional(),
  giftOption: cartGiftOption.optional(),
  recipeId: opaqueId.optional(),
});
export type CartItemInput = z.input<typeof cartItemInput>;

const itemsInput = z.array(cartItemInput).min(1).max(MAX_ITEMS_PER_REQUEST);

/** Cart and saved-for-later moves answer both lists (spec §7). */
export const cartWithSaveForLater = z.object({ cart, saveForLater: savedForLater });
export type CartWithSaveForLater = z.infer<typeof cartWithSaveForLater>;

/** The errors any call on an existing cart may answer. */
export const cartErrors = ['BSK404', 'AUT498'] as const;
/** The errors of a call that adds stock to a cart. */
export const stockErrors = [
  'ORD404',
  'GWP403',
  'INV700',
  'INV406',
  'INV409',
  'INV408',
  'INV701',
  'INV702',
] as const;

export const createCart = defineRoute({
  name: 'createCart',
  method: 'POST',
  path: '/cart/v1/cart',
  query: localeQuery,
  body: z.object({}).optional(),
  response: cart,
  successStatus: 201,
  auth: 'guest',
  description:
    "Each shopper (guest session or consumer) has one open cart: this answers it, or creates an empty one in the currency of the `locale` query's site (default en-us).",
});

export const createCartWithItem = defineRoute({
  name: 'createCartWithItem',
  method: 'POST',
  path: '/cart/v1/cartWithItem',
  query: localeQuery,
  body: z.object({ items: itemsInput }),
  response: cart,
  successStatus: 201,
  auth: 'guest',
  errors: stockErrors,
  description:
    "The shopper's open cart (created as for createCart when there is none) with the lines added, all or nothing, stock-checked like addCartItems.",
});

export const getCart = defineRoute({
  name: 'getCart',
  method: 'GET',
  path: '/cart/v1/cart/:basketId',
  params: z.object({ basketId }),
  query: localeQuery,
  response: cart,
  auth: 'guest',
  errors: cartErrors,
  description:
    'The cart repriced from the catalogue; lines whose stock fell are flagged in `flash` (ProductLineItemInventoryMissing / …FullInventoryMissing).',
});

export const addCartItems = defineRoute({
  name: 'addCartItems',
  method: 'POST',
  path: '/cart/v1/item',
  query: localeQuery,
  body: z.object({ basketId, items: itemsInput }),
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, ...stockErrors],
  description:
    'Adds lines (a sku already in the cart with the same shipping option adds to its qty). All or nothing: INV408 (details.maxAllowedQty) when a line would pass its max, INV700 when a single sku is out of stock, INV406/INV409 when all/some of several are.',
});

export const removeCartItem = defineRoute({
  name: 'removeCartItem',
  method: 'DELETE',
  path: '/cart/v1/item',
  query: localeQuery.extend({ basketId, itemId: opaqueId }),
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, 'ORD404', 'GWP403'],
});

export const updateCartItem = defineRoute({
  name: 'updateCartItem',
  method: 'PUT',
  path: '/cart/v1/cart/:basketId/item',
  params: z.object({ basketId }),
  query: localeQuery,
  body: z.object({
    itemId: opaqueId,
    /** Another sku of the same product (size or colour change). */
    productId: productId.optional(),
    qty: cartQuantity.optional(),
    shippingOptions: cartItemInput.shape.shippingOptions,
    giftOption: cartGiftOption.nullable().optional(),
  }),
  response: cart,
  auth: 'guest',
  errors: [...cartErrors, ...stockErrors, 'GFO404'],
  description:
    "Sets a line's qty (absolute), sku, shipping option or gift option. A new sku must be of the same master.",
});

/**
 * The saved-for-later calls answer the list's first page: `count` items (the store's
 * configured page size, spec §9), the list's own default when left out.
 */
const savedListQuery = localeQuery.extend({ count: pageQuery.shape.count });

export const saveItemForLater = defineRoute({
  name: 'saveItemForLater',
  method: 'PUT',
  path: '/cart/v2/saveForLater',
  query: savedListQuery,
  body: z.object({ basketId, itemId: opaqueId }),
  response: cartWithSaveForLater,
  auth: 'guest',
  errors: [...cartErrors, 'ORD404', 'GWP403'],
  description:
    "Moves a cart line into the requester's saved-for-later list (created if needed; the same sku adds up, at most 999).",
});

export const moveSavedItemToCart = defineRoute({
  name: 'moveSavedItemToCart',
  method: 'POST',
  path: '/cart/v2/cart/:basketId/saveForLater',
  params: z.object({ basketId }),
  query: savedListQuery,
  body: z.object({
    saveForLaterId: opaqueId,
    itemId: opaqueId,
    qty: z.number().int().min(1).max(MAX_LIST_QTY).optional(),
  }),
  response: cartWithSaveForLater,
  auth: 'guest',
  errors: [...cartErrors, ...stockErrors, 'PLP400'],
  description:
    'Moves a saved item (its saved qty unless `qty` is given) into the cart, stock-checked like an add; the item leaves the list only when the add succeeds.',
});

export const removeSavedItem = defineRoute({
  name: 'removeSavedItem',
  method: 'DELETE',
  path: '/cart/v2/saveForLater/:saveForlaterId/items/:itemId',
  params: z.object({ saveForlaterId: opaqueId, itemId: opaqueId }),
  query: savedListQuery,
  response: savedForLater,
  auth: 'guest',
  errors: ['AUT498', 'PLP400'],
});

export const reserveWithItem = defineRoute({
  name: 'reserveWithItem',
  method: 'POST',
  path: '/cart/v1/reserveWithItem',
  query: localeQuery,
  body: z.object({ storeId: opaqueId, items: itemsInput }),
  response: cart,
  successStatus: 201,
  auth: 'guest',
  errors: stockErrors,
  description: 'A cart reserving the lines for pickup in a store (in-store associate flows).',
});

const priceAdjustmentBody = z.object({
  itemId: opaqueId.nullable().default(null),
  discountType: z.enum(['amount', 'percentage']),
  value: z.number().positive().max(DEFAULT_MAX_QTY),
  reasonCode: z.string().min(1).max(40),
});

export const addPriceAdjustment = defineRoute({
  name: 'addPriceAdjustment',
  method: 'POST',
  path: '/cart/v1/cart/:basketId/price_adjustments',
  params: z.object({ basketId }),
  query: localeQuery,
  body: priceAdjustmentBody,
  response: cart,
  auth: 'agent',
  errors: [...cartErrors, 'ORD404', 'PRC400'],
});

export const updatePriceAdjustment = defineRoute({
  name: 'updatePriceAdjustment',
  method: 'PATCH',
  path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId',
  params: z.object({ basketId, adjustmentId: opaqueId }),
  query: localeQuery,
  // Without the default of `itemId`: a change that names no target keeps the one it had.
  body: priceAdjustmentBody.extend({ itemId: opaqueId.nullable() }).partial(),
  response: cart,
  auth: 'agent',
  errors: [...cartErrors, 'ORD404', 'PRC400'],
});

export const deletePriceAdjustment = defineRoute({
  name: 'deletePriceAdjustment',
  method: 'DELETE',
  path: '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId',
  params: z.object({ basketId, adjustmentId: opaqueId }),
  query: localeQuery,
  response: cart,
  auth: 'agent',
  errors: cartErrors,
});

/** The cart calls the service serves today (issue 3). */
export const implementedCartRoutes = {
  createCart,
  createCartWithItem,
  getCart,
  addCartItems,
  removeCartItem,
  updateCartItem,
  saveItemForLater,
  moveSavedItemToCart,
  removeSavedItem,
};

/** Every cart call of spec §7 but the checkout ones (`./checkout.ts`). */
export const cartRoutes = {
  ...implementedCartRoutes,
  reserveWithItem,
  addPriceAdjustment,
  updatePriceAdjustment,
  deletePriceAdjustment,
};
