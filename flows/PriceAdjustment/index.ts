/*
 * An in-store associate's price adjustment of a cart line or the order (spec §7
 * price_adjustments). The dialog loads on use (the cart page imports
 * PriceAdjustmentDialog.tsx lazily).
 */
export {
  type AdjustmentChange,
  type AdjustmentInput,
  type AdjustmentValues,
  adjustmentDefaults,
  adjustmentProblemOf,
  adjustmentSchema,
  changePriceAdjustment,
} from './PriceAdjustment.schema.ts';
export type { PriceAdjustmentDialogProps } from './PriceAdjustmentDialog.tsx';
