import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { demoImage, imageHandler } from '../Image/test/imageHandler.ts';
import { unavailableBehaviors } from '../OptionPicker/index.ts';
import { swatchSizes } from './SwatchPicker.css.ts';
import { type SwatchOption, SwatchPicker } from './SwatchPicker.tsx';

const colours: SwatchOption[] = [
  { id: 'forest', name: 'Forest', color: '#1d5c3f' },
  { id: 'granite', name: 'Granite', color: '#555d63' },
  { id: 'ember', name: 'Ember', color: '#a63c06', isAvailable: false },
  { id: 'glacier', name: 'Glacier', color: '#cfe3ee' },
  { id: 'camo', name: 'Alpine Camo', image: demoImage('swatches/alpine-camo.png') },
];

const meta = {
  title: 'Components/SwatchPicker',
  component: SwatchPicker,
  args: { label: 'Colour', options: colours, defaultValue: 'forest', onChange: fn() },
  argTypes: {
    unavailable: { control: 'inline-radio', options: unavailableBehaviors },
    size: { control: 'inline-radio', options: swatchSizes },
  },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof SwatchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Colour: Forest' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    const forest = canvas.getByRole('radio', { name: 'Forest' });
    await expect(forest).toHaveFocus();
    await expect(forest).toBeChecked();
    // Arrow keys move and select; the label names the new colour.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Granite' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('granite');
    await expect(canvas.getByRole('radiogroup', { name: 'Colour: Granite' })).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'large', unavailable: 'disabled' } };

export const OutOfStockSelectable: Story = {
  play: async ({ canvas, args }) => {
    // Announced as out of stock, crossed out, and still selectable for "notify me".
    const ember = canvas.getByRole('radio', { name: 'Ember' });
    await expect(ember).toHaveAccessibleDescription('Out of stock');
    await expect(ember).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'Granite' })).not.toHaveAccessibleDescription();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(ember).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('ember');
    const chip = ember.closest('label')?.querySelector('[title="Ember"]') as HTMLElement;
    await expect(getComputedStyle(chip, '::after').backgroundImage).toContain('linear-gradient');
  },
};

export const OutOfStockDisabled: Story = {
  args: { unavailable: 'disabled' },
  play: async ({ canvas, args }) => {
    const ember = canvas.getByRole('radio', { name: 'Ember' });
    await expect(ember).toBeDisabled();
    await expect(ember).toHaveAccessibleDescription('Out of stock');
    // Arrow keys skip the disabled colour.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Glacier' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalledWith('ember');
  },
};

export const NothingSelected: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Colour' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Glacier' }));
    await expect(args.onChange).toHaveBeenCalledWith('glacier');
    await expect(canvas.getByRole('radiogroup', { name: 'Colour: Glacier' })).toBeVisible();
  },
};

export const ImageSwatch: Story = {
  args: { defaultValue: 'camo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Colour: Alpine Camo' })).toBeVisible();
    const camo = canvas.getByRole('radio', { name: 'Alpine Camo' });
    await expect(camo.closest('label')?.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, errorMessage: 'Choose a colour', isRequired: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Colour' });
    await expect(group).toHaveAccessibleDescription('Choose a colour');
  },
};

export const French: Story = {
  args: {
    label: 'Couleur',
    options: colours.map((c) => (c.id === 'forest' ? { ...c, name: 'Forêt' } : c)),
  },
  globals: { locale: 'fr-fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Couleur : Forêt' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Ember' })).toHaveAccessibleDescription(
      'En rupture de stock',
    );
  },
};

export const SmallScreen: Story = {
  args: {
    options: Array.from({ length: 14 }, (_, i) => ({
      id: `c${i}`,
      name: `Colour ${i + 1}`,
      color: colours[i % 4]?.color,
    })),
    defaultValue: 'c0',
  },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    // Many colours wrap onto more rows instead of overflowing a small screen.
    const radios = canvas.getAllByRole('radio');
    const first = radios[0]?.closest('label')?.getBoundingClientRect();
    const last = radios.at(-1)?.closest('label')?.getBoundingClientRect();
    await expect(last?.top).toBeGreaterThan(first?.top ?? 0);
    await expect(last?.right).toBeLessThanOrEqual(375);
  },
};
