import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingInput, type RatingInputProps } from './RatingInput.tsx';

/** The input as a form holds it: the chosen stars in state, reported to `onChange`. */
function Controlled(props: RatingInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RatingInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Rating input',
  component: RatingInput,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Your rating', isRequired: true, value: null, onChange: fn() },
  parameters: { testViewport: 'sm' },
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-filled]').length;

/** By keyboard: Tab enters the stars once, the arrow keys choose; the words follow. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByText('Not rated yet')).toBeVisible();
    await expect(filled(canvasElement)).toBe(0);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(filled(canvasElement)).toBe(4);
    await expect(canvas.getByText('4 stars')).toBeVisible();
  },
};

/** A click or tap picks a star; pointing at one shows what it would give. */
export const ByPointer: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const stars = canvasElement.querySelectorAll('label');
    await userEvent.hover(stars[2] as HTMLElement);
    await expect(filled(canvasElement)).toBe(3);
    await userEvent.click(stars[1] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.unhover(stars[1] as HTMLElement);
    await expect(filled(canvasElement)).toBe(2);
    await expect(canvas.getByText('2 stars')).toBeVisible();
    // Each star is a touch target of its own.
    const { width, height } = (stars[0] as HTMLElement).getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  },
};

/** Left empty in a form: the error under the stars, the group marked invalid. */
export const Required: Story = {
  args: { errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

/** German, chosen already: the words in the site's language. */
export const GermanChosen: Story = {
  args: { label: 'Ihre Bewertung', value: 5 },
  globals: { locale: 'de-de' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: '5 Sterne' })).toBeChecked();
    await expect(canvas.getByText('5 Sterne')).toBeVisible();
    await expect(filled(canvasElement)).toBe(5);
  },
};
