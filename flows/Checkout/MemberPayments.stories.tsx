import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultLocale, type SiteLocale } from '#i18n/index.ts';
import { mockCartState, setMockCartShopper } from '#mocks/handlers/cart.ts';
import { seedMockCheckout } from '#mocks/handlers/checkout.ts';
import { useCartData } from '#shopper/index.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { memberAccount, withBotCheck } from '../test/stories.tsx';
import { BillingStep } from './BillingStep.tsx';
import {
  localeOf,
  named,
  SERVICE,
  serviceCart,
  startWith,
  withShopper,
  wordsOf,
} from './test/shopper.tsx';

/*
 * What members were promised at payment (issue 45): an athlete pays with the athletes'
 * account (ATHLETES_PAYMENT, listed for athletes only), a loyalty member enters a reward
 * code (REWARD_CODE) or applies a gift card saved to the account (no number or PIN again);
 * on the mock service, by the same payment rules as the service.
 */

function BillingStory({
  locale = defaultLocale,
  onDone,
}: {
  locale?: SiteLocale;
  onDone: () => void;
}) {
  const cart = useCartData();
  return cart ? <BillingStep cart={cart} locale={locale} onDone={onDone} /> : null;
}

const meta = {
  title: 'Flows/Checkout/Member payments',
  component: BillingStory,
  args: { onDone: fn() },
  decorators: [withShopper, withBotCheck(createTestBotCheck('story-captcha'))],
  render: (args, { globals }) => <BillingStory {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BillingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const addressed = { items: [{ productId: 'RDGJK100112' }], shippingAddress: true } as const;

/** An athlete: "Athletes’ account" among the ways to pay; chosen, it pays the rest. */
export const AthletesAccount: Story = {
  beforeEach: ({ globals }) => {
    setMockCartShopper('athlete');
    seedMockCheckout({ ...addressed, locale: localeOf(globals) });
  },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('radio', { name: named('Athletes’ account') });
    await userEvent.click(account);
    await userEvent.click(
      canvas.getByRole('button', { name: w.flows('checkout.billing.continue') }),
    );
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await expect(serviceCart().payment_instruments.map((p) => p.type)).toContain(
      'ATHLETES_PAYMENT',
    );
  },
};

/** Not an athlete: the athletes' account is not offered. */
export const NoAthletesAccountForOthers: Story = {
  beforeEach: startWith(addressed, 'member'),
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'PayPal' });
    await expect(canvas.queryByRole('radio', { name: named('Athletes’ account') })).toBeNull();
  },
};

/** A loyalty member types a reward code: it comes off what is left to pay. */
export const RewardCode: Story = {
  beforeEach: startWith(addressed, 'member'),
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: w.flows('checkout.rewards.code') });
    await userEvent.type(field, 'V500-USD');
    await userEvent.click(
      within(field.closest('form') as HTMLElement).getByRole('button', {
        name: w.flows('checkout.rewards.codeApply'),
      }),
    );
    const applied = await canvas.findByRole('list', { name: w.flows('checkout.rewards.applied') });
    await expect(
      within(applied).getByText(w.flows('checkout.rewards.line', { amount: '$5.00' })),
    ).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** A code that is no reward: said at the field, what was typed kept. */
export const RewardCodeRefused: Story = {
  beforeEach: startWith(addressed, 'member'),
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: w.flows('checkout.rewards.code') });
    await userEvent.type(field, 'NOPE-123');
    await userEvent.click(
      within(field.closest('form') as HTMLElement).getByRole('button', {
        name: w.flows('checkout.rewards.codeApply'),
      }),
    );
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), SERVICE);
    await expect(field).toHaveValue('NOPE-123');
  },
};

const SAVED_GIFT_CARD = 'story-saved-gift-card';

/**
 * beforeEach: the demo member's cart, and gift cards saved to her account: the site's demo
 * card with a balance, an empty one and one of another currency (neither offered here).
 */
function withSavedGiftCards() {
  return (context: StoryContext) => {
    startWith(addressed, 'member')(context);
    const w = wordsOf(context.globals);
    const email = memberAccount.profile.consumerDetails.email;
    const other = w.currency === 'EUR' ? '6006491000000004' : '6006491000000005';
    mockCartState().savedGiftCards.push(
      ...[w.giftCard.number, '6006491000000006', other].map((number, index) => ({
        id: index === 0 ? SAVED_GIFT_CARD : `story-saved-gift-card-${index}`,
        email,
        giftCardNumber: number,
        lastFour: number.slice(-4),
      })),
    );
  };
}

/**
 * A member's saved gift card at the gift card step: offered with its balance, applied with
 * one press (no number, no PIN), then on the order and no longer offered.
 */
export const SavedGiftCard: Story = {
  beforeEach: withSavedGiftCards(),
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const last4 = w.giftCard.number.slice(-4);
    const saved = await canvas.findByRole('list', {
      name: w.flows('checkout.giftCard.saved.title'),
    });
    // Only the card that can pay this cart: not the empty one, not another currency's.
    await expect(within(saved).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(saved).getByText(
        w.flows('checkout.giftCard.saved.line', {
          last4,
          balance: w.money(w.giftCard.balance / 100),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(
      within(saved).getByRole('button', {
        name: w.flows('checkout.giftCard.saved.applyLabel', { last4 }),
      }),
    );
    const applied = await canvas.findByRole(
      'list',
      { name: w.flows('checkout.giftCard.applied') },
      SERVICE,
    );
    await expect(within(applied).getByText(new RegExp(last4))).toBeVisible();
    await expect(
      canvas.queryByRole('list', { name: w.flows('checkout.giftCard.saved.title') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: w.flows('checkout.giftCard.number') }),
    ).toHaveValue('');
    await expect(
      serviceCart()
        .payment_instruments.filter((p) => p.type === 'GIFT_CARD')
        .map((p) => p.giftCard?.last4),
    ).toEqual([last4]);
  },
};

/**
 * The saved card was removed from the account since the page loaded (another tab): the
 * service refuses it (GFC800, spec §8 GC_INVALID2) and says so at the card; nothing applied.
 */
export const SavedGiftCardRefused: Story = {
  beforeEach: withSavedGiftCards(),
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const last4 = w.giftCard.number.slice(-4);
    const saved = await canvas.findByRole('list', {
      name: w.flows('checkout.giftCard.saved.title'),
    });
    const state = mockCartState();
    state.savedGiftCards = state.savedGiftCards.filter((card) => card.id !== SAVED_GIFT_CARD);
    await userEvent.click(
      within(saved).getByRole('button', {
        name: w.flows('checkout.giftCard.saved.applyLabel', { last4 }),
      }),
    );
    const alert = await within(saved).findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent(w.errors('GFC800'));
    await expect(serviceCart().payment_instruments.some((p) => p.type === 'GIFT_CARD')).toBe(false);
  },
};
