import { z } from 'zod';
import {
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberShape,
  cardTypeOf,
  cvvLength,
  cvvValid,
  luhnValid,
} from '#commerce/checkout/cards.ts';
import type { Refusal } from '#commerce/checkout/verdict.ts';
import { encodeMessage as m, nameField, requiredField } from '../validation/index.ts';

/*
 * The add-a-card form. The checks are the sandbox card fields' own (commerce/checkout/
 * cards.ts), run on the fields before anything is sent: a number with its check digit, of a
 * brand cards are saved of, a security code of the brand's length, an expiry not past.
 * Messages are i18n keys; an expired card reads as the catalogue's FE309.
 */

const key = (name: string) => `flows:paymentMethods.form.${name}` as const;

/** How many years ahead the expiry year goes (cards are issued for up to about ten). */
export const EXPIRY_YEARS_AHEAD = 15;

export const expiryMonths = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

/** The expiry years a card can have on `now`: this year and the next ones. */
export function expiryYears(now: number): string[] {
  const first = new Date(now).getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => String(first + index));
}

/** A choice of a select or radio group: required, one of `options`. */
const oneOf = (options: readonly string[]) =>
  requiredField().refine((value) => options.includes(value), { error: m('option') });

export function addCardSchema({ now, addressIds }: { now: number; addressIds: readonly string[] }) {
  return z
    .object({
      holderName: nameField(),
      number: requiredField()
        .transform(cardDigits)
        .refine((digits) => cardNumberShape(digits) && luhnValid(digits), {
          error: m(key('numberInvalid')),
        })
        .refine((digits) => !cardNumberShape(digits) || cardTypeOf(cardBrand(digits)), {
          error: m(key('brandNotAccepted')),
        }),
      expiryMonth: oneOf(expiryMonths),
      expiryYear: oneOf(expiryYears(now)),
      cvv: requiredField(),
      billingAddressId: oneOf(addressIds),
      main: z.boolean(),
    })
    .superRefine((values, context) => {
      const month = Number(values.expiryMonth);
      const year = Number(values.expiryYear);
      if (month && year && cardExpired(month, year, now)) {
        context.addIssue({ code: 'custom', path: ['expiryMonth'], message: 'errors:FE309' });
      }
      // The number tells the brand, and so how many digits its security code has.
      const brand = cardBrand(values.number);
      if (!cvvValid(values.cvv, brand)) {
        context.addIssue({
          code: 'custom',
          path: ['cvv'],
          message: m(key('cvvInvalid'), { n: cvvLength(brand) }),
        });
      }
    });
}

/**
 * The field a refusal of the card fields (`tokenizeSandboxCard`) is said at, and its
 * message: the form's checks are the same, so this is their last word, not a second set.
 */
export function fieldOfCardRefusal(
  refusal: Refusal<'FE309' | 'PAY400'>,
  number: string,
): { field: 'number' | 'expiryMonth' | 'cvv'; message: string } {
  if (refusal.errorId === 'FE309') return { field: 'expiryMonth', message: 'errors:FE309' };
  const reason = refusal.details?.reason;
  if (reason === 'cvv') {
    const n = cvvLength(cardBrand(cardDigits(number)));
    return { field: 'cvv', message: m(key('cvvInvalid'), { n }) };
  }
  return {
    field: 'number',
    message: m(key(reason === 'brand' ? 'brandNotAccepted' : 'numberInvalid')),
  };
}

export type AddCardInput = z.input<ReturnType<typeof addCardSchema>>;
export type AddCardValues = z.output<ReturnType<typeof addCardSchema>>;
