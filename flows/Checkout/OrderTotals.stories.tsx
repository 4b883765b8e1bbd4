import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CartTotals } from '#api/contract/cartModel.ts';
import { formatMoney } from '#components/Price/index.ts';
import { createI18n, defaultLocale, isSiteLocale, localeInfo } from '#i18n/index.ts';
import { OrderTotals } from './OrderTotals.tsx';

/*
 * The totals of a cart or an order, every number the service's. The amounts are the args
 * (edit them in the controls); the currency and the number format are the toolbar site's.
 */

/** A jacket delivered to Colorado: items, standard delivery, sales tax. */
const jacketTotals: CartTotals = {
  itemTotal: 239.95,
  itemSubTotal: 239.95,
  totalDiscount: 0,
  totalDiscountPercentage: 0,
  shipping: 7.95,
  totalWithoutTax: 247.9,
  netAmount: 247.9,
  tax: 14.87,
  taxAmount: 14.87,
  total: 262.77,
  remainingToPay: 262.77,
  totalUnits: 1,
  currency: 'USD',
  appliedRewards: [],
};

const meta = {
  title: 'Flows/Checkout/Order totals',
  component: OrderTotals,
  args: { totals: jacketTotals, currency: 'USD', locale: 'en-us', priced: true, promotions: [] },
  argTypes: {
    currency: { table: { disable: true } },
    locale: { table: { disable: true } },
  },
  // The toolbar's site: its currency and number format.
  render: (args, { globals }) => {
    const locale = isSiteLocale(globals.locale) ? globals.locale : defaultLocale;
    return (
      <div style={{ maxWidth: '24rem' }}>
        <OrderTotals {...args} locale={locale} currency={localeInfo[locale].currency} />
      </div>
    );
  },
} satisfies Meta<typeof OrderTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words and amounts of the toolbar's site. */
function wordsOf(globals: StoryContext['globals']) {
  const locale = isSiteLocale(globals.locale) ? globals.locale : defaultLocale;
  const { tag, currency } = localeInfo[locale];
  return {
    flows: createI18n(locale).getFixedT(null, 'flows'),
    money: (amount: number) => plain(formatMoney(amount, tag, currency)),
  };
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each row of the totals as [term, amount]. */
function rowsOf(canvasElement: HTMLElement): [string, string][] {
  return [...canvasElement.querySelectorAll('dt')].map((dt) => [
    plain(dt.textContent ?? ''),
    plain(dt.nextElementSibling?.textContent ?? ''),
  ]);
}

/** Items, delivery, tax and the total. */
export const Default: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await expect(rowsOf(canvasElement)).toEqual([
      [w.flows('checkout.totals.items', { count: 1 }), w.money(args.totals.itemTotal)],
      [w.flows('checkout.totals.shipping'), w.money(args.totals.shipping)],
      [w.flows('checkout.totals.tax'), w.money(args.totals.tax)],
      [w.flows('checkout.totals.total'), w.money(args.totals.total)],
    ]);
  },
};

/** No address yet: delivery and tax are worked out with it. */
export const BeforeTheAddress: Story = {
  args: {
    priced: false,
    totals: {
      ...jacketTotals,
      shipping: 0,
      tax: 0,
      taxAmount: 0,
      total: 239.95,
      remainingToPay: 239.95,
    },
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const later = w.flows('checkout.totals.atNextStep');
    await expect(rowsOf(canvasElement).slice(1, 3)).toEqual([
      [w.flows('checkout.totals.shipping'), later],
      [w.flows('checkout.totals.tax'), later],
    ]);
  },
};

/** Order promotions: one discount row naming them, subtracted. */
export const WithDiscounts: Story = {
  args: {
    totals: {
      ...jacketTotals,
      itemTotal: 479.9,
      itemSubTotal: 479.9,
      totalUnits: 2,
      totalDiscount: 67.99,
      totalDiscountPercentage: 14.2,
      shipping: 7.95,
      tax: 25.2,
      taxAmount: 25.2,
      total: 445.06,
      remainingToPay: 445.06,
    },
    promotions: [
      {
        promotionId: 'WELCOME-10',
        promotionName: '10% off your order',
        calloutMessage: '10% off your order',
        discount: 47.99,
      },
      {
        promotionId: 'SAVE-20-150',
        promotionName: 'Spend more, save more',
        calloutMessage: 'You save on your order',
        discount: 20,
      },
    ],
  },
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const [items, discounts] = rowsOf(canvasElement);
    await expect(items).toEqual([
      w.flows('checkout.totals.items', { count: 2 }),
      w.money(args.totals.itemTotal),
    ]);
    await expect(discounts).toEqual([
      `${w.flows('checkout.totals.discounts')} (10% off your order, Spend more, save more)`,
      `−${w.money(args.totals.totalDiscount)}`,
    ]);
  },
};

/** Free standard delivery (a promotion or a code): said as free, not as zero. */
export const FreeShipping: Story = {
  args: {
    totals: {
      ...jacketTotals,
      shipping: 0,
      totalWithoutTax: 239.95,
      netAmount: 239.95,
      tax: 14.4,
      taxAmount: 14.4,
      total: 254.35,
      remainingToPay: 254.35,
    },
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expect(rowsOf(canvasElement)[1]).toEqual([
      w.flows('checkout.totals.shipping'),
      w.flows('checkout.totals.free'),
    ]);
  },
};

/** Gift cards paid part: what they cover, then what is left to pay. */
export const GiftCardsPaid: Story = {
  args: { totals: { ...jacketTotals, remainingToPay: 212.77 } },
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await expect(rowsOf(canvasElement).slice(-2)).toEqual([
      [w.flows('checkout.totals.paidOther'), `−${w.money(50)}`],
      [w.flows('checkout.totals.remaining'), w.money(args.totals.remainingToPay)],
    ]);
  },
};
