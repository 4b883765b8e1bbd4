import type { Cart } from '#api/contract/cart.ts';
import { DEFAULT_MAX_QTY } from '#api/contract/cartModel.ts';
import type { ProductInventory } from '#api/contract/products.ts';

/** Spec §9: an item's quantity starts at 1. */
export const DEFAULT_QUANTITY = 1;

export interface QuantityLimit {
  /** The most the stepper offers (at least 1: the service answers anything beyond). */
  max: number;
  /** Units of the sku the cart holds already (0 when none). */
  inCart: number;
}

/**
 * How many of a sku one add may ask for: the cart line's `maxQty` (its per-item limit and
 * stock, spec §3) less what the line holds, else the online stock, else the spec default
 * of 999 999, and never more than one line may hold (`perLine`: the gift card's maximum,
 * commerce/catalogue/model.ts `maxQtyPerLine`). The service still decides (INV408 with
 * `maxAllowedQty`); this only keeps the stepper from offering what cannot be added.
 */
export function quantityLimit(
  sku: string | undefined,
  inventory: ProductInventory | undefined,
  cart: Pick<Cart, 'items'> | null | undefined,
  perLine: number = DEFAULT_MAX_QTY,
): QuantityLimit {
  const most = Math.min(perLine, DEFAULT_MAX_QTY);
  if (!sku) return { max: most, inCart: 0 };
  const stock = inventory?.variants[sku]?.quantity;
  const byStock = stock !== undefined && stock > 0 ? Math.min(stock, most) : most;
  const lines = (cart?.items ?? []).filter((item) => item.productId === sku && !item.bonus);
  const inCart = lines.reduce((sum, item) => sum + item.qty, 0);
  if (lines.length === 0) return { max: byStock, inCart: 0 };
  const lineMax = Math.min(...lines.map((item) => item.maxQty));
  return { max: Math.max(1, Math.min(byStock, lineMax) - inCart), inCart };
}

/** A typed or stepped quantity as the add call takes it: a whole number from 1 to `max`. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return DEFAULT_QUANTITY;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}
