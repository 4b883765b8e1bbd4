import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { findDialog } from '#components/test/overlay.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { demoProfile, profileApi, signedOut } from '../CompleteProfile/test/profileApi.ts';
import { screenOf } from '../test/stories.tsx';
import { EmployeeTerms } from './EmployeeTerms.tsx';

/** Jonas (employee, de-de) has not accepted the terms yet. */
const jonas = profileApi(demoProfile('employee'));

const meta = {
  title: 'Flows/Employee terms',
  component: EmployeeTerms,
  args: {
    mode: 'dialog',
    isOpen: true,
    onOpenChange: fn(),
    onAccepted: fn(),
    onDecline: fn(),
    onDone: fn(),
  },
  beforeEach({ msw }) {
    msw.use(...jonas.handlers());
  },
} satisfies Meta<typeof EmployeeTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §6: the employee accepts the employee-discount terms (the box is required), the
 * profile says so (PUT isEmployeeDiscountTCAccepted) and the dialog closes.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Employee discount terms');
    await expect(
      await screen.findByRole('link', { name: 'Read the employee discount terms' }),
    ).toHaveAttribute('href', '/en-us/associate-discount-terms');
    const accept = screen.getByRole('button', { name: 'Accept' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    const box = screen.getByRole('checkbox', { name: /I accept the employee discount terms/ });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(screen.getByText('Please tick this box to continue')).toBeVisible();
    await expect(jonas.updates).toEqual([]);
    await userEvent.keyboard(' ');
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAccepted).toHaveBeenCalledOnce());
    await expect(jonas.updates).toEqual([{ isEmployeeDiscountTCAccepted: true }]);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onDone).toHaveBeenCalledOnce();
    // Still open here (the story holds it open): the acceptance is confirmed.
    await expect(
      await screen.findByText(
        'You have accepted the employee discount terms. Your discount applies.',
      ),
    ).toBeVisible();
  },
};

/** German site (the demo employee's), as a page on a large screen. */
export const PageGerman: Story = {
  args: { mode: 'page' },
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bedingungen des Mitarbeiterrabatts' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Bedingungen des Mitarbeiterrabatts lesen' }),
    ).toHaveAttribute('href', '/de-de/associate-discount-terms');
  },
};

/** Not now: nothing is sent. */
export const NotNow: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, args }) => {
    await findDialog(canvasElement, 'Employee discount terms');
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(jonas.updates).toEqual([]);
  },
};

/** Spec §8 PRO418: a profile that is not an employee's cannot accept; the banner says so. */
export const NotAnEmployee: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.error('PRO418'), ...jonas.handlers());
  },
  play: async ({ canvasElement, args }) => {
    await findDialog(canvasElement, 'Employee discount terms');
    const screen = screenOf(canvasElement);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /I accept the employee discount terms/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save these profile details.',
    );
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

/** Accepting: the button is busy. */
export const Accepting: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.loading(), ...jonas.handlers());
  },
  play: async ({ canvasElement }) => {
    await findDialog(canvasElement, 'Employee discount terms');
    const screen = screenOf(canvasElement);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: /I accept the employee discount terms/ }),
    );
    const accept = screen.getByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    await waitFor(() => expect(accept).toHaveAttribute('data-pending', 'true'));
  },
};

/** Already accepted: a confirmation and a close button. */
export const AlreadyAccepted: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...profileApi(demoProfile('employee', { isEmployeeDiscountTCAccepted: true })).handlers(),
    );
  },
  play: async ({ canvasElement, args }) => {
    await findDialog(canvasElement, 'Employee discount terms');
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.loading());
  },
  play: async ({ canvasElement }) => {
    await findDialog(canvasElement, 'Employee discount terms');
    await expect(
      await screenOf(canvasElement).findByRole('progressbar', { name: 'Loading your profile' }),
    ).toBeInTheDocument();
  },
};

/** Signed out. */
export const SignedOut: Story = {
  args: { mode: 'page' },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Sign in with your employee account to accept the terms.'),
    ).toBeVisible();
  },
};
