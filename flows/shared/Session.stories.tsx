import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { Button } from '#components/Button/index.ts';
import { findDialog } from '#components/test/overlay.ts';
import { homeAfterSignOut, useProfile, useSignOut } from '#shopper/session/index.ts';
import { commitCounter, pause } from '#shopper/test/commitCounter.tsx';
import {
  guestSession,
  identityHandlers,
  memberSession,
  recordRequests,
  withCache,
  withMember,
} from '../test/stories.tsx';
import { FlowContainer, type FlowContainerProps, useFlowContainer } from './index.ts';

/** A flow body that reports where it is shown and closes itself. */
function Probe() {
  const { mode, headingLevel, close } = useFlowContainer();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <Heading>Section</Heading>
      <p>Shown as a {mode}</p>
      <Button onPress={close}>Done</Button>
    </div>
  );
}

function DialogExample(args: FlowContainerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open flow</Button>
      <FlowContainer {...args} mode="dialog" isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Flows/Session',
  component: FlowContainer,
  args: { title: 'Flow title', children: <Probe />, onClose: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FlowContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page wrapper: an h1, sections at h2; `close()` calls onClose (navigate away). */
export const Page: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Flow title' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Section' })).toBeVisible();
    await expect(canvas.getByText('Shown as a page')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The dialog wrapper (the kit's Dialog, a sheet on phones): `close()` closes it. */
export const DialogSmallTread: Story = {
  globals: { brand: 'tread', viewport: { value: 'sm', isRotated: false } },
  render: (args) => <DialogExample {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const open = canvas.getByRole('button', { name: 'Open flow' });
    await userEvent.click(open);
    const dialog = await findDialog(canvasElement, 'Flow title');
    const section = within(dialog).getByRole('heading', { level: 3, name: 'Section' });
    // The sheet fades in (250 ms).
    await waitFor(() => expect(section).toBeVisible());
    await expect(within(dialog).getByText('Shown as a dialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Signed-in state and sign-out, as the header would use them. */
function AccountMenu() {
  const { profile, isSignedIn } = useProfile();
  const signOut = useSignOut();
  const cart = useQuery({ queryKey: queryKeys.cart, queryFn: () => null, enabled: false });
  const [home, setHome] = useState<string | null>(null);
  return (
    <div>
      <p>{isSignedIn ? `Signed in as ${profile?.consumerDetails.firstName}` : 'Signed out'}</p>
      <p>{cart.data ? 'Cart loaded' : 'No cart'}</p>
      {home && <p>Going to {home}</p>}
      <Button
        isPending={signOut.isPending}
        onPress={async () => {
          await signOut.mutateAsync();
          setHome(homeAfterSignOut('/en-us/account/orders'));
        }}
      >
        Sign out
      </Button>
    </div>
  );
}

/**
 * Sign-out: the profile, cart, loyalty and favorites are reset, the refresh token is sent,
 * a guest token follows; the account page sends the shopper home.
 */
export const SignOut: Story = {
  decorators: [
    withCache([queryKeys.session, memberSession], [queryKeys.cart, { id: 'member-basket-1' }]),
  ],
  render: () => <AccountMenu />,
  beforeEach({ msw }) {
    msw.use(...identityHandlers());
    const recorder = recordRequests(msw);
    Object.assign(SignOut, { recorder });
    return recorder.stop;
  },
  play: async ({ canvas }) => {
    const { recorder } = SignOut as unknown as { recorder: ReturnType<typeof recordRequests> };
    await expect(await canvas.findByText('Signed in as Maya')).toBeVisible();
    await expect(canvas.getByText('Cart loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('Going to /en-us')).toBeVisible();
    await expect(canvas.getByText('Signed out')).toBeVisible();
    await expect(canvas.getByText('No cart')).toBeVisible();
    const signOut = recorder.to('/consumers-v3/consumer/auth/signout');
    await expect(signOut[0]?.body).toEqual({ refreshToken: memberSession.refreshToken });
    const tokens = recorder.to('/token/v2/auth/token');
    await expect(tokens.map((t) => t.body)).toEqual([{ grantType: 'guest' }]);
    await expect(recorder.requests.indexOf(signOut[0] as never)).toBeLessThan(
      recorder.requests.indexOf(tokens[0] as never),
    );
  },
};

/**
 * The story before (its sign-out button's pending state) leaves React Aria's announcement
 * in the page for some seconds, labelled by a button no longer there: a story as quick as
 * the next one would have its accessibility checked with it.
 */
function dropStaleAnnouncements() {
  for (const message of document.querySelectorAll('[role="log"] > [aria-labelledby]')) {
    const label = message.getAttribute('aria-labelledby') ?? '';
    if (!document.getElementById(label)) message.remove();
  }
}

/** The greeting's commits, and the story's query client. */
const greeting = commitCounter();

function Greeting() {
  const { profile } = useProfile();
  return <p>{profile ? `Hello ${profile.consumerDetails.firstName}` : 'Hello'}</p>;
}

/**
 * A reader of the profile renders again when what it reads changes, not when the query's
 * state does (here it turns stale): the header and the checkout's steps read the session
 * and the profile, and each such render of theirs is synchronous.
 */
export const ReadersRenderForWhatTheyRead: Story = {
  decorators: [withMember],
  beforeEach: dropStaleAnnouncements,
  render: () => (
    <greeting.Counted>
      <Greeting />
    </greeting.Counted>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hello Maya')).toBeVisible();
    const queryClient = greeting.queryClient();
    const before = greeting.counter.commits;
    await queryClient.invalidateQueries({ queryKey: queryKeys.profile, refetchType: 'none' });
    await expect(queryClient.getQueryState(queryKeys.profile)?.isInvalidated).toBe(true);
    await pause(100);
    await expect(greeting.counter.commits).toBe(before);
    // Its data changing does render it again.
    queryClient.setQueryData(queryKeys.profile, null);
    await expect(await canvas.findByText('Hello')).toBeVisible();
    await expect(greeting.counter.commits).toBeGreaterThan(before);
    dropStaleAnnouncements();
  },
};

const guestGreeting = commitCounter();

/**
 * A guest's profile goes from unknown to none as the page starts (no call: a guest has no
 * profile). A reader of `profile` shows the same thing before and after, and does not render
 * again: on the checkout page that render was the whole shipping step's, at once.
 */
export const GuestProfileArrivingRendersNothing: Story = {
  decorators: [withCache([queryKeys.session, guestSession])],
  render: () => (
    <guestGreeting.Counted>
      <Greeting />
    </guestGreeting.Counted>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hello')).toBeVisible();
    const queryClient = guestGreeting.queryClient();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.profile)?.status).toBe('success'),
    );
    await expect(queryClient.getQueryData(queryKeys.profile)).toBeNull();
    // Its one commit: the first render's.
    await expect(await guestGreeting.settled()).toBe(1);
  },
};
