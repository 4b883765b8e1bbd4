import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOverlay } from '../test/overlay.ts';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile phone', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const numberInput = (canvas: Canvas, name = 'Mobile phone') =>
  canvas.getByRole('textbox', { name }) as HTMLInputElement;
const countryButton = (canvas: Canvas, name = /Country code/) =>
  canvas.getByRole('button', { name });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // The site's country (en-us → US) comes first, then the number.
    await userEvent.tab();
    const country = countryButton(canvas);
    await expect(country).toHaveFocus();
    await expect(country).toHaveAccessibleName(/^US \+1 United States/);
    await userEvent.tab();
    const input = numberInput(canvas);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.keyboard('5551234567');
    await expect(input).toHaveValue('(555) 123 - 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      phoneCode: 'US',
      phone: '5551234567',
    });
    // The mask has ten slots: an eleventh digit is not taken.
    await userEvent.keyboard('8');
    await expect(input).toHaveValue('(555) 123 - 4567');
  },
};

export const Playground: Story = {
  args: { description: 'For delivery updates only.', isRequired: true },
};

export const Pointer: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(countryButton(canvas));
    await userEvent.click(await body.findByRole('option', { name: 'United Kingdom (+44)' }));
    await expect(countryButton(canvas)).toHaveAccessibleName(/GB \+44 United Kingdom/);
    const input = numberInput(canvas);
    await userEvent.click(input);
    // The UK trunk 0 is dropped (spec §5) and the default mask applies.
    await userEvent.keyboard('07700900123');
    await expect(input).toHaveValue('7700 - 900 - 123');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      phoneCode: 'GB',
      phone: '7700900123',
    });
  },
};

export const PasteFormatted: Story = {
  play: async ({ canvas, args }) => {
    const input = numberInput(canvas);
    await userEvent.click(input);
    await userEvent.paste('+1 (555) 123-4567');
    await expect(input).toHaveValue('(555) 123 - 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      phoneCode: 'US',
      phone: '5551234567',
    });
  },
};

export const DeleteAcrossPunctuation: Story = {
  play: async ({ canvas }) => {
    const input = numberInput(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('5551234');
    await expect(input).toHaveValue('(555) 123 - 4');
    // Caret just after '- ': Backspace meets punctuation and deletes the 3 before it.
    await userEvent.keyboard('{ArrowLeft}{Backspace}');
    await expect(input).toHaveValue('(555) 124');
    await expect(input.selectionStart).toBe(8);
    // Typing there puts the digit back in place.
    await userEvent.keyboard('3');
    await expect(input).toHaveValue('(555) 123 - 4');
    // Backspace from the end walks back over the punctuation without sticking.
    await userEvent.keyboard('{End}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(555) 12');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('(55');
  },
};

export const IgnoresLetters: Story = {
  play: async ({ canvas, args }) => {
    const input = numberInput(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('abc');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('5a5b5');
    await expect(input).toHaveValue('(555');
    await expect(args.onChange).toHaveBeenLastCalledWith({ phoneCode: 'US', phone: '555' });
  },
};

export const WithDescription: Story = {
  args: { description: 'For delivery updates only.' },
  play: async ({ canvas }) => {
    await expect(numberInput(canvas)).toHaveAccessibleDescription('For delivery updates only.');
    // The two controls are one group named by the label.
    await expect(canvas.getByRole('group', { name: 'Mobile phone' })).toContainElement(
      countryButton(canvas),
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(numberInput(canvas)).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { phoneCode: 'US', phone: '555' },
    errorMessage: 'A valid phone number is required',
  },
  play: async ({ canvas }) => {
    const input = numberInput(canvas);
    await expect(input).toHaveValue('(555');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('A valid phone number is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { phoneCode: 'CA', phone: '6045550199' } },
  play: async ({ canvas }) => {
    await expect(numberInput(canvas)).toBeDisabled();
    await expect(numberInput(canvas)).toHaveValue('(604) 555 - 0199');
    await expect(countryButton(canvas)).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: { phoneCode: 'GB', phone: '7700900123' } },
  play: async ({ canvas, args }) => {
    const input = numberInput(canvas);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('7700 - 900 - 123');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Mobile phone number for text message updates about your order and in-store pickup',
    description: 'We only text you about this order. Message and data rates may apply.',
    errorMessage: 'A valid phone number is required',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { defaultValue: { phoneCode: 'CA', phone: '6045550199' } },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await expect(countryButton(canvas)).toHaveAccessibleName(/CA \+1 Canada/);
    await expect(numberInput(canvas)).toHaveValue('(604) 555 - 0199');
  },
};

export const LocaleEnGb: Story = {
  globals: { locale: 'en-gb' },
  play: async ({ canvas, args }) => {
    await expect(countryButton(canvas)).toHaveAccessibleName(/GB \+44 United Kingdom/);
    const input = numberInput(canvas);
    await userEvent.click(input);
    await userEvent.paste('+44 (0)7700 900123');
    await expect(input).toHaveValue('7700 - 900 - 123');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      phoneCode: 'GB',
      phone: '7700900123',
    });
  },
};

export const LocaleDeDe: Story = {
  args: { label: 'Mobilnummer' },
  globals: { locale: 'de-de' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const country = canvas.getByRole('button', { name: /Ländervorwahl/ });
    await expect(country).toHaveAccessibleName(/DE \+49 Deutschland/);
    // Country names in the shopper's language, in their alphabetical order.
    await userEvent.click(country);
    await findOverlay(canvasElement, 'listbox');
    const names = body.getAllByRole('option').map((option) => option.textContent);
    await expect(names).toContain('Vereinigte Staaten (+1)');
    await expect(names.indexOf('Österreich (+43)')).toBeLessThan(names.indexOf('Schweiz (+41)'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const LocaleFrCa: Story = {
  args: { label: 'Téléphone mobile' },
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Indicatif du pays/ })).toHaveAccessibleName(
      /CA \+1 Canada/,
    );
    const input = canvas.getByRole('textbox', { name: 'Téléphone mobile' });
    await userEvent.click(input);
    await userEvent.keyboard('5145550123');
    await expect(input).toHaveValue('(514) 555 - 0123');
  },
};

export const SmallScreen: Story = {
  args: { defaultValue: { phoneCode: 'GB', phone: '7700900123' } },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Dial code and number share one row without overflowing.
    const country = countryButton(canvas).getBoundingClientRect();
    const input = numberInput(canvas).getBoundingClientRect();
    await expect(country.top).toBe(input.top);
    await expect(input.width).toBeGreaterThan(country.width);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
