/*
 * A gift option (spec §3 giftOption, §5): a cart line's gift message in its dialog, and a
 * digital gift card's recipient and message on the product page, with the same fields.
 * The dialog and the gift card's fields load on use: their pages import those files
 * lazily.
 */
export type { GiftCardFieldsHandle, GiftCardFieldsProps } from './GiftCardFields.tsx';
export type { GiftOptionDialogProps } from './GiftOptionDialog.tsx';
export { GiftOptionFields, type GiftOptionFieldsProps } from './GiftOptionFields.tsx';
export { emptyGiftCard } from './giftCard.ts';
export {
  type GiftDraft,
  type GiftField,
  type GiftOption,
  giftFieldOfError,
  giftOptionToSend,
  setLineGiftOption,
} from './lineGiftOption.ts';
