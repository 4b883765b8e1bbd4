import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // Keyboard first: tab in, type, tab out.
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('Robin');
    await expect(input).toHaveValue('Robin');
    await expect(args.onChange).toHaveBeenLastCalledWith('Robin');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(input).not.toBeInvalid();
  },
};

export const Playground: Story = {
  args: {
    label: 'Email',
    type: 'email',
    description: 'We send the order confirmation here.',
    placeholder: 'name@example.com',
    isRequired: true,
  },
};

export const Pointer: Story = {
  play: async ({ canvas }) => {
    // A click on the label focuses the input.
    await userEvent.click(canvas.getByText('First name'));
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Sam');
    await expect(input).toHaveValue('Sam');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Postal code',
    description: 'Used to find stores near you.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      'Used to find stores near you.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();
    // The asterisk is decorative: the name stays "First name".
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

export const InvalidWithDescription: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'robin@',
    description: 'We send the order confirmation here.',
    errorMessage: 'Email is not valid',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'We send the order confirmation here. Email is not valid',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Robin' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Robin' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.tab();
    // Still focusable and read, but not editable.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('readonly');
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('Robin');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CharacterCount: Story = {
  args: { label: 'Address line 1', maxLength: 30, showCharacterCount: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Address line 1' });
    await expect(input).toHaveAccessibleDescription('0 of 30 characters used');
    await userEvent.type(input, '12 Summit Road');
    await expect(canvas.getByText('14/30')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('14 of 30 characters used');
    // The limit holds, typed or pasted: the spec caps address lines at 30 characters (§9).
    await userEvent.paste(', Unit 4, Ridgeline Heights West');
    await expect(input).toHaveValue('12 Summit Road, Unit 4, Ridgel');
    await expect(canvas.getByText('30/30')).toBeVisible();
  },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} type={type} label={`Type ${type}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Type email' })).toHaveAttribute(
      'type',
      'email',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Type search' })).toHaveAttribute(
      'type',
      'search',
    );
    await expect(canvas.getByRole('textbox', { name: 'Type tel' })).toHaveAttribute('type', 'tel');
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Name of the person collecting the order in store, exactly as printed on their photo identification',
    description:
      'They will be asked to show a photo identification and the order confirmation email at the service desk.',
    errorMessage:
      'Enter the name of the person collecting the order, between 2 and 30 letters, as printed on their identification',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: /Name of the person collecting/ });
    await expect(input).toBeInvalid();
    // Long text wraps instead of widening the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveFocus();
    await expect(input).toBeInvalid();
  },
};

export const LocaleFrCa: Story = {
  args: {
    label: 'Ligne d’adresse 1',
    maxLength: 30,
    showCharacterCount: true,
    defaultValue: 'Rue',
  },
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Ligne d’adresse 1' }),
    ).toHaveAccessibleDescription('3 caractères utilisés sur 30');
  },
};

export const SmallScreen: Story = {
  args: { description: 'As on your card.', maxLength: 30, showCharacterCount: true },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    // Full width of the column, never wider than the screen.
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Several lines (a review, a message): the count goes past a limit it does not enforce. */
export const Multiline: Story = {
  args: {
    label: 'Your review',
    lines: 5,
    maxLength: 40,
    enforceMaxLength: false,
    showCharacterCount: true,
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Your review' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAttribute('rows', '5');
    await userEvent.click(area);
    await userEvent.keyboard('Line one{Enter}line two');
    await expect(area).toHaveValue('Line one\nline two');
    await userEvent.keyboard(' and a third part that runs on past forty');
    await expect((area as HTMLTextAreaElement).value.length).toBeGreaterThan(40);
    await expect(canvas.getByText('58/40', { exact: false })).toHaveAttribute('data-over', 'true');
  },
};
