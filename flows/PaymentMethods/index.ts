export {
  type AddCardInput,
  type AddCardValues,
  addCardSchema,
  expiryMonths,
  expiryYears,
} from './AddCard.schema.ts';
export { AddCardDialog, type AddCardDialogProps } from './AddCardDialog.tsx';
export { addressLine, billingChoices, cardLabel, expiryText } from './cardText.ts';
export { PaymentMethods, type PaymentMethodsProps } from './PaymentMethods.tsx';
export { type ListedCard, SavedCardList, type SavedCardListProps } from './SavedCardList.tsx';
