export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
  checkboxGroupOrientations,
} from './Checkbox.tsx';
