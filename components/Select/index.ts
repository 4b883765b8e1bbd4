export { ControlledSelect, type ControlledSelectProps } from './ControlledSelect.tsx';
export { Select, SelectItem, type SelectItemProps, type SelectProps } from './Select.tsx';
