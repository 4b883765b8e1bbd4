import { type Ref, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateFieldStateContext,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components';
import {
  Description,
  FieldError,
  type FieldProps,
  type FocusHandle,
  fieldRootBlock,
  inputGroup,
  Label,
  resolveInvalid,
  useGroupFocus,
} from '../Field/index.ts';
import { dateInput, segment } from './DateField.css.ts';
import { isoFromSegments, parseIsoDate } from './isoDate.ts';

export interface DateFieldProps
  extends Omit<
      AriaDateFieldProps<DateValue>,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'placeholderValue'
      | 'granularity'
      | 'hourCycle'
      | 'hideTimeZone'
      | 'className'
      | 'style'
      | 'children'
      | 'validationBehavior'
      | 'render'
    >,
    FieldProps {
  /** 'YYYY-MM-DD', or '' for no date. */
  value?: string;
  defaultValue?: string;
  /**
   * Called with 'YYYY-MM-DD' when the segments spell a whole, real date, and with ''
   * as soon as one is cleared again.
   */
  onChange?: (value: string) => void;
  /** Earliest allowed date, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest allowed date, 'YYYY-MM-DD'. */
  max?: string;
  /** 'YYYY-MM-DD' the segments start from when stepped with the arrow keys. */
  placeholder?: string;
  /**
   * Two-digit day and month, as the spec writes dates (MM/DD/YYYY, DD/MM/YYYY).
   * @default true
   */
  shouldForceLeadingZeros?: boolean;
  /** Focuses the first segment: react-hook-form's focus on error. */
  ref?: Ref<FocusHandle>;
}

const segmentTargets = ['[role="spinbutton"]:not([aria-disabled="true"])'];

/**
 * Reports the date the segments on screen spell. react-aria only reports complete
 * dates and keeps the last one while a segment is cleared; the form must see ''.
 */
function ValueReporter({ onValue }: { onValue: (iso: string) => void }) {
  const state = useContext(DateFieldStateContext);
  const iso = state ? isoFromSegments(state.segments) : '';
  useLayoutEffect(() => onValue(iso), [iso, onValue]);
  return null;
}

/**
 * A date typed segment by segment (no picker), in the order of the current locale:
 * MM/DD/YYYY in en-us, DD/MM/YYYY in en-gb, DD.MM.YYYY in de-de, YYYY-MM-DD in fr-ca. The value is the
 * stored form, 'YYYY-MM-DD' (spec §5). Out-of-range dates show react-aria's localised
 * message unless an `errorMessage` is given.
 */
export function DateField({
  label,
  description,
  errorMessage,
  isInvalid,
  className,
  value,
  defaultValue,
  onChange,
  min,
  max,
  placeholder,
  shouldForceLeadingZeros = true,
  ref,
  ...rest
}: DateFieldProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useGroupFocus(ref, rootRef, segmentTargets);

  const initial = value ?? defaultValue ?? '';
  // What react-aria shows. Only a value from outside that differs from the one we last
  // reported replaces it (a form reset), so a half-typed date survives its own ''.
  const [shownDate, setShownDate] = useState<DateValue | null>(() => parseIsoDate(initial));
  const reported = useRef(parseIsoDate(initial) ? initial : '');
  if (value !== undefined && value !== reported.current) {
    reported.current = value;
    setShownDate(parseIsoDate(value));
  }
  // The latest onChange, called from a stable reporter.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const report = useRef((iso: string) => {
    if (iso === reported.current) return;
    reported.current = iso;
    onChangeRef.current?.(iso);
  }).current;

  const minValue = useMemo(() => parseIsoDate(min), [min]);
  const maxValue = useMemo(() => parseIsoDate(max), [max]);
  const placeholderValue = useMemo(() => parseIsoDate(placeholder), [placeholder]);
  return (
    <AriaDateField
      {...rest}
      ref={rootRef}
      value={shownDate}
      onChange={setShownDate}
      minValue={minValue}
      maxValue={maxValue}
      placeholderValue={placeholderValue ?? undefined}
      granularity="day"
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      isInvalid={resolveInvalid(isInvalid, errorMessage)}
      validationBehavior="aria"
      className={[fieldRootBlock, className].filter(Boolean).join(' ')}
    >
      {label && <Label isRequired={rest.isRequired}>{label}</Label>}
      <DateInput className={[inputGroup(), dateInput].join(' ')}>
        {(part) => <DateSegment segment={part} className={segment} />}
      </DateInput>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <ValueReporter onValue={report} />
    </AriaDateField>
  );
}
