import { z } from 'zod';
import { cartGiftOption } from '#api/contract/cart.ts';
import { emailField, textField } from './rules.ts';

/** The contract's limits of a gift option's fields (spec §3 Cart item giftOption). */
export const GIFT_OPTION_LIMITS = {
  email: cartGiftOption.shape.email.maxLength ?? 100,
  to: cartGiftOption.shape.to.maxLength ?? 60,
  message: cartGiftOption.shape.message.maxLength ?? 250,
} as const;

/**
 * The gift option form of a cart line or of a gift card added from its product page: the
 * recipient's e-mail and name and the message, all three required (spec §5: a gift option
 * is sent only when all are present; the service refuses a gift card order without it,
 * GFO400). Imported by its path, not the validation barrel, so that only the forms that
 * use it load it.
 */
export const giftOptionSchema = z.object({
  email: emailField({ maxLength: GIFT_OPTION_LIMITS.email }),
  to: textField({ maxLength: GIFT_OPTION_LIMITS.to }),
  message: textField({ maxLength: GIFT_OPTION_LIMITS.message }),
});
export type GiftOptionInput = z.input<typeof giftOptionSchema>;
export type GiftOptionValues = z.output<typeof giftOptionSchema>;
