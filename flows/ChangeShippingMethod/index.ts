/*
 * How a cart line comes (spec §2 "cart change shipping method"): the delivery choices of a
 * line and the dialog that changes them. The dialog loads on use (the cart line imports
 * ChangeShippingMethodDialog.tsx lazily).
 */
export type { ChangeShippingMethodDialogProps } from './ChangeShippingMethodDialog.tsx';
export {
  type DeliveryChoice,
  type DeliveryErrorKey,
  deliveryChoiceOf,
  deliveryChoices,
  deliveryChoicesOf,
  deliveryErrorOf,
  isCurrentDelivery,
  type LineShipping,
  type StoreChoice,
  setLineShipping,
  storeServiceOf,
} from './delivery.ts';
