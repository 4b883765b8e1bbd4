import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#components/Button/index.ts';
import { DialogTrigger } from '#components/Dialog/index.ts';
import { findDialog } from '#components/test/overlay.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { identityHandlers, recordRequests, withBotCheck, withGuest } from '../test/stories.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';
import { ForgotPasswordDialog, ForgotPasswordPage } from './PasswordDialogs.tsx';

type Canvas = ReturnType<typeof within>;

async function requestLink(canvas: Canvas, email: string) {
  canvas.getByRole('textbox').focus();
  await userEvent.paste(email);
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Flows/Password/Forgot password',
  component: ForgotPassword,
  args: { onSubmitted: fn(), onDone: fn() },
  decorators: [withGuest],
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: (args) => <ForgotPasswordPage {...args} />,
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form; the email must be valid. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
    await requestLink(canvas, 'maya@example');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'Email is not valid',
      ),
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * The same answer whether or not the email has an account: the service answers 204 for
 * both, and the page says "if an account exists". The bot-check token goes along.
 */
export const LinkSent: Story = {
  decorators: [withBotCheck(createTestBotCheck('story-captcha'))],
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(LinkSent, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    const { recorder } = LinkSent as unknown as { recorder: ReturnType<typeof recordRequests> };
    await requestLink(canvas, 'nobody.here@example.com');
    const message = await canvas.findByText(/If an account exists for nobody.here@example.com/);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSubmitted).toHaveBeenCalledWith({ flow: 'forgotPassword' });
    await expect(recorder.to('/consumers-v3/consumer/resetpassword')[0]?.body).toEqual({
      email: 'nobody.here@example.com',
      captcha: 'story-captcha',
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.requestPasswordReset.loading());
  },
  play: async ({ canvas }) => {
    await requestLink(canvas, 'maya.alvarez@example.com');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send link/ })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

/** AUT403: the bot check refused the token. */
export const CaptchaFailed: Story = {
  decorators: [withBotCheck(createTestBotCheck('bot'))],
  beforeEach({ msw }) {
    msw.use(authHandlers.requestPasswordReset.error('AUT403', { appId: 'cairn-bot-check' }));
  },
  play: async ({ canvas, args }) => {
    await requestLink(canvas, 'maya.alvarez@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not verify that you are not a robot.',
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** API429: too many reset mails asked for from this address: wait, the email stays. */
export const TooManyRequests: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.requestPasswordReset.error('API429'));
  },
  play: async ({ canvas, args }) => {
    await requestLink(canvas, 'maya.alvarez@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(
      'maya.alvarez@example.com',
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** The forgot-password dialog on a phone, Tread, in French; back to sign-in asks for the step. */
export const DialogSmallTreadFrench: Story = {
  globals: { brand: 'tread', locale: 'fr-ca', viewport: { value: 'sm', isRotated: false } },
  args: { onNext: fn(), defaultEmail: 'maya.alvarez@example.com' },
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <ForgotPasswordDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await findDialog(canvasElement, 'Mot de passe oublié?');
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('textbox', { name: /Courriel/ })).toHaveValue(
      'maya.alvarez@example.com',
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Envoyer le lien' }));
    await expect(await inDialog.findByText(/Si un compte existe/)).toBeVisible();
    await userEvent.click(inDialog.getByRole('link', { name: 'Retour à la connexion' }));
    await expect(args.onNext).toHaveBeenCalledWith('signIn');
  },
};
