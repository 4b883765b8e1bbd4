/*
 * What a shopper does with an order after it was placed: cancel it, return units of it,
 * claim the warranty of a line. The order page (a member's, or a guest's lookup) opens
 * them and shows their buttons by the lines they offer.
 */
export { CancelOrderDialog, type CancelOrderDialogProps } from './CancelOrderDialog.tsx';
export {
  type CancelInput,
  type CancelValues,
  cancelSchema,
  type ReturnValues,
  returnSchema,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_DESCRIPTION_MIN,
  type WarrantyInput,
  type WarrantyValues,
  warrantySchema,
} from './OrderActions.schema.ts';
export { claimableLines, returnableLines } from './orderLines.ts';
export { ReturnItemsDialog, type ReturnItemsDialogProps } from './ReturnItemsDialog.tsx';
export { WarrantyClaimDialog, type WarrantyClaimDialogProps } from './WarrantyClaimDialog.tsx';
