import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { alertTones, alertVariants } from './Alert.css.ts';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Free returns',
    children: 'Return unworn items within 30 days for a full refund.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    variant: { control: 'inline-radio', options: alertVariants },
    announce: { control: 'inline-radio', options: ['auto', 'off'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Free returns');
    await expect(alert).toHaveTextContent('Return unworn items within 30 days');
    await expect(canvas.getByRole('img', { name: 'Information' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = { args: { tone: 'caution', onDismiss: fn() } };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`A ${tone} title`} announce="off">
          {`Body of the ${tone} alert.`}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [tone, name] of [
      ['info', 'Information'],
      ['positive', 'Success'],
      ['caution', 'Warning'],
      ['critical', 'Error'],
    ] as const) {
      const alert = canvas.getByText(`A ${tone} title`).closest('[data-tone]');
      await expect(alert).toHaveAttribute('data-tone', tone);
      // The tone is spoken, not only shown in colour.
      await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    }
    // Static notices on page load are not live regions.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'We could not sign you in',
    children: (
      <>
        The email or password is incorrect.{' '}
        <Link href="/en-us/forgot-password" tone="neutral">
          Reset your password
        </Link>{' '}
        or{' '}
        <Link href="/en-us/help/contact-us" tone="neutral">
          contact us
        </Link>
        .
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not sign you in');
    // Links inside the body are reachable by keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Reset your password' })).toHaveFocus();
  },
};

export const Caution: Story = {
  args: { tone: 'caution', title: undefined, children: 'Only 2 left in your size.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only 2 left in your size.');
  },
};

export const Positive: Story = {
  args: { tone: 'positive', title: 'Account created', children: 'Welcome to the club.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Account created');
  },
};

function AfterAnAction() {
  const [failed, setFailed] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button onPress={() => setFailed(true)}>Register</Button>
      {failed && (
        <Alert tone="critical" onDismiss={() => setFailed(false)}>
          Registration for this event is closed.
        </Alert>
      )}
    </div>
  );
}

/** Spec §8: event registration failure shows a dismissible error alert. */
export const DismissibleAfterAction: Story = {
  render: () => <AfterAnAction />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Registration for this event is closed.');
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Banner: Story = {
  args: {
    variant: 'banner',
    tone: 'caution',
    title: undefined,
    announce: 'off',
    children: 'We cannot ship to this address. Choose another address or pick up in store.',
    onDismiss: fn(),
  },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, canvas }) => {
    const banner = canvasElement.querySelector('[data-variant="banner"]') as HTMLElement;
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(Math.round(banner.getBoundingClientRect().width)).toBe(
      view.document.documentElement.clientWidth,
    );
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const LongTextOnSmallScreen: Story = {
  args: {
    tone: 'critical',
    onDismiss: fn(),
    title: 'Some items in your bag are no longer available',
    children:
      'Trail runner GTX (size 42, Ember) and Alpine shell jacket (size M, Forest) sold out while you were checking out. Remove them to continue.',
  },
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(dismiss.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
  },
};

export const FrenchCanada: Story = {
  args: { tone: 'critical', onDismiss: fn(), title: 'Erreur de paiement' },
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ignorer' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Erreur' })).toBeInTheDocument();
  },
};
