import { type Ref, useId } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
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
import { textArea } from './TextField.css.ts';

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
  /**
   * A text area of this many lines instead of a single-line input (messages, reviews);
   * it grows with the text. `type` does not apply.
   */
  lines?: number;
  /**
   * Refuse keystrokes past `maxLength`. Off, the counter still shows the limit but a longer
   * text can be typed or pasted whole, for the form to say what is too much (the service's
   * "too long" errors) instead of cutting it silently. @default true
   */
  enforceMaxLength?: boolean;
  /** The input (or text area) element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A text input (one line, or `lines` lines) with label, help text and error. */
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
  lines,
  enforceMaxLength = true,
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
      type={lines ? undefined : type}
      maxLength={enforceMaxLength ? maxLength : undefined}
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
      {lines ? (
        <TextArea
          ref={ref}
          rows={lines}
          placeholder={placeholder}
          className={[inputBox(), textArea].join(' ')}
        />
      ) : (
        <Input ref={ref} placeholder={placeholder} className={inputBox()} />
      )}
      {(description || counting) && (
        <div className={helpRow}>
          {description && <Description>{description}</Description>}
          {counting && (
            <span id={counterId} className={counter}>
              <span aria-hidden="true" data-over={value.length > (maxLength ?? 0) || undefined}>
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
