import { type Ref, useId, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  ToggleButton,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useControlledState } from 'react-stately/useControlledState';
import {
  Description,
  FieldError,
  type FieldProps,
  fieldRootBlock,
  groupButton,
  groupedInput,
  inputGroup,
  Label,
  resolveInvalid,
} from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import { PasswordRequirements } from './PasswordRequirements.tsx';

export interface PasswordFieldProps
  extends Omit<
      AriaTextFieldProps,
      'className' | 'style' | 'children' | 'type' | 'validationBehavior' | 'render' | 'autoComplete'
    >,
    FieldProps {
  /** Show the live list of the four password requirements (sign-up, new password). @default false */
  showRequirements?: boolean;
  /** @default 'new-password' with requirements, else 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /** Start with the password shown. @default false */
  defaultVisible?: boolean;
  /** The input element (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle and, for new passwords, live requirement hints. */
export function PasswordField({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  showRequirements = false,
  autoComplete,
  defaultVisible = false,
  value: valueProp,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('components');
  const requirementsId = useId();
  const [value, setValue] = useControlledState(valueProp, defaultValue ?? '', onChange);
  const [visible, setVisible] = useState(defaultVisible);
  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaTextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? (showRequirements ? 'new-password' : 'current-password')}
      value={value}
      onChange={setValue}
      isInvalid={invalid}
      validationBehavior="aria"
      aria-describedby={
        [describedBy, showRequirements ? requirementsId : undefined].filter(Boolean).join(' ') ||
        undefined
      }
      className={[fieldRootBlock, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Group className={inputGroup()} isDisabled={rest.isDisabled} isInvalid={invalid}>
        <Input
          ref={ref}
          className={groupedInput}
          // Browsers and password managers must not autocapitalise or correct a password.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <ToggleButton
          className={groupButton}
          isSelected={visible}
          onChange={setVisible}
          isDisabled={rest.isDisabled}
          aria-label={t('passwordField.showPassword')}
        >
          {({ isSelected }) => <Icon name={isSelected ? 'eyeOff' : 'eye'} />}
        </ToggleButton>
      </Group>
      {description && <Description>{description}</Description>}
      {showRequirements && <PasswordRequirements id={requirementsId} value={value} />}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
