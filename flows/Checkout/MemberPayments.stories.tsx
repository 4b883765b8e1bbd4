import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { defaultLocale, type SiteLocale } from '#i18n/index.ts';
import { setMockCartShopper } from '#mocks/handlers/cart.ts';
import { seedMockCheckout } from '#mocks/handlers/checkout.ts';
import { useCartData } from '#shopper/index.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { withBotCheck } from '../test/stories.tsx';
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
 * code (REWARD_CODE); on the mock service, by the same payment rules as the service.
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
