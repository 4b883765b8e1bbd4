import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Date of birth', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const segments = (canvas: Canvas) => canvas.getAllByRole('spinbutton');
const order = (canvas: Canvas) =>
  segments(canvas).map((segment: HTMLElement) => segment.dataset.type);
/** What the field shows, as one string ("03/15/2024"). */
const shown = (canvas: Canvas, name: RegExp = /Date of birth/) =>
  (canvas.getByRole('group', { name }).textContent ?? '').replace(
    /[\u2066-\u2069\u200e\u200f]/g,
    '',
  );

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // en-us: month, day, year.
    await expect(order(canvas)).toEqual(['month', 'day', 'year']);
    await userEvent.tab();
    await expect(segments(canvas)[0]).toHaveFocus();
    // Each segment moves on by itself once it is full.
    await userEvent.keyboard('03152024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
    await expect(shown(canvas)).toBe('03/15/2024');
    await expect(segments(canvas)[2]).toHaveFocus();
    // Clearing a segment makes the date incomplete: the value is ''.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Playground: Story = {
  args: {
    description: 'You must be at least 16 to join.',
    isRequired: true,
    min: '1900-01-01',
    max: '2010-12-31',
  },
};

export const Pointer: Story = {
  args: { defaultValue: '1990-07-04' },
  play: async ({ canvas, args }) => {
    // Click a segment, then step it with the arrow keys.
    const day = segments(canvas)[1] as HTMLElement;
    await userEvent.click(day);
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-07-05');
  },
};

export const LocaleEnGb: Story = {
  globals: { locale: 'en-gb' },
  play: async ({ canvas, args }) => {
    // en-gb: day, month, year.
    await expect(order(canvas)).toEqual(['day', 'month', 'year']);
    await userEvent.tab();
    await userEvent.keyboard('15032024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
    await expect(shown(canvas)).toBe('15/03/2024');
  },
};

export const LocaleDeDe: Story = {
  args: { label: 'Date of birth', defaultValue: '2024-03-15' },
  globals: { locale: 'de-de' },
  play: async ({ canvas }) => {
    await expect(order(canvas)).toEqual(['day', 'month', 'year']);
    await expect(shown(canvas)).toBe('15.03.2024');
  },
};

export const MinMax: Story = {
  args: { min: '1900-01-01', max: '2010-12-31', defaultValue: '2015-06-01' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Date of birth/ });
    // react-aria's own message, localised, with the limit formatted for the locale.
    await expect(canvas.getByText(/12\/31\/2010/)).toBeVisible();
    for (const segment of segments(canvas)) await expect(segment).toBeInvalid();
    await expect(group).toBeVisible();
    // Back in range: the message goes.
    await userEvent.click(segments(canvas)[2] as HTMLElement);
    await userEvent.keyboard('2005');
    await expect(canvas.queryByText(/12\/31\/2010/)).not.toBeInTheDocument();
  },
};

function Controlled(args: Parameters<typeof DateField>[0]) {
  const [value, setValue] = useState('');
  return (
    <>
      <DateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <output>{`Value: "${value}"`}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    // A partial date stays on screen while the value is still ''.
    await userEvent.keyboard('1231');
    await expect(canvas.getByText('Value: ""')).toBeVisible();
    await expect(shown(canvas)).toBe('12/31/yyyy');
    await userEvent.keyboard('1999');
    await expect(canvas.getByText('Value: "1999-12-31"')).toBeVisible();
    // Clearing the year empties the value but keeps month and day on screen.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(canvas.getByText('Value: ""')).toBeVisible();
    await expect(shown(canvas)).toBe('12/31/yyyy');
    await userEvent.keyboard('1999');
    await expect(canvas.getByText('Value: "1999-12-31"')).toBeVisible();
    // A value set from outside (a form reset) replaces what is shown.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(shown(canvas)).toBe('mm/dd/yyyy');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send you a birthday reward.' },
  play: async ({ canvas }) => {
    await expect(segments(canvas)[0]).toHaveAccessibleDescription('We send you a birthday reward.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    for (const segment of segments(canvas)) await expect(segment).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '2015-01-01', errorMessage: 'You must be at least 16 years old' },
  play: async ({ canvas }) => {
    await expect(segments(canvas)[0]).toBeInvalid();
    // After react-aria's spoken summary of the date comes the message.
    await expect(segments(canvas)[0]).toHaveAccessibleDescription(
      'Selected Date: January 01, 2015 You must be at least 16 years old',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1990-07-04' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(segments(canvas)[0]).not.toHaveFocus();
    await expect(segments(canvas)[0]).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '1990-07-04' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(segments(canvas)[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}5');
    await expect(shown(canvas)).toBe('07/04/1990');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Date of birth of the loyalty member, as shown on a government-issued identification',
    description: 'Members receive a birthday reward. We never share this date with partners.',
    errorMessage: 'Enter a valid date of birth',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { defaultValue: '1990-07-04' },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(segments(canvas)[0]).toHaveFocus();
    await expect(shown(canvas)).toBe('07/04/1990');
  },
};

export const LocaleFrCa: Story = {
  args: { label: 'Date de naissance', defaultValue: '2024-03-15' },
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    // Canadian French writes dates year first.
    await expect(order(canvas)).toEqual(['year', 'month', 'day']);
    await expect(shown(canvas, /Date de naissance/)).toBe('2024-03-15');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(
      canvas.getByRole('group', { name: /Date of birth/ }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
  },
};
