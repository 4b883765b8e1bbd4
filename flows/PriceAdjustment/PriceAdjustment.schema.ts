import { z } from 'zod';
import { isApiError } from '#api/client/index.ts';
import {
  addPriceAdjustment,
  type Cart,
  type CartPriceAdjustment,
  deletePriceAdjustment,
  updatePriceAdjustment,
} from '#api/contract/cart.ts';
import { type AdjustmentRefusal, adjustmentReasons } from '#commerce/cart/adjustments.ts';
import type { CartChange } from '#shopper/index.ts';
import { encodeMessage as m, selectField } from '../validation/index.ts';

/*
 * The price adjustment form of an associate (a line's or the order's): what to take off (an
 * amount or a percentage), how much and why. The service decides the amount and checks it
 * again; the form says what it can before sending: the value's format, at most 100 %, at
 * most what is left to pay.
 */

const PROBLEMS = 'storefront:cart.adjust.problems';

/** A decimal as typed on any of the sites: `12.5`, `12,50`. */
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** The form's schema; `maxAmount` is what is left to pay (major units). */
export function adjustmentSchema(maxAmount: number) {
  return z
    .object({
      discountType: z.enum(['amount', 'percentage']),
      value: z
        .string()
        .trim()
        .min(1, { error: m('required') })
        .regex(DECIMAL, { error: m(`${PROBLEMS}.notANumber`) })
        .transform((text) => Number(text.replace(',', '.'))),
      reasonCode: selectField({ options: adjustmentReasons }),
    })
    .superRefine((values, context) => {
      const { value } = values;
      const issue = (message: string) =>
        context.addIssue({ code: 'custom', path: ['value'], message });
      if (value <= 0) issue(m('minValue', { n: 0.01 }));
      else if (values.discountType === 'percentage' && value > 100)
        issue(m('maxValue', { n: 100 }));
      else if (values.discountType === 'amount' && Math.round(value * 100) !== value * 100)
        issue(m(`${PROBLEMS}.amountNotInCents`));
      else if (values.discountType === 'amount' && value > maxAmount)
        issue(m(`${PROBLEMS}.amountAboveBase`));
    });
}
export type AdjustmentInput = z.input<ReturnType<typeof adjustmentSchema>>;
export type AdjustmentValues = z.output<ReturnType<typeof adjustmentSchema>>;

/** The form's first values: the adjustment being edited, else a percentage to type. */
export function adjustmentDefaults(existing: CartPriceAdjustment | null): AdjustmentInput {
  return {
    discountType: existing?.discountType ?? 'percentage',
    value: existing ? String(existing.value) : '',
    reasonCode: existing?.reasonCode ?? '',
  };
}

export interface AdjustmentChange {
  /** The line (null: the order). */
  itemId: string | null;
  /** The adjustment to change; null: a new one. */
  adjustmentId: string | null;
  /** What to set; null: take the adjustment off. */
  values: AdjustmentValues | null;
}

/** Adds, changes or takes off a price adjustment: the cart as the service priced it. */
export const changePriceAdjustment: CartChange<AdjustmentChange> = (
  client,
  basketId,
  { itemId, adjustmentId, values },
): Promise<Cart> => {
  if (adjustmentId === null) {
    if (!values) throw new Error('Nothing to take off');
    return client.call(addPriceAdjustment, {
      params: { basketId },
      body: { itemId, ...values, reasonCode: values.reasonCode ?? '' },
    });
  }
  if (!values) {
    return client.call(deletePriceAdjustment, { params: { basketId, adjustmentId } });
  }
  return client.call(updatePriceAdjustment, {
    params: { basketId, adjustmentId },
    body: { ...values, reasonCode: values.reasonCode ?? '' },
  });
};

/** What the service's PRC400 says is wrong with the value, in the form's words, if it does. */
export function adjustmentProblemOf(error: unknown): string | null {
  if (!isApiError(error) || !error.is('PRC400')) return null;
  const reason = error.details?.reason;
  return typeof reason === 'string' && reason in problemKeys ? `${PROBLEMS}.${reason}` : null;
}

/** The service's reasons (commerce/cart/adjustments.ts adjustmentProblem) the form words. */
const problemKeys: Record<AdjustmentRefusal, true> = {
  percentageAbove100: true,
  amountNotInCents: true,
  amountAboveBase: true,
  nothingToAdjust: true,
  alreadyAdjusted: true,
  notAdjustable: true,
};
