import type { GiftOptionInput } from '../validation/giftOption.ts';

/** A gift card's gift option before the shopper types (flows/validation/giftOption.ts). */
export const emptyGiftCard: GiftOptionInput = { email: '', to: '', message: '' };
