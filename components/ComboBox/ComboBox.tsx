import type { ReactNode, Ref } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  Description,
  FieldError,
  FieldListBox,
  FieldListBoxItem,
  type FieldListBoxItemProps,
  FieldPopover,
  type FieldProps,
  fieldRootBlock,
  groupButton,
  groupedInput,
  inputGroup,
  Label,
  resolveInvalid,
} from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';

export interface ComboBoxProps<T extends object>
  extends Omit<
      AriaComboBoxProps<T, 'single'>,
      | 'className'
      | 'style'
      | 'children'
      | 'validationBehavior'
      | 'selectionMode'
      | 'render'
      | 'allowsEmptyCollection'
    >,
    FieldProps {
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** Shown when nothing matches what was typed. @default components:comboBox.noResults */
  emptyText?: string;
  /** The input element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that filters a list of options as the user types (accent- and
 * case-insensitive "contains" by default). Pass `defaultItems` to let it filter, or
 * `items` with `inputValue`/`onInputChange` to filter yourself (e.g. on the server).
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  children,
  placeholder,
  emptyText,
  ref,
  ...rest
}: ComboBoxProps<T>) {
  const { t } = useTranslation('components');
  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaComboBox
      {...rest}
      allowsEmptyCollection
      isInvalid={invalid}
      validationBehavior="aria"
      className={[fieldRootBlock, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Group className={inputGroup()} isDisabled={rest.isDisabled} isInvalid={invalid}>
        <Input ref={ref} placeholder={placeholder} className={groupedInput} />
        <Button className={groupButton}>
          <Icon name="chevronDown" />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <FieldPopover>
        <FieldListBox emptyText={emptyText ?? t('comboBox.noResults')}>{children}</FieldListBox>
      </FieldPopover>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps<T extends object> = FieldListBoxItemProps<T>;

/** One option of a ComboBox. `id` is the value the ComboBox reports. */
export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <FieldListBoxItem {...props} />;
}
