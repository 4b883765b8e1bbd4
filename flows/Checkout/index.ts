export { AddressForm, type AddressFormProps } from './AddressForm.tsx';
export { BillingStep, type BillingStepProps, cardSchema } from './BillingStep.tsx';
export {
  CollectionPointPicker,
  type CollectionPointPickerProps,
} from './CollectionPointPicker.tsx';
export * from './calls.ts';
export { Deliveries, type DeliveriesProps, deliveryGroups } from './Deliveries.tsx';
export { mainShippingAddress, useExpressCheckout, useSavedCards } from './express.ts';
export { OrderTotals, type OrderTotalsProps } from './OrderTotals.tsx';
export {
  type PaymentProvider,
  PaymentSessionDialog,
  type PaymentSessionDialogProps,
} from './PaymentSessionDialog.tsx';
export { PromoCodeForm } from './PromoCodeForm.tsx';
export { Rewards, type RewardsProps } from './Rewards.tsx';
export { ShippingStep, type ShippingStepProps } from './ShippingStep.tsx';
export { AddressBlock, SummaryStep, type SummaryStepProps } from './SummaryStep.tsx';
export { addressFieldErrors } from './serverFields.ts';
export {
  type ChallengeResult,
  ThreeDSecureDialog,
  type ThreeDSecureDialogProps,
} from './ThreeDSecureDialog.tsx';
