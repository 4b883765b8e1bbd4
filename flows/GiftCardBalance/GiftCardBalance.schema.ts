import { z } from 'zod';

/*
 * The gift card balance form (POST /cart/v1/giftcard/balance). Messages are i18n keys:
 * the service's own words for the same faults (spec §8 GFC400, GFC800, GFC700), so the
 * shopper reads one sentence whether the form or the service found it.
 */
export const giftCardBalanceSchema = z.object({
  number: z
    .string()
    // Printed cards group their digits: spaces and dashes as typed are not part of it.
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'errors:GFC400')
        .regex(/^\d{12,19}$/, 'errors:GFC800'),
    ),
  pin: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{3,8}$/, 'errors:GFC700'),
});

export type GiftCardBalanceInput = z.input<typeof giftCardBalanceSchema>;
export type GiftCardBalanceValues = z.output<typeof giftCardBalanceSchema>;
