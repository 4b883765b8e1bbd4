import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { unavailableBehaviors } from '../OptionPicker/index.ts';
import { type SizeOption, SizePicker } from './SizePicker.tsx';

const apparel: SizeOption[] = [
  { id: 'xs', label: 'XS' },
  { id: 's', label: 'S' },
  { id: 'm', label: 'M', isAvailable: false },
  { id: 'l', label: 'L' },
  { id: 'xl', label: 'XL' },
  { id: 'xxl', label: 'XXL', isAvailable: false },
];

const shoes: SizeOption[] = Array.from({ length: 20 }, (_, i) => {
  const eu = 36 + i / 2;
  return { id: `eu-${eu}`, label: `EU ${eu}`, isAvailable: i % 7 !== 3 };
});

const meta = {
  title: 'Components/SizePicker',
  component: SizePicker,
  args: { label: 'Size', options: apparel, onChange: fn() },
  argTypes: { unavailable: { control: 'inline-radio', options: unavailableBehaviors } },
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'XS' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('s');
    await expect(canvas.getByRole('radiogroup', { name: 'Size: S' })).toBeVisible();
  },
};

export const Playground: Story = { args: { unavailable: 'disabled', defaultValue: 'l' } };

export const OutOfStockSelectable: Story = {
  args: { defaultValue: 's' },
  play: async ({ canvas, args }) => {
    const medium = canvas.getByRole('radio', { name: 'M' });
    await expect(medium).toHaveAccessibleDescription('Out of stock');
    await expect(canvas.getByRole('radio', { name: 'L' })).not.toHaveAccessibleDescription();
    // Struck through, and still selectable so the page can offer "notify me".
    const tile = medium.closest('label') as HTMLElement;
    await expect(getComputedStyle(tile).textDecorationLine).toBe('line-through');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(medium).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('m');
    await expect(canvas.getByRole('radiogroup', { name: 'Size: M' })).toBeVisible();
  },
};

export const OutOfStockDisabled: Story = {
  args: { defaultValue: 's', unavailable: 'disabled' },
  play: async ({ canvas, args }) => {
    const medium = canvas.getByRole('radio', { name: 'M' });
    await expect(medium).toBeDisabled();
    await expect(medium).toHaveAccessibleDescription('Out of stock');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalledWith('m');
  },
};

export const ManySizes: Story = {
  args: { label: 'Shoe size', options: shoes, defaultValue: 'eu-42' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Shoe size: EU 42' })).toBeVisible();
    const tiles = canvas
      .getAllByRole('radio')
      .map((radio) => radio.closest('label') as HTMLElement);
    const rows = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(2);
    for (const tile of tiles) {
      await expect(tile.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      // Every tile keeps a comfortable touch target.
      await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const LongLabels: Story = {
  args: {
    options: [
      { id: 'os', label: 'One size fits most' },
      { id: 'w', label: 'EU 42 / US 9 / UK 8 — wide fit for high-volume feet', isAvailable: false },
      { id: 'r', label: 'EU 42 / US 9 / UK 8' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // A long label wraps inside its tile instead of running past the container.
    const wide = canvas.getByRole('radio', { name: /wide fit/ }).closest('label') as HTMLElement;
    await expect(wide.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(wide.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose a size', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
      'Choose a size',
    );
  },
};

export const GermanTread: Story = {
  args: { label: 'Größe', defaultValue: 'l' },
  globals: { brand: 'tread', locale: 'de-de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Größe: L' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveAccessibleDescription(
      'Ausverkauft',
    );
  },
};
