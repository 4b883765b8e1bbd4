import { type ReactNode, useId } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/index.ts';
import {
  dialog,
  type dialogPlacements,
  type dialogSizes,
  footer as footerStyle,
  header,
  modal,
  overlay,
  title as titleStyle,
} from './Dialog.css.ts';
import { DialogBody } from './DialogBody.tsx';

type Slot = ReactNode | ((actions: { close: () => void }) => ReactNode);

export type DialogProps = Omit<ModalOverlayProps, 'children' | 'className' | 'style'> & {
  /** The dialog's heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The scrollable body. A function receives `close`. */
  children: Slot;
  /** Actions pinned below the body (a `Button slot="close"` closes the dialog). */
  footer?: Slot;
  /**
   * `center`: a bottom sheet on small screens and a centred modal from md up.
   * `side`: a full-height panel sliding in from the inline end (mini cart, filters).
   * @default 'center'
   */
  placement?: (typeof dialogPlacements)[number];
  /** @default 'standard' */
  size?: (typeof dialogSizes)[number];
  /** Clicking outside closes the dialog. @default true */
  isDismissable?: boolean;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** `alertdialog` for confirmations that interrupt. @default 'dialog' */
  role?: AriaDialogProps['role'];
  /** The close button's accessible name. @default common:close */
  closeLabel?: string;
  className?: string;
};

function render(slot: Slot, close: () => void) {
  return typeof slot === 'function' ? slot({ close }) : slot;
}

/**
 * The kit's one dialog (spec §2: modal or panel depending on viewport, 250 ms transition).
 * Use it inside a `DialogTrigger` next to its trigger button, or controlled with
 * `isOpen`/`onOpenChange`. Focus is trapped inside, Escape closes, and focus returns to
 * the trigger.
 */
export function Dialog({
  title,
  children,
  footer,
  placement = 'center',
  size = 'standard',
  isDismissable = true,
  headingLevel = 2,
  role,
  closeLabel,
  className,
  ...overlayProps
}: DialogProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      className={overlay({ placement })}
      data-placement={placement}
    >
      <Modal
        className={[modal({ placement, size }), className].filter(Boolean).join(' ')}
        data-placement={placement}
        data-size={size}
      >
        <AriaDialog className={dialog} aria-labelledby={headingId} role={role}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading id={headingId} level={headingLevel} className={titleStyle}>
                  {title}
                </Heading>
                <Button
                  slot="close"
                  tone="plain"
                  size="small"
                  iconOnly
                  icon="close"
                  aria-label={closeLabel ?? t('close')}
                />
              </div>
              <DialogBody>{render(children, close)}</DialogBody>
              {footer && <div className={footerStyle}>{render(footer, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
