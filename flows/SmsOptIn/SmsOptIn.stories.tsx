import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { FlowPage } from '../shared/index.ts';
import {
  identityHandlers,
  memberProfile,
  memberSession,
  recordRequests,
  withCache,
  withGuest,
  withMember,
} from '../test/stories.tsx';
import { SmsOptIn } from './SmsOptIn.tsx';

const meta = {
  title: 'Flows/SMS opt-in',
  component: SmsOptIn,
  args: { onSubmitted: fn(), onDone: fn() },
  decorators: [withMember],
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
  },
  render: (args) => (
    <FlowPage title="SMS">
      <SmsOptIn {...args} />
    </FlowPage>
  ),
} satisfies Meta<typeof SmsOptIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = 'Text me offers and updates';

/** The member's session without their profile, which the page then asks for. */
function WithoutProfile({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.removeQueries({ queryKey: queryKeys.profile, exact: true });
    return true;
  });
  return children;
}

/**
 * Signed in (the demo member's phone): ticking reveals the SMS terms, I accept sets the
 * opt-in, Save updates the consumer's SMS subscription.
 */
export const UpdatesWhenSignedIn: Story = {
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(UpdatesWhenSignedIn, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas, args }) => {
    const { recorder } = UpdatesWhenSignedIn as unknown as {
      recorder: ReturnType<typeof recordRequests>;
    };
    const phone = canvas.getByRole('textbox', { name: /Mobile phone/ });
    await waitFor(() => expect(phone).toHaveValue('(303) 555 - 0188'));
    const checkbox = canvas.getByRole('checkbox', { name: box });
    await expect(canvas.queryByRole('heading', { name: 'SMS terms' })).toBeNull();
    // Keyboard: Space ticks the box; the terms and I accept follow it.
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('heading', { name: 'SMS terms' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'SMS terms' })).toHaveAttribute(
      'href',
      '/en-us/sms-terms',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'I accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Accepted: the terms close, focus returns to the box, the status says so.
    await expect(canvas.queryByRole('heading', { name: 'SMS terms' })).toBeNull();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('You accepted the SMS terms.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your text message preferences are saved.')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      flow: 'smsOptIn',
      detail: { optin: true },
    });
    await expect(recorder.to('/consumers-v3/consumer/subscription', 'PUT')[0]?.body).toEqual({
      subscriptions: [
        {
          type: 'Newsletter',
          channel: 'sms',
          recipient: '3035550188',
          optin: true,
          country: 'US',
          region: 'NA',
        },
      ],
    });
    await expect(recorder.to('/consumers-v3/consumer/subscription', 'POST')).toHaveLength(0);
  },
};

/**
 * A member who opted in before (the dialog opened again after saving): the box starts
 * ticked, and unticking it then saving opts the phone out.
 */
export const ShowsTheSavedChoice: Story = {
  decorators: [
    withCache(
      [queryKeys.session, memberSession],
      [
        queryKeys.profile,
        {
          ...memberProfile,
          subscriptions: [
            ...memberProfile.subscriptions,
            {
              type: 'Newsletter' as const,
              channel: 'sms' as const,
              recipient: '3035550188',
              optin: true,
              doubleOptin: true,
              category: null,
              country: 'US',
              region: 'NA',
              optinDate: '2026-11-30T10:00:00.000Z',
              optoutDate: null,
            },
          ],
        },
      ],
    ),
  ],
  beforeEach({ msw }) {
    smsRequests = recordRequests(msw);
    return smsRequests.stop;
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: box });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your text message preferences are saved.')).toBeVisible();
    await expect(
      smsRequests?.to('/consumers-v3/consumer/subscription', 'PUT')[0]?.body,
    ).toMatchObject({ subscriptions: [{ channel: 'sms', recipient: '3035550188', optin: false }] });
  },
};

let smsRequests: ReturnType<typeof recordRequests> | null = null;

/** The box unticks and the terms close when the phone becomes empty or invalid. */
export const UnticksWhenPhoneInvalid: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: /Mobile phone/ });
    await waitFor(() => expect(phone).toHaveValue('(303) 555 - 0188'));
    const checkbox = canvas.getByRole('checkbox', { name: box });
    await userEvent.click(checkbox);
    await expect(canvas.getByRole('heading', { name: 'SMS terms' })).toBeVisible();
    // Deleting a digit makes the number invalid.
    await userEvent.click(phone);
    await userEvent.keyboard('{End}{Backspace}');
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toHaveAccessibleDescription(
      'Enter a valid mobile number to get text messages.',
    );
    await expect(canvas.queryByRole('heading', { name: 'SMS terms' })).toBeNull();
    // Accepted, then emptied: the consent is withdrawn too.
    await userEvent.keyboard('8');
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'I accept' }));
    await expect(checkbox).toBeChecked();
    await userEvent.clear(phone);
    await expect(checkbox).not.toBeChecked();
    await expect(canvas.getByRole('status').textContent).toBe('');
  },
};

/**
 * Signed in on a slow connection: the member types a number before their profile has
 * arrived. The profile's phone does not overwrite it, and Save updates the member's
 * subscription (PUT) instead of creating a guest's (POST).
 */
export const TypedBeforeTheProfileArrives: Story = {
  decorators: [
    (Story) => (
      <WithoutProfile>
        <Story />
      </WithoutProfile>
    ),
  ],
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(TypedBeforeTheProfileArrives, { recorder });
    msw.use(consumerHandlers.getConsumer.slow(1500));
    return recorder.stop;
  },
  play: async ({ canvas }) => {
    const { recorder } = TypedBeforeTheProfileArrives as unknown as {
      recorder: ReturnType<typeof recordRequests>;
    };
    const phone = canvas.getByRole('textbox', { name: /Mobile phone/ });
    await expect(phone).toHaveValue('');
    phone.focus();
    await userEvent.paste('3035550199');
    await userEvent.click(canvas.getByRole('checkbox', { name: box }));
    await userEvent.click(canvas.getByRole('button', { name: 'I accept' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Your text message preferences are saved.', {}, { timeout: 5000 }),
    ).toBeVisible();
    const puts = recorder.to('/consumers-v3/consumer/subscription', 'PUT');
    await expect(puts.map((p) => p.body)).toEqual([
      {
        subscriptions: [expect.objectContaining({ channel: 'sms', recipient: '3035550199' })],
      },
    ]);
    await expect(recorder.to('/consumers-v3/consumer/subscription', 'POST')).toEqual([]);
  },
};

/**
 * Signed out, with an earlier SMS recipient: the old number is opted out first, then the
 * subscription of the new one is created.
 */
export const CreatesWhenSignedOut: Story = {
  decorators: [withGuest],
  args: { previousRecipient: '3035550100' },
  beforeEach({ msw }) {
    const recorder = recordRequests(msw);
    Object.assign(CreatesWhenSignedOut, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas }) => {
    const { recorder } = CreatesWhenSignedOut as unknown as {
      recorder: ReturnType<typeof recordRequests>;
    };
    canvas.getByRole('textbox', { name: /Mobile phone/ }).focus();
    await userEvent.paste('3035550199');
    await userEvent.click(canvas.getByRole('checkbox', { name: box }));
    await userEvent.click(canvas.getByRole('button', { name: 'I accept' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your text message preferences are saved.')).toBeVisible();
    const posts = recorder.to('/consumers-v3/consumer/subscription', 'POST');
    await expect(posts.map((p) => p.body)).toEqual([
      {
        subscriptions: [
          {
            type: 'Newsletter',
            channel: 'sms',
            recipient: '3035550100',
            optin: false,
            country: 'US',
            region: 'NA',
          },
        ],
      },
      {
        subscriptions: [
          {
            type: 'Newsletter',
            channel: 'sms',
            recipient: '3035550199',
            optin: true,
            country: 'US',
            region: 'NA',
          },
        ],
      },
    ]);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateSubscriptions.loading());
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Mobile phone/ })).toHaveValue('(303) 555 - 0188'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

/** PRO418: the number belongs to another profile; Tread, French, on a phone. */
export const SaveFailedFrenchSmall: Story = {
  globals: { locale: 'fr-ca', viewport: { value: 'sm', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.updateSubscriptions.error('PRO418'));
  },
  play: async ({ canvas, args, canvasElement }) => {
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Téléphone mobile/ })).toHaveValue(
        '(303) 555 - 0188',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
