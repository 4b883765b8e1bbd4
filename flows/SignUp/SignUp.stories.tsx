import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sandboxToken } from '#api/contract/botCheck.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import { getLoyaltyToken } from '#api/contract/loyalty.ts';
import { Button } from '#components/Button/index.ts';
import { DialogTrigger } from '#components/Dialog/index.ts';
import { findDialog } from '#components/test/overlay.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { mockRoute } from '#mocks/handlers/http.ts';
import { createSandboxBotCheck } from '#shopper/session/index.ts';
import { identityHandlers, recordRequests, withBotCheck, withGuest } from '../test/stories.tsx';
import type { SignUpQuery } from './SignUp.schema.ts';
import { SignUp } from './SignUp.tsx';
import { SignUpDialog, SignUpPage } from './SignUpDialog.tsx';

type Canvas = ReturnType<typeof within>;

const PASSWORD = 'Summit42a';
const robin = demoAccount('profileOnly').profile;
const maya = demoAccount('loyalty').profile;

/** The sign-up link of an existing profile (prefill) with every query parameter. */
const fullQuery: SignUpQuery = {
  consumerId: robin.consumerId,
  // A mailed link's token (the mocks take any of its form; the service checks it).
  token: '1900000000.mock-link-signature-0123456789',
  email: robin.consumerDetails.email,
  storeNum: '0420',
  enrollment_marketing_source: 'spring-trail',
  leadSource: 'in-store',
  referral_code: 'FRIEND-42',
};

/** The profile retrieveUserData answers: names, phone, postal code and birth date. */
function prefillWith(details: Partial<typeof robin.consumerDetails> = {}) {
  return consumerHandlers.retrieveUserData.reply({
    consumerDetails: {
      ...robin.consumerDetails,
      phone: '3035550123',
      phoneCode: 'US',
      birthDate: '1990-04-02',
      ...details,
    },
    enrollments: [],
  });
}

/** The new account signs in as a demo member (the mock keeps no accounts). */
const autoSignIn = authHandlers.signIn.with(({ body }) => ({
  authorizationCode: `mockcode.${maya.consumerId}.${body.codeChallenge}`,
}));

const loyaltyToken = mockRoute(getLoyaltyToken, () => ({
  loyaltyToken: 'loyalty-token-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
})).ok();

/**
 * A short configured form for the error stories (spec §2: the configuration lists the
 * fields): less to render and to check, the same behaviour.
 */
const shortForm = ['firstName', 'lastName', 'email', 'password', 'phone', 'policy'] as const;

/** The prefilled form still needs a password and the privacy policy box. */
async function completeAndSubmit(canvas: Canvas) {
  const password = await canvas.findByLabelText(/^Password/, { selector: 'input' });
  password.focus();
  await userEvent.paste(PASSWORD);
  await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Flows/Sign up',
  component: SignUp,
  args: { onSubmitted: fn(), onNext: fn(), onDone: fn(), today: '2026-06-01' },
  decorators: [withGuest],
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: (args) => <SignUpPage {...args} />,
} satisfies Meta<typeof SignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard form, en-us: fields in the configured order, SMS opt-in, no gender. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    const labels = [...canvasElement.querySelectorAll('form label')].map((l) =>
      l.textContent?.replace('*', '').trim(),
    );
    await expect(labels.slice(0, 4)).toEqual(['First name', 'Last name', 'Email', 'Password']);
    await expect(canvas.queryByText('Gender')).toBeNull();
    // The SMS box waits for a valid phone.
    const sms = canvas.getByRole('checkbox', { name: 'Text me offers and updates' });
    await expect(sms).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en-us/privacy',
    );
    // At rest: nothing in error.
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeValid();
    await expect(canvas.getByRole('checkbox', { name: /privacy policy/ })).toBeValid();
  },
};

/** With onNext the already-a-member link asks the storefront for the sign-in step. */
export const SignInLink: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }));
    await expect(args.onNext).toHaveBeenCalledWith('signIn');
  },
};

/** The empty form sent by keyboard: the first field in error takes the focus. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Create account' }).focus();
    await userEvent.keyboard('{Enter}');
    const firstName = canvas.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('checkbox', { name: /privacy policy/ })).toBeInvalid();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * The whole success path from a sign-up link: prefill, a changed phone (the old SMS
 * recipient is opted out first), SMS terms accepted, the request of spec §3 with the
 * `source` header, automatic sign-in, loyalty token with the referral code, profile reload,
 * account-created message, submit event, then the interests dialog.
 */
export const SuccessFromLink: Story = {
  args: { query: fullQuery, interests: { collect: true, dependOnNewsletter: true } },
  beforeEach({ msw }) {
    msw.use(prefillWith(), autoSignIn, loyaltyToken);
    const recorder = recordRequests(msw);
    Object.assign(SuccessFromLink, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    const { recorder } = SuccessFromLink as unknown as {
      recorder: ReturnType<typeof recordRequests>;
    };
    const firstName = await canvas.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveValue('Robin'));
    const phone = canvas.getByRole('textbox', { name: /Mobile phone/ });
    await expect(phone).toHaveValue('(303) 555 - 0123');
    await userEvent.clear(phone);
    await userEvent.paste('3035550177');

    // SMS opt-in: tick, read the terms, accept.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Text me offers and updates' }));
    await expect(canvas.getByRole('heading', { name: 'SMS terms' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I accept' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You accepted the SMS terms.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email me news and offers' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms of use/ }));
    await completeAndSubmit(canvas);

    await expect(await canvas.findByText('Your account has been created.')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      flow: 'signUp',
      detail: { variant: 'standard', loyalty: false, newsletter: true, sms: true },
    });
    await expect(args.onNext).toHaveBeenCalledWith('interests');
    await expect(args.onDone).not.toHaveBeenCalled();

    const [signUp] = recorder.to('/consumers-v3/auth/signup');
    await expect(signUp?.body).toEqual({
      firstName: 'Robin',
      lastName: 'Newsletter',
      email: 'robin.newsletter@example.com',
      password: PASSWORD,
      phone: '3035550177',
      phoneCode: 'US',
      postalCode: '10001',
      birthDate: '1990-04-02',
      isTermsConfirmed: true,
      isTemporaryPassword: true,
      subscriptions: {
        newsletterConsent: true,
        loyaltyConsent: false,
        smsNotificationConsent: true,
      },
      source: { store: '0420', acquisitionType: 'Registered', campaignName: 'spring-trail' },
      recaptcha_response: sandboxToken('register'),
    });
    await expect(signUp?.headers.get('source')).toBe('in-store');
    // The previous SMS recipient was opted out before the sign-up.
    const [optOut] = recorder.to('/consumers-v3/consumer/subscription');
    await expect(optOut?.body).toEqual({
      subscriptions: [
        {
          type: 'Newsletter',
          channel: 'sms',
          recipient: '3035550123',
          optin: false,
          country: 'US',
          region: 'NA',
        },
      ],
    });
    await expect(recorder.requests.indexOf(optOut as never)).toBeLessThan(
      recorder.requests.indexOf(signUp as never),
    );
    // Automatic sign-in, then the loyalty token for the referral code.
    await expect(recorder.to('/consumers-v3/auth/signin')[0]?.body).toMatchObject({
      username: 'robin.newsletter@example.com',
      password: PASSWORD,
    });
    const [token] = recorder.to('/consumers-v3/consumer/loyalty/token');
    await expect(token?.body).toEqual({ usid: expect.any(String), referralCode: 'FRIEND-42' });
    await expect(recorder.to('/consumers-v3/consumer', 'GET').length).toBeGreaterThan(0);
  },
};

let initialRequests: ReturnType<typeof recordRequests>;

/**
 * Filled in ahead by the page (a guest's order confirmation): the fields on the form start
 * with the given values and may be changed; a value given for a field the form does not
 * show (the postal code here) is not sent.
 */
export const InitialValues: Story = {
  args: {
    fields: ['firstName', 'lastName', 'email', 'password', 'policy'],
    initialValues: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      postalCode: '80202',
    },
  },
  beforeEach({ msw }) {
    msw.use(autoSignIn);
    initialRequests = recordRequests(msw);
    return initialRequests.stop;
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    await expect(canvas.queryByRole('textbox', { name: /Postal code/ })).toBeNull();
    const lastName = canvas.getByRole('textbox', { name: /Last name/ });
    await expect(lastName).toHaveValue('Lovelace');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'King');
    await completeAndSubmit(canvas);
    await expect(await canvas.findByText('Your account has been created.')).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledOnce();
    const [signUp] = initialRequests.to('/consumers-v3/auth/signup');
    await expect(signUp?.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      email: 'ada@example.com',
    });
    await expect(signUp?.body).not.toHaveProperty('postalCode');
    // No leadSource on the page: the spec's source code (§9).
    await expect(signUp?.headers.get('source')).toBe('ECOM15');
  },
};

/** Submitting: the button shows it is busy. */
export const Loading: Story = {
  args: { query: fullQuery, fields: shortForm },
  beforeEach({ msw }) {
    msw.use(prefillWith(), authHandlers.signUp.loading());
  },
  play: async ({ canvas }) => {
    await completeAndSubmit(canvas);
    const submit = canvas.getByRole('button', { name: /^Create account/ });
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
  },
};

function fieldErrorStory(errorId: ErrorId, field: RegExp, message: string): Story {
  return {
    args: { query: fullQuery, fields: shortForm },
    beforeEach({ msw }) {
      msw.use(prefillWith(), authHandlers.signUp.error(errorId));
    },
    play: async ({ canvas, args }) => {
      await completeAndSubmit(canvas);
      const input = canvas.getByRole('textbox', { name: field });
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      await expect(input).toHaveFocus();
      await expect(input).toBeInvalid();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(args.onSubmitted).not.toHaveBeenCalled();
    },
  };
}

/** LOGIN_IN_USE (PRO400) marks the email. */
export const LoginInUse = fieldErrorStory(
  'PRO400',
  /Email/,
  'An account with this email already exists.',
);
/** LOGIN_IN_USE2 (AUT439) marks the email. */
export const LoginInUse2 = fieldErrorStory('AUT439', /Email/, 'This email is already in use.');
/** PHONE_NUMBER_ALREADY_IN_USE (AUT444) marks the phone. */
export const PhoneInUse = fieldErrorStory(
  'AUT444',
  /Mobile phone/,
  'This phone number is already in use.',
);
/** PHONE_NUMBER_ALREADY_IN_USE2 (AUT442) marks the phone. */
export const PhoneInUse2 = fieldErrorStory(
  'AUT442',
  /Mobile phone/,
  'This phone number is already linked to another account.',
);

/** MISSING_BIRTHDATE (PRO411): the birth date becomes required and the form validates again. */
export const MissingBirthDate: Story = {
  args: { query: fullQuery, fields: [...shortForm, 'birthDate'] },
  beforeEach({ msw }) {
    msw.use(prefillWith({ birthDate: null }), authHandlers.signUp.error('PRO411'));
  },
  play: async ({ canvas }) => {
    const birthDate = await canvas.findByRole('group', { name: /Date of birth/ });
    await expect(birthDate).not.toHaveAccessibleDescription(/required/);
    await completeAndSubmit(canvas);
    await waitFor(() =>
      expect(birthDate).toHaveAccessibleDescription(
        expect.stringContaining('This field is required'),
      ),
    );
    await waitFor(() => expect(birthDate.contains(document.activeElement)).toBe(true));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

function bannerStory(errorId: ErrorId, message: string, extra: Partial<Story> = {}): Story {
  return {
    args: { query: fullQuery, fields: shortForm },
    beforeEach({ msw }) {
      msw.use(prefillWith(), authHandlers.signUp.error(errorId));
    },
    play: async ({ canvas, args }) => {
      await completeAndSubmit(canvas);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      await expect(args.onSubmitted).not.toHaveBeenCalled();
    },
    ...extra,
  };
}

/** Other errors go to the banner: under the minimum age (PRO410) … */
export const InvalidAge = bannerStory('PRO410', 'You do not meet the minimum age.');
/** … the bot check (AUT403) … */
export const CaptchaFailed = bannerStory(
  'AUT403',
  'We could not verify that you are not a robot. Please try again.',
);
const challengeRecorders = new WeakMap<object, ReturnType<typeof recordRequests>>();

/**
 * Spec §8 with the sandbox's challenge site key: the sign-up is refused (AUT403 with the
 * appId), the banner offers "Confirm you are not a robot", and confirming sends the form
 * again: the account is made and the automatic sign-in passes (the shopper has confirmed).
 */
export const BotChallengeConfirmed: Story = {
  args: { query: fullQuery, fields: shortForm },
  decorators: [withBotCheck(() => createSandboxBotCheck('sandbox-challenge'))],
  beforeEach({ msw }) {
    msw.use(prefillWith(), autoSignIn);
    const recorder = recordRequests(msw);
    challengeRecorders.set(BotChallengeConfirmed, recorder);
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    await completeAndSubmit(canvas);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('We could not verify that you are not a robot.');
    await userEvent.click(
      within(banner).getByRole('button', { name: 'Confirm you are not a robot' }),
    );
    await expect(await canvas.findByText('Your account has been created.')).toBeVisible();
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledOnce());
    const recorder = challengeRecorders.get(BotChallengeConfirmed);
    const tokens = (path: string, field: string) =>
      recorder?.to(path).map((request) => (request.body as Record<string, unknown>)[field]);
    await expect(tokens('/consumers-v3/auth/signup', 'recaptcha_response')).toEqual([
      'bot',
      sandboxToken('register', true),
    ]);
    await expect(tokens('/consumers-v3/auth/signin', 'captcha')).toEqual([sandboxToken('login')]);
  },
};

/** … and anything unexpected (GEN500), here in French on a phone. */
export const ServerErrorFrenchSmall = bannerStory('GEN500', 'Something went wrong', {
  globals: { locale: 'fr-ca', viewport: { value: 'sm', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(prefillWith({ postalCode: 'H2X 1Y4' }), authHandlers.signUp.error('GEN500'));
  },
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText(/^Mot de passe/, { selector: 'input' });
    password.focus();
    await userEvent.paste(PASSWORD);
    await userEvent.click(canvas.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  },
});

/** The account exists but the automatic sign-in failed: success, a banner and a sign-in link. */
export const AutoSignInFailed: Story = {
  args: { query: fullQuery, fields: shortForm },
  beforeEach({ msw }) {
    msw.use(prefillWith(), authHandlers.signIn.error('AUT500'));
  },
  play: async ({ canvas, args }) => {
    await completeAndSubmit(canvas);
    await expect(await canvas.findByText('Your account has been created.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sign-in is not available right now.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }));
    await expect(args.onNext).toHaveBeenCalledWith('signIn');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** A sign-up link whose profile cannot be found (CCN404): a notice, the email kept. */
export const PrefillNotFound: Story = {
  args: {
    query: {
      consumerId: 'nobody',
      email: 'someone@example.com',
      token: '1900000000.mock-link-signature-0123456789',
    },
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(/We could not fill in your details\./);
    await expect(notice.closest('[role="status"]')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('someone@example.com');
  },
};

/**
 * The loyalty variant in its dialog, Tread, tablet: birth date and loyalty terms required;
 * the interests dialog is skipped in sign-in-to-buy.
 */
export const LoyaltyDialogTread: Story = {
  globals: { brand: 'tread' },
  parameters: { testViewport: 'md' },
  args: { variant: 'loyalty', query: fullQuery, interests: { collect: true }, signInToBuy: true },
  beforeEach({ msw }) {
    msw.use(prefillWith(), autoSignIn);
    const recorder = recordRequests(msw);
    Object.assign(LoyaltyDialogTread, { recorder });
    return recorder.stop;
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Join</Button>
      <SignUpDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const { recorder } = LoyaltyDialogTread as unknown as {
      recorder: ReturnType<typeof recordRequests>;
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    const dialog = await findDialog(canvasElement, 'Join the loyalty program');
    const inDialog = within(dialog);
    const loyalty = await inDialog.findByRole('checkbox', { name: /loyalty terms/ });
    await expect(loyalty).toBeRequired();
    await userEvent.click(loyalty);
    await completeAndSubmit(inDialog);
    await expect(await inDialog.findByText('Your account has been created.')).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(recorder.to('/consumers-v3/auth/signup')[0]?.body).toMatchObject({
      subscriptions: {
        loyaltyConsent: true,
        loyaltyEnrollment: 'Full',
        loyaltyNewsletterConsent: true,
      },
    });
  },
};

/**
 * The simplified enrolment, large screen: loyalty without the policy box sends
 * termsConditionsAndPolicy; no already-a-member link.
 */
export const SimplifiedLarge: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  args: { variant: 'simplified', query: fullQuery, showSignInLink: false },
  beforeEach({ msw }) {
    msw.use(prefillWith(), autoSignIn);
    const recorder = recordRequests(msw);
    Object.assign(SimplifiedLarge, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    const { recorder } = SimplifiedLarge as unknown as {
      recorder: ReturnType<typeof recordRequests>;
    };
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: /privacy policy/ })).toBeNull();
    const password = await canvas.findByLabelText(/^Password/, { selector: 'input' });
    password.focus();
    await userEvent.paste(PASSWORD);
    await userEvent.click(canvas.getByRole('checkbox', { name: /loyalty terms/ }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Your account has been created.')).toBeVisible();
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(recorder.to('/consumers-v3/auth/signup')[0]?.body).toMatchObject({
      termsConditionsAndPolicy: true,
      subscriptions: { loyaltyConsent: true },
    });
  },
};

/** The compact variant on a phone, German: gender (required select), no SMS opt-in. */
export const CompactGermanSmall: Story = {
  globals: { locale: 'de-de', viewport: { value: 'sm', isRotated: false } },
  args: {
    variant: 'compact',
    fields: ['email', 'password', 'firstName', 'lastName', 'gender', 'postalCode', 'policy'],
  },
  play: async ({ canvas, canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('form label')].map((l) =>
      l.textContent?.replace('*', '').trim(),
    );
    await expect(labels.slice(0, 4)).toEqual(['E-Mail', 'Passwort', 'Vorname', 'Nachname']);
    await expect(canvas.getByRole('button', { name: /Geschlecht/ })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /SMS/ })).toBeNull();
    canvas.getByRole('button', { name: 'Konto erstellen' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Geschlecht/ })).toHaveAccessibleDescription(
        'Dieses Feld ist ein Pflichtfeld',
      ),
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
