import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { FocusScope } from 'react-aria/FocusScope';
import { useInteractOutside } from 'react-aria/useInteractOutside';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/index.ts';
import { cornerPanel, header, title as titleStyle } from './Dialog.css.ts';
import { DialogBody } from './DialogBody.tsx';

export type CornerPanelProps = {
  /** The panel's heading; it also names the panel for screen readers. */
  title: ReactNode;
  /** The scrollable body. */
  children: ReactNode;
  /** Closed by its close button or Escape. */
  onClose: () => void;
  /** A press on the page around it (nothing dims the page, so the shopper may press it). */
  onInteractOutside?: () => void;
  /**
   * Move focus into the panel when it shows: when the shopper opened it (a press), not when
   * it appeared by itself, which would pull them away from what they were doing.
   * @default false
   */
  autoFocus?: boolean;
  /** The close button's accessible name. @default the kit's "Close" */
  closeLabel?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
  style?: CSSProperties;
} & { [data: `data-${string}`]: string | boolean | undefined };

/**
 * A non-modal dialog in the corner of the bottom edge that leaves the page visible, usable
 * and scrollable: no backdrop, no scroll lock, no `aria-modal`, nothing made inert, focus
 * not held (Tab moves on to the page). It takes focus only when asked (`autoFocus`, the
 * shopper opened it) and gives it back when it closes with focus inside; Escape (with focus
 * inside) and the close button close it. On small screens it takes the width and at most
 * three quarters of the height, its body scrolling. What it holds is the caller's (the
 * pop-up block's offer). A dialog that needs the shopper's answer before the page goes on
 * is the kit's `Dialog`, which is modal and makes the page behind it inert.
 */
export function CornerPanel({
  title,
  children,
  onClose,
  onInteractOutside,
  autoFocus = false,
  closeLabel,
  headingLevel = 2,
  className,
  style,
  ...data
}: CornerPanelProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const Heading = `h${headingLevel}` as const;

  // Opened by the shopper, the panel takes focus (its name is read out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as it shows
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, []);

  // Acts before the press moves focus, so what was pressed gets it.
  useInteractOutside({
    ref,
    isDisabled: !onInteractOutside,
    onInteractOutsideStart: () => onInteractOutside?.(),
    // react-aria calls the start only when this is given: nothing more to do on release.
    onInteractOutside: () => {},
  });

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    // Not `contain`: a non-modal panel holds no focus. `restoreFocus` gives it back to where
    // it came from only when the panel closes with focus inside.
    <FocusScope restoreFocus>
      {/* Opened with the `open` attribute, not showModal(): non-modal, the page stays in use. */}
      <dialog
        open
        ref={ref}
        aria-labelledby={headingId}
        className={[cornerPanel, className].filter(Boolean).join(' ')}
        style={style}
        tabIndex={-1}
        onKeyDown={closeOnEscape}
        {...data}
      >
        <div className={header}>
          <Heading id={headingId} className={titleStyle}>
            {title}
          </Heading>
          <Button
            tone="plain"
            size="small"
            iconOnly
            icon="close"
            aria-label={closeLabel ?? t('close')}
            onPress={onClose}
          />
        </div>
        <DialogBody>{children}</DialogBody>
      </dialog>
    </FocusScope>
  );
}
