import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import type { ErrorId } from '#api/contract/errors.ts';
import { findDialog } from '#components/test/overlay.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import {
  demoProfile,
  profileApi,
  signedOut,
  welcomePromo,
} from '../CompleteProfile/test/profileApi.ts';
import { screenOf } from '../test/stories.tsx';
import { LoyaltySignUp } from './LoyaltySignUp.tsx';

type Canvas = ReturnType<typeof within>;

/** Chris (registered, en-ca): names and postal code on file; no phone, no birth date. */
const chris = profileApi(demoProfile('registered'));
/** Jonas (employee, de-de): a complete profile that is not a member. */
const jonas = profileApi(demoProfile('employee'));

const phoneInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Mobile phone/ });
const termsBox = (canvas: Canvas) => canvas.getByRole('checkbox', { name: /loyalty terms/ });
const joinButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Join now' });

/** Fills Chris's missing phone and birth date (en-ca: YYYY-MM-DD segments) and the terms. */
async function fillChris(canvas: Canvas, birthDigits = '19920409') {
  await userEvent.click(await canvas.findByRole('textbox', { name: /Mobile phone/ }));
  await userEvent.paste('6045550123');
  const [first] = canvas.getAllByRole('spinbutton');
  if (!first) throw new Error('no date segments');
  await userEvent.click(first);
  await userEvent.keyboard(birthDigits);
  await userEvent.click(termsBox(canvas));
}

const meta = {
  title: 'Flows/Loyalty sign up',
  component: LoyaltySignUp,
  args: { onJoined: fn(), onDone: fn(), onClose: fn() },
  // Chris is a Canadian shopper: the plays type his birth date in en-ca's segments.
  globals: { locale: 'en-ca' },
  beforeEach({ msw }) {
    msw.use(welcomePromo.ok(), ...chris.handlers());
  },
} satisfies Meta<typeof LoyaltySignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §4 loyalty sign-up for an existing account: only the fields the profile lacks are
 * asked and sent, with the Loyalty enrollment; the welcome shows the points and the offer.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Join our loyalty program' }),
    ).toBeVisible();
    await expect(await canvas.findByText('To join, we need a few more details.')).toBeVisible();
    // Names and postal code are on the profile: not asked.
    await expect(canvas.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Postal code/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'loyalty terms' })).toHaveAttribute(
      'href',
      '/en-ca/loyalty-terms',
    );
    await fillChris(canvas);
    await userEvent.click(joinButton(canvas));
    await expect(await canvas.findByText('Welcome to the loyalty program!')).toBeVisible();
    await expect(canvas.getByText('500 points')).toBeVisible();
    await expect(await canvas.findByText('WELCOME-TRAIL-15')).toBeVisible();
    await expect(canvas.getByText('Your welcome offer: 15% off your next order')).toBeVisible();
    await expect(chris.updates).toEqual([
      {
        consumerDetails: { phone: '6045550123', phoneCode: 'CA', birthDate: '1992-04-09' },
        enrollments: [
          {
            type: 'Loyalty',
            optin: true,
            doubleOptin: true,
            channel: 'email',
            country: 'CA',
            region: 'NA',
          },
        ],
      },
    ]);
    await expect(args.onJoined).toHaveBeenCalledWith(
      expect.objectContaining({ isLoyaltyMember: true }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** A complete profile: nothing but the terms is asked; the enrollment goes alone. */
export const CompleteProfileInDialog: Story = {
  globals: { locale: 'de-de' },
  args: { mode: 'dialog', isOpen: true, onOpenChange: fn() },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(...jonas.handlers());
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Werden Sie Mitglied in unserem Treueprogramm');
    const terms = await screen.findByRole('checkbox', { name: /Bedingungen des Treueprogramms/ });
    await expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt Mitglied werden' }));
    await expect(await screen.findByText('Willkommen im Treueprogramm!')).toBeVisible();
    await expect(jonas.updates).toEqual([
      {
        enrollments: [
          {
            type: 'Loyalty',
            optin: true,
            doubleOptin: true,
            channel: 'email',
            country: 'DE',
            region: 'EMEA',
          },
        ],
      },
    ]);
  },
};

/** The loyalty terms must be accepted; asked fields are required. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('textbox', { name: /Mobile phone/ });
    joinButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(phoneInput(canvas)).toHaveFocus());
    await expect(phoneInput(canvas)).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('group', { name: /Date of birth/ })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await expect(canvas.getByText('Please tick this box to continue')).toBeVisible();
    await expect(chris.updates).toEqual([]);
    await expect(args.onJoined).not.toHaveBeenCalled();
  },
};

/** Joining: the button is busy. */
export const Joining: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.loading(), ...chris.handlers());
  },
  play: async ({ canvas }) => {
    await fillChris(canvas);
    await userEvent.click(joinButton(canvas));
    await waitFor(() => expect(joinButton(canvas)).toHaveAttribute('data-pending', 'true'));
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.loading());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading your profile' }),
    ).toBeVisible();
  },
};

/** Already a member (the demo member): the points and the offer instead of the form. */
export const AlreadyMember: Story = {
  globals: { locale: 'en-us' },
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(...profileApi(demoProfile('loyalty')).handlers());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are already a loyalty member.')).toBeVisible();
    await expect(canvas.getByText('2,450 points')).toBeVisible();
  },
};

/** Signed out: a sign-in invitation. */
export const SignedOut: Story = {
  args: { onSignIn: fn() },
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

function errorStory(errorId: ErrorId, check: (canvas: Canvas) => Promise<void>): Story {
  return {
    beforeEach({ msw }) {
      msw.use(consumerHandlers.updateConsumer.error(errorId), ...chris.handlers());
    },
    play: async ({ canvas, args }) => {
      await fillChris(canvas);
      await userEvent.click(joinButton(canvas));
      await check(canvas);
      await expect(args.onJoined).not.toHaveBeenCalled();
      await expect(joinButton(canvas)).toBeVisible();
    },
  };
}

const banner = (text: string) => async (canvas: Canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
};

/** Spec §8 4044: loyalty member not found. */
export const MemberNotFound = errorStory('4044', banner('We could not find this loyalty member.'));

/** Spec §8 REW130: non-loyalty. */
export const NonLoyalty = errorStory('REW130', banner('Rewards are for loyalty members only.'));

/** Spec §8 PRO412: profile update failed. */
export const UpdateFailed = errorStory(
  'PRO412',
  banner('We could not update your profile. Please try again.'),
);

/** Spec §5/§8 AUT442: the phone is in use; the phone field says so. */
export const PhoneInUse = errorStory('AUT442', async (canvas) => {
  await waitFor(() =>
    expect(phoneInput(canvas)).toHaveAccessibleDescription(
      'This phone number is already linked to another account.',
    ),
  );
  await expect(phoneInput(canvas)).toHaveFocus();
});

/** Spec §8 PRO411: the birth date is asked for again. */
export const MissingBirthDate = errorStory('PRO411', async (canvas) => {
  await waitFor(() =>
    expect(canvas.getByRole('group', { name: /Date of birth/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter your date of birth.'),
    ),
  );
});

/** Spec §8 PRO410: under the minimum age. */
export const InvalidAge = errorStory('PRO410', async (canvas) => {
  await waitFor(() =>
    expect(canvas.getByRole('group', { name: /Date of birth/ })).toHaveAccessibleDescription(
      expect.stringContaining('You do not meet the minimum age.'),
    ),
  );
});

/** The welcome offer fails to load (REW130 while the membership settles): points alone. */
export const OfferUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(welcomePromo.error('REW130'), ...chris.handlers());
  },
  play: async ({ canvas }) => {
    await fillChris(canvas);
    await userEvent.click(joinButton(canvas));
    await expect(await canvas.findByText('Welcome to the loyalty program!')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('progressbar', { name: /welcome offer/ })).not.toBeInTheDocument(),
    );
    await expect(canvas.queryByText(/Your welcome offer/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Spec §8 MISSING_BIRTHDATE on a profile the form thought complete: the birth date is
 * asked for again (the field appears with the message) and sent on the next try.
 */
export const BirthDateAskedAgain: Story = {
  globals: { locale: 'de-de' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.error('PRO411'), ...jonas.handlers());
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: /Bedingungen des Treueprogramms/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt Mitglied werden' }));
    const group = await canvas.findByRole('group', { name: /Geburtsdatum/ });
    await expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Geben Sie Ihr Geburtsdatum ein.'),
    );
  },
};
