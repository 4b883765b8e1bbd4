/*
 * The member's details on the account page: their name, phone, postal code and birth date,
 * and the email they sign in with, each in its dialog.
 */
export {
  type ChangeEmailInput,
  type ChangeEmailValues,
  changeEmailSchema,
} from './AccountDetails.schema.ts';
export { ChangeEmailDialog, type ChangeEmailDialogProps } from './ChangeEmailDialog.tsx';
export { EditDetailsDialog, type EditDetailsDialogProps } from './EditDetailsDialog.tsx';
