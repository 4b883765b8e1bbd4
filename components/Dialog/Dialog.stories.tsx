import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { screenOf, settled } from '../test/overlay.ts';
import { dialogPlacements, dialogSizes } from './Dialog.css.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { DialogTrigger } from './index.ts';

const sizeGuide =
  'Measure your chest at the fullest point, keeping the tape level under your arms. Between two sizes, choose the larger one for layering.';

function Triggered({ onOpenChange, ...args }: DialogProps) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button tone="secondary">Open size guide</Button>
      <Dialog {...args} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Size guide',
    children: <p>{sizeGuide}</p>,
    footer: (
      <Button slot="close" tone="primary">
        Done
      </Button>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: dialogPlacements },
    size: { control: 'inline-radio', options: dialogSizes },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => <Triggered {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dimmed backdrop around a dialog. */
const overlayOf = (dialog: HTMLElement) =>
  dialog.closest('[data-size]')?.parentElement as HTMLElement;
const removeItem = fn();

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open size guide' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Size guide');

    // Tab cycles inside: close, Done, then back to close.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(done).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { placement: 'center', size: 'standard' } };

export const PointerAndFooterAction: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open size guide' });
    await userEvent.click(trigger);
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OutsideClickDismisses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open size guide' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    await userEvent.click(overlayOf(dialog));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open size guide' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    await userEvent.click(overlayOf(dialog));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenLastCalledWith(false);
    // The close button still closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

function ControlledExample(args: DialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit address</Button>
      <p>{isOpen ? 'Editing' : 'Not editing'}</p>
      <Dialog
        {...args}
        title="Edit address"
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
        footer={({ close }) => (
          <>
            <Button tone="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      >
        <p>Address fields go here.</p>
      </Dialog>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledExample {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address' }));
    await expect(canvas.getByText('Editing')).toBeInTheDocument();
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Edit address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByText('Not editing')).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const SheetOnSmallScreens: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    const sheet = dialog.closest('[data-size]') as HTMLElement;
    const view = canvasElement.ownerDocument.defaultView as Window;
    await settled(sheet);
    const box = sheet.getBoundingClientRect();
    // Full width, resting on the bottom edge.
    await expect(Math.round(box.width)).toBe(view.innerWidth);
    await expect(Math.round(box.bottom)).toBe(view.innerHeight);
    await expect(box.top).toBeGreaterThan(0);
  },
};

/** On a sheet the actions share the width in equal columns, within thumb reach. */
export const SheetActionsShareTheWidth: Story = {
  args: {
    defaultOpen: true,
    role: 'alertdialog',
    isDismissable: false,
    title: 'Remove this item?',
    children: <p>Trail runner GTX, size 42, will leave your bag.</p>,
    footer: (
      <>
        <Button slot="close" tone="secondary">
          Keep it
        </Button>
        <Button slot="close" tone="critical">
          Remove
        </Button>
      </>
    ),
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Remove this item?',
    });
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    const [a, b] = [keep, remove].map((button) => button.getBoundingClientRect());
    await expect(Math.abs((a?.width ?? 0) - (b?.width ?? 0))).toBeLessThanOrEqual(1);
    await expect(a?.top).toBe(b?.top);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Labels too long to share a row: each action takes a row of its own, its label wrapped. */
export const SheetLongActionsTakeARowEach: Story = {
  args: {
    defaultOpen: true,
    title: 'Vous êtes dans un autre pays ?',
    children: <p>Les prix et la livraison peuvent être différents sur l’autre site.</p>,
    footer: (
      <>
        <Button slot="close">
          Aller sur le site des États-Unis (anglais) et voir les prix en dollars américains
        </Button>
        <Button slot="close" tone="secondary">
          Rester sur le site du Canada (français)
        </Button>
      </>
    ),
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog');
    await settled(dialog.closest('[data-size]') as HTMLElement);
    const [go, stay] = within(dialog).getAllByRole('button', { name: /site/ });
    const [a, b] = [go, stay].map((button) => (button as HTMLElement).getBoundingClientRect());
    const footer = (go as HTMLElement).parentElement?.getBoundingClientRect();
    // One above the other, each as wide as the footer's content, nothing spilling out.
    await expect(b?.top).toBeGreaterThanOrEqual(a?.bottom ?? 0);
    await expect(Math.abs((a?.width ?? 0) - (b?.width ?? 0))).toBeLessThanOrEqual(1);
    for (const button of [go, stay] as HTMLElement[]) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(footer?.right ?? 0);
    }
    // The longest label wraps inside its button.
    await expect(a?.height).toBeGreaterThan(b?.height ?? 0);
  },
};

export const CenteredFromMd: Story = {
  args: { defaultOpen: true },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    const modal = dialog.closest('[data-size]') as HTMLElement;
    const view = canvasElement.ownerDocument.defaultView as Window;
    await settled(modal);
    const box = modal.getBoundingClientRect();
    await expect(box.width).toBeLessThan(view.innerWidth);
    await expect(Math.abs(box.left - (view.innerWidth - box.right))).toBeLessThanOrEqual(1);
    await expect(Math.abs(box.top - (view.innerHeight - box.bottom))).toBeLessThanOrEqual(1);
  },
};

export const SidePanel: Story = {
  args: { placement: 'side', title: 'Your bag (2)' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open size guide' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Your bag (2)' });
    const panel = dialog.closest('[data-size]') as HTMLElement;
    await expect(panel).toHaveAttribute('data-placement', 'side');
    const view = canvasElement.ownerDocument.defaultView as Window;
    await settled(panel);
    const box = panel.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(view.innerWidth);
    await expect(Math.round(box.height)).toBe(view.innerHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const SidePanelOnSmallScreens: Story = {
  args: { placement: 'side', title: 'Filters', defaultOpen: true },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Filters' });
    const panel = dialog.closest('[data-size]') as HTMLElement;
    const view = canvasElement.ownerDocument.defaultView as Window;
    await settled(panel);
    const box = panel.getBoundingClientRect();
    // Still a panel from the inline end, never wider than the screen.
    await expect(Math.round(box.right)).toBe(view.innerWidth);
    await expect(Math.round(box.height)).toBe(view.innerHeight);
    await expect(box.width).toBeLessThanOrEqual(view.innerWidth);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {dialogSizes.map((size) => (
        <DialogTrigger key={size}>
          <Button tone="secondary">{size}</Button>
          <Dialog {...args} size={size} title={`Size ${size}`} />
        </DialogTrigger>
      ))}
    </div>
  ),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const widths: number[] = [];
    for (const size of dialogSizes) {
      await userEvent.click(canvas.getByRole('button', { name: size }));
      const dialog = await screenOf(canvasElement).findByRole('dialog', { name: `Size ${size}` });
      const modal = dialog.closest('[data-size]') as HTMLElement;
      // Measured at rest: the enter transition scales the modal.
      await settled(modal);
      widths.push(modal.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

const paragraphs = Array.from({ length: 24 }, (_, i) => `paragraph-${i + 1}`).map((id, i) => (
  <p key={id} style={{ marginBlockEnd: 16 }}>
    {`${i + 1}. Returns are free within 30 days. Items must be unworn, with tags attached, in their original packaging. ${sizeGuide}`}
  </p>
));

export const LongScrollingContent: Story = {
  args: { title: 'Returns policy', children: paragraphs, defaultOpen: true },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Returns policy' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    // The body scrolls and is reachable by keyboard between the close button and the footer.
    // The overflow is measured once the sheet has laid out, so wait for it.
    const scroller = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('[data-scrollable]');
      if (!found) throw new Error('the dialog body is not marked scrollable yet');
      return found;
    });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    await userEvent.tab();
    await expect(done).toHaveFocus();
    // Scrolled to the end, the title and the action stay in view.
    const sheet = dialog.closest('[data-size]') as HTMLElement;
    await settled(sheet);
    scroller.scrollTop = scroller.scrollHeight;
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(
      within(dialog).getByRole('heading').getBoundingClientRect().top,
    ).toBeGreaterThanOrEqual(0);
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
  },
};

export const ShortContentIsNotAScrollStop: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    await expect(dialog.querySelector('[data-scrollable]')).toBeNull();
    // Nothing to scroll, so Tab goes straight from the close button to the action.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

export const ConfirmationAlertDialog: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button tone="secondary">Remove item</Button>
      <Dialog
        {...args}
        role="alertdialog"
        size="small"
        isDismissable={false}
        title="Remove this item?"
        footer={
          <>
            <Button slot="close" tone="secondary">
              Keep it
            </Button>
            <Button slot="close" tone="critical" onPress={removeItem}>
              Remove
            </Button>
          </>
        }
      >
        <p>Trail runner GTX, size 42, will leave your bag.</p>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove item' }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Remove this item?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(removeItem).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Tread: Story = {
  args: { defaultOpen: true },
  globals: { brand: 'tread' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Size guide' });
    // Tread sets headings in upper case.
    const heading = within(dialog).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).textTransform).toBe('uppercase');
  },
};

export const FrenchCanada: Story = {
  args: {
    defaultOpen: true,
    title: 'Guide des tailles',
    children: <p>Mesurez votre tour de poitrine à l’endroit le plus large.</p>,
    footer: (
      <Button slot="close" tone="primary">
        Terminé
      </Button>
    ),
  },
  globals: { locale: 'fr-ca' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {
      name: 'Guide des tailles',
    });
    // The built-in close label comes from i18n.
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  },
};
