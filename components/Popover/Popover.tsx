import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Heading,
  OverlayArrow,
} from 'react-aria-components';
import { arrow, dialog, popover, title as titleStyle } from './Popover.css.ts';

type Naming =
  /** A visible heading that also names the popover. */
  | { title: ReactNode; 'aria-label'?: string }
  /** Without a visible heading the popover still needs a name for screen readers. */
  | { title?: never; 'aria-label': string };

export type PopoverProps = Omit<AriaPopoverProps, 'children' | 'className' | 'style'> &
  Naming & {
    children: ReactNode;
    /** An arrow pointing at the trigger. @default true */
    showArrow?: boolean;
    className?: string;
  };

/**
 * A non-modal dialog anchored to its trigger (size help, store hours, price details).
 * Put it in a `PopoverTrigger` after the button that opens it: Escape or a click outside
 * closes it and focus returns to the button.
 */
export function Popover({
  title,
  'aria-label': ariaLabel,
  children,
  showArrow = true,
  className,
  ...rest
}: PopoverProps) {
  return (
    <AriaPopover {...rest} className={[popover, className].filter(Boolean).join(' ')}>
      {showArrow && (
        <OverlayArrow>
          <span className={arrow} />
        </OverlayArrow>
      )}
      <AriaDialog className={dialog} aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" level={2} className={titleStyle}>
            {title}
          </Heading>
        )}
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}
