import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  /** The question ("Remove this address?"); it names the dialog. */
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that does it (in the critical tone): "Remove address". */
  confirmLabel: string;
  /** The button that leaves things as they are. */
  cancelLabel: string;
  /** The shopper confirmed; the dialog has closed. */
  onConfirm: () => void;
  /** What is about to happen, and to what. */
  children: ReactNode;
}

/**
 * A confirmation that interrupts (`alertdialog`): what is about to happen, then cancel and
 * the critical action. Escape and cancel leave things as they are; focus returns to the
 * button that opened it.
 */
export function ConfirmDialog({
  title,
  isOpen,
  onOpenChange,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="small"
      footer={({ close }) => (
        <>
          <Button tone="secondary" onPress={close}>
            {cancelLabel}
          </Button>
          <Button
            tone="critical"
            onPress={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
