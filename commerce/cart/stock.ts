import { DEFAULT_MAX_QTY, type ShippingCode, shippingCodes } from '#api/contract/cartModel.ts';
import { checkQuantity } from './maths.ts';

/*
 * The cart's line and stock rules: which lines add up, where a line's stock comes from, and
 * which catalogue error a wanted quantity meets (INV700, INV406, INV409, INV408). In commerce/
 * because the service (stock read in its transaction) and the MSW handlers (demo stock)
 * decide with the same code, so they cannot drift.
 */

export interface LineDelivery {
  sku: string;
  shippingCode: string;
  storeId: string | null;
}

/**
 * Lines with the same sku and delivery add up; a customised (recipe) line stays its own, and
 * a digital line adds up only with one for the same recipient and message (two gift cards
 * for two people are two lines).
 */
export function lineKey(
  line: LineDelivery & { recipeId: string | null; giftOption?: GiftOption | null },
): string | null {
  if (line.recipeId) return null;
  const key = `${line.sku}|${line.shippingCode}|${line.storeId ?? ''}`;
  if (line.shippingCode !== 'digital') return key;
  // By value, not by key order: a stored gift option (jsonb) comes back with its keys sorted.
  const gift = line.giftOption;
  return `${key}|${JSON.stringify(gift ? [gift.email, gift.to, gift.message] : null)}`;
}

/** What chooses a line's shipping codes: a recipe, or a digital product (commerce/catalogue/model.ts). */
export interface ShippingKind {
  recipeId: string | null;
  /** @default false */
  digital?: boolean;
}

/**
 * The shipping codes a line may choose (spec §3): a digital product (the gift card) ships
 * as `digital` only; a customised (recipe) line as `customs`; a physical item by any other
 * code but those two.
 */
export function shippingCodesFor(line: ShippingKind): readonly ShippingCode[] {
  if (line.digital) return ['digital'];
  return line.recipeId ? ['customs'] : physicalCodes;
}

const physicalCodes = shippingCodes.filter((code) => code !== 'digital' && code !== 'customs');

/**
 * The code a line ships by: the one asked for, else `standard` (`customs` for a recipe,
 * `digital` for a digital product); null when the one asked for is not allowed for the
 * line (the caller answers API400).
 */
export function chosenShippingCode(
  line: ShippingKind,
  asked: ShippingCode | undefined,
): ShippingCode | null {
  const code = asked ?? (line.digital ? 'digital' : line.recipeId ? 'customs' : 'standard');
  return shippingCodesFor(line).includes(code) ? code : null;
}

type GiftOption = { email: string; to: string; message: string };

/** What merging needs of a line: its delivery, recipe, quantity and gift option. */
export interface MergeableLine extends LineDelivery {
  recipeId: string | null;
  qty: number;
  giftOption: { email: string; to: string; message: string } | null;
}

/**
 * The one rule for lines that meet (an add, a line changed to match another, a guest cart
 * handed over to an account's): `incoming` lines join `existing` in order. One with the
 * same key as a line already there adds its quantity to it (up to the most a line may
 * hold) and brings its gift option when it has one; any other is appended. Answers copies
 * (the inputs are never changed): `lines`, what the cart holds now, in order, and `added`,
 * the appended ones among them (to be given ids or positions by the caller).
 */
export function mergeLines<L extends MergeableLine>(
  existing: readonly L[],
  incoming: readonly L[],
): { lines: L[]; added: L[] } {
  const lines = existing.map((line) => ({ ...line }));
  const added: L[] = [];
  const byKey = new Map<string, L>();
  for (const line of lines) {
    const key = lineKey(line);
    if (key && !byKey.has(key)) byKey.set(key, line);
  }
  for (const line of incoming) {
    const key = lineKey(line);
    const match = key ? byKey.get(key) : undefined;
    if (match) {
      match.qty = Math.min(match.qty + line.qty, DEFAULT_MAX_QTY);
      if (line.giftOption) match.giftOption = line.giftOption;
      continue;
    }
    const copy = { ...line };
    lines.push(copy);
    added.push(copy);
    if (key) byKey.set(key, copy);
  }
  return { lines, added };
}

/** The store whose shelf a line takes from (pickup), or null for the online warehouse. */
export function stockStore(line: Omit<LineDelivery, 'sku'>): string | null {
  return line.shippingCode === 'pickup' && line.storeId ? line.storeId : null;
}

const demandKey = (line: LineDelivery) => `${line.sku}|${stockStore(line) ?? ''}`;

/** Units wanted of one sku from one stock (a store's shelf or online). */
export interface StockDemand {
  sku: string;
  /** The pickup store, null for online stock. */
  storeId: string | null;
  qty: number;
  /** The units the cart held before this call (for the message). */
  before: number;
}

/**
 * What `wanted` (every line the cart would hold) asks of each stock, for the sku and stock
 * pairs the `touched` lines use; `before` are the lines the cart held until now.
 */
export function stockDemands(
  wanted: readonly (LineDelivery & { qty: number })[],
  before: readonly (LineDelivery & { qty: number })[],
  touched: readonly LineDelivery[],
): StockDemand[] {
  const demands = new Map<string, StockDemand>();
  for (const line of wanted) {
    const key = demandKey(line);
    const demand = demands.get(key) ?? {
      sku: line.sku,
      storeId: stockStore(line),
      qty: 0,
      before: 0,
    };
    demand.qty += line.qty;
    demands.set(key, demand);
  }
  for (const line of before) {
    const demand = demands.get(demandKey(line));
    if (demand) demand.before += line.qty;
  }
  const keys = new Set(touched.map(demandKey));
  return [...demands].filter(([key]) => keys.has(key)).map(([, demand]) => demand);
}

export type StockVerdict =
  | {
      errorId: 'INV700' | 'INV406' | 'INV409';
      message: string;
      details: { productIds: string[]; type: 'ProductItemRequired' };
    }
  | {
      errorId: 'INV408';
      message: string;
      details: {
        type: 'ProductItemMaxQuantity';
        productId: string;
        maxAllowedQty: number;
        qtyInCart: number;
      };
    };

/**
 * Check demands against stock: INV700 for a single sold-out sku asked for, INV406 when
 * every sku asked for is sold out, INV409 when some are, INV408 (with maxAllowedQty) when a
 * quantity passes the most a line may hold; null when the stock allows everything.
 */
export function stockVerdict(
  demands: readonly StockDemand[],
  stockOf: (demand: StockDemand) => number,
  askedSkus: readonly string[],
): StockVerdict | null {
  const soldOut = new Set<string>();
  let over: { demand: StockDemand; max: number } | undefined;
  for (const demand of demands) {
    const check = checkQuantity(demand.qty, stockOf(demand));
    if (!check.ok && check.errorId === 'INV700') soldOut.add(demand.sku);
    else if (!check.ok && !over) over = { demand, max: check.maxAllowedQty };
  }
  const asked = new Set(askedSkus);
  if (soldOut.size > 0) {
    const productIds = [...soldOut];
    const details = { productIds, type: 'ProductItemRequired' as const };
    if (asked.size === 1)
      return { errorId: 'INV700', message: `${productIds[0]} is out of stock`, details };
    if ([...asked].every((sku) => soldOut.has(sku)))
      return { errorId: 'INV406', message: 'The items are out of stock', details };
    return { errorId: 'INV409', message: 'Some products have no inventory', details };
  }
  if (over) {
    return {
      errorId: 'INV408',
      message: `At most ${over.max} of ${over.demand.sku} can be in the cart`,
      details: {
        type: 'ProductItemMaxQuantity',
        productId: over.demand.sku,
        maxAllowedQty: over.max,
        qtyInCart: over.demand.before,
      },
    };
  }
  return null;
}

/** A line as a call leaves it: its sku, the units it holds now and those it held before. */
export interface LineGrowth {
  sku: string;
  qty: number;
  before: number;
}

/**
 * Each line of `lines` (what mergeLines answered over `existing`) with the units it held
 * before: an existing line its own, an appended one `addedBefore` (0 for an add; the
 * changed line's own quantity for an update).
 */
export function grownLines(
  existing: readonly { qty: number }[],
  lines: readonly { sku: string; qty: number }[],
  addedBefore = 0,
): LineGrowth[] {
  return lines.map((line, index) => ({
    sku: line.sku,
    qty: line.qty,
    before: existing[index]?.qty ?? addedBefore,
  }));
}

/**
 * INV408 (spec §8 ADDED_MAX_QUANTITY, with maxAllowedQty) for the first line the call took
 * past the most one line of its sku may hold (`capOf`: the gift card's per-line maximum,
 * commerce/catalogue/model.ts `maxQtyPerLine`); null when none grew past it. A line lowered,
 * or left as it was, is never refused.
 */
export function lineCapVerdict(
  lines: readonly LineGrowth[],
  capOf: (sku: string) => number,
): Extract<StockVerdict, { errorId: 'INV408' }> | null {
  for (const line of lines) {
    const cap = capOf(line.sku);
    if (line.qty <= line.before || line.qty <= cap) continue;
    return {
      errorId: 'INV408',
      message: `At most ${cap} of ${line.sku} can be in one line`,
      details: {
        type: 'ProductItemMaxQuantity',
        productId: line.sku,
        maxAllowedQty: cap,
        qtyInCart: line.before,
      },
    };
  }
  return null;
}
