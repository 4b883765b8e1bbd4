import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog } from '#components/test/overlay.ts';
import { memberProfile, memberSession, withCache, withMember } from '#flows/test/stories.tsx';
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
    await expect(within(loyalty).getByText(/points?$/)).toBeVisible();
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
