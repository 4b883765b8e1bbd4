import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { updateConsumer } from '#api/contract/consumer.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import { memberProfile, memberSession, withCache, withMember } from '#flows/test/stories.tsx';
import { errorResponse, mockPath } from '#mocks/handlers/http.ts';
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
  globals: storyGlobals('ridgeline', 'lg'),
  play: async ({ canvas, canvasElement }) => {
    const first = memberProfile.consumerDetails.firstName ?? '';
    await expect(canvas.getByRole('heading', { level: 1, name: `Hello, ${first}` })).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Your details' });
    await expect(within(details).getByText(memberProfile.consumerDetails.email)).toBeVisible();
    const loyalty = canvas.getByRole('region', { name: 'XPLR Pass' });
    const balance = memberProfile.loyaltySummary.points.balance;
    await expect(
      within(loyalty).getByText(
        `${new Intl.NumberFormat('en-US').format(balance)} point${balance === 1 ? '' : 's'}`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Your account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await findDialog(canvasElement, /password/i)).toBeVisible();
  },
};

/** A member outside the loyalty programme, on the French site, small screen. */
export const NotLoyaltyMember: Story = {
  args: { locale: 'fr-fr' },
  decorators: [
    withCache(
      [queryKeys.session, memberSession],
      [queryKeys.profile, { ...memberProfile, isLoyaltyMember: false, subscriptions: [] }],
    ),
  ],
  globals: storyGlobals('tread', 'sm', 'fr-fr'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous n’êtes pas encore membre XPLR Pass.')).toBeVisible();
    await expect(canvas.getByText('Vous ne recevez aucune newsletter.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/** Edit the details: what changed is saved and a toast says so. */
export const EditDetails: Story = {
  globals: storyGlobals('ridgeline', 'md'),
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
  globals: storyGlobals('tread', 'sm'),
  beforeEach({ msw }) {
    msw.use(http.put(mockPath(updateConsumer), () => errorResponse('AUT444')));
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
  globals: storyGlobals('ridgeline', 'md'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Text messages' }));
    const dialog = await findDialog(canvasElement, 'Text messages');
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Text me offers and updates' }),
    ).toBeVisible();
  },
};
