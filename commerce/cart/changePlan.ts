import type { ShippingCode } from '#api/contract/cart.ts';
import {
  type CartFacts,
  type CartRefusal,
  isDigitalSku,
  lineCapOf,
  placeRefusal,
  shippingChoice,
  skuFactsOf,
  skuRefusal,
  stockLookup,
} from './addPlan.ts';
import {
  grownLines,
  lineCapVerdict,
  type MergeableLine,
  mergeLines,
  stockDemands,
  stockStore,
  stockVerdict,
} from './stock.ts';

/*
 * A cart line changed (updateCartItem: its quantity, another size or colour of the same
 * product, its delivery or gift option) as one decision, shared by the service
 * (server/cart/service.ts) and the MSW handlers. The checks run in this order: the sku
 * (GWP403, ORD404, INV702, INV701), API400 for a sku of another product, API400 for a
 * shipping code the line may not use, STR404 for its place, the stock and the most one line
 * may hold. A line that comes to match another one joins it.
 */

export interface LineChange {
  productId?: string | undefined;
  qty?: number | undefined;
  shippingOptions?: { selected: ShippingCode; storeId?: string | undefined } | undefined;
  giftOption?: { email: string; to: string; message: string } | null | undefined;
}

/** What a changed line needs beyond merging: the product it belongs to. */
export interface ChangeableLine extends MergeableLine {
  masterId: string;
}

/**
 * The delivery the change asks for (the line's own when it names none): which place the
 * plan checks and which store's shelf its stock comes from (`stockStore`), for a caller that
 * reads those first.
 */
export function askedDelivery(
  line: { shippingCode: string; storeId: string | null },
  change: Pick<LineChange, 'shippingOptions'>,
): { shippingCode: string; storeId: string | null; stockStore: string | null } {
  const asked = change.shippingOptions;
  const delivery = asked
    ? { shippingCode: asked.selected, storeId: asked.storeId ?? null }
    : { shippingCode: line.shippingCode, storeId: line.storeId };
  return { ...delivery, stockStore: stockStore(delivery) };
}

export interface ChangeInput<L extends ChangeableLine> extends CartFacts {
  /** The line changed, and the cart's other lines in order. */
  line: L;
  others: readonly L[];
  change: LineChange;
}

export type ChangePlan<L> =
  | {
      ok: true;
      /** The line as the change leaves it. */
      updated: L;
      /** The cart's lines after it, when it joined another line (`joined`). */
      lines: L[];
      /** It came to match another line: that line took its quantity, it goes. */
      joined: boolean;
    }
  | { ok: false; refusal: CartRefusal };

const refused = (refusal: CartRefusal) => ({ ok: false, refusal }) as const;

export function planLineChange<L extends ChangeableLine>(input: ChangeInput<L>): ChangePlan<L> {
  const { line, others, change } = input;
  const sku = change.productId ?? line.sku;
  const facts = skuFactsOf(input.model, [sku], input.prices, input.stock.online);
  const forbidden = skuRefusal(facts, [sku], input.currency);
  if (forbidden) return refused(forbidden);
  if (facts.get(sku)?.product.id !== line.masterId) {
    const message = `body.productId: ${sku} is not a variant of ${line.masterId}`;
    return refused({ errorId: 'API400', message });
  }
  let shippingCode = line.shippingCode;
  if (change.shippingOptions) {
    const choice = shippingChoice(
      { recipeId: line.recipeId, digital: isDigitalSku(facts, sku) },
      change.shippingOptions.selected,
      'body',
    );
    if (!choice.ok) return refused(choice.refusal);
    shippingCode = choice.code;
  }
  const { storeId } = askedDelivery(line, change);
  if (storeId) {
    const misplaced = placeRefusal(shippingCode as ShippingCode, storeId, input.places);
    if (misplaced) return refused(misplaced);
  }
  const updated: L = {
    ...line,
    sku,
    qty: change.qty ?? line.qty,
    shippingCode,
    storeId,
    giftOption: change.giftOption === undefined ? line.giftOption : change.giftOption,
  };
  const short = stockVerdict(
    stockDemands([...others, updated], [...others, line], [updated]),
    stockLookup(input.stock),
    [sku],
  );
  if (short) return refused(short);
  const merged = mergeLines(others, [updated]);
  const overCap = lineCapVerdict(grownLines(others, merged.lines, line.qty), (candidate) =>
    lineCapOf(facts, candidate),
  );
  if (overCap) return refused(overCap);
  return { ok: true, updated, lines: merged.lines, joined: merged.added.length === 0 };
}
