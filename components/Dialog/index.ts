export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { CornerPanel, type CornerPanelProps } from './CornerPanel.tsx';
export { dialogPlacements, dialogSizes } from './Dialog.css.ts';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { MODAL_HASH_PREFIX, modalNameOf } from './hashModal.ts';
export { useHashModal } from './useHashModal.ts';
