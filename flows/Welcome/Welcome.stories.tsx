import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { findDialog } from '#components/test/overlay.ts';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { demoProfile, profileApi, welcomePromo } from '../CompleteProfile/test/profileApi.ts';
import { recordRequests, screenOf } from '../test/stories.tsx';
import { Welcome } from './Welcome.tsx';

const meta = {
  title: 'Flows/Welcome',
  component: Welcome,
  args: { mode: 'dialog', isOpen: true, onOpenChange: fn(), onDone: fn() },
  beforeEach({ msw }) {
    msw.use(welcomePromo.ok(), ...profileApi(demoProfile('loyalty')).handlers());
  },
} satisfies Meta<typeof Welcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After sign-up, a member: the points and the welcome offer of loyalty/promo/welcome. */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Welcome, Maya');
    await expect(await screen.findByText('2,450 points')).toBeVisible();
    await expect(await screen.findByText('WELCOME-TRAIL-15')).toBeVisible();
    await expect(screen.getByText('Your welcome offer: 15% off your next order')).toBeVisible();
    await expect(screen.getByText('Valid until January 31, 2027')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start shopping' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

let recorder: ReturnType<typeof recordRequests>;

/** A shopper who did not join: a plain welcome, and no loyalty call (members only). */
export const NotAMember: Story = {
  beforeEach({ msw }) {
    msw.use(...profileApi(demoProfile('registered')).handlers());
    recorder = recordRequests(msw);
    return recorder.stop;
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Welcome, Chris');
    await expect(
      await screen.findByText(
        'Your account is ready. Save favorites, check out faster and follow your orders.',
      ),
    ).toBeVisible();
    await expect(screen.queryByText(/points/)).not.toBeInTheDocument();
    await expect(recorder.to('/consumers-v3/consumer/loyalty/promo/welcome', 'GET')).toEqual([]);
  },
};

/** The offer is on its way. */
export const OfferLoading: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(welcomePromo.loading());
  },
  play: async ({ canvasElement }) => {
    await findDialog(canvasElement, 'Welcome, Maya');
    const screen = screenOf(canvasElement);
    await expect(
      await screen.findByRole('progressbar', { name: 'Loading your welcome offer' }),
    ).toBeInTheDocument();
    await expect(await screen.findByText('2,450 points')).toBeInTheDocument();
  },
};

/** No offer for this member, or the call fails (REW130): the points alone, no error. */
export const NoOffer: Story = {
  beforeEach({ msw }) {
    msw.use(welcomePromo.error('REW130'));
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await findDialog(canvasElement, 'Welcome, Maya');
    await expect(await screen.findByText('2,450 points')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: /welcome offer/ })).not.toBeInTheDocument(),
    );
    await expect(screen.queryByText(/Your welcome offer/)).not.toBeInTheDocument();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** As a page, in German on a large screen (the athlete's points in German format). */
export const PageGerman: Story = {
  args: { mode: 'page' },
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(...profileApi(demoProfile('athlete')).handlers());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Willkommen, Amélie' }),
    ).toBeVisible();
    await expect(await canvas.findByText('12.000 Punkte')).toBeVisible();
    await expect(await canvas.findByText('Gültig bis 31. Januar 2027')).toBeVisible();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  args: { mode: 'page' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.getConsumer.loading());
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading your account' }),
    ).toBeVisible();
  },
};
