import type { CartItemInput, ShippingCode } from '#api/contract/cart.ts';
import { DEFAULT_MAX_QTY } from '#api/contract/cartModel.ts';
import type { Currency } from '#api/contract/common.ts';
import {
  type CatalogueModel,
  isDigitalProduct,
  maxQtyPerLine,
  type ProductModel,
  type VariantModel,
} from '../catalogue/model.ts';
import { type PlaceFacts, placeFits } from './delivery.ts';
import { giftOnlyMessage, isGiftOnly } from './gifts.ts';
import {
  chosenShippingCode,
  grownLines,
  lineCapVerdict,
  type MergeableLine,
  mergeLines,
  type StockDemand,
  type StockVerdict,
  stockDemands,
  stockVerdict,
} from './stock.ts';
import type { SkuPrice, StockLevels } from './view.ts';

/*
 * An add to cart as one decision (addCartItems, createCartWithItem, reserveWithItem, a saved
 * item moved back): from the catalogue read model, the prices in the cart's currency, the
 * stock, the places and the lines the cart holds, the lines it would hold after the call, or
 * the first check's refusal. The checks run in this order: GWP403, ORD404, INV702, INV701
 * (the skus, in the order asked), API400 then STR404 for each line sent to a store or a
 * collection point (delivery.ts placeFits), API400 for the other lines' shipping code, the
 * stock (INV700, INV406, INV409, INV408) and the most one line may hold (INV408). The service
 * plans in memory inside its batched transactions (server/cart/adds.ts), the MSW handlers on
 * the demo data (mocks/handlers/cart/lines.ts); each throws its own error from the refusal.
 */

/** What the catalogue knows of a sku, with its price and online stock as read. */
export interface SkuFact {
  product: ProductModel;
  variant: VariantModel;
  /** Null when the sku has no price in the currency (INV702). */
  price: SkuPrice | null;
  /** Null when the sku has no inventory record (INV701). */
  stock: number | null;
}

/** The facts of the skus the catalogue knows (unknown skus and master ids are missing). */
export function skuFactsOf(
  model: Pick<CatalogueModel, 'variants'>,
  skus: readonly string[],
  prices: ReadonlyMap<string, SkuPrice>,
  online: ReadonlyMap<string, number>,
): Map<string, SkuFact> {
  const facts = new Map<string, SkuFact>();
  for (const sku of new Set(skus)) {
    const found = model.variants.get(sku);
    if (!found) continue;
    facts.set(sku, { ...found, price: prices.get(sku) ?? null, stock: online.get(sku) ?? null });
  }
  return facts;
}

export type SkuRefusal =
  | { errorId: 'GWP403'; message: string; details: { sku: string } }
  | { errorId: 'ORD404' | 'INV702' | 'INV701'; message: string; details?: undefined };

/**
 * The catalogue error that forbids the first sku that may not be sold in the currency: a
 * gift-only product (GWP403), no such variant (ORD404), no price (INV702) or no inventory
 * record (INV701); null when every sku may be.
 */
export function skuRefusal(
  facts: ReadonlyMap<string, SkuFact>,
  skus: readonly string[],
  currency: Currency,
): SkuRefusal | null {
  for (const sku of skus) {
    if (isGiftOnly(sku)) return { errorId: 'GWP403', message: giftOnlyMessage, details: { sku } };
    const found = facts.get(sku);
    if (!found) return { errorId: 'ORD404', message: `${sku} is not a product variant on sale` };
    if (!found.price) return { errorId: 'INV702', message: `${sku} has no price in ${currency}` };
    if (found.stock === null) return { errorId: 'INV701', message: `${sku} has no inventory` };
  }
  return null;
}

/** The most one line of the sku may hold, stock aside (the gift card's per-line maximum). */
export function lineCapOf(facts: ReadonlyMap<string, { product: ProductModel }>, sku: string) {
  const product = facts.get(sku)?.product;
  return product ? maxQtyPerLine(product) : DEFAULT_MAX_QTY;
}

/** Whether the sku's product is delivered by e-mail (commerce/catalogue/model.ts). */
export function isDigitalSku(facts: ReadonlyMap<string, { product: ProductModel }>, sku: string) {
  const product = facts.get(sku)?.product;
  return product ? isDigitalProduct(product) : false;
}

export type LineRefusal = { errorId: 'API400' | 'STR404'; message: string; details?: undefined };

/**
 * The code a line ships by (stock.ts chosenShippingCode), or API400 naming the request's
 * field (`where`) when the line may not ship the way asked.
 */
export function shippingChoice(
  line: { recipeId: string | null; digital: boolean },
  asked: ShippingCode | undefined,
  where: string,
): { ok: true; code: ShippingCode } | { ok: false; refusal: LineRefusal } {
  const code = chosenShippingCode(line, asked);
  if (code) return { ok: true, code };
  const message = `${where}.shippingOptions.selected: ${asked} is not available`;
  return { ok: false, refusal: { errorId: 'API400', message } };
}

/**
 * STR404 unless a line of `code` may go to `placeId` (delivery.ts placeFits): an unknown
 * place, a collection point for pickup or ship to store, a store without pickup for pudo.
 */
export function placeRefusal(
  code: ShippingCode,
  placeId: string,
  places: PlaceFacts,
): LineRefusal | null {
  if (placeFits(code, places.get(placeId) ?? null)) return null;
  const message = code === 'pudo' ? `No collection point ${placeId}` : `No store ${placeId}`;
  return { errorId: 'STR404', message };
}

/** Units of a demand's stock: the pickup store's shelf, else online (none read is 0). */
export function stockLookup(stock: StockLevels): (demand: StockDemand) => number {
  return (demand) =>
    (demand.storeId ? stock.stores.get(demand.storeId) : stock.online)?.get(demand.sku) ?? 0;
}

/** Why the cart refuses a line: its catalogue, delivery or stock rule. */
export type CartRefusal = SkuRefusal | LineRefusal | StockVerdict;

/** A line as an add asks for it: the contract's item, its quantity defaulted. */
export type LineRequest = Omit<CartItemInput, 'qty'> & { qty: number };

/** What the plan decides of a line asked for; the caller adds its own fields (id …). */
export interface PlannedLine {
  sku: string;
  masterId: string;
  qty: number;
  shippingCode: ShippingCode;
  storeId: string | null;
  giftOption: { email: string; to: string; message: string } | null;
  recipeId: string | null;
}

/** What the cart's plans read of the catalogue, as the caller read it. */
export interface CartFacts {
  model: Pick<CatalogueModel, 'variants'>;
  currency: Currency;
  /** Prices in the cart's currency of the skus asked for (one without is not sold in it). */
  prices: ReadonlyMap<string, SkuPrice>;
  /** Online (a sku without an entry has no inventory record) and on the pickup shelves. */
  stock: StockLevels;
  /** The places the lines name (stores, collection points). */
  places: PlaceFacts;
}

export interface AddInput<L extends MergeableLine> extends CartFacts {
  /** The lines the cart holds now, in order. */
  lines: readonly L[];
  items: readonly LineRequest[];
  /** The caller's line for one the call asks for (its id, cart, position …). */
  newLine(line: PlannedLine): L;
}

export type LinePlan<L> =
  | { ok: true; lines: L[]; added: L[] }
  | { ok: false; refusal: CartRefusal };

const refused = (refusal: CartRefusal) => ({ ok: false, refusal }) as const;

/**
 * The add, all or nothing: `lines`, what the cart holds after it (fresh objects, the inputs
 * are never changed; lines of one sku and delivery add up, stock.ts mergeLines), and
 * `added`, the appended ones among them; or the first check's refusal (see the top).
 */
export function planAdd<L extends MergeableLine>(input: AddInput<L>): LinePlan<L> {
  const { items, currency, places } = input;
  const skus = items.map((item) => item.productId);
  const facts = skuFactsOf(input.model, skus, input.prices, input.stock.online);
  const forbidden = skuRefusal(facts, skus, currency);
  if (forbidden) return refused(forbidden);
  const choiceOf = (item: LineRequest, index: number) =>
    shippingChoice(
      { recipeId: item.recipeId ?? null, digital: isDigitalSku(facts, item.productId) },
      item.shippingOptions?.selected,
      `body.items.${index}`,
    );
  // The lines sent to a place first, each its code then its place.
  for (const [index, item] of items.entries()) {
    const placeId = item.shippingOptions?.storeId;
    if (!placeId) continue;
    const choice = choiceOf(item, index);
    if (!choice.ok) return refused(choice.refusal);
    const misplaced = placeRefusal(choice.code, placeId, places);
    if (misplaced) return refused(misplaced);
  }
  const incoming: L[] = [];
  for (const [index, item] of items.entries()) {
    const choice = choiceOf(item, index);
    if (!choice.ok) return refused(choice.refusal);
    incoming.push(
      input.newLine({
        sku: item.productId,
        masterId: facts.get(item.productId)?.product.id ?? item.productId,
        qty: item.qty,
        shippingCode: choice.code,
        storeId: item.shippingOptions?.storeId ?? null,
        giftOption: item.giftOption ?? null,
        recipeId: item.recipeId ?? null,
      }),
    );
  }
  const existing = input.lines;
  const short = stockVerdict(
    stockDemands([...existing, ...incoming], existing, incoming),
    stockLookup(input.stock),
    skus,
  );
  if (short) return refused(short);
  const { lines, added } = mergeLines(existing, incoming);
  const overCap = lineCapVerdict(grownLines(existing, lines), (sku) => lineCapOf(facts, sku));
  if (overCap) return refused(overCap);
  return { ok: true, lines, added };
}
