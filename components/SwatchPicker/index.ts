export { swatchSizes } from './SwatchPicker.css.ts';
export { type SwatchOption, SwatchPicker, type SwatchPickerProps } from './SwatchPicker.tsx';
