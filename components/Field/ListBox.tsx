import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import {
  emptyState,
  listBox,
  listBoxCheck,
  listBoxItem,
  listBoxItemText,
  popover,
} from './ListBox.css.ts';

export interface FieldPopoverProps extends Omit<AriaPopoverProps, 'className' | 'children'> {
  children: ReactNode;
}

/** The panel a Select or ComboBox opens; portalled under `<body>`. */
export function FieldPopover({ children, ...rest }: FieldPopoverProps) {
  return (
    <AriaPopover placement="bottom start" offset={4} {...rest} className={popover}>
      {children}
    </AriaPopover>
  );
}

export interface FieldListBoxProps<T extends object>
  extends Omit<AriaListBoxProps<T>, 'className' | 'renderEmptyState'> {
  /** Shown when no option matches (combo box filtering). */
  emptyText?: string;
}

export function FieldListBox<T extends object>({ emptyText, ...rest }: FieldListBoxProps<T>) {
  return (
    <AriaListBox
      {...rest}
      className={listBox}
      renderEmptyState={emptyText ? () => <div className={emptyState}>{emptyText}</div> : undefined}
    />
  );
}

export interface FieldListBoxItemProps<T extends object>
  extends Omit<AriaListBoxItemProps<T>, 'className' | 'children'> {
  children: ReactNode;
}

/** One option: its text, and a check when selected (shape, not colour alone). */
export function FieldListBoxItem<T extends object>({
  children,
  textValue,
  ...rest
}: FieldListBoxItemProps<T>) {
  return (
    <AriaListBoxItem
      {...rest}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={listBoxItem}
    >
      {({ isSelected }) => (
        <>
          <span className={listBoxCheck}>{isSelected && <Icon name="check" />}</span>
          <span className={listBoxItemText}>{children}</span>
        </>
      )}
    </AriaListBoxItem>
  );
}
