import { type Ref, useId } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useControlledState } from 'react-stately/useControlledState';
import {
  counter,
  Description,
  FieldError,
  type FieldProps,
  fieldRootBlock,
  helpRow,
  inputBox,
  Label,
  resolveInvalid,
} from '../Field/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export const textFieldTypes = ['text', 'email', 'search', 'tel'] as const;

export interface TextFieldProps
  extends Omit<
      AriaTextFieldProps,
      'className' | 'style' | 'children' | 'type' | 'validationBehavior' | 'render'
    >,
    FieldProps {
  /** @default 'text' */
  type?: (typeof textFieldTypes)[number];
  placeholder?: string;
  /** Show how many of `maxLength` characters are used. Needs `maxLength`. @default false */
  showCharacterCount?: boolean;
  /** The input element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with label, help text and error. */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  type = 'text',
  placeholder,
  showCharacterCount = false,
  maxLength,
  value: valueProp,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('components');
  const counterId = useId();
  const [value, setValue] = useControlledState(valueProp, defaultValue ?? '', onChange);
  const counting = showCharacterCount && maxLength !== undefined;
  return (
    <AriaTextField
      {...rest}
      type={type}
      maxLength={maxLength}
      value={value}
      onChange={setValue}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      aria-describedby={
        [describedBy, counting ? counterId : undefined].filter(Boolean).join(' ') || undefined
      }
      className={[fieldRootBlock, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Input ref={ref} placeholder={placeholder} className={inputBox()} />
      {(description || counting) && (
        <div className={helpRow}>
          {description && <Description>{description}</Description>}
          {counting && (
            <span id={counterId} className={counter}>
              <span aria-hidden="true">
                {t('field.characterCount', { count: value.length, max: maxLength })}
              </span>
              <VisuallyHidden>
                {t('field.characterCountDescription', { count: value.length, max: maxLength })}
              </VisuallyHidden>
            </span>
          )}
        </div>
      )}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
