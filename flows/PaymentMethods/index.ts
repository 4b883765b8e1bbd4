export {
  type AddCardInput,
  type AddCardValues,
  addCardSchema,
  expiryMonths,
  expiryYears,
} from './AddCard.schema.ts';
export { AddCardDialog, type AddCardDialogProps } from './AddCardDialog.tsx';
export { AddGiftCardDialog, type AddGiftCardDialogProps } from './AddGiftCardDialog.tsx';
export {
  addressLine,
  billingChoices,
  cardLabel,
  expiryText,
  giftCardDate,
  giftCardLabel,
} from './cardText.ts';
export { PaymentMethods, type PaymentMethodsProps } from './PaymentMethods.tsx';
export { type ListedCard, SavedCardList, type SavedCardListProps } from './SavedCardList.tsx';
export {
  type ListedGiftCard,
  SavedGiftCardList,
  type SavedGiftCardListProps,
} from './SavedGiftCardList.tsx';
export { listedGiftCards, SavedGiftCards, type SavedGiftCardsProps } from './SavedGiftCards.tsx';
