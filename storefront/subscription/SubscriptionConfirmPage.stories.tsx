import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { recordRequests, withGuest } from '#flows/test/stories.tsx';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { SubscriptionConfirmPage } from './SubscriptionConfirmPage.tsx';

/*
 * The double opt-in link's page on the MSW consumer service: a `mock-confirm-…` token is
 * one the mocks issued; any other is unknown or expired (AUT402).
 */

const token = 'mock-confirm-0123456789abcdef';

const meta = {
  title: 'Storefront/Subscription confirm',
  component: SubscriptionConfirmPage,
  args: { locale: 'en-us', token },
  decorators: [withGuest],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubscriptionConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let recorder: ReturnType<typeof recordRequests> | null = null;
const confirmPath = '/consumers-v3/consumer/subscription/confirm';

/**
 * Opening the page sends nothing (a mail scanner opening the link subscribes nobody);
 * the button confirms with the link's token, and the page says who is subscribed now.
 */
export const Confirm: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    recorder = recordRequests(msw);
    return () => recorder?.stop();
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeVisible();
    await expect(recorder?.to(confirmPath)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm subscription' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You’re subscribed' }),
    ).toBeVisible();
    await expect(recorder?.to(confirmPath).map((r) => r.body)).toEqual([{ token }]);
    await expect(
      canvas.getByText('Thank you: subscriber@example.com will receive our newsletter.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** An unknown or expired link (AUT402), in French: says so and where to subscribe again. */
export const Expired: Story = {
  args: { locale: 'fr-fr', token: 'an-old-link-0123456789' },
  globals: storyGlobals({ locale: 'fr-fr' }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmer l’abonnement' }));
    await expect(
      await canvas.findByText(/Ce lien de confirmation n’est plus valide/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aller à l’accueil' })).toHaveAttribute(
      'href',
      '/fr-fr',
    );
  },
};

/** A link cut short (no token): nothing to press, the same explanation. */
export const NoToken: Story = {
  args: { token: undefined },
  globals: storyGlobals({ brand: 'tread', locale: 'de-de' }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/Dieser Bestätigungslink ist nicht mehr gültig/)).toBeVisible();
  },
};

/** The service is down: the banner says so and the button can be pressed again. */
export const Failed: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.confirmSubscription.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm subscription' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
  },
};
