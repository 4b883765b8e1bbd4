import {
  RadioButton,
  RadioField,
  RadioGroup,
  type RadioGroupProps,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Description, FieldError, Label, resolveInvalid } from '../Field/index.ts';
import { Image } from '../Image/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  chip,
  chipImage,
  options as optionsClass,
  root,
  selectedName,
  swatch,
  type swatchSizes,
  type unavailableBehaviors,
} from './SwatchPicker.css.ts';

export interface SwatchOption {
  /** The value: a colour code or variant id. */
  id: string;
  /** Colour name, shown after the label once selected ("Colour: Forest"). */
  name: string;
  /** A CSS colour from the catalogue. */
  color?: string;
  /** A swatch image (asset URL of the image service); drawn over `color`. */
  image?: string;
  /** In stock. @default true */
  isAvailable?: boolean;
}

export type UnavailableBehavior = (typeof unavailableBehaviors)[number];

export interface SwatchPickerProps
  extends Omit<
    RadioGroupProps,
    'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
  > {
  /** Visible name of the choice, e.g. "Colour"; the selected colour's name follows it. */
  label: string;
  options: SwatchOption[];
  /** Selected option id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  /**
   * Out-of-stock colours stay `selectable` (so the page can offer "notify me") or are
   * `disabled`. Either way they are crossed out and described as out of stock.
   * @default 'selectable'
   */
  unavailable?: UnavailableBehavior;
  /** @default 'standard' */
  size?: (typeof swatchSizes)[number];
  description?: string;
  errorMessage?: string;
  className?: string;
}

/**
 * Pick a colour: a radio group of swatches (arrow keys move and select), the selected
 * colour named after the label.
 */
export function SwatchPicker({
  label,
  options,
  value,
  defaultValue,
  onChange,
  unavailable = 'selectable',
  size,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  className,
  ...rest
}: SwatchPickerProps) {
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
              {selected ? <SelectedLabel label={label} value={selected.name} /> : label}
            </Label>
            <div className={optionsClass}>
              {options.map((option) => {
                const available = option.isAvailable !== false;
                return (
                  <RadioField
                    key={option.id}
                    value={option.id}
                    isDisabled={!available && unavailable === 'disabled'}
                    data-available={available}
                  >
                    <RadioButton className={swatch({ size })} data-available={available}>
                      <span
                        className={chip}
                        style={option.color ? { background: option.color } : undefined}
                        title={option.name}
                      >
                        {option.image && (
                          <Image
                            src={option.image}
                            alt=""
                            decorative
                            widths={[24, 48]}
                            sizes="24px"
                            className={chipImage}
                          />
                        )}
                      </span>
                      <VisuallyHidden>{option.name}</VisuallyHidden>
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
