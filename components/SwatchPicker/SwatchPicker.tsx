import { RadioButton } from 'react-aria-components';
import { Image } from '../Image/index.ts';
import { OptionPicker, type PickerOption, type PickerProps } from '../OptionPicker/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  chip,
  chipImage,
  options as optionsClass,
  swatch,
  type swatchSizes,
} from './SwatchPicker.css.ts';

export interface SwatchOption extends PickerOption {
  /** The value: a colour code or variant id. */
  id: string;
  /** Colour name, shown after the label once selected ("Colour: Forest"). */
  name: string;
  /** A CSS colour from the catalogue. */
  color?: string;
  /** A swatch image (asset URL of the image service); drawn over `color`. */
  image?: string;
}

export interface SwatchPickerProps extends PickerProps<SwatchOption> {
  /** @default 'standard' */
  size?: (typeof swatchSizes)[number];
}

/**
 * Pick a colour: a radio group of swatches (arrow keys move and select), the selected
 * colour named after the label.
 */
export function SwatchPicker({ size, ...picker }: SwatchPickerProps) {
  return (
    <OptionPicker
      {...picker}
      nameOf={(option) => option.name}
      optionsClassName={optionsClass}
      renderOption={(option, available) => (
        <RadioButton className={swatch({ size })} data-available={available}>
          <span
            className={chip}
            style={option.color ? { background: option.color } : undefined}
            title={option.name}
          >
            {option.image && (
              <Image
                src={option.image}
                alt=""
                decorative
                widths={[24, 48]}
                sizes="24px"
                className={chipImage}
              />
            )}
          </span>
          <VisuallyHidden>{option.name}</VisuallyHidden>
        </RadioButton>
      )}
    />
  );
}
