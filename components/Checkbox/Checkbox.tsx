import { type ReactNode, type Ref, useRef } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  type FieldProps,
  type FocusHandle,
  Label,
  resolveInvalid,
  useGroupFocus,
} from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import {
  box,
  checkboxButton,
  checkboxField,
  group,
  groupItems,
  indented,
  labelText,
  requiredMarker,
} from './Checkbox.css.ts';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;

export interface CheckboxProps
  extends Omit<
      CheckboxFieldProps,
      'className' | 'style' | 'children' | 'validationBehavior' | 'render' | 'inputRef'
    >,
    Omit<FieldProps, 'label'> {
  /** The label; may hold a link (terms, privacy policy). */
  children: ReactNode;
  /** The input element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A box to tick. On its own it takes `isSelected`/`onChange(boolean)`; inside a
 * CheckboxGroup it takes a `value` and the group holds the selection. A required box
 * left unticked shows `validation:requiredCheckbox`, passed in as `errorMessage`.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  return (
    <CheckboxField
      {...rest}
      inputRef={ref}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={[checkboxField, className].filter(Boolean).join(' ')}
    >
      <CheckboxButton className={checkboxButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box}>
              {isIndeterminate ? (
                <Icon name="minus" size="small" />
              ) : (
                isSelected && <Icon name="check" size="small" />
              )}
            </span>
            <span className={labelText}>
              {children}
              {rest.isRequired && (
                <span aria-hidden="true" className={requiredMarker}>
                  *
                </span>
              )}
            </span>
          </>
        )}
      </CheckboxButton>
      {description && <Description className={indented}>{description}</Description>}
      <FieldError className={indented}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}

export interface CheckboxGroupProps
  extends Omit<
      AriaCheckboxGroupProps,
      'className' | 'style' | 'children' | 'validationBehavior' | 'render'
    >,
    FieldProps {
  children: ReactNode;
  /** @default 'vertical' */
  orientation?: (typeof checkboxGroupOrientations)[number];
  /** Focuses the first ticked (else first) box: react-hook-form's focus on error. */
  ref?: Ref<FocusHandle>;
}

/** Several boxes under one label (interests, filters); the value is the ticked values. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  children,
  orientation = 'vertical',
  ref,
  ...rest
}: CheckboxGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useGroupFocus(ref, groupRef);
  return (
    <AriaCheckboxGroup
      {...rest}
      ref={groupRef}
      data-orientation={orientation}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={[group, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <div className={groupItems}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
