import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ErrorId } from '#api/contract/errors.ts';
import { Button } from '#components/Button/index.ts';
import { DialogTrigger } from '#components/Dialog/index.ts';
import { findDialog } from '#components/test/overlay.ts';
import { DEMO_PASSWORD } from '#demo/profiles/index.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import {
  guestSession,
  identityHandlers,
  recordRequests,
  withBotCheck,
  withGuest,
} from '../test/stories.tsx';
import { SignIn } from './SignIn.tsx';
import { SignInDialog, SignInPage } from './SignInDialog.tsx';

const MEMBER_EMAIL = 'maya.alvarez@example.com';

type Canvas = ReturnType<typeof within>;

async function fillAndSubmit(canvas: Canvas, email: string, password: string) {
  canvas.getByRole('textbox').focus();
  await userEvent.paste(email);
  canvas.getByLabelText(/^(Password|Mot de passe|Passwort)/, { selector: 'input' }).focus();
  await userEvent.paste(password);
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Flows/Sign in',
  component: SignIn,
  args: { onSubmitted: fn(), onDone: fn() },
  decorators: [withGuest],
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: (args) => <SignInPage {...args} />,
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page at rest: heading, fields and links, nothing typed, no field in error. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('');
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toBeValid();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en-us/sign-up',
    );
  },
};

/** By keyboard: email first; the empty form and an over-long email fail validation. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: /Email/ });
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    // Keyboard: email first, the submit button reached by Tab.
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    await expect(password).toHaveAccessibleDescription('This field is required');
    // Spec §9: sign-in email max 100.
    await userEvent.paste(`${'a'.repeat(95)}@example.com`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Value must not be longer than 100 characters'),
    );
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * PKCE sign-in: the challenge and bot-check token go to sign-in, the verifier and the
 * guest's basket, favorites and saved-for-later to the token exchange; then the profile
 * reloads, the success message shows and the submit event fires.
 */
export const Success: Story = {
  decorators: [withBotCheck(createTestBotCheck('story-captcha'))],
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(Success, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    const { recorder } = Success as unknown as { recorder: ReturnType<typeof recordRequests> };
    await fillAndSubmit(canvas, MEMBER_EMAIL, DEMO_PASSWORD);
    const message = await canvas.findByText('You are signed in.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSubmitted).toHaveBeenCalledWith({ flow: 'signIn' });
    await expect(args.onDone).toHaveBeenCalledOnce();

    const [signIn] = recorder.to('/consumers-v3/auth/signin');
    const signInBody = signIn?.body as Record<string, string>;
    await expect(signInBody).toMatchObject({
      username: MEMBER_EMAIL,
      password: DEMO_PASSWORD,
      captcha: 'story-captcha',
    });
    await expect(signInBody.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const exchange = recorder
      .to('/token/v2/auth/token')
      .find((r) => (r.body as { grantType: string }).grantType === 'authorization_code');
    await expect(exchange?.body).toMatchObject({
      basketId: guestSession.basketId,
      favoriteId: guestSession.favorites.favoriteId,
      saveForLaterId: guestSession.saveForLaterId,
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The profile reloads after the exchange.
    await expect(recorder.to('/consumers-v3/consumer', 'GET').length).toBeGreaterThan(0);
    await expect(signIn?.query.get('locale')).toBe('en-us');
  },
};

/** Submitting: the button keeps its name, shows it is busy and ignores more presses. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.signIn.loading());
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, MEMBER_EMAIL, DEMO_PASSWORD);
    const submit = canvas.getByRole('button', { name: /^Sign in/ });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

function errorStory(
  errorId: ErrorId,
  message: RegExp,
  links: string[],
  extra: Partial<Story> = {},
): Story {
  return {
    beforeEach({ msw }) {
      msw.use(authHandlers.signIn.error(errorId));
    },
    play: async ({ canvas, args }) => {
      await fillAndSubmit(canvas, MEMBER_EMAIL, 'Wrong-Password-1');
      const banner = await canvas.findByRole('alert');
      await expect(banner).toHaveTextContent(message);
      const inBanner = within(banner);
      for (const name of links) await expect(inBanner.getByRole('link', { name })).toBeVisible();
      await expect(inBanner.queryAllByRole('link')).toHaveLength(links.length);
      await expect(args.onSubmitted).not.toHaveBeenCalled();
    },
    ...extra,
  };
}

const wrong = /The email or password is incorrect\./;

/** AUT401 from the mock service itself: a wrong password. */
export const InvalidCredentialsAUT401: Story = {
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, MEMBER_EMAIL, 'Wrong-Password-1');
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(wrong);
    await expect(within(banner).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
  },
};
export const InvalidCredentialsAUT418 = errorStory('AUT418', wrong, ['Reset your password']);
export const InvalidCredentialsAUT437 = errorStory('AUT437', wrong, ['Reset your password']);
export const InvalidCredentialsAUT438 = errorStory('AUT438', wrong, ['Reset your password']);
export const LastAttemptAUT426 = errorStory('AUT426', /One attempt left/, ['Reset your password']);
export const UserLockedAUT423 = errorStory('AUT423', /Too many sign-in attempts/, [
  'Reset your password',
  'Contact us',
]);

/** AUT441 from the mock service: the demo account locked by customer service. */
export const AccountLockedAUT441: Story = {
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, 'locked.account@example.com', DEMO_PASSWORD);
    const banner = await canvas.findByRole('alert');
    await expect(within(banner).getByRole('link', { name: 'Nous joindre' })).toHaveAttribute(
      'href',
      '/fr-ca/help/contact-us',
    );
  },
};

/** AUT403: the bot check's token is refused (the test provider answers `bot`). */
export const CaptchaFailedAUT403: Story = {
  decorators: [withBotCheck(createTestBotCheck('bot'))],
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, MEMBER_EMAIL, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not verify that you are not a robot. Please try again.',
    );
  },
};

/** Spec §8: a token exchange failing with anything but 403 reads DUPLICATED_TOKEN. */
export const DuplicatedToken: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.getToken.error('AUT404'));
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, MEMBER_EMAIL, DEMO_PASSWORD);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('We could not sign you in. Please try again.');
    await expect(within(banner).getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * The sign-in dialog on a phone (a bottom sheet), Tread brand: the join-loyalty button and
 * the marketing section; no create-account link when new sign-up is off; the links ask the
 * storefront for the next step.
 */
export const DialogSmallTread: Story = {
  globals: { brand: 'tread', viewport: { value: 'sm', isRotated: false } },
  args: { allowNewSignUp: false, showJoinLoyalty: true, marketing: true, onNext: fn() },
  render: (args) => (
    <DialogTrigger>
      <Button>Open sign in</Button>
      <SignInDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open sign in' }));
    const dialog = await findDialog(canvasElement, 'Sign in');
    const inDialog = within(dialog);
    await expect(inDialog.queryByRole('link', { name: 'Create an account' })).toBeNull();
    const marketing = inDialog.getByRole('heading', { level: 3, name: 'Why create an account?' });
    // The sheet fades in (250 ms).
    await waitFor(() => expect(marketing).toBeVisible());
    await userEvent.click(inDialog.getByRole('button', { name: 'Join the loyalty program' }));
    await expect(args.onNext).toHaveBeenCalledWith('loyaltySignUp');
    await userEvent.click(inDialog.getByRole('link', { name: 'Forgot password?' }));
    await expect(args.onNext).toHaveBeenCalledWith('forgotPassword');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The page on a tablet, German, with the marketing section. */
export const PageMediumGerman: Story = {
  globals: { locale: 'de-de', viewport: { value: 'md', isRotated: false } },
  args: { marketing: true },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Warum ein Konto erstellen?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/de-de/sign-up',
    );
  },
};

/** Large screen, Tread: signed in even when the profile reload fails afterwards. */
export const PageLargeTread: Story = {
  globals: { brand: 'tread', viewport: { value: 'lg', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.error('GEN500'));
  },
  play: async ({ canvas, args }) => {
    await fillAndSubmit(canvas, MEMBER_EMAIL, DEMO_PASSWORD);
    await expect(await canvas.findByText('You are signed in.')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledOnce();
  },
};
