import { type Ref, useRef } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useControlledState } from 'react-stately/useControlledState';
import { visuallyHidden } from '#design-tokens/typography.css.ts';
import {
  Description,
  FieldError,
  type FieldProps,
  groupButton,
  groupedInput,
  inputGroup,
  Label,
  resolveInvalid,
} from '../Field/index.ts';
import { Icon } from '../Icon/index.ts';
import {
  group,
  input,
  type quantityStepperSizes,
  root,
  stepButton,
} from './QuantityStepper.css.ts';

/** Spec §9: item default qty 1. */
export const DEFAULT_QUANTITY = 1;
export const MIN_QUANTITY = 1;
/** Spec §9: item default max 999999 when the data gives none. */
export const DEFAULT_MAX_QUANTITY = 999_999;

export interface QuantityStepperProps
  extends Omit<
      AriaNumberFieldProps,
      | 'className'
      | 'style'
      | 'children'
      | 'validationBehavior'
      | 'render'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'step'
      | 'formatOptions'
    >,
    Omit<FieldProps, 'label'> {
  /** @default components:quantityStepper.label ("Quantity") */
  label?: string;
  /** Keep the label for screen readers only (a cart row already says what it counts). @default false */
  hideLabel?: boolean;
  value?: number;
  /** @default 1 */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** @default 1 */
  min?: number;
  /** The item's maximum from the data (cart item `maxQty`). @default 999999 */
  max?: number;
  /**
   * A typed quantity above `max` was brought down to it (as the field was left or Enter
   * pressed): say why (spec §8 ADDED_MAX_QUANTITY's "message with maxAllowedQty"), rather
   * than let the number change silently.
   */
  onAboveMax?: (typed: number, max: number) => void;
  /** @default 'standard' */
  size?: (typeof quantityStepperSizes)[number];
  /** The input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A whole quantity between `min` and `max`, typed or stepped with − and + (or the arrow
 * keys). The buttons disable at the bounds; a typed value is clamped when the field is
 * left (above `max`, `onAboveMax` says so), and an emptied field goes back to the minimum.
 */
export function QuantityStepper({
  label,
  hideLabel = false,
  description,
  errorMessage,
  isInvalid,
  className,
  value: valueProp,
  defaultValue = DEFAULT_QUANTITY,
  onChange,
  min = MIN_QUANTITY,
  max = DEFAULT_MAX_QUANTITY,
  onAboveMax,
  size = 'standard',
  ref,
  ...rest
}: QuantityStepperProps) {
  const { t } = useTranslation('components');
  // What the shopper typed, before the field clamps it on commit.
  const typed = useRef<number | null>(null);
  const committed = () => {
    if (typed.current !== null && typed.current > max) onAboveMax?.(typed.current, max);
    typed.current = null;
  };
  const [value, setValue] = useControlledState(valueProp, defaultValue, onChange);
  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaNumberField
      {...rest}
      // React Aria links a description to the input when the field mounts: one that comes
      // later (what the cart holds, after an add) showed but was never announced with the
      // field. A field with a description is another field.
      key={description ? 'described' : 'plain'}
      value={value}
      onChange={(next) => setValue(Number.isNaN(next) ? min : next)}
      minValue={min}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      isInvalid={invalid}
      validationBehavior="aria"
      data-size={size}
      className={[root, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={rest.isRequired} className={hideLabel ? visuallyHidden : undefined}>
        {label ?? t('quantityStepper.label')}
      </Label>
      <Group
        className={[inputGroup({ size }), group].join(' ')}
        isInvalid={invalid}
        isDisabled={rest.isDisabled}
      >
        <Button
          slot="decrement"
          aria-label={t('quantityStepper.decrease')}
          className={[groupButton, stepButton({ size })].join(' ')}
        >
          <Icon name="minus" size={size === 'small' ? 'small' : 'standard'} />
        </Button>
        <Input
          ref={ref}
          className={[groupedInput, input({ size })].join(' ')}
          onInput={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '');
            typed.current = digits === '' ? null : Number(digits);
          }}
          onBlur={committed}
          onKeyDown={(event) => {
            if (event.key === 'Enter') committed();
          }}
        />
        <Button
          slot="increment"
          aria-label={t('quantityStepper.increase')}
          className={[groupButton, stepButton({ size })].join(' ')}
        >
          <Icon name="plus" size={size === 'small' ? 'small' : 'standard'} />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
