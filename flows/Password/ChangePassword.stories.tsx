import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ErrorId } from '#api/contract/errors.ts';
import { Button } from '#components/Button/index.ts';
import { DialogTrigger } from '#components/Dialog/index.ts';
import { findDialog } from '#components/test/overlay.ts';
import { DEMO_PASSWORD } from '#demo/profiles/index.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { identityHandlers, recordRequests } from '../test/stories.tsx';
import { ChangePassword } from './ChangePassword.tsx';
import { ChangePasswordDialog, ChangePasswordPage } from './PasswordDialogs.tsx';

type Canvas = ReturnType<typeof within>;

async function change(canvas: Canvas, current: string, next: string, confirm = next) {
  canvas.getByLabelText(/^Current password/, { selector: 'input' }).focus();
  await userEvent.paste(current);
  canvas.getByLabelText(/^New password/, { selector: 'input' }).focus();
  await userEvent.paste(next);
  canvas.getByLabelText(/^Confirm the new password/, { selector: 'input' }).focus();
  await userEvent.paste(confirm);
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Flows/Password/Change password',
  component: ChangePassword,
  args: { onSubmitted: fn(), onDone: fn() },
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: (args) => <ChangePasswordPage {...args} />,
} satisfies Meta<typeof ChangePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All three required; the new one must meet the requirements and be confirmed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await change(canvas, 'x', 'summit', 'summit');
    const next = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        expect.stringContaining('Password does not meet requirements.'),
      ),
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(Success, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    const { recorder } = Success as unknown as { recorder: ReturnType<typeof recordRequests> };
    await change(canvas, DEMO_PASSWORD, 'Summit42a');
    const message = await canvas.findByText('Your password has been changed.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSubmitted).toHaveBeenCalledWith({ flow: 'changePassword' });
    await expect(recorder.to('/consumers-v3/consumer/changepassword')[0]?.body).toEqual({
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Summit42a',
      confirmPassword: 'Summit42a',
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.changePassword.loading());
  },
  play: async ({ canvas }) => {
    await change(canvas, DEMO_PASSWORD, 'Summit42a');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Change password/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

/** AUT450 from the mock service: the current password is wrong. */
export const WrongCurrentAUT450: Story = {
  play: async ({ canvas, args }) => {
    await change(canvas, 'Not-The-Password-1', 'Summit42a');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect.',
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** AUT451 from the mock service: the new password is the current one. */
export const SameAsCurrentAUT451: Story = {
  play: async ({ canvas }) => {
    await change(canvas, DEMO_PASSWORD, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your new password must be different from your current password.',
    );
  },
};

function serverError(errorId: ErrorId, message: string, extra: Partial<Story> = {}): Story {
  return {
    beforeEach({ msw }) {
      msw.use(authHandlers.changePassword.error(errorId));
    },
    play: async ({ canvas, args }) => {
      await change(canvas, DEMO_PASSWORD, 'Summit42a');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      await expect(args.onSubmitted).not.toHaveBeenCalled();
    },
    ...extra,
  };
}

/** AUT452: one of the previous passwords (large screen, Tread). */
export const SameAsPreviousAUT452 = serverError(
  'AUT452',
  'Your new password must be different from your previous passwords.',
  { parameters: { testViewport: 'lg' } },
);
/** FE340 from the service: the passwords do not match. */
export const PasswordsDoNotMatchFE340 = serverError('FE340', 'The passwords do not match.');
/** FE872 from the service: too short for its policy (German, tablet). */
export const TooShortFE872 = serverError('FE872', 'The password is too short', {
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    canvas.getByLabelText(/^Aktuelles Passwort/, { selector: 'input' }).focus();
    await userEvent.paste(DEMO_PASSWORD);
    canvas.getByLabelText(/^Neues Passwort(?! bestätigen)/, { selector: 'input' }).focus();
    await userEvent.paste('Summit42a');
    canvas.getByLabelText(/^Neues Passwort bestätigen/, { selector: 'input' }).focus();
    await userEvent.paste('Summit42a');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Das Passwort ist zu kurz oder erfüllt die Anforderungen nicht.',
    );
  },
});

/** The dialog on a phone, Tread. */
export const DialogSmallTread: Story = {
  globals: { brand: 'tread', viewport: { value: 'sm', isRotated: false } },
  render: (args) => (
    <DialogTrigger>
      <Button>Change</Button>
      <ChangePasswordDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const dialog = await findDialog(canvasElement, 'Change password');
    await change(within(dialog), DEMO_PASSWORD, 'Summit42a');
    await expect(await within(dialog).findByText('Your password has been changed.')).toBeVisible();
  },
};
