import type { ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { Description, FieldError, type FieldProps, resolveInvalid } from '../Field/index.ts';
import { indented, labelText, switchButton, switchField, thumb, track } from './Switch.css.ts';

export interface SwitchProps
  extends Omit<
      SwitchFieldProps,
      'className' | 'style' | 'children' | 'validationBehavior' | 'render' | 'inputRef'
    >,
    Omit<FieldProps, 'label'> {
  /** The label. */
  children: ReactNode;
  /** The input element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that applies at once (a preference), where a Checkbox is a choice
 * sent with a form. Screen readers hear a switch, on or off.
 */
export function Switch({
  children,
  description,
  errorMessage,
  isInvalid,
  className,
  ref,
  ...rest
}: SwitchProps) {
  return (
    <SwitchField
      {...rest}
      inputRef={ref}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={[switchField, className].filter(Boolean).join(' ')}
    >
      <SwitchButton className={switchButton}>
        <span className={track}>
          <span className={thumb} />
        </span>
        <span className={labelText}>{children}</span>
      </SwitchButton>
      {description && <Description className={indented}>{description}</Description>}
      <FieldError className={indented}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
