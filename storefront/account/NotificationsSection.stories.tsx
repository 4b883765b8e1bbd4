import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { updateNotifications } from '#api/contract/consumer.ts';
import type { ErrorId } from '#api/contract/errors.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { screenOf } from '#components/test/overlay.ts';
import { memberProfile, recordRequests, withCache, withMember } from '#flows/test/stories.tsx';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { errorResponse, mockPath } from '#mocks/handlers/http.ts';
import { NotificationsSection } from './NotificationsSection.tsx';

/*
 * The demo member's notification choices on the MSW consumer service, which keeps what a
 * story saves until the next story (every pair starts off).
 */

const meta = {
  title: 'Storefront/Account/Notifications section',
  component: NotificationsSection,
  decorators: [withMember],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const notificationPath = '/consumers-v3/consumer/notification';
const smsServiceMessage = 'sms notifications need a phone number on the profile';

/** Saves answer `errorId`; a read (no pairs sent) goes on to the happy-path mock. */
function savesFail(errorId: ErrorId, message?: string) {
  return http.put(mockPath(updateNotifications), async ({ request }) => {
    const body = (await request.clone().json()) as { preferences: unknown[] };
    if (body.preferences.length === 0) return undefined;
    return errorResponse(errorId, message ? { message } : {});
  });
}

/** The section once the choices have loaded. */
async function findSection(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const section = canvas.getByRole('region', { name });
  await within(section).findByRole('table', { name });
  return within(section);
}

let recorder: ReturnType<typeof recordRequests> | undefined;

/**
 * From the keyboard: Tab to the first box, Space ticks it, five more Tabs reach "Back in
 * stock by push notification", Space; Save sends those two pairs alone and a toast says so.
 */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement, 'Notifications');
    for (const name of ['Email', 'Text message', 'Push']) {
      await expect(section.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(section.getByRole('rowheader', { name: 'Price drops' })).toBeVisible();
    const boxes = section.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(12);
    for (const box of boxes) await expect(box).not.toBeChecked();

    const orderUpdates = section.getByRole('checkbox', { name: 'Order updates by email' });
    await userEvent.tab();
    await expect(orderUpdates).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(orderUpdates).toBeChecked();
    for (let step = 0; step < 5; step++) await userEvent.tab();
    const backInStock = section.getByRole('checkbox', {
      name: 'Back in stock by push notification',
    });
    await expect(backInStock).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(backInStock).toBeChecked();

    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    const toast = await screenOf(canvasElement).findByText('Your notification choices are saved.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(orderUpdates).toBeChecked();
    await expect(backInStock).toBeChecked();
    await expect(section.queryByRole('alert')).toBeNull();
    await expect(recorder?.to(notificationPath, 'PUT').map((r) => r.body)).toEqual([
      { preferences: [] },
      {
        preferences: [
          { channel: 'email', topic: 'orderUpdates', enabled: true },
          { channel: 'push', topic: 'backInStock', enabled: true },
        ],
      },
    ]);
  },
};

/** A profile without a phone: the text-message boxes are off limits, and a hint says why. */
export const NoPhone: Story = {
  parameters: { testViewport: 'md' },
  decorators: [
    withCache([
      queryKeys.profile,
      {
        ...memberProfile,
        consumerDetails: { ...memberProfile.consumerDetails, phone: null, phoneCode: null },
      },
    ]),
  ],
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement, 'Notifications');
    const hint = 'Add a phone number to your details to get text messages.';
    await expect(section.getByText(hint)).toBeVisible();
    for (const topic of ['Order updates', 'Back in stock', 'Price drops', 'XPLR Pass rewards']) {
      const sms = section.getByRole('checkbox', { name: `${topic} by text message` });
      await expect(sms).toBeDisabled();
      await expect(sms).toHaveAccessibleDescription(hint);
      await expect(section.getByRole('checkbox', { name: `${topic} by email` })).toBeEnabled();
    }
  },
};

/**
 * A save the service fails: the alert says so, the boxes stay as chosen, no toast; the
 * member can press Save again.
 */
export const SaveFails: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(savesFail('GEN500'));
  },
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement, 'Notifications');
    const priceDrop = section.getByRole('checkbox', { name: 'Price drops by text message' });
    await userEvent.click(priceDrop);
    const save = section.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const alert = await section.findByRole('alert');
    await expect(alert).toHaveTextContent('Your notification choices could not be saved.');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(priceDrop).toBeChecked();
    await expect(save).toBeEnabled();
    await expect(
      screenOf(canvasElement).queryByText('Your notification choices are saved.'),
    ).toBeNull();
  },
};

/**
 * Text messages switched on after the phone left the profile elsewhere: the service's
 * refusal (API400) is said as the hint, the choice kept.
 */
export const SmsRefused: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(savesFail('API400', smsServiceMessage));
  },
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement, 'Notifications');
    const sms = section.getByRole('checkbox', { name: 'Order updates by text message' });
    await userEvent.click(sms);
    await userEvent.click(section.getByRole('button', { name: 'Save' }));
    const alert = await section.findByRole('alert');
    await expect(alert).toHaveTextContent('Your notification choices could not be saved.');
    await expect(alert).toHaveTextContent(
      'Add a phone number to your details to get text messages.',
    );
    await expect(sms).toBeChecked();
  },
};

/** The choices cannot be read: an alert with Try again, which loads them. */
export const ReadFails: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    let reads = 0;
    msw.use(
      http.put(mockPath(updateNotifications), () => {
        reads += 1;
        // Only the first read fails; the next goes on to the happy-path mock.
        return reads === 1 ? errorResponse('GEN500') : undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Notifications' }));
    const alert = await section.findByRole('alert');
    await expect(alert).toHaveTextContent('Your notification choices could not be loaded.');
    await expect(section.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await section.findByRole('table', { name: 'Notifications' })).toBeVisible();
    await expect(section.queryByRole('alert')).toBeNull();
    await expect(section.getAllByRole('checkbox')).toHaveLength(12);
  },
};

/** While the choices load: placeholders, announced once. */
export const Loading: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateNotifications.loading());
  },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Notifications' }));
    await expect(section.getByRole('status')).toHaveTextContent(
      'Loading your notification choices',
    );
    await expect(section.queryByRole('checkbox')).toBeNull();
    await expect(section.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** On the Canadian French site, small screen: the same grid, saved. */
export const FrenchSmall: Story = {
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    const section = await findSection(canvasElement, 'Notifications');
    for (const name of ['E-mail', 'SMS', 'Push']) {
      await expect(section.getByRole('columnheader', { name })).toBeVisible();
    }
    const loyalty = section.getByRole('checkbox', { name: 'Avantages XPLR Pass par SMS' });
    await expect(loyalty).toBeVisible();
    await userEvent.click(loyalty);
    await userEvent.click(section.getByRole('button', { name: 'Enregistrer' }));
    const toast = await screenOf(canvasElement).findByText(
      'Vos choix de notifications sont enregistrés.',
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(loyalty).toBeChecked();
  },
};
