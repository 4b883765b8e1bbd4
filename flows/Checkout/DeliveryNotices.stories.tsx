import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { shippingMethodsByCode } from '#commerce/cart/delivery.ts';
import { defaultLocale, type SiteLocale } from '#i18n/index.ts';
import { mockCartState } from '#mocks/handlers/cart.ts';
import { checkoutAddresses, seedMockCheckout } from '#mocks/handlers/checkout.ts';
import { useCartData } from '#shopper/index.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { withBotCheck } from '../test/stories.tsx';
import { SummaryStep, type SummaryStepProps } from './SummaryStep.tsx';
import {
  localeOf,
  named,
  plain,
  SERVICE,
  serviceCart,
  type Words,
  withShopper,
  wordsOf,
} from './test/shopper.tsx';

/*
 * The notices of the summary step when prepareOrder changed a delivery (spec §4: ship to
 * store to pickup ORD518, a home method the address no longer gets SHP409). The mock
 * service makes the change by the service's rules (commerce/cart/conversions.ts) on the cart
 * each story sets up; the play reads the notice as the shopper does.
 */

type NoticeStoryProps = Omit<SummaryStepProps, 'cart' | 'locale'> & { locale?: SiteLocale };

function NoticeStory({ locale = defaultLocale, ...summary }: NoticeStoryProps) {
  const cart = useCartData();
  if (!cart) return null;
  return (
    <div style={{ maxWidth: '48rem' }}>
      <SummaryStep cart={cart} locale={locale} {...summary} />
    </div>
  );
}

const meta = {
  title: 'Flows/Checkout/Delivery notices',
  component: NoticeStory,
  tags: ['autodocs'],
  args: { onEdit: fn(), onPlaced: fn(), onPaymentFailed: fn(), onItemsChanged: fn() },
  argTypes: { locale: { table: { disable: true } } },
  decorators: [withShopper, withBotCheck(createTestBotCheck('story-captcha'))],
  render: (args, { globals }) => <NoticeStory {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoticeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Men's Nunatak Rain Jacket; store 1003 (Tread Seattle Capitol Hill) holds one. */
const jacket = 'RDGJK100112';
const STORE = '1003';

/** The summary once the service prepared it (the place-order button is on). */
async function preparedSummary(canvasElement: HTMLElement, w: Words) {
  const summary = await within(canvasElement).findByRole('region', {
    name: w.flows('checkout.summary.title'),
  });
  const place = within(summary).getByRole('button', {
    name: named(w.flows('checkout.summary.place', { amount: '' })),
  });
  await waitFor(() => expect(place).toBeEnabled(), SERVICE);
  return summary;
}

/** Paid by card, billed at the shipping address: the summary is where the shopper is. */
function readyToReview(
  { globals }: StoryContext,
  setup: { items: Parameters<typeof seedMockCheckout>[0]['items']; addressLine1?: string },
) {
  const locale = localeOf(globals);
  const address = checkoutAddresses[locale];
  seedMockCheckout({
    locale,
    items: setup.items,
    shippingAddress: { ...address, addressLine1: setup.addressLine1 ?? address.addressLine1 },
    billingAddress: 'sameAsShipping',
    payment: { cardNumber: '4111111111111111' },
  });
}

/**
 * ORD518: the jacket was to be sent to store 1003, which has one on its shelf now: it is
 * picked up there instead (sooner), and the summary says so.
 */
export const ShipToStoreBecomesPickup: Story = {
  beforeEach: (context) =>
    readyToReview(context, {
      items: [{ productId: jacket, shippingOptions: { selected: 'sts', storeId: STORE } }],
    }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const summary = await preparedSummary(canvasElement, w);
    await expect(within(summary).getByText(plain(w.errors('ORD518')))).toBeVisible();
    const pickup = shippingMethodsByCode.pickup[0];
    await expect(
      within(summary).getByText(
        plain(`${pickup?.label[w.language]} · ${pickup?.deliveryTime[w.language]}`),
      ),
    ).toBeVisible();
    await expect(serviceCart().items[0]?.shippingOptions.selected).toBe('pickup');
  },
};

/**
 * SHP409: express was chosen before the address became a PO box, where express carriers
 * do not deliver: the order goes back to standard delivery, and the summary names it.
 */
export const ShippingMethodDowngraded: Story = {
  beforeEach: (context) => {
    readyToReview(context, { items: [{ productId: jacket }], addressLine1: 'PO Box 42' });
    // The choice as an earlier address left it (choosing express now is refused: SHP404).
    const { carts, openCartId } = mockCartState();
    const cart = openCartId ? carts.get(openCartId) : undefined;
    if (cart) cart.checkout.shippingMethods.standard = 'EXP';
  },
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const summary = await preparedSummary(canvasElement, w);
    const standard = shippingMethodsByCode.standard[0]?.label[w.language] ?? '';
    await expect(
      within(summary).getByText(plain(w.errors('SHP409', { method: standard }))),
    ).toBeVisible();
    await expect(
      within(summary).queryByText(shippingMethodsByCode.standard[1]?.label[w.language] ?? '-', {
        exact: false,
      }),
    ).toBeNull();
  },
};
