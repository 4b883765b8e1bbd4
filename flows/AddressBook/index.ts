export { AddressDialog, type AddressDialogProps, type AddressKind } from './AddressDialog.tsx';
