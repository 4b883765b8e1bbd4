import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { themeClass } from '#design-tokens/themes.css.ts';
import { associateSession, guestSession, recordRequests, withCache } from '#flows/test/stories.tsx';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { cachedSession, subscribeToSession } from '#shopper/session/hint.ts';
import { AssociateBar } from './AssociateBar.tsx';

/** Where the story's router is (the bar sends the associate to the login when it ends). */
function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/** The session the bar reads from the cache: its type and the associate it names, if any. */
function CachedSession() {
  const queryClient = useQueryClient();
  const text = useSyncExternalStore(subscribeToSession(queryClient), () => {
    const session = cachedSession(queryClient);
    return `${session?.consumerType ?? 'none'}, ${session?.associate?.storeEmployeeName ?? 'no associate'}`;
  });
  return <output aria-label="Cached session">{text}</output>;
}

/** The bar has no content cut off or scrolled sideways, and stays inside the page. */
async function expectNoOverflow(bar: HTMLElement) {
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
    document.documentElement.clientWidth,
  );
  const box = bar.getBoundingClientRect();
  for (const child of bar.children) {
    const inner = child.getBoundingClientRect();
    await expect(inner.left).toBeGreaterThanOrEqual(box.left);
    await expect(inner.right).toBeLessThanOrEqual(box.right);
  }
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
      <CachedSession />
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
    await expect(canvas.getByRole('status', { name: 'Cached session' })).toHaveTextContent(
      /^GUEST, no associate$/,
    );
    await expect(requests.to('/consumers-v3/consumer/auth/signout')).toHaveLength(1);
  },
};

/**
 * A shopper's session (guest or signed in) has no bar. The story's cache decorator runs
 * inside the meta's (Storybook applies story decorators innermost), so its guest session is
 * seeded after the meta's associate one and is what the bar reads: the probe shows it.
 */
export const NotAnAssociate: Story = {
  decorators: [withCache([queryKeys.session, guestSession], [queryKeys.profile, null])],
  play: async ({ canvas }) => {
    // The guest session, not the meta's associate one: this fails if the associate leaks.
    await expect(canvas.getByRole('status', { name: 'Cached session' })).toHaveTextContent(
      /^GUEST, no associate$/,
    );
    await expect(canvas.queryByRole('region', { name: 'Associate mode' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'End associate session' })).toBeNull();
  },
};

const longAssociate = {
  storeId: '1001',
  storeName: 'Ridgeline Denver Union Station Outdoor Outfitters, Rentals and Repair Workshop',
  storeEmployeeId: '410001',
  storeEmployeeName: 'Maximiliana Alexandrina Fitzgerald-Montgomery-Worthington',
};

/**
 * A very long employee and store name on a phone: the bar wraps onto more lines, nothing
 * cut off or scrolled sideways, the whole text and the button there.
 */
export const LongNames: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  decorators: [
    withCache(
      [queryKeys.session, { ...associateSession, associate: longAssociate }],
      [queryKeys.profile, null],
    ),
  ],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Associate mode' });
    // The whole text, nothing cut short.
    const text = within(bar).getByText(
      `Associate mode: ${longAssociate.storeEmployeeName}, ${longAssociate.storeName}`,
    );
    // Wrapped: the text takes more than one line.
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    await expectNoOverflow(bar);
    await expect(within(bar).getByRole('button', { name: 'End associate session' })).toBeVisible();
  },
};

/** On a phone: the name and store, and the button, inside the width of the screen. */
export const Small: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Associate mode' });
    await expect(
      within(bar).getByText('Associate mode: Jordan Reyes, Ridgeline Denver Flagship'),
    ).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'End associate session' })).toBeVisible();
    await expectNoOverflow(bar);
  },
};

/** In Tread's theme (one of Tread's stores): the same bar and button in the brand's colours. */
export const Tread: Story = {
  globals: storyGlobals({ brand: 'tread' }),
  decorators: [
    withCache(
      [
        queryKeys.session,
        {
          ...associateSession,
          associate: {
            storeId: '1003',
            storeName: 'Tread Seattle Capitol Hill',
            storeEmployeeId: '410010',
            storeEmployeeName: 'Sam Okafor',
          },
        },
      ],
      [queryKeys.profile, null],
    ),
  ],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: 'Associate mode' });
    await expect(bar.closest(`.${themeClass.tread}`)).not.toBeNull();
    await expect(bar.closest(`.${themeClass.ridgeline}`)).toBeNull();
    await expect(
      within(bar).getByText('Associate mode: Sam Okafor, Tread Seattle Capitol Hill'),
    ).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'End associate session' })).toBeEnabled();
  },
};
