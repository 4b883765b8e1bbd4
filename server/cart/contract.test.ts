import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCartItems,
  type Cart,
  createCart,
  createCartWithItem,
  getCart,
  moveSavedItemToCart,
  removeCartItem,
  removeSavedItem,
  reserveWithItem,
  saveItemForLater,
  updateCartItem,
} from '#api/contract/cart.ts';
import { setShippingAddress } from '#api/contract/checkout.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import {
  addFavorite,
  getFavorites,
  getSaveForLater,
  getSharedFavorites,
  removeFavorite,
  shareFavorites,
} from '#api/contract/wishlists.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { cartHappyPath, resetCartMocks } from '#mocks/handlers/cart.ts';
import { checkoutHappyPath } from '#mocks/handlers/checkout.ts';
import { resetWishlistMocks, wishlistHappyPath } from '#mocks/handlers/wishlists.ts';
import { address } from '../checkout/test/helpers.ts';
import { seeders } from '../db/seed.ts';
import { errorIdIn, sendToMocks, withoutGenerated } from '../test/contract.ts';
import { guestSession } from '../test/flows.ts';
import { type SendInput, type SendResult, setupTestServer } from '../test/harness.ts';
import { cartSeeders } from './test/fixtures.ts';

/**
 * The cart and wishlists MSW handlers and the service walk the same steps alike: same
 * status, same errorId, and the same body once generated ids and dates are set aside.
 * Each answerer keeps its own ids between steps (`keep`), since each generates its own.
 */
// The demo promotions too: the mocks price every cart with them, as the seeded service does.
const server = setupTestServer({
  seed: [...cartSeeders, ...seeders.filter((seeder) => seeder.name === 'checkout')],
});
const handlers = [...cartHappyPath, ...wishlistHappyPath, ...checkoutHappyPath];

type Context = Record<string, string>;
interface Step {
  route: AnyRoute;
  input?: SendInput | ((context: Context) => SendInput);
  status: number;
  errorId?: string;
  keep?: (body: never, context: Context) => void;
}

const variants = getCatalogue().products.flatMap((product) =>
  product.variants.map((variant) => ({ product, variant })),
);
const inStock = variants.filter(({ variant }) => variant.stock >= 5);
const [first, second] = inStock;
const soldOut = variants.find(({ variant }) => variant.stock === 0);
if (!first || !second || !soldOut)
  throw new Error('the demo catalogue lacks the skus this test needs');
const locker = getCatalogue().collectionPoints.find((point) => point.type === 'locker');
/** A sku on the shelf of a store that offers pickup (reserveWithItem). */
const pickupStores = new Set(
  getCatalogue()
    .stores.filter((store) => store.services.includes('pickup'))
    .map((store) => store.id),
);
const onShelf = getCatalogue().storeStock.find(
  (stock) => stock.quantity >= 2 && pickupStores.has(stock.storeId),
);
if (!locker) throw new Error('the demo catalogue lacks a parcel locker');
if (!onShelf) throw new Error('the demo catalogue lacks stock on a pickup store’s shelf');
const skuA = first.variant.sku;
const skuB = second.variant.sku;
const giftCardSku = variants.find(({ product }) => product.productType === 'giftCard')?.variant
  .sku as string;
const giftOption = { email: 'grace@example.com', to: 'Grace', message: 'Happy trails!' };

const keepCart = (body: { id: string; items: { id: string }[] }, context: Context) => {
  context.basketId = body.id;
  body.items.forEach((item, index) => {
    context[`item${index}`] = item.id;
  });
};

/** A US address the en-us site ships to (and de-de does not). */
const denver = address;

const cases: { name: string; steps: Step[] }[] = [
  {
    name: 'a cart moves to the site it is called on (issue 46): currency, names, address',
    steps: [
      {
        route: createCartWithItem,
        input: { query: { locale: 'en-us' }, body: { items: [{ productId: skuA, qty: 2 }] } },
        status: 201,
        keep: keepCart,
      },
      {
        route: setShippingAddress,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          query: { locale: 'en-us' },
          body: { address: denver },
        }),
        status: 200,
      },
      {
        route: getCart,
        input: (c) => ({ params: { basketId: c.basketId as string }, query: { locale: 'de-de' } }),
        status: 200,
        // Both answer it moved (the same body alone would pass if neither did).
        keep: (body: Cart) => {
          expect(body).toMatchObject({ locale: 'de-de', currency: 'EUR', shippingAddress: null });
          expect(body.items[0]?.name).toBe(first.product.name.de);
          expect(body.flash.map((flash) => flash.code)).toContain('InvalidShippingAddress');
          expect(body.customerNotifications.map((notice) => notice.code)).toContain(
            'CartSiteChanged',
          );
        },
      },
      {
        route: getCart,
        input: (c) => ({ params: { basketId: c.basketId as string }, query: { locale: 'de-de' } }),
        status: 200,
      },
      {
        route: addCartItems,
        input: (c) => ({
          query: { locale: 'fr-fr' },
          body: { basketId: c.basketId, items: [{ productId: skuB }] },
        }),
        status: 200,
      },
      { route: createCart, input: { query: { locale: 'en-gb' } }, status: 201 },
    ],
  },
  {
    name: 'a gift card line holds at most its per-line maximum (INV408), on add and on update',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: giftCardSku, qty: 11, giftOption }] } },
        status: 409,
        errorId: 'INV408',
      },
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: giftCardSku, qty: 6, giftOption }] } },
        status: 201,
        keep: keepCart,
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: { basketId: c.basketId, items: [{ productId: giftCardSku, qty: 5, giftOption }] },
        }),
        status: 409,
        errorId: 'INV408',
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: c.item0, qty: 11 },
        }),
        status: 409,
        errorId: 'INV408',
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: { basketId: c.basketId, items: [{ productId: giftCardSku, qty: 4, giftOption }] },
        }),
        status: 200,
      },
    ],
  },
  {
    name: 'create an empty cart in the site currency',
    steps: [{ route: createCart, input: { query: { locale: 'fr-fr' } }, status: 201 }],
  },
  {
    name: 'cart with items, read back, unknown cart',
    steps: [
      {
        route: createCartWithItem,
        input: {
          query: { locale: 'en-ca' },
          body: { items: [{ productId: skuA, qty: 2 }, { productId: skuB }] },
        },
        status: 201,
        keep: keepCart,
      },
      {
        route: getCart,
        input: (c) => ({ params: { basketId: c.basketId as string } }),
        status: 200,
      },
      {
        route: getCart,
        input: { params: { basketId: 'no-such-basket' } },
        status: 404,
        errorId: 'BSK404',
      },
    ],
  },
  {
    name: 'add, merge, update and remove lines',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: skuA }] } },
        status: 201,
        keep: keepCart,
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: { basketId: c.basketId, items: [{ productId: skuA }, { productId: skuB, qty: 2 }] },
        }),
        status: 200,
        keep: keepCart,
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: c.item1, qty: 1 },
        }),
        status: 200,
      },
      {
        route: removeCartItem,
        input: (c) => ({ query: { basketId: c.basketId, itemId: c.item0 } }),
        status: 200,
      },
      {
        route: removeCartItem,
        input: (c) => ({ query: { basketId: c.basketId, itemId: c.item0 } }),
        status: 404,
        errorId: 'ORD404',
      },
    ],
  },
  {
    name: 'stock and catalogue errors leave the cart as it was',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: skuA }] } },
        status: 201,
        keep: keepCart,
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: { basketId: c.basketId, items: [{ productId: skuA, qty: first.variant.stock }] },
        }),
        status: 409,
        errorId: 'INV408',
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: { basketId: c.basketId, items: [{ productId: soldOut.variant.sku }] },
        }),
        status: 409,
        errorId: 'INV700',
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: {
            basketId: c.basketId,
            items: [{ productId: skuB }, { productId: soldOut.variant.sku }],
          },
        }),
        status: 409,
        errorId: 'INV409',
      },
      {
        route: addCartItems,
        input: (c) => ({ body: { basketId: c.basketId, items: [{ productId: 'ZZZZZZ9999' }] } }),
        status: 404,
        errorId: 'ORD404',
      },
      {
        // Spec §8 GWP_PRODUCT: a gift-only product is not sold, a gift line not changed.
        route: addCartItems,
        input: (c) => ({ body: { basketId: c.basketId, items: [{ productId: 'RDGGWP1001' }] } }),
        status: 409,
        errorId: 'GWP403',
      },
      {
        route: removeCartItem,
        input: (c) => ({ query: { basketId: c.basketId, itemId: 'gwp-GWP-BOTTLE' } }),
        status: 409,
        errorId: 'GWP403',
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: 'gwp-GWP-BOTTLE', qty: 2 },
        }),
        status: 409,
        errorId: 'GWP403',
      },
      {
        // Spec §8 GFO404: a gift with purchase cannot hold a gift option.
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: {
            itemId: 'gwp-GWP-BOTTLE',
            giftOption: { email: 'kim@example.com', to: 'Kim', message: 'For you' },
          },
        }),
        status: 404,
        errorId: 'GFO404',
      },
      {
        route: addCartItems,
        input: (c) => ({ body: { basketId: c.basketId, items: [{ productId: skuA, qty: 0 }] } }),
        status: 400,
        errorId: 'API400',
      },
      {
        // A physical item cannot ship as a digital or customised one.
        route: addCartItems,
        input: (c) => ({
          body: {
            basketId: c.basketId,
            items: [{ productId: skuB, shippingOptions: { selected: 'digital' } }],
          },
        }),
        status: 400,
        errorId: 'API400',
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: c.item0, shippingOptions: { selected: 'customs' } },
        }),
        status: 400,
        errorId: 'API400',
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: c.item0, productId: skuB },
        }),
        status: first.product.id === second.product.id ? 200 : 400,
      },
      {
        route: getCart,
        input: (c) => ({ params: { basketId: c.basketId as string } }),
        status: 200,
      },
    ],
  },
  {
    name: 'a line to a collection point (pudo), an unknown point, a locker as a pickup store',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: skuA }] } },
        status: 201,
        keep: keepCart,
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: c.item0, shippingOptions: { selected: 'pudo', storeId: locker.id } },
        }),
        status: 200,
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: c.item0, shippingOptions: { selected: 'pudo', storeId: 'CP9999' } },
        }),
        status: 404,
        errorId: 'STR404',
      },
      {
        route: updateCartItem,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { itemId: c.item0, shippingOptions: { selected: 'pickup', storeId: locker.id } },
        }),
        status: 404,
        errorId: 'STR404',
      },
    ],
  },
  {
    name: 'add a line straight to a collection point; an unknown point, a locker for pickup',
    steps: [
      {
        route: createCartWithItem,
        input: {
          body: {
            items: [{ productId: skuA, shippingOptions: { selected: 'pudo', storeId: locker.id } }],
          },
        },
        status: 201,
        keep: (body: Cart, context) => {
          expect(body.items[0]?.shippingOptions).toMatchObject({
            selected: 'pudo',
            storeInfo: { id: locker.id, name: locker.name, address: locker.address },
          });
          keepCart(body, context);
        },
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: {
            basketId: c.basketId,
            items: [{ productId: skuB, shippingOptions: { selected: 'pudo', storeId: 'CP9999' } }],
          },
        }),
        status: 404,
        errorId: 'STR404',
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: {
            basketId: c.basketId,
            items: [
              { productId: skuB, shippingOptions: { selected: 'pickup', storeId: locker.id } },
            ],
          },
        }),
        status: 404,
        errorId: 'STR404',
      },
      {
        route: addCartItems,
        input: (c) => ({
          body: {
            basketId: c.basketId,
            items: [{ productId: skuA, shippingOptions: { selected: 'pudo', storeId: locker.id } }],
          },
        }),
        status: 200,
      },
    ],
  },
  {
    name: 'reserve lines for pickup in a store; an unknown store',
    steps: [
      {
        route: reserveWithItem,
        input: { body: { storeId: onShelf.storeId, items: [{ productId: onShelf.sku }] } },
        status: 201,
        keep: (body: Cart, context) => {
          expect(body.items.map((item) => item.shippingOptions)).toMatchObject([
            { selected: 'pickup', storeInfo: { id: onShelf.storeId } },
          ]);
          keepCart(body, context);
        },
      },
      {
        route: reserveWithItem,
        input: { body: { storeId: 'ST9999', items: [{ productId: onShelf.sku }] } },
        status: 404,
        errorId: 'STR404',
      },
    ],
  },
  {
    name: 'save for later, move back, remove',
    steps: [
      {
        route: createCartWithItem,
        input: { body: { items: [{ productId: skuA, qty: 2 }, { productId: skuB }] } },
        status: 201,
        keep: keepCart,
      },
      {
        route: saveItemForLater,
        input: (c) => ({ body: { basketId: c.basketId, itemId: c.item0 } }),
        status: 200,
        keep: (
          body: { saveForLater: { saveForLaterId: string; items: { itemId: string }[] } },
          c,
        ) => {
          c.listId = body.saveForLater.saveForLaterId;
          c.saved = body.saveForLater.items[0]?.itemId as string;
        },
      },
      { route: getSaveForLater, status: 200 },
      {
        route: moveSavedItemToCart,
        input: (c) => ({
          params: { basketId: c.basketId as string },
          body: { saveForLaterId: c.listId, itemId: c.saved, qty: 1 },
        }),
        status: 200,
      },
      {
        route: removeSavedItem,
        input: (c) => ({
          params: { saveForlaterId: c.listId as string, itemId: c.saved as string },
        }),
        status: 200,
      },
      {
        route: removeSavedItem,
        input: (c) => ({
          params: { saveForlaterId: c.listId as string, itemId: c.saved as string },
        }),
        status: 404,
        errorId: 'PLP400',
      },
    ],
  },
  {
    name: 'favorites: add, set qty, share, read shared, remove',
    steps: [
      { route: getFavorites, status: 200 },
      { route: addFavorite, input: { body: { id: first.product.id } }, status: 200 },
      {
        route: addFavorite,
        input: { body: { id: skuB, itemType: 'variant', qty: 2 }, query: { locale: 'de-de' } },
        status: 200,
        keep: (body: { favoriteId: string; items: { itemId: string }[] }, c) => {
          c.favoriteId = body.favoriteId;
          c.favorite = body.items[0]?.itemId as string;
        },
      },
      { route: addFavorite, input: { body: { id: 'ZZZZ99999' } }, status: 404, errorId: 'PLP400' },
      {
        route: shareFavorites,
        input: (c) => ({ params: { favoriteId: c.favoriteId as string } }),
        status: 200,
        keep: (body: { shareToken: string }, c) => {
          c.token = body.shareToken;
        },
      },
      {
        route: getSharedFavorites,
        input: (c) => ({
          params: { favoriteId: c.favoriteId as string },
          query: { token: c.token },
        }),
        status: 200,
      },
      {
        route: getSharedFavorites,
        input: (c) => ({ params: { favoriteId: 'not-a-list' }, query: { token: c.token } }),
        status: 404,
        errorId: 'API404',
      },
      {
        route: removeFavorite,
        input: (c) => ({
          params: { favoriteId: c.favoriteId as string, itemId: c.favorite as string },
        }),
        status: 200,
      },
      {
        route: removeFavorite,
        input: (c) => ({
          params: { favoriteId: c.favoriteId as string, itemId: c.favorite as string },
        }),
        status: 404,
        errorId: 'PLP400',
      },
    ],
  },
];

beforeEach(() => {
  resetCartMocks();
  resetWishlistMocks();
});

describe('cart and wishlists: MSW handlers answer like the service', () => {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const agent = server().agent();
      await guestSession(agent);
      const serviceContext: Context = {};
      const mockContext: Context = {};
      for (const [index, step] of testCase.steps.entries()) {
        const where = `step ${index + 1} (${step.route.name})`;
        // Time passes between steps, as it does between a shopper's clicks ("newest first").
        server().clock.advance(1000);
        const input = (context: Context) =>
          typeof step.input === 'function' ? step.input(context) : step.input;
        const service: SendResult = await agent.send(step.route, input(serviceContext));
        const mock = await sendToMocks(handlers, step.route, input(mockContext));
        expect(service.status, `${where} service: ${JSON.stringify(service.body)}`).toBe(
          step.status,
        );
        expect(mock.status, `${where} mock: ${JSON.stringify(mock.body)}`).toBe(step.status);
        expect(errorIdIn(mock), where).toBe(errorIdIn(service));
        if (step.errorId) expect(errorIdIn(service), where).toBe(step.errorId);
        if (step.status < 300) {
          expect(step.route.response.safeParse(mock.body).success, where).toBe(true);
          expect(withoutGenerated(mock.body), where).toEqual(withoutGenerated(service.body));
          step.keep?.(service.body as never, serviceContext);
          step.keep?.(mock.body as never, mockContext);
        } else {
          const details = (result: SendResult) =>
            withoutGenerated(
              (result.body as { errorDetails: { details?: unknown }[] }).errorDetails[0]?.details,
            );
          expect(details(mock), where).toEqual(details(service));
        }
      }
    },
  );
});
