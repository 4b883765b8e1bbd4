import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  OverlayArrow,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { arrow, tooltip } from './Tooltip.css.ts';

export type TooltipProps = Omit<TooltipTriggerComponentProps, 'children'> &
  Pick<AriaTooltipProps, 'placement' | 'offset' | 'crossOffset'> & {
    /** The focusable element the tooltip describes (a `Button`, `Link`…). */
    children: ReactElement;
    /** The tooltip text: a short hint, never the only way to reach information. */
    content: ReactNode;
    /** Milliseconds of hover before it shows; keyboard focus shows it at once. @default 700 */
    delay?: number;
    /** Milliseconds before it hides after hover ends. @default 200 */
    closeDelay?: number;
    /** @default 'top' */
    placement?: AriaTooltipProps['placement'];
    className?: string;
  };

/**
 * A hint shown on hover and on keyboard focus, hidden by Escape. It describes its trigger
 * (`aria-describedby`); an icon-only button still needs its own `aria-label`.
 */
export function Tooltip({
  children,
  content,
  delay = 700,
  closeDelay = 200,
  placement = 'top',
  // react-aria positions in pixels: room for the arrow (space.small at the default root size).
  offset = 8,
  crossOffset,
  className,
  ...triggerProps
}: TooltipProps) {
  return (
    <TooltipTrigger {...triggerProps} delay={delay} closeDelay={closeDelay}>
      {children}
      <AriaTooltip
        placement={placement}
        offset={offset}
        crossOffset={crossOffset}
        className={[tooltip, className].filter(Boolean).join(' ')}
      >
        <OverlayArrow>
          <span className={arrow} />
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
