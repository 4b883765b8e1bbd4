import { z } from 'zod';
import { emailField, regexField, SIGN_IN_EMAIL_MAX_LENGTH } from '../validation/index.ts';

/** The longest order number the service takes (an opaque id). */
export const ORDER_NUMBER_MAX_LENGTH = 64;

/**
 * The order status lookup (spec §5 rules): the order number (required; letters, digits,
 * `-` and `_`) and the email it was placed with (required, valid, at most 100).
 */
export const orderLookupSchema = z.object({
  orderNumber: regexField('[A-Za-z0-9_-]+', {
    maxLength: ORDER_NUMBER_MAX_LENGTH,
    uppercase: true,
    patternMessage: { key: 'storefront:orders.lookup.orderNumberInvalid' },
  }),
  email: emailField({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH }),
});

export type OrderLookupInput = z.input<typeof orderLookupSchema>;
export type OrderLookupValues = z.output<typeof orderLookupSchema>;
