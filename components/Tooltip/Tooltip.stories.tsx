import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { screenOf } from '../test/overlay.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Saved to your favorites',
    delay: 50,
    closeDelay: 0,
    onOpenChange: fn(),
    children: <Button iconOnly icon="heart" tone="secondary" aria-label="Add to favorites" />,
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 64, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs first in the file: react-aria skips the delay while a tooltip was shown recently. */
export const Default: Story = {
  args: { delay: 120 },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Add to favorites' });
    // The mouse travels over the page before it reaches the button.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    // Not at once: the delay from props runs first.
    await expect(screenOf(canvasElement).queryByRole('tooltip')).toBeNull();
    await expect(await screenOf(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Saved to your favorites',
    );
    await userEvent.unhover(button);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const Playground: Story = { args: { placement: 'bottom' } };

export const Placement: Story = {
  args: { placement: 'bottom', defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    const button = canvas.getByRole('button', { name: 'Add to favorites' });
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      button.getBoundingClientRect().bottom,
    );
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to favorites' });
    // Keyboard focus shows it at once and it describes the button.
    await userEvent.tab();
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Saved to your favorites');
    await expect(button).toHaveAccessibleDescription('Saved to your favorites');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Escape hides it, focus stays.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to favorites' })).toHaveFocus();
    await expect(screenOf(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Members earn double points on this item until Sunday. Points post to your account after the return window closes.',
  },
  play: async ({ canvasElement }) => {
    const tooltip = await screenOf(canvasElement).findByRole('tooltip');
    const view = canvasElement.ownerDocument.defaultView as Window;
    // It wraps instead of running off the screen.
    await expect(tooltip.getBoundingClientRect().width).toBeLessThan(view.innerWidth / 2);
  },
};

export const Tread: Story = {
  ...Keyboard,
  globals: { brand: 'tread' },
};
