import type { FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';

/*
 * Kit fields bound to one react-hook-form field (ControlledTextField, ControlledCheckbox,
 * ControlledPasswordField): a module each, so a form loads only the fields it uses.
 */

/** What ties a kit field to one react-hook-form field. */
export interface Controlled<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed,
> {
  /** The form's `control` (`useForm().control`), whatever its schema transforms the values to. */
  control: NonNullable<UseControllerProps<Values, Name, Transformed>['control']>;
  name: Name;
  /** Extra react-hook-form rules; the form's schema usually holds them all. */
  rules?: UseControllerProps<Values, Name, Transformed>['rules'];
}

/** The props react-hook-form owns. */
export type Owned =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage';
