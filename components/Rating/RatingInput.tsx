import { type Ref, useRef, useState } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
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
// The radio group's own layout: label, the choices, description and error.
import { group } from '../RadioGroup/RadioGroup.css.ts';
import { chosen, row, star, stars } from './RatingInput.css.ts';
import { defaultRatingMax } from './rating.ts';

export interface RatingInputProps
  extends Omit<
      AriaRadioGroupProps,
      | 'className'
      | 'style'
      | 'children'
      | 'validationBehavior'
      | 'render'
      | 'orientation'
      | 'value'
      | 'defaultValue'
      | 'onChange'
    >,
    FieldProps {
  /** The stars chosen, null before the shopper picks. */
  value: number | null;
  onChange: (value: number) => void;
  /** @default 5 */
  max?: number;
  /** Focuses the chosen (else first) star: react-hook-form's focus on error. */
  ref?: Ref<FocusHandle>;
  className?: string;
}

/**
 * A star rating to give (a review's score): a radio group drawn as stars. Tab enters it once,
 * the arrow keys move and choose, a click or tap picks a star; the stars up to the one chosen
 * (or pointed at) are solid, the others outlines, and the choice is said in words beside
 * them. Each star's name is its count ("4 stars"), for screen readers and voice control.
 */
export function RatingInput({
  label,
  description,
  errorMessage,
  isInvalid,
  value,
  onChange,
  max = defaultRatingMax,
  className,
  ref,
  ...rest
}: RatingInputProps) {
  const { t } = useTranslation('components');
  const groupRef = useRef<HTMLDivElement>(null);
  useGroupFocus(ref, groupRef);
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  const invalid = resolveInvalid(isInvalid, errorMessage);
  return (
    <AriaRadioGroup
      {...rest}
      ref={groupRef}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      isInvalid={invalid}
      validationBehavior="aria"
      className={[group, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <div className={row}>
        <div className={stars}>
          {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
            <RadioField
              key={count}
              value={String(count)}
              aria-label={t('rating.input.stars', { count })}
            >
              <RadioButton
                className={star}
                data-filled={count <= shown || undefined}
                onHoverStart={() => setPointed(count)}
                onHoverEnd={() => setPointed((current) => (current === count ? null : current))}
              >
                <Icon name={count <= shown ? 'star' : 'starOutline'} size="large" />
              </RadioButton>
            </RadioField>
          ))}
        </div>
        <span className={chosen} aria-hidden="true">
          {value ? t('rating.input.stars', { count: value }) : t('rating.input.none')}
        </span>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
