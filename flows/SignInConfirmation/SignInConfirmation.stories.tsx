import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { findDialog } from '#components/test/overlay.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { demoProfile, profileApi } from '../CompleteProfile/test/profileApi.ts';
import {
  guestSession,
  memberSession,
  recordRequests,
  screenOf,
  withCache,
} from '../test/stories.tsx';
import { SignInConfirmation } from './SignInConfirmation.tsx';

const meta = {
  title: 'Flows/Sign in confirmation',
  component: SignInConfirmation,
  args: { mode: 'dialog', isOpen: true, onOpenChange: fn(), onDone: fn(), onSignedOut: fn() },
  decorators: [withCache([queryKeys.session, memberSession])],
  beforeEach({ msw }) {
    msw.use(...profileApi(demoProfile('loyalty')).handlers());
  },
} satisfies Meta<typeof SignInConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "You're signed in as …"; Continue closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'You are signed in');
    await expect(
      await screen.findByText("You're signed in as maya.alvarez@example.com."),
    ).toBeVisible();
    await expect(screen.getByText('Good to see you, Maya.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};

let recorder: ReturnType<typeof recordRequests>;

/** "Not you?": signs out (with the refresh token) and reports it; the dialog closes. */
export const NotYou: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    // Answers without the mock session cookie the demo handlers set: stories of other
    // files run side by side in the same browser and must stay signed in.
    msw.use(
      authHandlers.signOut.with(() => new Response(null, { status: 204 })),
      authHandlers.getToken.with(() => guestSession),
    );
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'You are signed in');
    await userEvent.click(await screen.findByRole('button', { name: 'Not you? Sign out' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
    await expect(args.onDone).toHaveBeenCalledOnce();
    const [signOut] = recorder.to('/consumers-v3/consumer/auth/signout');
    await expect(signOut?.body).toEqual({ refreshToken: memberSession.refreshToken });
    // The confirmation stays as it was while it closes.
    await expect(screen.getByText("You're signed in as maya.alvarez@example.com.")).toBeVisible();
  },
};

/** Signing out is on its way: the button is busy. */
export const SigningOut: Story = {
  beforeEach({ msw }) {
    msw.use(authHandlers.signOut.loading());
  },
  play: async ({ canvasElement }) => {
    await findDialog(canvasElement, 'You are signed in');
    const screen = screenOf(canvasElement);
    const button = await screen.findByRole('button', { name: 'Not you? Sign out' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
  },
};

/** As a page, in French, on a large screen. */
export const PageFrench: Story = {
  args: { mode: 'page' },
  globals: { locale: 'fr-fr' },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Vous êtes connecté' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Vous êtes connecté en tant que maya.alvarez@example.com.'),
    ).toBeVisible();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  args: { mode: 'page' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.loading());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading your account' }),
    ).toBeVisible();
  },
};
