import { type CartItemInput, DEFAULT_MAX_QTY, type ShippingCode } from '#api/contract/cart.ts';
import type { Currency } from '#api/contract/common.ts';
import { type PlaceFact, type PlaceFacts, placeFits } from '#commerce/cart/delivery.ts';
import {
  giftLineMessage,
  giftOnlyMessage,
  isGiftLineId,
  isGiftOnly,
} from '#commerce/cart/gifts.ts';
import {
  chosenShippingCode,
  grownLines,
  type LineGrowth,
  lineCapVerdict,
  mergeLines,
  stockDemands,
  stockVerdict,
} from '#commerce/cart/stock.ts';
import { isDigitalProduct, maxQtyPerLine } from '#commerce/catalogue/model.ts';
import { demoStock } from '#demo/catalogue/views.ts';
import { MockApiError } from '../http.ts';
import { mockCatalogue, mockModel } from '../products.ts';
import { DetailedMockError, type MockCart, type MockLine, mockId } from './state.ts';

/*
 * The cart's line rules, as the service applies them: skus on sale in the cart's currency,
 * stock and per-line caps, the shipping code and place a line may use, lines of one sku
 * adding up, and finding a line (gift lines refused).
 */

export function findVariant(sku: string) {
  return mockModel().variants.get(sku);
}

type LineIn = Omit<CartItemInput, 'qty'> & { qty: number };

/** The service's stock rules (commerce/cart/stock.ts) over what the cart would hold. */
export function checkStock(wanted: MockLine[], touched: MockLine[], before: MockLine[]) {
  const { online, stores } = demoStock(mockCatalogue());
  const verdict = stockVerdict(
    stockDemands(wanted, before, touched),
    (demand) => (demand.storeId ? stores.get(demand.storeId) : online)?.get(demand.sku) ?? 0,
    touched.map((line) => line.sku),
  );
  if (verdict) throw new DetailedMockError(verdict.errorId, verdict.message, verdict.details);
}

/** The service's per-line maximum (commerce/cart/stock.ts lineCapVerdict): the gift card's. */
export function checkLineCaps(lines: readonly LineGrowth[]) {
  const verdict = lineCapVerdict(lines, (sku) => {
    const found = findVariant(sku);
    return found ? maxQtyPerLine(found.product) : DEFAULT_MAX_QTY;
  });
  if (verdict) throw new DetailedMockError(verdict.errorId, verdict.message, verdict.details);
}

export function requireSku(sku: string, currency: Currency) {
  if (isGiftOnly(sku)) throw new DetailedMockError('GWP403', giftOnlyMessage, { sku });
  const found = findVariant(sku);
  if (!found) throw new MockApiError('ORD404', `${sku} is not a product variant on sale`);
  if (!found.variant.prices[currency])
    throw new MockApiError('INV702', `${sku} has no price in ${currency}`);
  return found;
}

const placesByCatalogue = new WeakMap<object, PlaceFacts>();

/**
 * The demo stores and collection points by id, as the service reads them
 * (server/cart/places.ts): a store wins over a collection point of the same id.
 */
export function mockPlaces(): PlaceFacts {
  const catalogue = mockCatalogue();
  let places = placesByCatalogue.get(catalogue);
  if (!places) {
    const byId = new Map<string, PlaceFact>();
    for (const { id, name, address } of catalogue.collectionPoints) {
      byId.set(id, { kind: 'collectionPoint', name, address });
    }
    for (const { id, name, address, services } of catalogue.stores) {
      byId.set(id, { kind: 'store', services, name, address });
    }
    places = byId;
    placesByCatalogue.set(catalogue, places);
  }
  return places;
}

/** The service's rule for a line's place (commerce/cart/delivery.ts placeFits): else STR404. */
export function requirePlace(code: ShippingCode, placeId: string | null | undefined) {
  if (!placeId) return;
  if (!placeFits(code, mockPlaces().get(placeId) ?? null)) {
    throw new MockApiError(
      'STR404',
      code === 'pudo' ? `No collection point ${placeId}` : `No store ${placeId}`,
    );
  }
}

/** The service's shipping rule (commerce/cart/stock.ts): API400 for a code the line may not use. */
export function shippingCodeOf(
  recipeId: string | null,
  asked: ShippingCode | undefined,
  where: string,
  digital = false,
) {
  const code = chosenShippingCode({ recipeId, digital }, asked);
  if (!code) {
    throw new MockApiError(
      'API400',
      `${where}.shippingOptions.selected: ${asked} is not available`,
    );
  }
  return code;
}

export function addLines(cart: MockCart, inputs: readonly LineIn[]) {
  const incoming: MockLine[] = inputs.map((input, index) => {
    const { product } = requireSku(input.productId, cart.currency);
    const shippingCode = shippingCodeOf(
      input.recipeId ?? null,
      input.shippingOptions?.selected,
      `body.items.${index}`,
      isDigitalProduct(product),
    );
    requirePlace(shippingCode, input.shippingOptions?.storeId);
    return {
      id: '',
      sku: input.productId,
      masterId: product.id,
      qty: input.qty,
      shippingCode,
      storeId: input.shippingOptions?.storeId ?? null,
      giftOption: input.giftOption ?? null,
      recipeId: input.recipeId ?? null,
    };
  });
  checkStock([...cart.lines, ...incoming], incoming, cart.lines);
  const { lines, added } = mergeLines(cart.lines, incoming);
  checkLineCaps(grownLines(cart.lines, lines));
  for (const line of added) line.id = mockId('item');
  cart.lines = lines;
}

/** A line gone from the cart takes its price adjustments with it. */
export function dropAdjustmentsOf(cart: MockCart, itemId: string): void {
  cart.checkout.priceAdjustments = cart.checkout.priceAdjustments.filter(
    (adjustment) => adjustment.itemId !== itemId,
  );
}

export function lineOf(cart: MockCart, itemId: string): MockLine {
  if (isGiftLineId(itemId)) throw new DetailedMockError('GWP403', giftLineMessage, { itemId });
  const line = cart.lines.find((candidate) => candidate.id === itemId);
  if (!line) throw new MockApiError('ORD404', `No item ${itemId} in the cart`);
  return line;
}
