export { unavailableBehaviors } from './OptionPicker.css.ts';
export {
  OptionPicker,
  type PickerOption,
  type PickerProps,
  SelectedLabel,
  type UnavailableBehavior,
} from './OptionPicker.tsx';
