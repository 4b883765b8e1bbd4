export { swatchSizes, unavailableBehaviors } from './SwatchPicker.css.ts';
export {
  SelectedLabel,
  type SwatchOption,
  SwatchPicker,
  type SwatchPickerProps,
  type UnavailableBehavior,
} from './SwatchPicker.tsx';
