import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ErrorId } from '#api/contract/errors.ts';
import { Button } from '#components/Button/index.ts';
import { DialogTrigger } from '#components/Dialog/index.ts';
import { findDialog } from '#components/test/overlay.ts';
import { DEMO_PASSWORD } from '#demo/profiles/index.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { mockPath } from '#mocks/handlers/http.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import {
  guestSession,
  identityHandlers,
  memberAccount,
  recordRequests,
  screenOf,
  withBotCheck,
  withGuest,
} from '../test/stories.tsx';
import { SignInDialog, SignInPage } from './SignInDialog.tsx';

/** The demo member: the lookup finds an account for it. */
const MEMBER_EMAIL = memberAccount.profile.consumerDetails.email;
/** No demo account has it: the lookup finds none. */
const NEW_EMAIL = 'new.shopper@example.com';
const LOOKUP = '/consumers-v3/consumer/lookup';

type Canvas = ReturnType<typeof within>;
type Recorder = ReturnType<typeof recordRequests>;

const emailField = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: /^(Email|Courriel|E-Mail)/ });
const passwordField = (canvas: Canvas) =>
  canvas.getByLabelText(/^(Password|Mot de passe|Passwort)/, { selector: 'input' });

/** The words a step change says to screen readers (the flow's polite live region). */
async function expectAnnounced(canvas: Canvas, text: string | RegExp) {
  await waitFor(() => {
    const region = canvas
      .getAllByRole('status')
      .find((node: HTMLElement) => node.getAttribute('aria-live') !== 'off' && node.textContent);
    expect(region).toHaveTextContent(text);
  });
}

/**
 * react-aria announces a focused button going busy by a reference to it, its first message
 * in a page 100 ms late; the kit's Button drops such messages up to 150 ms after it goes
 * away (components/Button). A step change takes the pressed button away: let those timers
 * run, so the story does not end (and axe look) while a message points at nothing.
 */
async function announcementsSettled() {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await waitFor(() => {
    const ids = [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')]
      .flatMap((message) => (message.getAttribute('aria-labelledby') ?? '').split(/\s+/))
      .filter((id) => id && !document.getElementById(id));
    expect(ids).toEqual([]);
  });
}

/** Step 1: the email alone, Enter. */
async function lookUp(canvas: Canvas, email: string) {
  const field = emailField(canvas);
  await userEvent.clear(field);
  field.focus();
  await userEvent.paste(email);
  await userEvent.keyboard('{Enter}');
}

/** The lookup found the account: the sign-in step, its password field focused. */
async function toPasswordStep(canvas: Canvas, email = MEMBER_EMAIL) {
  await lookUp(canvas, email);
  const password = await canvas.findByLabelText(/^(Password|Mot de passe|Passwort)/, {
    selector: 'input',
  });
  await waitFor(() => expect(password).toHaveFocus());
  return password;
}

async function typePasswordAndSubmit(canvas: Canvas, password: string) {
  passwordField(canvas).focus();
  await userEvent.paste(password);
  await userEvent.keyboard('{Enter}');
}

/** Records the story's requests for its play function (`recorderOf(story)`). */
function recording(story: () => object) {
  return ({ msw }: { msw: Parameters<typeof recordRequests>[0] }) => {
    const recorder = recordRequests(msw);
    Object.assign(story(), { recorder });
    return recorder.stop;
  };
}
const recorderOf = (story: object) => (story as { recorder: Recorder }).recorder;

const meta = {
  title: 'Flows/Sign in',
  component: SignInPage,
  tags: ['autodocs'],
  args: { onSubmitted: fn(), onDone: fn() },
  decorators: [withGuest],
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: (args) => <SignInPage {...args} />,
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The lookup step at rest: the email alone, Continue, the link to the sign-up page (also
 * when the page hands other steps to the storefront: `onNext`).
 */
export const Default: Story = {
  args: { onNext: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(
      canvas.getByText('Enter your email to sign in or create an account.'),
    ).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('');
    await expect(emailField(canvas)).toBeValid();
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    // On a page, creating an account is the sign-up page (its query, interests, welcome).
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en-us/sign-up',
    );
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** By keyboard: the email first; empty, over-long and malformed emails are never looked up. */
export const Validation: Story = {
  beforeEach: recording(() => Validation),
  play: async ({ canvas, args }) => {
    const email = emailField(canvas);
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required'));
    // Spec §9: sign-in email max 100.
    await userEvent.paste(`${'a'.repeat(95)}@example.com`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Value must not be longer than 100 characters'),
    );
    await userEvent.clear(email);
    await userEvent.paste('maya.alvarez');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is not valid'));
    await expect(email).toHaveFocus();
    await expect(recorderOf(Validation).to(LOOKUP, 'GET')).toHaveLength(0);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * Lookup → known → sign-in: the lookup asks for the email; the sign-in step shows it with
 * a way back, focuses the password and says so. PKCE sign-in: the challenge and bot-check
 * token go to sign-in, the verifier and the guest's basket, favorites and saved-for-later to
 * the token exchange; then the profile reloads, the success message shows and the submit
 * event fires.
 */
export const LookupKnownSignsIn: Story = {
  decorators: [withBotCheck(createTestBotCheck('story-captcha'))],
  beforeEach: recording(() => LookupKnownSignsIn),
  play: async ({ canvas, args }) => {
    const recorder = recorderOf(LookupKnownSignsIn);
    await toPasswordStep(canvas);
    const [lookup] = recorder.to(LOOKUP, 'GET');
    await expect(lookup?.query.get('email')).toBe(MEMBER_EMAIL);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText(/^Signing in as/)).toHaveTextContent(
      `Signing in as ${MEMBER_EMAIL}`,
    );
    await expect(canvas.getByRole('button', { name: 'Change email' })).toBeVisible();
    // Not asked again: no email field, only the password managers' username.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expectAnnounced(
      canvas,
      `Welcome back. Enter your password to sign in as ${MEMBER_EMAIL}.`,
    );
    await userEvent.paste(DEMO_PASSWORD);
    await userEvent.keyboard('{Enter}');
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

/**
 * Lookup → unknown → sign-up: the same page becomes the sign-up step, the email filled in,
 * focus at the first field to fill; "Change email" goes back to the lookup with it.
 */
export const LookupUnknownSignsUp: Story = {
  play: async ({ canvas, args }) => {
    await lookUp(canvas, NEW_EMAIL);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^There is no account for/, { selector: 'p' })).toHaveTextContent(
      `There is no account for ${NEW_EMAIL} yet. Create one below.`,
    );
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(NEW_EMAIL);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveFocus());
    await expectAnnounced(canvas, `There is no account for ${NEW_EMAIL} yet. Create an account.`);
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
    // The way back: the lookup, with the email to correct.
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await expect(emailField(canvas)).toHaveValue(NEW_EMAIL);
    await expectAnnounced(canvas, 'Sign in. Enter your email.');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** The new account signs in as the demo member (the mock service keeps no accounts). */
const signInTheNewAccount = authHandlers.signIn.with(({ body }) => ({
  authorizationCode: `mockcode.${memberAccount.profile.consumerId}.${body.codeChallenge}`,
}));

/**
 * Lookup → unknown → the account made at the sign-up step (a short configured form): the
 * email looked up is the one signed up, then the account-created message, the submit event
 * and done.
 */
export const LookupUnknownCreatesAccount: Story = {
  args: { signUp: { fields: ['firstName', 'lastName', 'email', 'password', 'policy'] } },
  beforeEach(context) {
    context.msw.use(signInTheNewAccount);
    return recording(() => LookupUnknownCreatesAccount)(context);
  },
  play: async ({ canvas, args }) => {
    await lookUp(canvas, NEW_EMAIL);
    const firstName = await canvas.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    await userEvent.keyboard('Robin');
    canvas.getByRole('textbox', { name: /^Last name/ }).focus();
    await userEvent.keyboard('Hale');
    canvas.getByLabelText(/^Password/, { selector: 'input' }).focus();
    await userEvent.paste('Summit42a');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Your account has been created.')).toBeVisible();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(args.onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({ flow: 'signUp' }),
    );
    const [signUp] = recorderOf(LookupUnknownCreatesAccount).to('/consumers-v3/auth/signup');
    await expect(signUp?.body).toMatchObject({ email: NEW_EMAIL, firstName: 'Robin' });
  },
};

/** Change email: from the sign-in step back to the lookup, then another email (none: sign-up). */
export const ChangeEmail: Story = {
  play: async ({ canvas }) => {
    await toPasswordStep(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    const email = emailField(canvas);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue(MEMBER_EMAIL);
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await lookUp(canvas, NEW_EMAIL);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(NEW_EMAIL);
  },
};

/**
 * Keyboard only: Tab to the email, type, Enter; the password has the focus; Shift+Tab to
 * "Change email" and back; then Enter signs in.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(emailField(canvas)).toHaveFocus();
    await userEvent.keyboard(`${MEMBER_EMAIL}{Enter}`);
    const password = await canvas.findByLabelText(/^Password/, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Change email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus(),
    );
    await userEvent.keyboard(`${DEMO_PASSWORD}{Enter}`);
    await expect(await canvas.findByText('You are signed in.')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith({ flow: 'signIn' });
  },
};

/**
 * API429: too many lookups from this address. The banner says it in the catalogue's words;
 * the email stays, the step too.
 */
export const LookupTooManyAPI429: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.lookupConsumer.error('API429'));
  },
  play: async ({ canvas }) => {
    await lookUp(canvas, MEMBER_EMAIL);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    await expect(within(banner).queryAllByRole('link')).toHaveLength(0);
    await expect(emailField(canvas)).toHaveValue(MEMBER_EMAIL);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/**
 * AUT423, what the service answers past its lookups per address (server/consumer): the
 * catalogue's words and links; "Reset your password" is the forgot-password step, with the
 * email, and its way back is the lookup.
 */
export const LookupTooManyAUT423: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.lookupConsumer.error('AUT423'));
  },
  play: async ({ canvas }) => {
    await lookUp(canvas, MEMBER_EMAIL);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(
      'Too many sign-in attempts. Please wait a few minutes or reset your password.',
    );
    await expect(within(banner).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    await userEvent.click(within(banner).getByRole('link', { name: 'Reset your password' }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(emailField(canvas)).toHaveValue(MEMBER_EMAIL);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to sign in' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(emailField(canvas)).toHaveValue(MEMBER_EMAIL);
  },
};

/** A network failure: the general error, the email kept; Continue again goes on. */
export const LookupNetworkFailure: Story = {
  beforeEach({ msw }) {
    let failed = false;
    msw.use(
      http.get(mockPath(consumerHandlers.lookupConsumer.route), () => {
        if (failed) return undefined; // the happy path's answer
        failed = true;
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvas }) => {
    await lookUp(canvas, MEMBER_EMAIL);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Something went wrong. Please try again.');
    await expect(emailField(canvas)).toHaveValue(MEMBER_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await announcementsSettled();
  },
};

/** AUT453 from the service: the email's format, said at the field. */
export const LookupInvalidEmailAUT453: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.lookupConsumer.error('AUT453'));
  },
  play: async ({ canvas }) => {
    await lookUp(canvas, MEMBER_EMAIL);
    const email = emailField(canvas);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email format is not valid.'),
    );
    await expect(email).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Looking up: Continue keeps its name, shows it is busy, and the step stays. */
export const LookupLoading: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.lookupConsumer.loading());
  },
  play: async ({ canvas }) => {
    await lookUp(canvas, MEMBER_EMAIL);
    const submit = canvas.getByRole('button', { name: /^Continue/ });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
  },
};

/** Spec §6 allowNewSignUp off: an email without an account has no step to go to; said at the field. */
export const LookupUnknownWithSignUpOff: Story = {
  args: { allowNewSignUp: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Create an account' })).toBeNull();
    await lookUp(canvas, NEW_EMAIL);
    const email = emailField(canvas);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('There is no account with this email.'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

/** A caller that knows the email (`defaultEmail`): the sign-in step at once, no lookup. */
export const SkipLookupWithDefaultEmail: Story = {
  args: { defaultEmail: MEMBER_EMAIL },
  beforeEach: recording(() => SkipLookupWithDefaultEmail),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^Signing in as/)).toHaveTextContent(
      `Signing in as ${MEMBER_EMAIL}`,
    );
    await typePasswordAndSubmit(canvas, DEMO_PASSWORD);
    await expect(await canvas.findByText('You are signed in.')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledOnce();
    await expect(recorderOf(SkipLookupWithDefaultEmail).to(LOOKUP, 'GET')).toHaveLength(0);
    await expect(
      recorderOf(SkipLookupWithDefaultEmail).to('/consumers-v3/auth/signin')[0]?.body,
    ).toMatchObject({ username: MEMBER_EMAIL });
  },
};

/**
 * Forgot password, a step of the flow: the email carried over, the link asked for, then
 * "Back to sign in" is the sign-in step again with its email.
 */
export const ForgotPasswordStep: Story = {
  beforeEach: recording(() => ForgotPasswordStep),
  play: async ({ canvas, args }) => {
    await toPasswordStep(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    const email = emailField(canvas);
    await expect(email).toHaveValue(MEMBER_EMAIL);
    await waitFor(() => expect(email).toHaveFocus());
    await expectAnnounced(
      canvas,
      'Forgot your password? Enter your email to get a link to reset it.',
    );
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(/we have sent it a link to reset the password/),
    ).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith({ flow: 'forgotPassword' });
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(
      recorderOf(ForgotPasswordStep).to('/consumers-v3/consumer/resetpassword')[0]?.body,
    ).toMatchObject({ email: MEMBER_EMAIL });
    await userEvent.click(canvas.getByRole('link', { name: 'Back to sign in' }));
    await expect(canvas.getByText(/^Signing in as/)).toHaveTextContent(MEMBER_EMAIL);
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus(),
    );
  },
};

/** Submitting the password: the button keeps its name, shows it is busy and ignores more presses. */
export const Loading: Story = {
  args: { defaultEmail: MEMBER_EMAIL },
  beforeEach({ msw }) {
    msw.use(authHandlers.signIn.loading());
  },
  play: async ({ canvas, args }) => {
    await typePasswordAndSubmit(canvas, DEMO_PASSWORD);
    const submit = canvas.getByRole('button', { name: /^Sign in/ });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** A sign-in error of the catalogue, at the sign-in step (started with the email known). */
function errorStory(errorId: ErrorId, message: RegExp, links: string[]): Story {
  return {
    args: { defaultEmail: MEMBER_EMAIL },
    beforeEach({ msw }) {
      msw.use(authHandlers.signIn.error(errorId));
    },
    play: async ({ canvas, args }) => {
      await typePasswordAndSubmit(canvas, 'Wrong-Password-1');
      const banner = await canvas.findByRole('alert');
      await expect(banner).toHaveTextContent(message);
      const inBanner = within(banner);
      for (const name of links) await expect(inBanner.getByRole('link', { name })).toBeVisible();
      await expect(inBanner.queryAllByRole('link')).toHaveLength(links.length);
      await expect(args.onSubmitted).not.toHaveBeenCalled();
    },
  };
}

const wrong = /The email or password is incorrect\./;

/**
 * AUT401 from the mock service itself: a wrong password after the lookup. The banner's
 * "Reset your password" is the forgot-password step with the email.
 */
export const InvalidCredentialsAUT401: Story = {
  play: async ({ canvas }) => {
    await toPasswordStep(canvas);
    await typePasswordAndSubmit(canvas, 'Wrong-Password-1');
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent(wrong);
    await userEvent.click(within(banner).getByRole('link', { name: 'Reset your password' }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(emailField(canvas)).toHaveValue(MEMBER_EMAIL);
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

/** AUT441 from the mock service: the demo account locked by customer service, after the lookup. */
export const AccountLockedAUT441: Story = {
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await toPasswordStep(canvas, 'locked.account@example.com');
    await typePasswordAndSubmit(canvas, DEMO_PASSWORD);
    const banner = await canvas.findByRole('alert');
    await expect(within(banner).getByRole('link', { name: 'Nous joindre' })).toHaveAttribute(
      'href',
      '/fr-ca/help/contact-us',
    );
  },
};

/** AUT403: the bot check's token is refused (the test provider answers `bot`). */
export const CaptchaFailedAUT403: Story = {
  args: { defaultEmail: MEMBER_EMAIL },
  decorators: [withBotCheck(createTestBotCheck('bot'))],
  play: async ({ canvas }) => {
    await typePasswordAndSubmit(canvas, DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not verify that you are not a robot. Please try again.',
    );
  },
};

/** Spec §8: a token exchange failing with anything but 403 reads DUPLICATED_TOKEN. */
export const DuplicatedToken: Story = {
  args: { defaultEmail: MEMBER_EMAIL },
  beforeEach({ msw }) {
    msw.use(authHandlers.getToken.error('AUT404'));
  },
  play: async ({ canvas, args }) => {
    await typePasswordAndSubmit(canvas, DEMO_PASSWORD);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('We could not sign you in. Please try again.');
    await expect(within(banner).getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * The sign-in dialog on a phone (a bottom sheet), Tread brand: the join-loyalty button and
 * the marketing section at the lookup; no create-account link when new sign-up is off.
 * Forgot password is a step of the same dialog, named by it.
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
    // Joining the loyalty program is the dialog's own step: the loyalty sign-up, with its
    // terms; "Sign in" there leads back to the lookup.
    await userEvent.click(inDialog.getByRole('button', { name: 'Join the loyalty program' }));
    const loyalty = within(await findDialog(canvasElement, 'Join the loyalty program'));
    await expect(loyalty.getByRole('checkbox', { name: /loyalty/i })).toBeInTheDocument();
    await expect(args.onNext).not.toHaveBeenCalledWith('loyaltySignUp');
    await userEvent.click(loyalty.getByRole('link', { name: 'Sign in' }));
    await findDialog(canvasElement, 'Sign in');
    await toPasswordStep(inDialog);
    await userEvent.click(inDialog.getByRole('link', { name: 'Forgot password?' }));
    const forgot = await findDialog(canvasElement, 'Forgot your password?');
    await expect(emailField(within(forgot))).toHaveValue(MEMBER_EMAIL);
    await expect(args.onNext).not.toHaveBeenCalledWith('forgotPassword');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * The dialog, lookup → unknown: the sign-up step in the same dialog (named by it), the email
 * filled in; "Create an account" at the sign-in step is that step too. Closed and opened
 * again, the flow starts over at the lookup.
 */
export const DialogUnknownEmailSignsUp: Story = {
  parameters: { testViewport: 'md' },
  render: (args) => (
    <DialogTrigger>
      <Button>Open sign in</Button>
      <SignInDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open sign in' }));
    const dialog = await findDialog(canvasElement, 'Sign in');
    await lookUp(within(dialog), NEW_EMAIL);
    const signUp = await findDialog(canvasElement, 'Create an account');
    const inSignUp = within(signUp);
    await expect(inSignUp.getByRole('textbox', { name: /^Email/ })).toHaveValue(NEW_EMAIL);
    await waitFor(() =>
      expect(inSignUp.getByRole('textbox', { name: /^First name/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    const page = screenOf(canvasElement);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Open sign in' }));
    const again = within(await findDialog(canvasElement, 'Sign in'));
    await expect(emailField(again)).toHaveValue('');
    // The sign-in step's "Create an account": the sign-up step, nothing filled in.
    await toPasswordStep(again);
    await userEvent.click(again.getByRole('link', { name: 'Create an account' }));
    const direct = within(await findDialog(canvasElement, 'Create an account'));
    await expect(direct.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await expect(direct.queryByRole('button', { name: 'Change email' })).toBeNull();
  },
};

/** The dialog with the email known (`defaultEmail`): the sign-in step, the password focused. */
export const DialogWithKnownEmail: Story = {
  parameters: { testViewport: 'md' },
  args: { defaultEmail: MEMBER_EMAIL },
  render: (args) => (
    <DialogTrigger>
      <Button>Open sign in</Button>
      <SignInDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open sign in' }));
    const dialog = within(await findDialog(canvasElement, 'Sign in'));
    await expect(dialog.getByText(/^Signing in as/)).toHaveTextContent(MEMBER_EMAIL);
    await waitFor(() =>
      expect(dialog.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus(),
    );
    // "Change email": the lookup, with the email to change.
    await userEvent.click(dialog.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(emailField(dialog)).toHaveFocus());
    await expect(emailField(dialog)).toHaveValue(MEMBER_EMAIL);
  },
};

/** German, on a tablet: the lookup, then the sign-in step in German. */
export const PageMediumGerman: Story = {
  globals: { locale: 'de-de', viewport: { value: 'md', isRotated: false } },
  args: { marketing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Warum ein Konto erstellen?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/de-de/sign-up',
    );
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await toPasswordStep(canvas);
    await expect(canvas.getByText(/^Anmeldung als/)).toHaveTextContent(
      `Anmeldung als ${MEMBER_EMAIL}`,
    );
    await expect(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' })).toBeVisible();
    await expectAnnounced(
      canvas,
      `Willkommen zurück. Geben Sie Ihr Passwort ein, um sich als ${MEMBER_EMAIL} anzumelden.`,
    );
  },
};

/** French (France): the lookup finds no account, the sign-up step in French. */
export const PageFrenchUnknownEmail: Story = {
  globals: { locale: 'fr-fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await lookUp(canvas, NEW_EMAIL);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Créer un compte' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Aucun compte n’existe encore pour/, { selector: 'p' }),
    ).toHaveTextContent(`Aucun compte n’existe encore pour ${NEW_EMAIL}. Créez-en un ci-dessous.`);
    await expect(canvas.getByRole('button', { name: 'Modifier le courriel' })).toBeVisible();
    await expectAnnounced(
      canvas,
      `Aucun compte n’existe encore pour ${NEW_EMAIL}. Créez un compte.`,
    );
  },
};

/** Large screen, Tread: lookup and sign-in; signed in even when the profile reload fails afterwards. */
export const PageLargeTread: Story = {
  globals: { brand: 'tread', viewport: { value: 'lg', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.error('GEN500'));
  },
  play: async ({ canvas, args }) => {
    await toPasswordStep(canvas);
    await typePasswordAndSubmit(canvas, DEMO_PASSWORD);
    await expect(await canvas.findByText('You are signed in.')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledOnce();
  },
};
