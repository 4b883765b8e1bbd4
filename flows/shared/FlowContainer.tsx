import { createContext, type ReactNode, useContext, useId } from 'react';
import { Dialog, type DialogProps } from '#components/Dialog/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { page, pageTitle } from './FlowContainer.css.ts';

export const flowContainerModes = ['dialog', 'page'] as const;
export type FlowContainerMode = (typeof flowContainerModes)[number];

export interface FlowContextValue {
  mode: FlowContainerMode;
  /** Closes the dialog (and calls `onClose`); on a page only calls `onClose`. */
  close: () => void;
  /** The level of headings inside the flow: one below the container's title. */
  headingLevel: 2 | 3;
}

const FlowContext = createContext<FlowContextValue>({
  mode: 'page',
  close: () => {},
  headingLevel: 2,
});

/** Where the flow is shown: `mode`, `close()` and the heading level for its sections. */
export function useFlowContainer(): FlowContextValue {
  return useContext(FlowContext);
}

export interface FlowContainerProps {
  /** A dialog (the kit's Dialog: modal on md/lg, sheet on sm) or a page section. @default 'page' */
  mode?: FlowContainerMode;
  /** The title: the dialog's heading, or the page's h1. */
  title: ReactNode;
  children: ReactNode;
  /** Dialog: open state (controlled), or leave it to a surrounding `DialogTrigger`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Dialog width. @default 'standard' */
  size?: DialogProps['size'];
  /** Dialog placement. @default 'center' */
  placement?: DialogProps['placement'];
  /** Called by the flow's `close()` (a page may navigate away). */
  onClose?: () => void;
  className?: string;
}

/**
 * The one wrapper of every flow (sign-in, sign-up, password, complete-profile …): the same
 * flow component shows as a dialog or as a page. Inside, `useFlowContainer()` tells the
 * flow how to close itself and which heading level its sections use.
 */
export function FlowContainer({
  mode = 'page',
  title,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'standard',
  placement,
  onClose,
  className,
}: FlowContainerProps) {
  const titleId = useId();
  if (mode === 'dialog') {
    return (
      <Dialog
        title={title}
        isOpen={isOpen}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        size={size}
        placement={placement}
        className={className}
      >
        {({ close }) => (
          <FlowContext
            value={{
              mode,
              headingLevel: 3,
              close: () => {
                close();
                onClose?.();
              },
            }}
          >
            {children}
          </FlowContext>
        )}
      </Dialog>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className={[page, className].filter(Boolean).join(' ')}
      data-flow-mode="page"
    >
      <h1 id={titleId} className={[heading.h1, pageTitle].join(' ')}>
        {title}
      </h1>
      <FlowContext value={{ mode, headingLevel: 2, close: () => onClose?.() }}>
        {children}
      </FlowContext>
    </section>
  );
}

export type FlowDialogProps = Omit<FlowContainerProps, 'mode'>;
export type FlowPageProps = Omit<
  FlowContainerProps,
  'mode' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size' | 'placement'
>;

/** A flow in the kit's Dialog. */
export function FlowDialog(props: FlowDialogProps) {
  return <FlowContainer {...props} mode="dialog" />;
}

/** A flow as the content of a page. */
export function FlowPage(props: FlowPageProps) {
  return <FlowContainer {...props} mode="page" />;
}
