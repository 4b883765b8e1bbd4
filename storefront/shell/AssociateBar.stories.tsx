import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { TokenResponse } from '#api/contract/auth.ts';
import { guestSession, recordRequests, withCache } from '#flows/test/stories.tsx';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { AssociateBar } from './AssociateBar.tsx';

const associateSession: TokenResponse = {
  ...guestSession,
  consumerType: 'ASSOCIATE',
  associate: {
    storeId: '1001',
    storeName: 'Ridgeline Denver Flagship',
    storeEmployeeId: '410001',
    storeEmployeeName: 'Jordan Reyes',
  },
};

/** Where the story's router is (the bar sends the associate to the login when it ends). */
function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/**
 * Spec §6 associate mode: the bar above the header while an associate session lasts, with
 * who serves where and the way to end it.
 */
const meta = {
  title: 'Storefront/Shell/Associate bar',
  component: AssociateBar,
  args: { locale: 'en-us' },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/en-us/c/jackets-1100'] } },
  decorators: [withCache([queryKeys.session, associateSession], [queryKeys.profile, null])],
  render: (args) => (
    <>
      <AssociateBar {...args} />
      <Where />
    </>
  ),
} satisfies Meta<typeof AssociateBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An associate serving: their name and store, and the button that ends the session. */
export const Serving: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Associate mode' });
    await expect(bar).toHaveTextContent('Associate mode: Jordan Reyes, Ridgeline Denver Flagship');
    await expect(canvas.getByRole('button', { name: 'End associate session' })).toBeEnabled();
  },
};

let requests: ReturnType<typeof recordRequests>;

/** Ending it: signed out (a guest session follows), the bar gone, back at the login. */
export const Ending: Story = {
  beforeEach({ msw }) {
    // Answered without the mock session cookie (a guest's would sign later stories out).
    msw.use(
      authHandlers.signOut.with(() => undefined),
      authHandlers.getToken.with(() => ({ ...guestSession, usid: crypto.randomUUID() })),
    );
    requests = recordRequests(msw);
    return requests.stop;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End associate session' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/en-us/associate-login',
      ),
    );
    await expect(canvas.queryByRole('region', { name: 'Associate mode' })).toBeNull();
    await expect(requests.to('/consumers-v3/consumer/auth/signout')).toHaveLength(1);
  },
};

/** A shopper's session (guest or signed in) has no bar. */
export const NotAnAssociate: Story = {
  decorators: [withCache([queryKeys.session, guestSession], [queryKeys.profile, null])],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Associate mode' })).toBeNull();
  },
};
