import type { Currency } from '#api/contract/common.ts';
import { type CartFacts, type LineRequest, planAdd } from '#commerce/cart/addPlan.ts';
import { type LineChange, planLineChange } from '#commerce/cart/changePlan.ts';
import type { PlaceFact, PlaceFacts } from '#commerce/cart/delivery.ts';
import { giftLineMessage, isGiftLineId } from '#commerce/cart/gifts.ts';
import { demoPrices, demoStock } from '#demo/catalogue/views.ts';
import { MockApiError, refuse } from '../http.ts';
import { mockCatalogue, mockModel } from '../products.ts';
import { DetailedMockError, type MockCart, type MockLine, mockId } from './state.ts';

/*
 * The cart's lines on the demo data by the service's rules (commerce/cart/addPlan.ts and
 * changePlan.ts: skus on sale in the cart's currency, the shipping code and place a line may
 * use, stock and per-line caps, lines of one sku adding up), and finding a line (gift lines
 * refused).
 */

export function findVariant(sku: string) {
  return mockModel().variants.get(sku);
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

/** What the plans read of the demo catalogue: prices in the cart's currency, stock, places. */
function demoFacts(skus: readonly string[], currency: Currency): CartFacts {
  const catalogue = mockCatalogue();
  return {
    model: mockModel(),
    currency,
    prices: demoPrices(catalogue, skus, currency),
    stock: demoStock(catalogue),
    places: mockPlaces(),
  };
}

/** Add the lines to the cart, all or nothing (the service's add plan). */
export function addLines(cart: MockCart, items: readonly LineRequest[]) {
  const plan = planAdd({
    ...demoFacts(
      items.map((item) => item.productId),
      cart.currency,
    ),
    lines: cart.lines,
    items,
    newLine: (line): MockLine => ({ ...line, id: '' }),
  });
  if (!plan.ok) refuse(plan.refusal);
  for (const line of plan.added) line.id = mockId('item');
  cart.lines = plan.lines;
}

/** Change a line (the service's change plan); one that comes to match another joins it. */
export function changeLine(cart: MockCart, line: MockLine, change: LineChange) {
  const others = cart.lines.filter((other) => other !== line);
  const plan = planLineChange({
    ...demoFacts([change.productId ?? line.sku], cart.currency),
    line,
    others,
    change,
  });
  if (!plan.ok) refuse(plan.refusal);
  if (plan.joined) cart.lines = plan.lines;
  else Object.assign(line, plan.updated);
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
