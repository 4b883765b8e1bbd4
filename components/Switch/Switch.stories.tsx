import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Order updates by text message', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Order updates by text message' });
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: { description: 'Shipping and pickup notices only.' },
};

export const Pointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Order updates by text message'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeChecked();
    // The thumb moves: on is shown by position, not by colour alone.
    const label = toggle.closest('label');
    const thumb = label?.querySelector('span > span') as HTMLElement;
    const track = thumb.parentElement as HTMLElement;
    await expect(thumb.getBoundingClientRect().right).toBeGreaterThan(
      track.getBoundingClientRect().left + track.getBoundingClientRect().width / 2,
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Shipping and pickup notices only.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Shipping and pickup notices only.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'A valid phone number is required' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeInvalid();
    await expect(toggle).toHaveAccessibleDescription('A valid phone number is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await userEvent.click(canvas.getByText('Order updates by text message'), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'Send me personalised recommendations based on the products I browse and buy in stores and online',
    description: 'We never sell your data. Change this at any time in your account settings.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const BrandTread: Story = {
  args: { defaultSelected: true },
  globals: { brand: 'tread' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch')).toHaveFocus();
  },
};

export const LocaleFrCa: Story = {
  args: { children: 'Mises à jour par texto' },
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Mises à jour par texto' }));
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const SmallScreen: Story = {
  args: { children: 'Send me personalised recommendations based on what I browse' },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(
      canvas.getByRole('switch').closest('label')?.getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(24);
  },
};
