import { RadioButton } from 'react-aria-components';
import { OptionPicker, type PickerOption, type PickerProps } from '../OptionPicker/index.ts';
import { options as optionsClass, tile } from './SizePicker.css.ts';

export interface SizeOption extends PickerOption {
  /** The value: a size code or variant id. */
  id: string;
  /** What the tile shows, e.g. "M", "EU 42 / US 9", "One size". */
  label: string;
}

export type SizePickerProps = PickerProps<SizeOption>;

/** Pick a size: a radio group of tiles that wraps onto as many rows as it needs. */
export function SizePicker(props: SizePickerProps) {
  return (
    <OptionPicker
      {...props}
      nameOf={(option) => option.label}
      optionsClassName={optionsClass}
      renderOption={(option, available) => (
        <RadioButton className={tile} data-available={available}>
          {option.label}
        </RadioButton>
      )}
    />
  );
}
