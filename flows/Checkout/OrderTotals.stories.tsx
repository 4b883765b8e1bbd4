import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { summaryRows } from '#commerce/cart/summary.ts';
import { formatMoney } from '#components/Price/index.ts';
import { createI18n, defaultLocale, isSiteLocale, localeInfo } from '#i18n/index.ts';
import { OrderTotals } from './OrderTotals.tsx';
import { expectTotalsAddUp, shownRows } from './test/totals.ts';

/*
 * The totals of a cart or an order, every number the service's, in the rows every surface
 * shows (commerce/cart/summary.ts): the subtotal of the lines, the order's discount, shipping,
 * tax or "incl. VAT", the total. The currency and the number format are the toolbar site's.
 */

/** A jacket delivered to Colorado: the line, standard delivery, sales tax. */
const jacket = {
  locale: 'en-us',
  units: 1,
  itemSubTotal: 239.95,
  shipping: 7.95,
  tax: 14.87,
  total: 262.77,
} as const;

const meta = {
  title: 'Flows/Checkout/Order totals',
  component: OrderTotals,
  args: { rows: summaryRows(jacket), currency: 'USD', locale: 'en-us' },
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
  const flows = createI18n(locale).getFixedT(null, 'flows');
  return {
    tag,
    flows,
    money: (amount: number) => plain(formatMoney(amount, tag, currency)),
    totalTerms: [flows('checkout.totals.total'), flows('checkout.totals.estimatedTotal')],
  };
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each row of the totals as [term, what it shows]; they add up to the total. */
async function rowsOf(canvasElement: HTMLElement, globals: StoryContext['globals']) {
  const w = wordsOf(globals);
  await expectTotalsAddUp(canvasElement, w.tag, w.totalTerms);
  return shownRows(canvasElement, w.tag).map((row) => [row.term, row.value]);
}

/** The line, delivery, tax and the total. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expect(await rowsOf(canvasElement, globals)).toEqual([
      [w.flows('checkout.totals.subtotal', { count: 1 }), w.money(jacket.itemSubTotal)],
      [w.flows('checkout.totals.shipping'), w.money(jacket.shipping)],
      [w.flows('checkout.totals.tax'), w.money(jacket.tax)],
      [w.flows('checkout.totals.total'), w.money(jacket.total)],
    ]);
  },
};

/** No address yet: home delivery and tax are worked out with it; the total is an estimate. */
export const BeforeTheAddress: Story = {
  args: {
    rows: summaryRows({
      ...jacket,
      shipping: 0,
      tax: 0,
      total: 239.95,
      shippingPending: true,
      taxPending: true,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const later = w.flows('checkout.totals.atNextStep');
    await expect((await rowsOf(canvasElement, globals)).slice(1)).toEqual([
      [w.flows('checkout.totals.shipping'), later],
      [w.flows('checkout.totals.tax'), later],
      [w.flows('checkout.totals.estimatedTotal'), w.money(239.95)],
    ]);
  },
};

/**
 * A collection point costs its fee before there is an address (issue 46: the total held it,
 * the row said "with your address"); tax still waits for the address.
 */
export const CollectionPointBeforeTheAddress: Story = {
  args: {
    rows: summaryRows({ ...jacket, shipping: 4.95, tax: 0, total: 244.9, taxPending: true }),
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expect((await rowsOf(canvasElement, globals)).slice(1)).toEqual([
      [w.flows('checkout.totals.shipping'), w.money(4.95)],
      [w.flows('checkout.totals.tax'), w.flows('checkout.totals.atNextStep')],
      [w.flows('checkout.totals.estimatedTotal'), w.money(244.9)],
    ]);
  },
};

/** A collection point's fee, and a home delivery still waiting for the address. */
export const HomeDeliveryStillToCome: Story = {
  args: {
    rows: summaryRows({
      ...jacket,
      units: 2,
      itemSubTotal: 284.9,
      shipping: 4.95,
      tax: 0,
      total: 289.85,
      shippingPending: true,
      taxPending: true,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expect((await rowsOf(canvasElement, globals))[1]).toEqual([
      w.flows('checkout.totals.shipping'),
      plain(w.flows('checkout.totals.shippingSoFar', { amount: w.money(4.95) })),
    ]);
  },
};

/**
 * The order's promotion, one negative row naming it, under the subtotal of the lines after
 * their own promotions (issue 46: never the lines' discount again).
 */
export const WithDiscounts: Story = {
  args: {
    rows: summaryRows({
      ...jacket,
      units: 2,
      itemSubTotal: 275.91,
      discounts: [{ amount: 27.59, promotion: '10% off your order' }],
      shipping: 0,
      tax: 7.2,
      total: 255.52,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const [subtotal, discounts] = await rowsOf(canvasElement, globals);
    await expect(subtotal).toEqual([
      w.flows('checkout.totals.subtotal', { count: 2 }),
      w.money(275.91),
    ]);
    await expect(discounts).toEqual([
      `${w.flows('checkout.totals.discounts')} (10% off your order)`,
      `−${w.money(27.59)}`,
    ]);
  },
};

/** The order's promotion and an associate's adjustment of the order: a row each. */
export const PromotionAndAdjustment: Story = {
  args: {
    rows: summaryRows({
      ...jacket,
      units: 2,
      itemSubTotal: 275.91,
      discounts: [
        { amount: 27.59, promotion: '10% off your order' },
        { amount: 10, adjustmentReason: 'DAMAGED_ITEM' },
      ],
      shipping: 0,
      tax: 6.91,
      total: 245.23,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const page = createI18n(
      isSiteLocale(globals.locale) ? globals.locale : defaultLocale,
    ).getFixedT(null, 'storefront');
    const [, promotion, adjustment] = await rowsOf(canvasElement, globals);
    await expect(promotion).toEqual([
      `${w.flows('checkout.totals.discounts')} (10% off your order)`,
      `−${w.money(27.59)}`,
    ]);
    await expect(adjustment).toEqual([
      page('cart.adjust.orderRow', { reason: page('cart.adjust.reasons.DAMAGED_ITEM') }),
      `−${w.money(10)}`,
    ]);
  },
};

/** Free standard delivery (a promotion or a code): said as free, not as zero. */
export const FreeShipping: Story = {
  args: { rows: summaryRows({ ...jacket, shipping: 0, tax: 14.4, total: 254.35 }) },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expect((await rowsOf(canvasElement, globals))[1]).toEqual([
      w.flows('checkout.totals.shipping'),
      w.flows('checkout.totals.free'),
    ]);
  },
};

/** Where prices include VAT (en-gb, de-de, fr-fr): no tax row, the total says so. */
export const VatIncluded: Story = {
  globals: { locale: 'en-gb' },
  args: {
    rows: summaryRows({
      locale: 'en-gb',
      units: 1,
      itemSubTotal: 199.95,
      shipping: 4.95,
      tax: 0,
      total: 204.9,
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expect(await rowsOf(canvasElement, globals)).toEqual([
      [w.flows('checkout.totals.subtotal', { count: 1 }), w.money(199.95)],
      [w.flows('checkout.totals.shipping'), w.money(4.95)],
      [`${w.flows('checkout.totals.total')} ${w.flows('checkout.totals.inclVat')}`, w.money(204.9)],
    ]);
  },
};

/** Gift cards paid part: what they cover, then what is left to pay. */
export const GiftCardsPaid: Story = {
  args: { rows: summaryRows({ ...jacket, remainingToPay: 212.77 }) },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expect((await rowsOf(canvasElement, globals)).slice(-2)).toEqual([
      [w.flows('checkout.totals.paidOther'), `−${w.money(50)}`],
      [w.flows('checkout.totals.remaining'), w.money(212.77)],
    ]);
  },
};
