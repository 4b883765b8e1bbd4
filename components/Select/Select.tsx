import type { ReactNode, Ref } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  FieldListBox,
  FieldListBoxItem,
  type FieldListBoxItemProps,
  FieldPopover,
  type FieldProps,
  fieldRootBlock,
  inputBox,
  Label,
  resolveInvalid,
} from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { chevron, trigger, value } from './Select.css.ts';

export interface SelectProps<T extends object>
  extends Omit<
      AriaSelectProps<T, 'single'>,
      'className' | 'style' | 'children' | 'validationBehavior' | 'selectionMode' | 'render'
    >,
    FieldProps {
  /** The options, rendered by `children` as a function (or give `SelectItem`s as children). */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** What the closed trigger shows for the chosen item; by default the option's content. */
  renderValue?: (item: T) => ReactNode;
  /** The trigger button (react-hook-form focuses it on error). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Pick one option from a list that opens in a popover. Keyboard: Enter, Space or the
 * arrow keys open it; typing a letter jumps to an option, even while closed.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  items,
  children,
  renderValue,
  ref,
  ...rest
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...rest}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={[fieldRootBlock, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Button ref={ref} className={[inputBox(), trigger].join(' ')}>
        <SelectValue<T> className={value}>
          {renderValue
            ? ({ selectedItem, defaultChildren }) =>
                selectedItem ? renderValue(selectedItem) : defaultChildren
            : undefined}
        </SelectValue>
        <Icon name="chevronDown" className={chevron} />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <FieldPopover>
        <FieldListBox items={items}>{children}</FieldListBox>
      </FieldPopover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object> = FieldListBoxItemProps<T>;

/** One option of a Select. `id` is the value the Select reports. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <FieldListBoxItem {...props} />;
}
