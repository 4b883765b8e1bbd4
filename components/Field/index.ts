export { ControlledCheckbox, type ControlledCheckboxProps } from './ControlledCheckbox.tsx';
export {
  ControlledPasswordField,
  type ControlledPasswordFieldProps,
} from './ControlledPasswordField.tsx';
export { ControlledTextField, type ControlledTextFieldProps } from './ControlledTextField.tsx';
export { Description, type DescriptionProps } from './Description.tsx';
export {
  counter,
  fieldRoot,
  fieldRootBlock,
  fieldSizes,
  groupButton,
  groupedInput,
  helpRow,
  inputBox,
  inputGroup,
} from './Field.css.ts';
export { FieldError, type FieldErrorProps } from './FieldError.tsx';
export { Label, type LabelProps } from './Label.tsx';
export {
  FieldListBox,
  FieldListBoxItem,
  type FieldListBoxItemProps,
  type FieldListBoxProps,
  FieldPopover,
  type FieldPopoverProps,
} from './ListBox.tsx';
export { type FieldProps, resolveInvalid } from './types.ts';
export { type ControllerFieldState, useFieldError } from './useFieldError.ts';
export { type FocusHandle, useGroupFocus } from './useGroupFocus.ts';
