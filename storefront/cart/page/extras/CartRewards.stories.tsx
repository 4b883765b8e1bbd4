import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { clearAriaAnnouncements } from '#cms-blocks/cart/test/announcer.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { memberProfile, recordRequests } from '#flows/test/stories.tsx';
import type { SiteLocale } from '#i18n/index.ts';
import { mockOpenCart, setMockCartShopper } from '#mocks/handlers/cart.ts';
import { seedMockCheckout } from '#mocks/handlers/checkout.ts';
import { cartQueryKey, useCartData } from '#shopper/index.ts';
import { CartRewards } from './CartRewards.tsx';
import { vouchersFor } from './test/vouchers.ts';

/*
 * A loyalty member's voucher on the cart page, on the MSW cart and checkout services: the
 * story's cart is seeded by the services' own rules, the member (Maya, 2,450 points) is
 * signed in for the cart calls and in the cache, and the vouchers call answers the tiers
 * her balance buys (500 → $5, 1,000 → $10, 2,000 → $25, 4,000 → $60).
 */

type Shopper = 'member' | 'notMember' | 'guest';

interface RewardsStoryProps {
  locale?: SiteLocale;
  /** A gift card on the cart pays this much of it (the story's set-up). */
  giftCardPays?: number;
}

/** The rewards on the cart the cache holds (each answer of the service lands there). */
function RewardsStory({ locale = 'en-us' }: RewardsStoryProps) {
  const cart = useCartData();
  return cart ? <CartRewards cart={cart} locale={locale} /> : null;
}

const profiles = {
  member: memberProfile,
  notMember: demoAccount('registered').profile,
  guest: null,
};

function SeedShopper({ shopper, children }: { shopper: Shopper; children: ReactNode }) {
  const queryClient = useQueryClient();
  // Once, before the story renders: what the cart page finds in the cache.
  useState(() => {
    queryClient.setQueryData(queryKeys.profile, profiles[shopper]);
    queryClient.setQueryData(cartQueryKey, mockOpenCart());
    return true;
  });
  return children;
}

const withShopper =
  (shopper: Shopper): Decorator =>
  (Story) => (
    <SeedShopper shopper={shopper}>
      <Story />
    </SeedShopper>
  );

let requests: ReturnType<typeof recordRequests>;
const VOUCHERS_PATH = '/consumers-v3/consumer/loyalty/vouchers';
const rewardPath = () => `/cart/v1/cart/${mockOpenCart()?.id}/reward`;
/** A change goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

const meta = {
  title: 'Storefront/Cart/Extras/Loyalty rewards',
  component: RewardsStory,
  args: { locale: 'en-us' },
  parameters: { testViewport: 'md', layout: 'padded' },
  decorators: [withShopper('member')],
  beforeEach({ msw, args }) {
    setMockCartShopper('loyalty');
    const cart = seedMockCheckout({
      locale: args.locale,
      items: [{ productId: 'RDGJK100112', qty: 1 }],
      giftCards: args.giftCardPays
        ? [{ number: '6006491000000002', pin: '1234', amount: args.giftCardPays }]
        : [],
    });
    msw.use(vouchersFor(2450, cart.currency));
    requests = recordRequests(msw);
    return requests.stop;
  },
} satisfies Meta<typeof RewardsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The highest voucher the balance buys is offered ($25 for 2,000 of 2,450 points, spec §9);
 * chosen by the keyboard it is on the order, and can be taken off. No paying with points
 * here: that is checkout's.
 */
export const VoucherChosen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rewards = await canvas.findByRole('region', { name: 'Loyalty rewards' }, SERVICE);
    await expect(within(rewards).getByText('You have 2,450 points.')).toBeVisible();
    await expect(within(rewards).queryByRole('button', { name: 'Pay with my points' })).toBeNull();
    const use = within(rewards).getByRole('button', { name: 'Use a $25.00 reward (2,000 points)' });
    use.focus();
    await userEvent.keyboard('{Enter}');

    const applied = await within(rewards).findByRole(
      'list',
      { name: 'Rewards on your order' },
      SERVICE,
    );
    await expect(within(applied).getByText('Reward: $25.00')).toBeVisible();
    await expect(requests.to(rewardPath(), 'PUT').map((r) => r.body)).toEqual([
      { rewardId: 'V2000-USD', apply: true },
    ]);
    // 450 points left buy no voucher: none offered, and no "not enough" hint with one on.
    await expect(within(rewards).queryByRole('button', { name: /^Use a / })).toBeNull();
    await expect(within(rewards).queryByText(/do not buy a reward/)).toBeNull();

    await userEvent.click(within(applied).getByRole('button', { name: 'Remove' }));
    await waitFor(
      () =>
        expect(within(rewards).queryByRole('list', { name: 'Rewards on your order' })).toBeNull(),
      SERVICE,
    );
    await expect(requests.to(rewardPath(), 'PUT').at(-1)?.body).toEqual({
      rewardId: 'V2000-USD',
      apply: false,
    });
    await expect(
      within(rewards).getByRole('button', { name: 'Use a $25.00 reward (2,000 points)' }),
    ).toBeVisible();
    // The pending buttons that went (use, remove) announced themselves: see the helper.
    clearAriaAnnouncements(canvasElement.ownerDocument);
  },
};

/**
 * $8.00 left to pay (a gift card pays the rest): the $10 reward is offered, not the $25 one
 * her points would buy (issue 46: it would take 1,000 points more than the cart needs).
 */
export const SmallRemainderSmallerVoucher: Story = {
  args: { giftCardPays: 231.95 },
  play: async ({ canvas }) => {
    const rewards = await canvas.findByRole('region', { name: 'Loyalty rewards' }, SERVICE);
    await expect(mockOpenCart()?.totals.remainingToPay).toBe(8);
    await expect(
      within(rewards).getByRole('button', { name: 'Use a $10.00 reward (1,000 points)' }),
    ).toBeVisible();
    await expect(within(rewards).queryByRole('button', { name: /\$25\.00/ })).toBeNull();
  },
};

/** Too few points for any voucher: the balance and a hint, nothing to choose. */
export const NoneAvailable: Story = {
  beforeEach({ msw }) {
    msw.use(vouchersFor(300));
  },
  play: async ({ canvas }) => {
    const rewards = await canvas.findByRole('region', { name: 'Loyalty rewards' }, SERVICE);
    await expect(within(rewards).getByText('You have 300 points.')).toBeVisible();
    await expect(
      within(rewards).getByText('Your points do not buy a reward yet. Every order earns more.'),
    ).toBeVisible();
    await expect(within(rewards).queryByRole('button')).toBeNull();
  },
};

/** A guest: nothing shown, the vouchers are not asked for. */
export const Guest: Story = {
  decorators: [withShopper('guest')],
  beforeEach() {
    setMockCartShopper(null);
  },
  play: async ({ canvas }) => {
    // Give a request the time it would take to go out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(requests.to(VOUCHERS_PATH, 'GET')).toHaveLength(0);
  },
};

/** Signed in but not in the loyalty programme: the same. */
export const NotAMember: Story = {
  decorators: [withShopper('notMember')],
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(requests.to(VOUCHERS_PATH, 'GET')).toHaveLength(0);
  },
};

/** German site on a small screen: points and euros in German. */
export const VoucherGermanSmall: Story = {
  args: { locale: 'de-de' },
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  play: async ({ canvas }) => {
    const rewards = await canvas.findByRole('region', { name: 'Treueprämien' }, SERVICE);
    await expect(within(rewards).getByText('Sie haben 2.450 Punkte.')).toBeVisible();
    await expect(
      within(rewards).getByRole('button', {
        name: /^Prämie über 25,00\s€ einlösen \(2\.000 Punkte\)$/,
      }),
    ).toBeVisible();
    const region = rewards.getBoundingClientRect();
    await expect(region.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
