import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { quantityStepperSizes } from './QuantityStepper.css.ts';
import { DEFAULT_MAX_QUANTITY, QuantityStepper } from './QuantityStepper.tsx';

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: { onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const quantity = (canvas: Canvas, name = 'Quantity') =>
  canvas.getByRole('textbox', { name }) as HTMLInputElement;
// react-aria names each button by its own label and the field's: "Increase Quantity".
const minus = (canvas: Canvas, field = 'Quantity') =>
  canvas.getByRole('button', { name: `Decrease ${field}` });
const plus = (canvas: Canvas, field = 'Quantity') =>
  canvas.getByRole('button', { name: `Increase ${field}` });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = quantity(canvas);
    // Spec §9: default quantity 1, which is also the minimum.
    await expect(input).toHaveValue('1');
    await expect(minus(canvas)).toBeDisabled();
    await expect(plus(canvas)).toBeEnabled();
    // Keyboard: one tab stop (the input); the arrow keys step.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(minus(canvas)).toBeEnabled();
  },
};

export const Playground: Story = {
  args: { max: 10, description: 'Limit 10 per order.', size: 'small' },
};

export const Pointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(plus(canvas));
    await userEvent.click(plus(canvas));
    await expect(quantity(canvas)).toHaveValue('3');
    await userEvent.click(minus(canvas));
    await expect(quantity(canvas)).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const TypedValueClamped: Story = {
  args: { max: 5, onAboveMax: fn() },
  play: async ({ canvas, args }) => {
    const input = quantity(canvas);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}9');
    // Clamped to the maximum when the field is left, and the caller told why.
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(args.onAboveMax).toHaveBeenCalledWith(9, 5);
    await expect(args.onAboveMax).toHaveBeenCalledTimes(1);
    await expect(plus(canvas)).toBeDisabled();
    // Below the minimum, committed with Enter.
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}0{Enter}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(args.onAboveMax).toHaveBeenCalledTimes(1);
    // Emptied: back to the minimum rather than no quantity.
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

export const MaxFromData: Story = {
  args: { defaultValue: 3, max: 3, description: 'Only 3 left.' },
  play: async ({ canvas }) => {
    await expect(plus(canvas)).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity(canvas)).toHaveValue('3');
  },
};

export const DefaultMaximum: Story = {
  args: { defaultValue: DEFAULT_MAX_QUANTITY },
  play: async ({ canvas }) => {
    // Spec §9: default max 999999 when the data gives none.
    await expect(quantity(canvas)).toHaveValue('999,999');
    await expect(plus(canvas)).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-end' }}>
      {quantityStepperSizes.map((size) => (
        <QuantityStepper key={size} {...args} size={size} label={`Quantity ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      quantity(canvas, name).closest('[role="group"]')?.getBoundingClientRect().height ?? 0;
    await expect(height('Quantity small')).toBeLessThan(height('Quantity standard'));
    await expect(height('Quantity standard')).toBeGreaterThanOrEqual(44);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    // Still named for screen readers, though not shown.
    const input = quantity(canvas);
    await expect(input).toBeVisible();
    const label = canvas.getByText('Quantity');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Invalid: Story = {
  args: { defaultValue: 4, errorMessage: 'Only 3 left in stock' },
  play: async ({ canvas }) => {
    await expect(quantity(canvas)).toBeInvalid();
    await expect(quantity(canvas)).toHaveAccessibleDescription('Only 3 left in stock');
  },
};

/** A stepper whose description comes after it is on the page (a button adds it). */
function LateDescription() {
  const [note, setNote] = useState<string>();
  return (
    <>
      <QuantityStepper description={note} />
      <button type="button" onClick={() => setNote('You have 2 in your cart.')}>
        Add a note
      </button>
    </>
  );
}

/**
 * A description that comes later (what the cart holds, once the shopper has added some) is
 * announced with the field, as one there from the start is.
 */
export const DescriptionComesLater: Story = {
  render: () => <LateDescription />,
  play: async ({ canvas }) => {
    await expect(quantity(canvas)).not.toHaveAccessibleDescription();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a note' }));
    await expect(quantity(canvas)).toHaveAccessibleDescription('You have 2 in your cart.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas, args }) => {
    await expect(quantity(canvas)).toBeDisabled();
    await expect(minus(canvas)).toBeDisabled();
    await expect(plus(canvas)).toBeDisabled();
    await userEvent.click(plus(canvas), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity(canvas)).toHaveValue('2');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Number of pairs of Summit Trail Runner GTX in size 10.5 wide, colour ember',
    description: 'Orders above 10 pairs ship from our warehouse and may take longer.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { defaultValue: 2 },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await userEvent.click(minus(canvas));
    await expect(quantity(canvas)).toHaveValue('1');
    await expect(minus(canvas)).toBeDisabled();
  },
};

export const LocaleDeDe: Story = {
  globals: { locale: 'de-de' },
  play: async ({ canvas, args }) => {
    const input = quantity(canvas, 'Menge');
    await expect(canvas.getByRole('button', { name: 'Erhöhen Menge' })).toBeEnabled();
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}1500{Enter}');
    // German digit grouping.
    await expect(input).toHaveValue('1.500');
    await expect(args.onChange).toHaveBeenLastCalledWith(1500);
  },
};

export const SmallScreen: Story = {
  args: { size: 'small' },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    // Small steppers (cart rows) still leave a 32px target.
    await expect(plus(canvas).getBoundingClientRect().width).toBeGreaterThanOrEqual(32);
    await expect(plus(canvas).getBoundingClientRect().height).toBeGreaterThanOrEqual(30);
  },
};
