import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccount } from '#demo/profiles/index.ts';
import {
  exactly,
  localeOf,
  named,
  plain,
  SeedShopper,
  serviceCart,
  startWith,
  type Words,
  wordsOf,
} from '#flows/Checkout/test/shopper.tsx';
import { expectTotalsAddUp, shownLineCents } from '#flows/Checkout/test/totals.ts';
import { defaultLocale } from '#i18n/index.ts';
import { mockOpenCart } from '#mocks/handlers/cart.ts';
import { checkoutStates } from '#mocks/handlers/checkout.ts';
import { CheckoutPage } from './CheckoutPage.tsx';
import { OrderConfirmation } from './OrderConfirmation.tsx';

/*
 * `/{locale}/checkout` on the mock checkout service. Each story puts the shopper's cart
 * where the page finds it (`startWith`, in the toolbar's site) and the page reads it from
 * the cache as the route's loader leaves it; `?step=` is the address's. Placing the order
 * leads to the confirmation page, as on the store. Brand, locale and viewport follow the
 * toolbar; the Small stories are about the phone layout (the order below the step).
 */

/** The shopper `startWith` set up in the cache; the confirmation route beside the page. */
const withShopperAndRoutes: Decorator = (Story, { globals }) => (
  <SeedShopper>
    <Routes>
      <Route
        path="/:locale/order-confirmation"
        element={<OrderConfirmation locale={localeOf(globals)} />}
      />
      <Route path="*" element={<Story />} />
    </Routes>
  </SeedShopper>
);

const LAST_ORDER = 'cairn.lastOrder';

const meta = {
  title: 'Storefront/Checkout/Checkout page',
  component: CheckoutPage,
  args: { locale: defaultLocale },
  argTypes: { locale: { table: { disable: true } } },
  decorators: [withShopperAndRoutes],
  render: (args, { globals }) => <CheckoutPage {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
  // The confirmation this tab may remember belongs to no other story.
  beforeEach: () => () => sessionStorage.removeItem(LAST_ORDER),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const jacket = { productId: 'RDGJK100112' };
const boots = { productId: 'TRDBT100112' };
const toShip = { items: [jacket, boots] };
const addressed = { ...toShip, shippingAddress: true } as const;
const readyToReview = {
  ...addressed,
  billingAddress: 'sameAsShipping',
  payment: { cardNumber: '4111111111111111' },
} as const;

const atStep = (step: 'billing' | 'summary') => ({
  router: { initialEntries: [`/${defaultLocale}/checkout?step=${step}`] },
});
const small = { viewport: { value: 'sm', isRotated: false } };

const SERVICE = { timeout: 4000 };

/**
 * The page on a step: the title, the steps with the current one marked, the step's own
 * section, and beside it the order (its lines and totals).
 */
async function expectPageAt(
  canvasElement: HTMLElement,
  w: Words,
  step: 'shipping' | 'billing' | 'summary',
) {
  const canvas = within(canvasElement);
  const title = await canvas.findByRole('heading', {
    level: 1,
    name: w.page('checkoutPage.title'),
  });
  const steps = canvas.getByRole('navigation', { name: w.page('checkoutPage.progress') });
  // One step is the current one: this step, once the page has moved to it.
  await waitFor(() => {
    const current = within(steps)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(w.page(`checkoutPage.steps.${step}`));
  }, SERVICE);
  const number = { shipping: 1, billing: 2, summary: 3 }[step];
  await expect(
    canvas.getByText(w.page('checkoutPage.stepOf', { step: number, total: 3 })),
  ).toBeVisible();
  const section = {
    shipping: 'checkout.shipping.title',
    billing: 'checkout.billing.title',
    summary: 'checkout.summary.title',
  } as const;
  await expect(
    await canvas.findByRole('region', { name: w.flows(section[step]) }, SERVICE),
  ).toBeVisible();
  const order = canvas.getByRole('complementary', { name: w.page('cart.summary') });
  // On a phone the order is folded to one line with the total: unfolded to read it whole.
  const fold = order.querySelector<HTMLButtonElement>('button[aria-controls]');
  if (fold && getComputedStyle(fold).display !== 'none') {
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(plain(fold.textContent ?? '')).toContain(w.money(serviceCart().totals.total));
    const first = serviceCart().items[0];
    await expect(
      within(order).queryByText(plain(`${first?.qty} × ${first?.name}`)),
    ).not.toBeVisible();
    await userEvent.click(fold);
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
  }
  for (const item of serviceCart().items) {
    await expect(within(order).getByText(plain(`${item.qty} × ${item.name}`))).toBeVisible();
  }
  // The lines add up to the subtotal, the rows to the total (issue 46).
  const lines = order.querySelector('ul');
  if (!lines) throw new Error('the order shows no lines');
  const rows = await expectTotalsAddUp(
    order,
    w.tag,
    [w.flows('checkout.totals.total'), w.flows('checkout.totals.estimatedTotal')],
    shownLineCents(lines, w.tag),
  );
  const total =
    rows.find((row) => row.term.startsWith(w.flows('checkout.totals.total'))) ??
    rows.find((row) => row.term.startsWith(w.flows('checkout.totals.estimatedTotal')));
  await expect(total?.value).toBe(w.money(serviceCart().totals.total));
  return { title, order };
}

/**
 * The phone layout: the order first, folded again to its one line, so the step starts in
 * the first half of the screen (issue 46); nothing runs off the side.
 */
async function expectStacked(canvasElement: HTMLElement, title: HTMLElement, order: HTMLElement) {
  const step = title.parentElement as HTMLElement;
  await expect(step.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    order.getBoundingClientRect().bottom,
  );
  const fold = within(order).getByRole('button', { expanded: true });
  await userEvent.click(fold);
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  const view = canvasElement.ownerDocument.defaultView as Window;
  await expect(title.getBoundingClientRect().top).toBeLessThan(view.innerHeight / 2);
  const root = canvasElement.firstElementChild as HTMLElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** A guest's first visit: the shipping step, two lines beside it. */
export const Shipping: Story = {
  beforeEach: startWith(toShip),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expectPageAt(canvasElement, w, 'shipping');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The shipping step on a phone. */
export const ShippingSmall: Story = {
  ...Shipping,
  globals: small,
  play: async ({ canvasElement, globals }) => {
    const { title, order } = await expectPageAt(canvasElement, wordsOf(globals), 'shipping');
    await expectStacked(canvasElement, title, order);
  },
};

/** `?step=billing` with an address on the cart: payment. */
export const Billing: Story = {
  beforeEach: startWith(addressed),
  parameters: atStep('billing'),
  play: async ({ canvasElement, globals }) => {
    await expectPageAt(canvasElement, wordsOf(globals), 'billing');
  },
};

/** Payment on a phone. */
export const BillingSmall: Story = {
  ...Billing,
  globals: small,
  play: async ({ canvasElement, globals }) => {
    const { title, order } = await expectPageAt(canvasElement, wordsOf(globals), 'billing');
    await expectStacked(canvasElement, title, order);
  },
};

/** `?step=summary` with a paid cart: the review, ready to place. */
export const Summary: Story = {
  beforeEach: startWith(readyToReview),
  parameters: atStep('summary'),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await expectPageAt(canvasElement, w, 'summary');
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByRole('button', {
            name: named(w.flows('checkout.summary.place', { amount: '' })),
          }),
        ).toBeEnabled(),
      SERVICE,
    );
  },
};

/** The review on a phone. */
export const SummarySmall: Story = {
  ...Summary,
  globals: small,
  play: async ({ canvasElement, globals }) => {
    const { title, order } = await expectPageAt(canvasElement, wordsOf(globals), 'summary');
    await expectStacked(canvasElement, title, order);
  },
};

/** `?step=summary` on a cart without an address: never past what the cart holds. */
export const StepNotReachedYet: Story = {
  beforeEach: startWith(toShip),
  parameters: atStep('summary'),
  play: async ({ canvasElement, globals }) => {
    await expectPageAt(canvasElement, wordsOf(globals), 'shipping');
  },
};

/** Nothing in the cart: nothing to check out, back to the cart. */
export const EmptyCart: Story = {
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: w.page('checkoutPage.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(w.page('checkoutPage.empty'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: w.page('checkoutPage.backToCart') }),
    ).toHaveAttribute('href', `/${w.locale}/cart`);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * A guest from the address to the confirmation: each step's title takes the focus, the
 * order is remembered in the tab and the confirmation shows it.
 */
export const GuestCheckout: Story = {
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const { title } = await expectPageAt(canvasElement, w, 'shipping');
    await userEvent.click(
      canvas.getByRole('button', { name: w.flows('checkout.shipping.continue') }),
    );
    await waitFor(() => expect(title).toHaveFocus(), SERVICE);
    const payment = await canvas.findByRole('region', { name: w.flows('checkout.payment.title') });
    const field = (key: 'number' | 'expiry' | 'cvv' | 'holder') =>
      within(payment).getByRole('textbox', { name: named(w.flows(`checkout.card.${key}`)) });
    await userEvent.type(field('number'), '4111 1111 1111 1111');
    await userEvent.type(field('expiry'), `12/${String((new Date().getFullYear() + 3) % 100)}`);
    await userEvent.type(field('cvv'), '737');
    await userEvent.type(field('holder'), `${w.address.firstName} ${w.address.lastName}`);
    await userEvent.click(
      canvas.getByRole('button', { name: w.flows('checkout.billing.continue') }),
    );
    await expectPageAt(canvasElement, w, 'summary');
    await waitFor(() => expect(title).toHaveFocus(), SERVICE);
    const total = serviceCart().totals.total;
    const place = canvas.getByRole('button', {
      name: exactly(w.flows('checkout.summary.place', { amount: w.money(total) })),
    });
    await waitFor(() => expect(place).toBeEnabled(), SERVICE);
    await userEvent.click(place);

    const thanks = await canvas.findByRole(
      'heading',
      { level: 1, name: w.page('orderConfirmation.title') },
      SERVICE,
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    const order = JSON.parse(sessionStorage.getItem(LAST_ORDER) ?? 'null');
    await expect(order).toMatchObject({ status: 'placed', totals: { total } });
    await expect(
      canvas.getByText(w.page('orderConfirmation.number', { orderNumber: order.orderNumber })),
    ).toBeVisible();
    await expect(mockOpenCart()).toBeNull();
  },
};

/** A declined card: back to payment, saying why; the card on the cart stays. */
export const DeclinedBackToPayment: Story = {
  beforeEach: startWith({ ...readyToReview, payment: { cardNumber: '4000000000000002' } }),
  parameters: atStep('summary'),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const { title } = await expectPageAt(canvasElement, w, 'summary');
    const place = canvas.getByRole('button', {
      name: named(w.flows('checkout.summary.place', { amount: '' })),
    });
    await waitFor(() => expect(place).toBeEnabled(), SERVICE);
    await userEvent.click(place);
    await expectPageAt(canvasElement, w, 'billing');
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(w.errors('PAY400'));
    await expect(
      canvas.getByText(w.flows('checkout.payment.cardOnFile', { brand: 'Visa', last4: '0002' })),
    ).toBeVisible();
  },
};

/** ORD430: an item went: back to shipping with the reason and the way back to the cart. */
export const ItemGoneBackToShipping: Story = {
  beforeEach: [
    startWith(readyToReview),
    ({ msw }) => msw.use(checkoutStates.itemNoLongerAvailable()),
  ],
  parameters: atStep('summary'),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    await expectPageAt(canvasElement, w, 'summary');
    const place = canvas.getByRole('button', {
      name: named(w.flows('checkout.summary.place', { amount: '' })),
    });
    await waitFor(() => expect(place).toBeEnabled(), SERVICE);
    await userEvent.click(place);
    await expectPageAt(canvasElement, w, 'shipping');
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(w.errors('ORD430'));
    await expect(
      within(notice).getByRole('link', { name: w.page('checkoutPage.backToCart') }),
    ).toHaveAttribute('href', `/${w.locale}/cart`);
  },
};

/**
 * Express checkout (spec §4): the member's main address and card go on the untouched cart
 * and the page opens on the review. The demo member lives in the US: the US site.
 */
export const ExpressCheckout: Story = {
  beforeEach: startWith(toShip, 'member'),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const { title } = await expectPageAt(canvasElement, w, 'summary');
    await waitFor(() => expect(title).toHaveFocus());
    const summary = within(canvasElement).getByRole('region', {
      name: w.flows('checkout.summary.title'),
    });
    const member = demoAccount('loyalty').profile.consumerDetails;
    const main = member.address.find((address) => address.approachType === 'S' && address.main);
    await expect(summary.querySelector('address')).toHaveTextContent(main?.addressLine1 ?? '');
    await expect(
      within(summary).getByText(
        w.flows('checkout.payment.cardOnFile', { brand: 'Visa', last4: '1111' }),
      ),
    ).toBeVisible();
  },
};
