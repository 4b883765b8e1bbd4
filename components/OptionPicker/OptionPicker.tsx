import type { ReactNode } from 'react';
import { RadioField, RadioGroup, type RadioGroupProps, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Description, FieldError, Label, resolveInvalid } from '../Field/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { root, selectedName, type unavailableBehaviors } from './OptionPicker.css.ts';

export type UnavailableBehavior = (typeof unavailableBehaviors)[number];

/** What every picker option has: its value and whether it is in stock. */
export interface PickerOption {
  id: string;
  /** In stock. @default true */
  isAvailable?: boolean;
}

/** The props SizePicker and SwatchPicker share. */
export interface PickerProps<Option extends PickerOption>
  extends Omit<
    RadioGroupProps,
    'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
  > {
  /** Visible name of the choice, e.g. "Size"; the selected option's name follows it. */
  label: string;
  options: Option[];
  /** Selected option id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  /**
   * Out-of-stock options stay `selectable` (so the page can offer "notify me") or are
   * `disabled`. Either way they are crossed out and described as out of stock.
   * @default 'selectable'
   */
  unavailable?: UnavailableBehavior;
  description?: string;
  errorMessage?: string;
  className?: string;
}

interface OptionPickerProps<Option extends PickerOption> extends PickerProps<Option> {
  /** The name of an option as it follows the label once selected. */
  nameOf: (option: Option) => string;
  /** Class of the wrapping row of options. */
  optionsClassName: string;
  /** An option's `RadioButton`, given whether it is in stock. */
  renderOption: (option: Option, available: boolean) => ReactNode;
}

/**
 * The radio group behind SizePicker and SwatchPicker (their stories test it): arrow keys
 * move and select, the selected option is named after the label, and an out-of-stock
 * option is described as such to screen readers.
 */
export function OptionPicker<Option extends PickerOption>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  unavailable = 'selectable',
  description,
  errorMessage,
  isInvalid,
  isRequired,
  className,
  nameOf,
  optionsClassName,
  renderOption,
  ...rest
}: OptionPickerProps<Option>) {
  const { t } = useTranslation('components');
  return (
    <RadioGroup
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      orientation="horizontal"
      isRequired={isRequired}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      className={[root, className].filter(Boolean).join(' ')}
    >
      {({ state }) => {
        const selected = options.find((option) => option.id === state.selectedValue);
        return (
          <>
            <Label isRequired={isRequired}>
              {selected ? <SelectedLabel label={label} value={nameOf(selected)} /> : label}
            </Label>
            <div className={optionsClassName}>
              {options.map((option) => {
                const available = option.isAvailable !== false;
                return (
                  <RadioField
                    key={option.id}
                    value={option.id}
                    isDisabled={!available && unavailable === 'disabled'}
                    data-available={available}
                  >
                    {renderOption(option, available)}
                    {!available && (
                      <Text slot="description">
                        <VisuallyHidden>{t('optionPicker.unavailable')}</VisuallyHidden>
                      </Text>
                    )}
                  </RadioField>
                );
              })}
            </div>
            {description && <Description>{description}</Description>}
            <FieldError>{errorMessage}</FieldError>
          </>
        );
      }}
    </RadioGroup>
  );
}

/** "Colour: Forest", with the punctuation of the language (French puts a space before). */
export function SelectedLabel({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('components');
  const text = t('optionPicker.selected', { label, value });
  const at = text.lastIndexOf(value);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={selectedName}>{value}</span>
      {text.slice(at + value.length)}
    </>
  );
}
