import {
  RadioButton,
  RadioField,
  RadioGroup,
  type RadioGroupProps,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Description, FieldError, Label, resolveInvalid } from '../Field/index.ts';
import { SelectedLabel, type UnavailableBehavior } from '../SwatchPicker/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { options as optionsClass, root, tile } from './SizePicker.css.ts';

export interface SizeOption {
  /** The value: a size code or variant id. */
  id: string;
  /** What the tile shows, e.g. "M", "EU 42 / US 9", "One size". */
  label: string;
  /** In stock. @default true */
  isAvailable?: boolean;
}

export interface SizePickerProps
  extends Omit<
    RadioGroupProps,
    'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
  > {
  /** Visible name of the choice, e.g. "Size"; the selected size follows it. */
  label: string;
  options: SizeOption[];
  /** Selected option id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  /**
   * Out-of-stock sizes stay `selectable` (so the page can offer "notify me") or are
   * `disabled`. Either way they are struck through and described as out of stock.
   * @default 'selectable'
   */
  unavailable?: UnavailableBehavior;
  description?: string;
  errorMessage?: string;
  className?: string;
}

/** Pick a size: a radio group of tiles that wraps onto as many rows as it needs. */
export function SizePicker({
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
  ...rest
}: SizePickerProps) {
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
              {selected ? <SelectedLabel label={label} value={selected.label} /> : label}
            </Label>
            <div className={optionsClass}>
              {options.map((option) => {
                const available = option.isAvailable !== false;
                return (
                  <RadioField
                    key={option.id}
                    value={option.id}
                    isDisabled={!available && unavailable === 'disabled'}
                  >
                    <RadioButton className={tile} data-available={available}>
                      {option.label}
                    </RadioButton>
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
