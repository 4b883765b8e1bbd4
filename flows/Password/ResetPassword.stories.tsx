import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ErrorId } from '#api/contract/errors.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { identityHandlers, recordRequests, withGuest } from '../test/stories.tsx';
import { ForgotPasswordPage } from './PasswordDialogs.tsx';
import { ResetPassword } from './ResetPassword.tsx';

type Canvas = ReturnType<typeof within>;
/** The mock service accepts tokens starting `mock-reset-`. */
const VALID_TOKEN = 'mock-reset-0123456789abcdef';

async function choose(canvas: Canvas, password: string, confirm = password) {
  canvas.getByLabelText(/^New password/, { selector: 'input' }).focus();
  await userEvent.paste(password);
  canvas.getByLabelText(/^Confirm the new password/, { selector: 'input' }).focus();
  await userEvent.paste(confirm);
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Flows/Password/Reset password',
  component: ResetPassword,
  args: { token: VALID_TOKEN, onSubmitted: fn(), onDone: fn() },
  decorators: [withGuest],
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: (args) => <ForgotPasswordPage {...args} />,
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The emailed link's page: live requirements, and the confirmation must match. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await choose(canvas, 'Summit42a', 'Summit42b');
    await waitFor(() =>
      expect(
        canvas.getByLabelText(/^Confirm the new password/, { selector: 'input' }),
      ).toHaveAccessibleDescription('Value must be the same as the new password'),
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** The new password is saved with the token; then a link to sign in. */
export const Success: Story = {
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(Success, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    const { recorder } = Success as unknown as { recorder: ReturnType<typeof recordRequests> };
    await choose(canvas, 'Summit42a');
    await expect(
      await canvas.findByText('Your password has been changed. You can now sign in.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
    await expect(args.onSubmitted).toHaveBeenCalledWith({ flow: 'resetPassword' });
    await expect(recorder.to('/consumers-v3/confirmforgotpassword')[0]?.body).toEqual({
      token: VALID_TOKEN,
      newPassword: 'Summit42a',
      confirmPassword: 'Summit42a',
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.confirmForgotPassword.loading());
  },
  play: async ({ canvas }) => {
    await choose(canvas, 'Summit42a');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save password/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

/** AUT402 (the mock refuses other tokens): the link expired; request a new one. */
export const LinkExpired: Story = {
  args: { token: 'expired-0123456789abcdef' },
  play: async ({ canvas }) => {
    await choose(canvas, 'Summit42a');
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(
      'This reset link has expired. Please request a new one.',
    );
    await expect(within(banner).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
  },
};

/** A link without its token: nothing to reset with; request a new link. */
export const MissingToken: Story = {
  args: { token: undefined },
  render: (args) => <ResetPassword {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This reset link is not complete/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function serverError(errorId: ErrorId, message: string): Story {
  return {
    beforeEach({ msw }) {
      msw.use(authHandlers.confirmForgotPassword.error(errorId));
    },
    play: async ({ canvas, args }) => {
      await choose(canvas, 'Summit42a');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      await expect(args.onSubmitted).not.toHaveBeenCalled();
    },
  };
}

/** AUT451: the new password is the current one. */
export const SameAsCurrentAUT451 = serverError(
  'AUT451',
  'Your new password must be different from your current password.',
);
/** AUT452: one of the previous passwords. */
export const SameAsPreviousAUT452 = serverError(
  'AUT452',
  'Your new password must be different from your previous passwords.',
);
/** FE872 from the service (its policy can be stricter than the form's). */
export const TooShortFE872 = {
  ...serverError('FE872', 'The password is too short'),
  parameters: { testViewport: 'lg' },
} satisfies Story;
