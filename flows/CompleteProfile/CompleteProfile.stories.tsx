import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import type { ErrorId } from '#api/contract/errors.ts';
import { findDialog } from '#components/test/overlay.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { screenOf } from '../test/stories.tsx';
import { CompleteProfile } from './CompleteProfile.tsx';
import { demoProfile, profileApi, signedOut } from './test/profileApi.ts';

type Canvas = ReturnType<typeof within>;

/** Chris (registered): not a member, no phone, no birth date, no interests. */
const nonMember = profileApi(demoProfile('registered', { consumerDetails: { phoneCode: null } }));
/** Maya, a member whose profile lacks the phone and the birth date. */
const partialMember = profileApi(
  demoProfile('loyalty', { consumerDetails: { phone: null, phoneCode: null, birthDate: null } }),
);

const continueButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Continue' });
const phoneInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Mobile phone/ });

/** Types a date into the DateField's segments (the locale's order, en-us MM/DD/YYYY). */
async function typeDate(canvas: Canvas, digits: string) {
  const [first] = canvas.getAllByRole('spinbutton');
  if (!first) throw new Error('no date segments');
  await userEvent.click(first);
  await userEvent.keyboard(digits);
}

async function expectStep(canvas: Canvas, title: string, progress?: string) {
  const heading = await canvas.findByRole('heading', { name: title });
  await waitFor(() => expect(heading).toHaveFocus());
  if (progress) await expect(heading).toHaveAccessibleDescription(progress);
  return heading;
}

const meta = {
  title: 'Flows/Complete profile',
  component: CompleteProfile,
  args: { onDone: fn(), onStepChange: fn(), onClose: fn() },
  beforeEach({ msw }) {
    msw.use(...partialMember.handlers());
  },
} satisfies Meta<typeof CompleteProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A non-member lacking a phone and a birth date, on a page: joins on the first step; each
 * step saves only its own fields, the enrollment goes with the step that completes the
 * profile; focus moves to each step's heading; the success step shows the new points.
 */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...nonMember.handlers());
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Complete your profile' }),
    ).toBeVisible();
    const first = await canvas.findByRole('heading', {
      level: 2,
      name: 'Chris, join our loyalty program',
    });
    await expect(first).toHaveAccessibleDescription('Step 1 of 4');
    await expect(canvas.getByRole('link', { name: 'loyalty terms' })).toHaveAttribute(
      'href',
      '/en-us/loyalty-terms',
    );
    // Keyboard: the join box, then Continue.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /Yes, sign me up/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    continueButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    // Joining waits for the birth date: nothing is sent yet.
    await expectStep(canvas, 'Add your mobile number', 'Step 2 of 4');
    await expect(nonMember.updates).toEqual([]);

    await userEvent.click(phoneInput(canvas));
    await userEvent.paste('3035550199');
    await userEvent.click(continueButton(canvas));
    await expectStep(canvas, 'Tell us about you', 'Step 3 of 4');
    // Only the birth date is asked: the names and postal code are on the profile.
    await expect(canvas.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    await typeDate(canvas, '04091992');
    await userEvent.click(continueButton(canvas));

    await expectStep(canvas, 'What are you into?', 'Step 4 of 4');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.click(continueButton(canvas));

    await expectStep(canvas, 'You are all set');
    await expect(
      canvas.getByText('Welcome to the loyalty program! Your profile is complete.'),
    ).toBeVisible();
    await expect(canvas.getByText('Your points balance: 500')).toBeVisible();
    await expect(nonMember.updates).toEqual([
      { consumerDetails: { phone: '3035550199', phoneCode: 'US' } },
      {
        consumerDetails: { birthDate: '1992-04-09' },
        enrollments: [
          {
            type: 'Loyalty',
            optin: true,
            doubleOptin: true,
            channel: 'email',
            country: 'US',
            region: 'NA',
          },
        ],
      },
      { preferences: { interests: 'hiking' } },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onStepChange).toHaveBeenLastCalledWith('success');
  },
};

/**
 * A partially enrolled member in the dialog (a bottom sheet on a phone, Tread): the
 * welcome step with the points, then the missing fields only; Back returns without saving.
 */
export const MemberInDialog: Story = {
  args: { mode: 'dialog', isOpen: true, onOpenChange: fn() },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await findDialog(canvasElement, 'Complete your profile');
    await expect(
      await screen.findByRole('heading', { level: 3, name: 'Welcome back, Maya' }),
    ).toHaveAccessibleDescription('Step 1 of 3');
    await expect(screen.getByText('Your points balance: 2,450')).toBeVisible();
    await userEvent.click(continueButton(screen));
    await expectStep(screen, 'Add your mobile number', 'Step 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep(screen, 'Welcome back, Maya', 'Step 1 of 3');
    await expect(partialMember.updates).toEqual([]);
    await expect(dialog.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Nothing changed since the step was saved: Back then Continue sends nothing again. */
export const BackAndNextSendOnlyChanges: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expectStep(canvas, 'Add your mobile number');
    await userEvent.click(phoneInput(canvas));
    await userEvent.paste('3035550199');
    await userEvent.click(continueButton(canvas));
    await expectStep(canvas, 'Tell us about you', 'Step 3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expectStep(canvas, 'Add your mobile number');
    // The saved number is filled in again.
    await expect(phoneInput(canvas)).toHaveValue('(303) 555 - 0199');
    await userEvent.click(continueButton(canvas));
    await expectStep(canvas, 'Tell us about you');
    await expect(partialMember.updates).toEqual([
      { consumerDetails: { phone: '3035550199', phoneCode: 'US' } },
    ]);
  },
};

/** The fields of a step are required (spec §5 messages); nothing is sent until they pass. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expectStep(canvas, 'Add your mobile number');
    await userEvent.click(continueButton(canvas));
    await waitFor(() => expect(phoneInput(canvas)).toHaveFocus());
    await expect(phoneInput(canvas)).toHaveAccessibleDescription('This field is required');
    await userEvent.paste('1235550199');
    await userEvent.click(continueButton(canvas));
    await waitFor(() =>
      expect(phoneInput(canvas)).toHaveAccessibleDescription('A valid phone number is required'),
    );
    await expect(partialMember.updates).toEqual([]);
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

/** A member with a complete profile and interests has nothing to complete. */
export const NothingToComplete: Story = {
  beforeEach({ msw }) {
    msw.use(...profileApi(demoProfile('loyalty')).handlers());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are all set' })).toBeVisible();
    await expect(canvas.queryByText(/Step \d of/)).not.toBeInTheDocument();
  },
};

/** The profile step while the PUT is on its way: the button is busy. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.loading(), ...partialMember.handlers());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expectStep(canvas, 'Add your mobile number');
    await userEvent.click(phoneInput(canvas));
    await userEvent.paste('3035550199');
    await userEvent.click(continueButton(canvas));
    await waitFor(() => expect(continueButton(canvas)).toHaveAttribute('data-pending', 'true'));
  },
};

/** Mobile step answered with a server error (the member's mobile step is second). */
function mobileError(errorId: ErrorId, check: (canvas: Canvas) => Promise<void>): Story {
  return {
    beforeEach({ msw }) {
      msw.use(consumerHandlers.updateConsumer.error(errorId), ...partialMember.handlers());
    },
    play: async ({ canvas }) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
      await expectStep(canvas, 'Add your mobile number');
      await userEvent.click(phoneInput(canvas));
      await userEvent.paste('3035550199');
      await userEvent.click(continueButton(canvas));
      await check(canvas);
      // The step stays: nothing moved on.
      await expect(canvas.getByRole('heading', { name: 'Add your mobile number' })).toBeVisible();
    },
  };
}

/** Spec §5/§8 AUT444: phone already in use marks the phone field (focused). */
export const PhoneInUse = mobileError('AUT444', async (canvas) => {
  await waitFor(() =>
    expect(phoneInput(canvas)).toHaveAccessibleDescription('This phone number is already in use.'),
  );
  await expect(phoneInput(canvas)).toHaveFocus();
  await expect(phoneInput(canvas)).toHaveAttribute('aria-invalid', 'true');
});

/** Spec §5/§8 AUT442: the second phone-in-use code marks the phone field too. */
export const PhoneInUse2 = mobileError('AUT442', async (canvas) => {
  await waitFor(() =>
    expect(phoneInput(canvas)).toHaveAccessibleDescription(
      'This phone number is already linked to another account.',
    ),
  );
});

/** Spec §8 PRO412: the update failed; a banner says so. */
export const UpdateFailed = mobileError('PRO412', async (canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'We could not update your profile. Please try again.',
  );
  await expect(phoneInput(canvas)).not.toHaveAttribute('aria-invalid', 'true');
});

/** Spec §8 PRO418: the second update failure code. */
export const UpdateFailed2 = mobileError('PRO418', async (canvas) => {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'We could not save these profile details.',
  );
});

/** The profile step (the member with only the birth date missing) answered with an error. */
function birthDateError(errorId: ErrorId, message: string): Story {
  const onlyBirthDate = profileApi(
    demoProfile('loyalty', { consumerDetails: { birthDate: null } }),
  );
  return {
    beforeEach({ msw }) {
      msw.use(consumerHandlers.updateConsumer.error(errorId), ...onlyBirthDate.handlers());
    },
    play: async ({ canvas }) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
      await expectStep(canvas, 'Tell us about you', 'Step 2 of 2');
      await typeDate(canvas, '04092010');
      await userEvent.click(continueButton(canvas));
      const group = canvas.getByRole('group', { name: /Date of birth/ });
      await waitFor(() =>
        expect(group).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    },
  };
}

/** Spec §8 PRO410 invalid age: the birth date field says so. */
export const InvalidAge = birthDateError('PRO410', 'You do not meet the minimum age.');

/** Spec §8 PRO411 missing birthdate: the birth date is asked for again. */
export const MissingBirthDate = birthDateError('PRO411', 'Enter your date of birth.');

/** fr-ca: the same steps in French. */
export const LocaleFrCa: Story = {
  globals: { locale: 'fr-ca' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Bon retour, Maya' });
    await expect(heading).toHaveAccessibleDescription('Étape 1 sur 3');
    await expect(canvas.getByText('Votre solde de points : 2 450')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expectStep(canvas, 'Ajoutez votre numéro de mobile', 'Étape 2 sur 3');
  },
};

/** Large screens, Ridgeline: the page column. */
export const LargeScreen: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** Signed out (the profile answers 401): nothing to complete, a sign-in hint. */
export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(...signedOut());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sign in to complete your profile.')).toBeVisible();
  },
};

/** The profile cannot be loaded (PRO404): the banner says so. */
export const ProfileUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.error('PRO404'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find your profile.',
    );
  },
};
