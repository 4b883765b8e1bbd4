import { z } from 'zod';
import { cartGiftOption } from '#api/contract/cart.ts';
import { emailField, textField } from '#flows/validation/index.ts';

/** The contract's limits of a gift option's fields (spec §3 Cart item giftOption). */
export const GIFT_CARD_LIMITS = {
  email: cartGiftOption.shape.email.maxLength ?? 100,
  to: cartGiftOption.shape.to.maxLength ?? 60,
  message: cartGiftOption.shape.message.maxLength ?? 250,
} as const;

/**
 * What a digital gift card is added to the cart with: the recipient's e-mail and name and
 * the buyer's message, all three required (spec §5: the gift option is sent only when all
 * are present; the service refuses to place the order without it, GFO400).
 */
export const giftCardSchema = z.object({
  email: emailField({ maxLength: GIFT_CARD_LIMITS.email }),
  to: textField({ maxLength: GIFT_CARD_LIMITS.to }),
  message: textField({ maxLength: GIFT_CARD_LIMITS.message }),
});
export type GiftCardInput = z.input<typeof giftCardSchema>;
export type GiftCardValues = z.output<typeof giftCardSchema>;

export const emptyGiftCard: GiftCardInput = { email: '', to: '', message: '' };
