import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, findOverlay, screenOf } from '#components/test/overlay.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import {
  memberProfile,
  memberSession,
  recordRequests,
  withCache,
  withMember,
} from '#flows/test/stories.tsx';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { AccountPage } from './AccountPage.tsx';

/*
 * The account overview with the demo member in the cache (session and profile as the
 * service answers them for the seeded loyalty member).
 */

const meta = {
  title: 'Storefront/Account/Account page',
  component: AccountPage,
  args: { locale: 'en-us' },
  decorators: [withMember],
  parameters: { layout: 'padded', router: { initialEntries: ['/en-us/account'] } },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member: greeting, details, points, subscriptions; change password in a dialog. */
export const Member: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const first = memberProfile.consumerDetails.firstName ?? '';
    await expect(canvas.getByRole('heading', { level: 1, name: `Hello, ${first}` })).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Your details' });
    await expect(within(details).getByText(memberProfile.consumerDetails.email)).toBeVisible();
    // The phone as the site writes it (spec §9 mask), not as stored.
    await expect(within(details).getByText('(303) 555 - 0188')).toBeVisible();
    // Its buttons sit together from the card's start, not spread across it.
    const edit = within(details).getByRole('button', { name: 'Edit details' });
    const changeEmail = within(details).getByRole('button', { name: 'Change email' });
    const spacing = changeEmail.getBoundingClientRect().left - edit.getBoundingClientRect().right;
    await expect(spacing).toBeLessThanOrEqual(16);
    // Nothing saving: the newsletter's status line takes no room under the switch.
    const subscriptions = canvas.getByRole('region', { name: 'Subscriptions' });
    await expect(within(subscriptions).getByRole('status').getBoundingClientRect().height).toBe(0);
    const loyalty = canvas.getByRole('region', { name: 'XPLR Pass' });
    const balance = memberProfile.loyaltySummary.points.balance;
    await expect(
      within(loyalty).getByText(
        `${new Intl.NumberFormat('en-US').format(balance)} point${balance === 1 ? '' : 's'}`,
      ),
    ).toBeVisible();
    // The welcome code the service seeded for the demo member, with its end date.
    await expect(await within(loyalty).findByText('WELCOME-MAYA2M7KQX')).toBeVisible();
    await expect(within(loyalty).getByText(/^Valid until /)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Your account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await findDialog(canvasElement, /password/i)).toBeVisible();
  },
};

/** A member outside the loyalty programme, on the French site, small screen. */
export const NotLoyaltyMember: Story = {
  globals: storyGlobals({ locale: 'fr-fr' }),
  args: { locale: 'fr-fr' },
  decorators: [
    withCache(
      [queryKeys.session, memberSession],
      [queryKeys.profile, { ...memberProfile, isLoyaltyMember: false, subscriptions: [] }],
    ),
  ],
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous n’êtes pas encore membre XPLR Pass.')).toBeVisible();
    await expect(canvas.getByText('Vous ne recevez aucune newsletter.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/**
 * Interests and preferences: the member's as stored (pipe-separated), edited in a dialog;
 * only what changed is sent, and the card shows the new choice.
 */
export const EditPreferences: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    preferenceRequests = recordRequests(msw);
    return () => preferenceRequests?.stop();
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('region', { name: 'Interests and preferences' });
    await expect(within(card).getByText('Hiking, Trail running, Camping')).toBeVisible();
    await expect(within(card).getByText('US 8.5')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit preferences' }));
    const dialog = await findDialog(canvasElement, 'Interests and preferences');
    await expect(within(dialog).getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Climbing' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Camping' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Preferred shoe size/ }));
    const sizes = await findOverlay(canvasElement, 'listbox');
    await userEvent.click(within(sizes).getByRole('option', { name: 'US 9' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    const toast = await screenOf(canvasElement).findByText('Your preferences are saved.');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      preferenceRequests?.to('/consumers-v3/consumer', 'PUT').map((r) => r.body),
    ).toEqual([
      { preferences: { interests: 'hiking|trail-running|climbing', preferredShoeSize: '9' } },
    ]);
    await expect(within(card).getByText('Hiking, Trail running, Climbing')).toBeVisible();
    await expect(within(card).getByText('US 9')).toBeVisible();
  },
};

let preferenceRequests: ReturnType<typeof recordRequests> | null = null;

/**
 * A partially enrolled member (spec §5: no phone here): the account asks for the rest, and
 * the complete-profile steps open in a dialog at the first missing detail.
 */
export const PartiallyEnrolled: Story = {
  decorators: [
    withCache(
      [queryKeys.session, memberSession],
      [
        queryKeys.profile,
        {
          ...memberProfile,
          consumerDetails: { ...memberProfile.consumerDetails, phone: null, phoneCode: null },
        },
      ],
    ),
  ],
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Your profile is missing a few details')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete your profile' }));
    const dialog = await findDialog(canvasElement, 'Complete your profile');
    // A member: the welcome (points) first, then the missing phone.
    await expect(await within(dialog).findByText(/^Step 1 of /)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(
      await within(dialog).findByRole('heading', { name: 'Add your mobile number' }),
    ).toBeVisible();
  },
};

/** A complete profile is not asked for anything. */
export const CompleteProfileNotAsked: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByText('Your profile is missing a few details')).toBeNull();
  },
};

/** Edit the details: what changed is saved and a toast says so. */
export const EditDetails: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    const dialog = await findDialog(canvasElement, 'Edit your details');
    const first = within(dialog).getByRole('textbox', { name: /^First name/ });
    await userEvent.clear(first);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await userEvent.type(first, 'Mara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = await screenOf(canvasElement).findByText('Your details are saved.');
    await waitFor(() => expect(toast).toBeVisible());
    // The dialog closes (its pending button with it) before the page is checked.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The phone belongs to another account (AUT444): said on the phone, nothing lost. */
export const PhoneInUse: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.error('AUT444'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    const dialog = await findDialog(canvasElement, 'Edit your details');
    const phone = within(dialog).getByRole('textbox', { name: /phone/i });
    await userEvent.clear(phone);
    await userEvent.type(phone, '2025550147');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveValue('(202) 555 - 0147');
    await expect(
      within(dialog).getByText('This phone number is already in use.', { exact: false }),
    ).toBeVisible();
  },
};

/** Text messages (an SMS site): the opt-in with its terms, in a dialog. */
export const TextMessages: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Text messages' }));
    const dialog = await findDialog(canvasElement, 'Text messages');
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Text me offers and updates' }),
    ).toBeVisible();
  },
};

type Recorder = ReturnType<typeof recordRequests>;
const subscriptionPath = '/consumers-v3/consumer/subscription';
const memberEmail = memberProfile.consumerDetails.email;

/** Opens the change-email dialog and sends another email, typed as a person would. */
async function changeEmailTo(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
  const dialog = await findDialog(canvasElement, 'Change your email');
  const field = within(dialog).getByRole('textbox', { name: /^Email/ });
  await expect(field).toHaveValue(memberEmail);
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.keyboard('{Enter}');
  return { dialog, field };
}

/** Change the email: saved lower-cased, a toast says so, the newsletter goes with it. */
export const ChangeEmail: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await changeEmailTo(canvasElement, 'Maya.Trails@Example.com');
    const toast = await screenOf(canvasElement).findByText('Your email address has been changed.');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const details = canvas.getByRole('region', { name: 'Your details' });
    await expect(within(details).getByText('maya.trails@example.com')).toBeVisible();
    const newsletter = canvas.getByRole('switch', { name: 'Email newsletter' });
    await expect(newsletter).toBeChecked();
    await expect(newsletter).toHaveAccessibleDescription(
      expect.stringContaining('maya.trails@example.com'),
    );
  },
};

/**
 * An email another account has (the service's AUT439, LOGIN_IN_USE2): said on the field,
 * which keeps what was typed and takes the focus; the dialog stays open.
 */
export const EmailInUse: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const taken = demoAccount('athlete').profile.consumerDetails.email.toUpperCase();
    const { dialog, field } = await changeEmailTo(canvasElement, taken);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveValue(taken);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This email is already in use.'),
    );
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    const details = canvas.getByRole('region', { name: 'Your details' });
    await expect(within(details).getByText(memberEmail)).toBeVisible();
  },
};

/** LOGIN_IN_USE (PRO400) lands on the email field too, in German. */
export const EmailInUseLoginInUse: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  args: { locale: 'de-de' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateConsumer.error('PRO400'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    const dialog = await findDialog(canvasElement, 'E-Mail-Adresse ändern');
    const field = within(dialog).getByRole('textbox', { name: /^E-Mail/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'zweite.adresse@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveValue('zweite.adresse@example.com');
    await expect(
      within(dialog).getByText('Mit dieser E-Mail-Adresse besteht bereits ein Konto.'),
    ).toBeVisible();
  },
};

/**
 * The e-mail newsletter from the keyboard: Space subscribes (PUT subscription, optin
 * true), a toast says so; Space again unsubscribes. The other subscriptions stay listed.
 */
export const NewsletterSubscribeAndUnsubscribe: Story = {
  parameters: { testViewport: 'lg' },
  decorators: [
    withCache(
      [queryKeys.session, memberSession],
      [
        queryKeys.profile,
        {
          ...memberProfile,
          subscriptions: memberProfile.subscriptions.filter((s) => s.type !== 'Newsletter'),
        },
      ],
    ),
  ],
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(NewsletterSubscribeAndUnsubscribe, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, canvasElement }) => {
    const { recorder } = NewsletterSubscribeAndUnsubscribe as unknown as { recorder: Recorder };
    const screen = screenOf(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Email newsletter' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(expect.stringContaining(memberEmail));
    const loyaltyLine = `XPLR Pass newsletter (Email) to ${memberEmail}: subscribed`;
    await expect(canvas.getByText(loyaltyLine)).toBeVisible();

    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    const subscribedToast = await screen.findByText('You are subscribed to the newsletter.');
    await waitFor(() => expect(subscribedToast).toBeVisible());
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-readonly'));
    const optIn = {
      type: 'Newsletter',
      channel: 'email',
      recipient: memberEmail,
      optin: true,
      country: 'US',
      region: 'NA',
    };
    await expect(recorder.to(subscriptionPath, 'PUT').map((r) => r.body)).toEqual([
      { subscriptions: [optIn] },
    ]);

    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    const unsubscribedToast = await screen.findByText('You are unsubscribed from the newsletter.');
    await waitFor(() => expect(unsubscribedToast).toBeVisible());
    await expect(toggle).not.toBeChecked();
    await expect(recorder.to(subscriptionPath, 'PUT').map((r) => r.body)).toEqual([
      { subscriptions: [optIn] },
      { subscriptions: [{ ...optIn, optin: false }] },
    ]);
    await expect(canvas.getByText(loyaltyLine)).toBeVisible();
    await expect(recorder.to(subscriptionPath, 'POST')).toHaveLength(0);
  },
};

/** While the service answers: the switch shows the choice, holds it, and says it is saving. */
export const NewsletterPending: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateSubscriptions.loading());
  },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Subscriptions' }));
    const toggle = section.getByRole('switch', { name: 'Email newsletter' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(section.getByRole('status')).toHaveTextContent('Saving…');
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    // A second press while saving changes nothing.
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

/**
 * A failed newsletter call: the error is said under the switch, the switch and the list
 * are as they were, no success toast.
 */
export const NewsletterFailure: Story = {
  globals: storyGlobals({ locale: 'fr-fr' }),
  args: { locale: 'fr-fr' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateSubscriptions.error('GEN500'));
  },
  play: async ({ canvas, canvasElement }) => {
    const section = within(canvas.getByRole('region', { name: 'Abonnements' }));
    const toggle = section.getByRole('switch', { name: 'Newsletter par e-mail' });
    await expect(toggle).toBeChecked();
    const loyaltyLine = `Newsletter XPLR Pass (E-mail) à ${memberEmail} : abonné`;
    await expect(section.getByText(loyaltyLine)).toBeVisible();
    toggle.focus();
    await userEvent.keyboard(' ');
    const alert = await section.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Votre choix pour la newsletter n’a pas pu être enregistré.',
    );
    await expect(alert).toHaveTextContent('Une erreur s’est produite. Veuillez réessayer.');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveFocus();
    await expect(section.getByText(loyaltyLine)).toBeVisible();
    await expect(
      screenOf(canvasElement).queryByText('Votre désabonnement de la newsletter est enregistré.'),
    ).toBeNull();
  },
};
