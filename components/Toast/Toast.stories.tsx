import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { findOverlay, screenOf } from '../test/overlay.ts';
import { ToastProvider, useToast } from './Toast.tsx';
import { type ToastMessage, type ToastOptions, toastTones } from './toastQueue.ts';

function ShowToast({
  label,
  messages,
  options,
}: {
  label: string;
  messages: ToastMessage[];
  options?: ToastOptions;
}) {
  const toasts = useToast();
  return (
    <Button
      onPress={() => {
        for (const message of messages) toasts.add(message, options);
      }}
    >
      {label}
    </Button>
  );
}

const added: ToastMessage = {
  title: 'Added to bag',
  description: 'Trail runner GTX, size 42',
  tone: 'positive',
};

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: { dismissAfterMs: 6000, maxVisibleToasts: 3, children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <ToastProvider {...args}>
      <ShowToast label="Add to bag" messages={[added]} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region every story gets from the preview decorator, as the app mounts one. */
export const Default: Story = {
  render: () => <ShowToast label="Add to bag" messages={[added]} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }));
    const region = await screenOf(canvasElement).findByRole('region', { name: /notification/i });
    const toast = within(region).getByRole('alertdialog', { name: 'Added to bag' });
    await expect(toast).toHaveAccessibleDescription('Trail runner GTX, size 42');
    // Announced: the content is a live alert, its icon says the tone.
    const alert = within(toast).getByRole('alert');
    await expect(alert).toHaveTextContent('Added to bag');
    await expect(within(alert).getByRole('img', { name: 'Success' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const Tones: Story = {
  args: { maxVisibleToasts: 4 },
  render: (args) => (
    <ToastProvider {...args}>
      <ShowToast
        label="Show every tone"
        messages={toastTones.map((tone) => ({ title: `A ${tone} message`, tone }))}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show every tone' }));
    const body = screenOf(canvasElement);
    for (const tone of toastTones) {
      const toast = await body.findByRole('alertdialog', { name: `A ${tone} message` });
      await expect(toast).toHaveAttribute('data-tone', tone);
    }
  },
};

export const QueueOfSeveral: Story = {
  args: { maxVisibleToasts: 2 },
  render: (args) => (
    <ToastProvider {...args}>
      <ShowToast
        label="Save three"
        messages={[{ title: 'First saved' }, { title: 'Second saved' }, { title: 'Third saved' }]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save three' }));
    const body = screenOf(canvasElement);
    await body.findByRole('alertdialog', { name: 'Third saved' });
    // Two at a time, newest first; the oldest waits.
    await expect(body.getAllByRole('alertdialog')).toHaveLength(2);
    await expect(body.queryByRole('alertdialog', { name: 'First saved' })).toBeNull();
    const third = body.getByRole('alertdialog', { name: 'Third saved' });
    await userEvent.click(within(third).getByRole('button', { name: 'Close' }));
    await expect(await body.findByRole('alertdialog', { name: 'First saved' })).toBeInTheDocument();
    await expect(body.getAllByRole('alertdialog')).toHaveLength(2);
  },
};

const onToastClose = fn();

export const DismissByKeyboard: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowToast label="Add to bag" messages={[added]} options={{ onClose: onToastClose }} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Add to bag' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await screenOf(canvasElement).findByRole('region', { name: /notification/i });
    // F6 jumps to the notifications landmark, Tab reaches the toast and its close button.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());
    const toast = within(region).getByRole('alertdialog', { name: 'Added to bag' });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(onToastClose).toHaveBeenCalledTimes(1);
    // With the last toast gone, focus goes back to where the shopper was.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AutoDismiss: Story = {
  render: () => (
    <ShowToast label="Copy code" messages={[{ title: 'Code copied' }]} options={{ timeout: 150 }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    // Not `findOverlay`: the toast may be gone before it would count as settled.
    const toast = await screenOf(canvasElement).findByRole('alertdialog', { name: 'Code copied' });
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 1000 });
  },
};

export const ConfiguredDismissDelay: Story = {
  args: { dismissAfterMs: 150 },
  render: (args) => (
    <ToastProvider {...args}>
      <ShowToast label="Apply promo" messages={[{ title: 'Promo applied', tone: 'positive' }]} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply promo' }));
    // Not `findOverlay`: the toast may be gone before it would count as settled.
    const toast = await screenOf(canvasElement).findByRole('alertdialog', {
      name: 'Promo applied',
    });
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 1000 });
  },
};

function UpsellFailure() {
  const { t } = useTranslation('common');
  const toasts = useToast();
  return (
    <Button
      onPress={() =>
        toasts.add(
          {
            title: t('somethingWentWrong'),
            description: 'This item could not be added to your bag.',
            tone: 'critical',
          },
          { timeout: 0 },
        )
      }
    >
      Add upsell
    </Button>
  );
}

/** Spec §8: an upsell add-to-cart failure shows an error toast titled "somethingWentWrong". */
export const CriticalSomethingWentWrong: Story = {
  render: () => <UpsellFailure />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add upsell' }));
    const toast = await findOverlay(canvasElement, 'alertdialog', 'Something went wrong');
    await expect(toast).toHaveAttribute('data-tone', 'critical');
    await expect(within(toast).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  },
};

export const CriticalInGerman: Story = {
  ...CriticalSomethingWentWrong,
  globals: { locale: 'de-de' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add upsell' }));
    const region = await screenOf(canvasElement).findByRole('region', { name: /Benachrichtigung/ });
    const toast = within(region).getByRole('alertdialog', { name: 'Etwas ist schiefgelaufen' });
    await expect(within(toast).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    await expect(within(toast).getByRole('img', { name: 'Fehler' })).toBeInTheDocument();
  },
};

export const SmallScreen: Story = {
  render: () => <ShowToast label="Add to bag" messages={[added]} />,
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }));
    const toast = await findOverlay(canvasElement, 'alertdialog', 'Added to bag');
    const view = canvasElement.ownerDocument.defaultView as Window;
    // Spans the screen between the gutters, at the top: clear of the sticky add-to-bag bar,
    // the browser's bottom toolbar and the thumb.
    await expect(toast.getBoundingClientRect().width).toBeGreaterThan(view.innerWidth * 0.8);
    await expect(toast.getBoundingClientRect().top).toBeLessThan(view.innerHeight / 2);
  },
};
