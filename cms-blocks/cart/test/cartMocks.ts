import { type HttpHandler, HttpResponse, http } from 'msw';
import { addCartItems, type Cart, type CartItem, createCartWithItem } from '#api/contract/cart.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, resolveProduct, siteContext } from '#demo/catalogue/views.ts';
import { errorResponse, MockApiError, mockPath, mockRoute } from '#mocks/handlers/http.ts';

/*
 * Story and test helpers for the cart calls blocks make (POST /cart/v1/item and
 * POST /cart/v1/cartWithItem). The happy path is the shared one of mocks/handlers/cart.ts;
 * these add a cart to seed the cache with (`mockCart`, priced from the demo catalogue: a
 * mock's numbers) and failures of both add calls at once.
 */

const cents = (amount: number) => Math.round(amount * 100) / 100;

function lineOf(input: { productId: string; qty: number }, index: number, locale: SiteLocale) {
  const catalogue = getCatalogue();
  const { product } = resolveProduct(catalogue, input.productId);
  const details = productDetails(catalogue, input.productId, siteContext(locale));
  const variant = details.variants.find((entry) => entry.sku === input.productId);
  const unit = variant?.price.lowCurrent ?? details.price.lowCurrent;
  const original = variant?.price.lowOriginal ?? unit;
  const line: CartItem = {
    id: `line-${index + 1}`,
    productId: input.productId,
    masterId: product.id,
    qty: input.qty,
    maxQty: 999_999,
    upc: null,
    name: details.name,
    pdpUrl: details.url,
    image: details.images[0] ?? null,
    price: {
      current: unit,
      original,
      highCurrent: unit,
      highOriginal: original,
      rowTotal: cents(unit * input.qty),
      amount: cents(original * input.qty),
      priceAfterItemDiscount: cents(unit * input.qty),
      priceAfterOrderDiscount: cents(unit * input.qty),
    },
    taxTotal: 0,
    bonus: false,
    isCustoms: false,
    recipeId: null,
    shippingOptions: {
      selected: 'standard',
      available: ['standard'],
      shippingMethod: null,
      storeInfo: null,
    },
    giftOption: null,
    isDigitalProduct: false,
    productPromotions: [],
    rating: null,
    attributes: [],
    badge: null,
    eyebrow: null,
    variants: [],
  };
  return line;
}

/** A cart holding the lines (one per sku), priced from the demo catalogue. */
export function mockCart(
  lines: readonly { productId: string; qty: number }[],
  { id = 'mock-basket-1', locale = 'en-us' }: { id?: string; locale?: SiteLocale } = {},
): Cart {
  const merged = new Map<string, number>();
  for (const line of lines)
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.qty);
  const items = [...merged].map(([productId, qty], index) =>
    lineOf({ productId, qty }, index, locale),
  );
  const itemTotal = cents(items.reduce((sum, item) => sum + item.price.rowTotal, 0));
  const units = items.reduce((sum, item) => sum + item.qty, 0);
  const currency = siteContext(locale).currency;
  return {
    id,
    locale,
    currency,
    items,
    totalItems: units,
    totals: {
      total: itemTotal,
      totalDiscount: 0,
      itemTotal,
      totalWithoutTax: itemTotal,
      shipping: 0,
      tax: 0,
      totalDiscountPercentage: 0,
      remainingToPay: itemTotal,
      currency,
      totalUnits: units,
      itemSubTotal: itemTotal,
      netAmount: itemTotal,
      taxAmount: 0,
      appliedRewards: [],
    },
    payment_instruments: [],
    shippingMethods: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    priceAdjustments: [],
    shippingAddress: null,
    billingAddress: null,
    flash: [],
    customerNotifications: [],
  };
}

/**
 * Both add calls (to a basket, and creating one with the items) answer the catalogue error
 * (INV700, INV408 with `maxAllowedQty` details …). The shared `cartStates` of
 * mocks/handlers/cart.ts cover the add to an existing basket only.
 */
export function cartAddError(
  errorId: ErrorId,
  options: { message?: string; details?: Record<string, unknown> } = {},
): HttpHandler[] {
  return [createCartWithItem, addCartItems].map((route) =>
    http.post(mockPath(route), () => errorResponse(errorId, options)),
  );
}

/** Both add calls never answer (pending buttons). */
export function cartAddLoading(): HttpHandler[] {
  return [mockRoute(createCartWithItem, fail).loading(), mockRoute(addCartItems, fail).loading()];
}

function fail(): never {
  throw new MockApiError('GEN500');
}

/**
 * Both add calls fail with a code the catalogue does not know: the shopper sees the
 * server's message (spec §8: "else the server message").
 */
export function cartAddUnknownError(message: string): HttpHandler[] {
  const body = { errorDetails: [{ errorId: 'CRT999', message }], correlationId: 'mock' };
  return [createCartWithItem, addCartItems].map((route) =>
    http.post(mockPath(route), () => HttpResponse.json(body, { status: 503 })),
  );
}
