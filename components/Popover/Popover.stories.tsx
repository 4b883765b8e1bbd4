import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { findDialog } from '../test/overlay.ts';
import { PopoverTrigger } from './index.ts';
import { Popover, type PopoverProps } from './Popover.tsx';

const placements = ['top', 'bottom', 'start', 'end'] as const;

function StoreHours(args: PopoverProps) {
  return (
    <div style={{ padding: 96, display: 'flex', justifyContent: 'center' }}>
      <PopoverTrigger onOpenChange={args.onOpenChange}>
        <Button tone="secondary" icon="store">
          Store hours
        </Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  );
}

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    title: 'Boulder Flagship',
    children: (
      <>
        <p>Open today 10:00–20:00.</p>
        <Link href="/en-us/stores/boulder" variant="standalone">
          Store details
        </Link>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'select', options: placements },
    children: { control: false },
  },
  render: (args) => <StoreHours {...args} />,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Store hours' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, 'Boulder Flagship');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the popover; Tab reaches its link.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Store details' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { placement: 'end' } };

export const OutsideClickCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Store hours' }));
    const dialog = await findDialog(canvasElement, 'Boulder Flagship');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Placements: Story = {
  args: { placement: 'bottom', isOpen: true },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Boulder Flagship');
    const trigger = canvas.getByRole('button', { name: 'Store hours' });
    // Below its trigger, with the arrow pointing up at it.
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThan(
      trigger.getBoundingClientRect().bottom,
    );
    const popover = dialog.parentElement as HTMLElement;
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
  },
};

export const WithoutArrowNamedByLabel: Story = {
  render: () => (
    <PopoverTrigger>
      <Button tone="secondary">Size help</Button>
      <Popover aria-label="Size help" showArrow={false}>
        <p>Between sizes? Size up for layering.</p>
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size help' }));
    const dialog = await findDialog(canvasElement, 'Size help');
    await expect(within(dialog).queryByRole('heading')).toBeNull();
    await expect(dialog.parentElement?.querySelector('[data-placement] > span')).toBeNull();
  },
};

export const SmallScreen: Story = {
  args: {
    isOpen: true,
    children: (
      <p>
        Open today 10:00–20:00. Closed on public holidays; curbside pickup runs until 21:00 on
        weekdays.
      </p>
    ),
  },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Boulder Flagship');
    const view = canvasElement.ownerDocument.defaultView as Window;
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(view.innerWidth);
  },
};

export const Tread: Story = {
  ...Default,
  globals: { brand: 'tread' },
};
