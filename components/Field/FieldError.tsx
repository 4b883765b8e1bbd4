import { FieldError as AriaFieldError } from 'react-aria-components';
import { Icon } from '../Icon/index.ts';
import { fieldError, fieldErrorIcon } from './Field.css.ts';

export interface FieldErrorProps {
  /**
   * The already-translated message. Without one, react-aria's own (localised) validation
   * messages are shown, e.g. a date out of range.
   */
  children?: string;
  className?: string;
}

/**
 * A field's error, shown only while the field is invalid. react-aria links it to the
 * control with `aria-describedby`, so it is read when the control gets focus.
 */
export function FieldError({ children, className }: FieldErrorProps) {
  return (
    <AriaFieldError className={[fieldError, className].filter(Boolean).join(' ')}>
      {({ validationErrors }) => {
        const message = children || validationErrors.join(' ');
        if (!message) return null;
        return (
          <>
            <Icon name="error" size="small" className={fieldErrorIcon} />
            <span>{message}</span>
          </>
        );
      }}
    </AriaFieldError>
  );
}
