import { type ReactNode, type Ref, useRef } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
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
import {
  circle,
  group,
  indented,
  items,
  labelText,
  radioButton,
  radioField,
} from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioGroupProps
  extends Omit<
      AriaRadioGroupProps,
      'className' | 'style' | 'children' | 'validationBehavior' | 'render' | 'orientation'
    >,
    FieldProps {
  children: ReactNode;
  /** Arrow keys follow it too (left/right or up/down). @default 'vertical' */
  orientation?: (typeof radioGroupOrientations)[number];
  /** Focuses the checked (else first) radio: react-hook-form's focus on error. */
  ref?: Ref<FocusHandle>;
}

/**
 * One choice among a few visible options (shipping method, gender). Tab enters the
 * group once; the arrow keys move and select.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  children,
  orientation = 'vertical',
  ref,
  ...rest
}: RadioGroupProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useGroupFocus(ref, groupRef);
  return (
    <AriaRadioGroup
      {...rest}
      ref={groupRef}
      orientation={orientation}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={[group, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <div className={items}>{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps
  extends Omit<RadioFieldProps, 'className' | 'style' | 'children' | 'render' | 'inputRef'> {
  /** The label. */
  children: ReactNode;
  /** A second line (delivery time, price). */
  description?: string;
  className?: string;
}

export function Radio({ children, description, className, ...rest }: RadioProps) {
  return (
    <RadioField {...rest} className={[radioField, className].filter(Boolean).join(' ')}>
      <RadioButton className={radioButton}>
        <span className={circle} />
        <span className={labelText}>{children}</span>
      </RadioButton>
      {description && <Description className={indented}>{description}</Description>}
    </RadioField>
  );
}
