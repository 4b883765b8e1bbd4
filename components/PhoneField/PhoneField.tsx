import { type FormEvent, type Ref, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  useLocale,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useControlledState } from 'react-stately/useControlledState';
import { type PhoneCountry, phoneCountries, phoneCountry } from '#i18n/phone.ts';
import {
  Description,
  FieldError,
  type FieldProps,
  fieldRootBlock,
  inputBox,
  Label,
  resolveInvalid,
} from '../Field/index.ts';
import { Select, SelectItem } from '../Select/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { applyMask, caretAfterDigits, type EditKind, editPhone, toNationalDigits } from './mask.ts';
import { dialCode, number, row } from './PhoneField.css.ts';

/** A phone number as the sign-up model holds it (spec §3: phone, phoneCode). */
export interface PhoneValue {
  /** The country, ISO 3166-1 alpha-2 ('US', 'GB'). */
  phoneCode: string;
  /** National digits only, no punctuation, dial code or trunk 0. */
  phone: string;
}

export interface PhoneFieldProps
  extends Omit<
      AriaTextFieldProps,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'className'
      | 'style'
      | 'children'
      | 'type'
      | 'validationBehavior'
      | 'render'
      | 'inputMode'
      | 'maxLength'
      | 'minLength'
      | 'pattern'
    >,
    FieldProps {
  value?: PhoneValue;
  defaultValue?: PhoneValue;
  onChange?: (value: PhoneValue) => void;
  /** The countries offered, by code. @default every country of #i18n/phone.ts */
  countries?: readonly string[];
  /** The country when the value has none. @default the region of the current locale */
  defaultCountry?: string;
  placeholder?: string;
  /** The number input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

interface CountryOption extends PhoneCountry {
  id: string;
  name: string;
}

const allCodes = phoneCountries.map((country) => country.code);

function editKind(event: FormEvent<HTMLInputElement>): EditKind {
  const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
  if (inputType.startsWith('deleteContentBackward') || inputType === 'deleteWordBackward')
    return 'deleteBackward';
  if (inputType.startsWith('deleteContentForward') || inputType === 'deleteWordForward')
    return 'deleteForward';
  return 'other';
}

/**
 * A country dial-code select and a national number typed into the country's mask
 * (spec §9: '(XXX) XXX - XXXX' in North America, 'XXXX - XXX - XXX' elsewhere). Pasting
 * '+44 07700 900123' keeps '7700900123'; Backspace over the mask's punctuation deletes
 * the digit beyond it. Country names come from Intl.DisplayNames in the current language.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  value: valueProp,
  defaultValue,
  onChange,
  countries = allCodes,
  defaultCountry,
  placeholder,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: PhoneFieldProps) {
  const { t } = useTranslation('components');
  const { locale } = useLocale();
  const labelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const fallbackCountry = (defaultCountry ?? new Intl.Locale(locale).region ?? 'US').toUpperCase();
  const [value, setValue] = useControlledState<PhoneValue>(
    valueProp,
    defaultValue ?? { phoneCode: fallbackCountry, phone: '' },
    onChange,
  );
  const country = phoneCountry(value.phoneCode || fallbackCountry);
  const formatted = applyMask(value.phone, country.mask);

  const options = useMemo<CountryOption[]>(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return countries
      .map((code) => phoneCountry(code))
      .map((item) => ({ ...item, id: item.code, name: names.of(item.code) ?? item.code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [countries, locale]);

  // After each edit the caret goes back after the same digit the user was at, even when
  // the mask added or removed punctuation around it.
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret && input && input === input.ownerDocument.activeElement) {
      input.setSelectionRange(caret.at, caret.at);
    }
  }, [caret]);

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const edit = editPhone(
      value.phone,
      input.value,
      input.selectionStart ?? input.value.length,
      editKind(event),
      country,
    );
    setCaret({ at: caretAfterDigits(applyMask(edit.digits, country.mask), edit.caretDigits) });
    if (edit.digits !== value.phone) setValue({ phoneCode: country.code, phone: edit.digits });
  };

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaTextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      value={formatted}
      isInvalid={invalid}
      validationBehavior="aria"
      aria-describedby={describedBy}
      className={[fieldRootBlock, className].filter(Boolean).join(' ')}
    >
      {label && (
        <Label id={labelId} isRequired={rest.isRequired}>
          {label}
        </Label>
      )}
      <fieldset aria-labelledby={label ? labelId : undefined} className={row}>
        <Select<CountryOption>
          aria-label={t('phoneField.countryCode')}
          items={options}
          value={country.code}
          onChange={(code) => {
            if (typeof code !== 'string' || code === country.code) return;
            const next = phoneCountry(code);
            setValue({ phoneCode: next.code, phone: toNationalDigits(value.phone, next).digits });
          }}
          isDisabled={rest.isDisabled || rest.isReadOnly}
          renderValue={(item) => (
            <span className={dialCode}>
              {/* All visible text stays in the name (label in name, WCAG 2.5.3). */}
              {item.code} {item.dialCode}
              <VisuallyHidden> {item.name}</VisuallyHidden>
            </span>
          )}
        >
          {(item) => (
            <SelectItem id={item.id} textValue={item.name}>
              {t('phoneField.countryOption', { name: item.name, dialCode: item.dialCode })}
            </SelectItem>
          )}
        </Select>
        <Input
          ref={setRefs}
          placeholder={placeholder}
          className={[inputBox(), number].join(' ')}
          onInput={onInput}
        />
      </fieldset>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
