/** What every field of the kit accepts on top of its react-aria props. */
export interface FieldProps {
  /** The visible name. Without one, give the field an `aria-label`. */
  label?: string;
  /** Help text under the control. */
  description?: string;
  /**
   * The already-translated error. Giving one marks the field invalid unless `isInvalid`
   * says otherwise.
   */
  errorMessage?: string;
  className?: string;
}

/** Whether a field shows as invalid: `isInvalid` wins, else any error message. */
export function resolveInvalid(isInvalid: boolean | undefined, errorMessage: string | undefined) {
  return isInvalid ?? (errorMessage ? true : undefined);
}
