import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { formatMoney } from '#components/Price/index.ts';
import { guestSession, withCache } from '#flows/test/stories.tsx';
import {
  createI18n,
  defaultLocale,
  isSiteLocale,
  localeInfo,
  type SiteLocale,
} from '#i18n/index.ts';
import { type MockCheckoutSetup, seedMockOrder } from '#mocks/handlers/checkout.ts';
import { orderPath, orderStatusPath } from '../account/orders/paths.ts';
import { rememberOrder } from './lastOrder.ts';
import { OrderConfirmation } from './OrderConfirmation.tsx';

/*
 * `/{locale}/order-confirmation`: the order placed in this tab, as the checkout page left it
 * in session storage. Each story places an order on the mock service (in the toolbar's
 * site) and stores it before the page renders, or clears it.
 */

const LAST_ORDER = 'cairn.lastOrder';

const localeOf = (globals: StoryContext['globals']): SiteLocale =>
  isSiteLocale(globals.locale) ? globals.locale : defaultLocale;

/** beforeEach: an order placed from this cart, remembered in the tab (forgotten after). */
function placed(setup: Omit<MockCheckoutSetup, 'locale'>) {
  return ({ globals }: StoryContext) => {
    rememberOrder(seedMockOrder({ ...setup, locale: localeOf(globals) }));
    return () => sessionStorage.removeItem(LAST_ORDER);
  };
}

const meta = {
  title: 'Storefront/Checkout/Order confirmation',
  component: OrderConfirmation,
  args: { locale: defaultLocale },
  argTypes: { locale: { table: { disable: true } } },
  render: (args, { globals }) => <OrderConfirmation {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const jacketAndBoots = {
  items: [{ productId: 'RDGJK100112' }, { productId: 'TRDBT100112', qty: 2 }],
  shippingAddress: true,
  billingAddress: 'sameAsShipping',
} as const;

function wordsOf(globals: StoryContext['globals']) {
  const locale = localeOf(globals);
  const { tag } = localeInfo[locale];
  return {
    locale,
    page: createI18n(locale).getFixedT(null, 'storefront'),
    flows: createI18n(locale).getFixedT(null, 'flows'),
    money: (amount: number, currency: string) => plain(formatMoney(amount, tag, currency)),
  };
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

function storedOrder() {
  const order = JSON.parse(sessionStorage.getItem(LAST_ORDER) ?? 'null');
  if (!order) throw new Error('the story stored no order');
  return order as ReturnType<typeof seedMockOrder>;
}

/**
 * The order: its number (the title takes the focus), the mail, the lines (with their
 * pictures), where they go, how it was paid, the totals, and the way back to the shop.
 */
async function expectOrderShown(canvasElement: HTMLElement, globals: StoryContext['globals']) {
  const w = wordsOf(globals);
  const canvas = within(canvasElement);
  const order = storedOrder();
  const title = await canvas.findByRole('heading', {
    level: 1,
    name: w.page('orderConfirmation.title'),
  });
  await expect(title).toHaveFocus();
  await expect(
    canvas.getByText(w.page('orderConfirmation.number', { orderNumber: order.orderNumber })),
  ).toBeVisible();
  const address = order.shipments.find((shipment) => shipment.address)?.address;
  await expect(
    canvas.getByText(w.page('orderConfirmation.mailed', { email: address?.email ?? '' })),
  ).toBeVisible();
  for (const item of order.items) {
    await expect(canvas.getByText(plain(item.name), { exact: false })).toBeVisible();
  }
  // Each line with its picture, as in the checkout's summary.
  const lines = canvas.getByRole('heading', { name: w.page('orderConfirmation.items') })
    .nextElementSibling as HTMLElement;
  await expect(lines.querySelectorAll('img')).toHaveLength(
    order.items.filter((item) => item.image?.src).length,
  );
  await expect(order.items.some((item) => item.image?.src)).toBe(true);
  await expect(canvasElement.querySelector('address')).toHaveTextContent(
    address?.addressLine1 ?? '',
  );
  const total = [...canvasElement.querySelectorAll('dt')].find(
    (dt) => plain(dt.textContent ?? '') === w.flows('checkout.totals.total'),
  );
  await expect(plain(total?.nextElementSibling?.textContent ?? '')).toBe(
    w.money(order.totals.total, order.currency),
  );
  await expect(
    canvas.getByRole('link', { name: w.page('orderConfirmation.continue') }),
  ).toHaveAttribute('href', `/${w.locale}`);
  return { w, order };
}

/**
 * The one way on from the order: `viewOrder` (a member's account) or `trackOrder` (a
 * guest's lookup), linked to `href`; the other is not offered.
 */
async function expectNextStep(
  canvasElement: HTMLElement,
  w: ReturnType<typeof wordsOf>,
  step: 'viewOrder' | 'trackOrder',
  href: string,
) {
  const other = step === 'viewOrder' ? 'trackOrder' : 'viewOrder';
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('link', { name: w.page(`orderConfirmation.${step}`) }),
  ).toHaveAttribute('href', href);
  await expect(
    canvas.queryByRole('link', { name: w.page(`orderConfirmation.${other}`) }),
  ).toBeNull();
}

/** An order paid by card: everything of it, no notice. */
export const Placed: Story = {
  beforeEach: placed({ ...jacketAndBoots, payment: { cardNumber: '4111111111111111' } }),
  play: async ({ canvasElement, globals }) => {
    const { w, order } = await expectOrderShown(canvasElement, globals);
    const [card] = order.paymentMethod;
    await expect(
      within(canvasElement).getByText(
        `Visa ••1111 · ${w.money(card?.amount ?? 0, order.currency)}`,
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    // A member (the mocks' default shopper) goes on to the order in their account.
    await expectNextStep(canvasElement, w, 'viewOrder', orderPath(w.locale, order.orderNumber));
    // The address as a letter to it is written on the site: city, state ZIP; the country by
    // name; the phone in the site's mask.
    if (w.locale === 'en-us') {
      const address = canvasElement.querySelector('address') as HTMLElement;
      await expect(address).toHaveTextContent('Denver, CO 80202');
      await expect(address).toHaveTextContent('United States');
      await expect(address).toHaveTextContent('(303) 555 - 0100');
    }
  },
};

/** A guest has no account: the order is looked up by its number (filled in) and e-mail. */
export const PlacedAsGuest: Story = {
  ...Placed,
  decorators: [withCache([queryKeys.session, guestSession])],
  play: async ({ canvasElement, globals }) => {
    const { w, order } = await expectOrderShown(canvasElement, globals);
    await expectNextStep(
      canvasElement,
      w,
      'trackOrder',
      orderStatusPath(w.locale, order.orderNumber),
    );
  },
};

/** The confirmation on a phone: long lines wrap, nothing runs off the side. */
export const PlacedSmall: Story = {
  ...Placed,
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await expectOrderShown(canvasElement, globals);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The bank has not verified the payment yet (3-D Secure): a notice says the order waits. */
export const PaymentPending: Story = {
  beforeEach: placed({ ...jacketAndBoots, payment: { cardNumber: '4000000000003220' } }),
  play: async ({ canvasElement, globals }) => {
    const { w, order } = await expectOrderShown(canvasElement, globals);
    await expect(order.status).toBe('payment_pending');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      w.page('orderConfirmation.pending'),
    );
  },
};

/**
 * Nothing placed in this tab (a new tab, a shared link): said so (no thanks for an order it
 * cannot show), back to the shop or on to finding an order by its number.
 */
export const NoRecentOrder: Story = {
  beforeEach: () => sessionStorage.removeItem(LAST_ORDER),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: w.page('orderConfirmation.notFoundTitle'),
      }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: w.page('orderConfirmation.title') }),
    ).toBeNull();
    await expect(canvas.getByText(w.page('orderConfirmation.notFound'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: w.page('orderConfirmation.continue') }),
    ).toHaveAttribute('href', `/${w.locale}`);
    await expect(
      canvas.getByRole('link', { name: w.page('orderConfirmation.findOrder') }),
    ).toHaveAttribute('href', `/${w.locale}/order-status`);
  },
};
