export { type SizeOption, SizePicker, type SizePickerProps } from './SizePicker.tsx';
