export { ComboBox, ComboBoxItem, type ComboBoxItemProps, type ComboBoxProps } from './ComboBox.tsx';
