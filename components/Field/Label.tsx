import { Label as AriaLabel, type LabelProps as AriaLabelProps } from 'react-aria-components';
import { label, requiredMarker } from './Field.css.ts';

export interface LabelProps extends Omit<AriaLabelProps, 'className'> {
  /**
   * Show the required marker. It is decorative: the control itself carries
   * `aria-required`, so screen readers already say "required".
   * @default false
   */
  isRequired?: boolean;
  className?: string;
}

/** A field's visible name; react-aria wires it to the control it is placed in. */
export function Label({ isRequired = false, className, children, ...rest }: LabelProps) {
  return (
    <AriaLabel {...rest} className={[label, className].filter(Boolean).join(' ')}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={requiredMarker}>
          *
        </span>
      )}
    </AriaLabel>
  );
}
