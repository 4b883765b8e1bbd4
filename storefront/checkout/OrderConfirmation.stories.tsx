import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { formatMoney } from '#components/Price/index.ts';
import { findDialog } from '#components/test/overlay.ts';
import { expectDeliveries } from '#flows/Checkout/test/deliveries.ts';
import { expectTotalsAddUp, shownLineCents } from '#flows/Checkout/test/totals.ts';
import {
  guestSession,
  identityHandlers,
  memberAccount,
  recordRequests,
  withCache,
  withGuest,
} from '#flows/test/stories.tsx';
import {
  createI18n,
  defaultLocale,
  isSiteLocale,
  localeInfo,
  type SiteLocale,
} from '#i18n/index.ts';
import { authHandlers } from '#mocks/handlers/auth.ts';
import { type MockCheckoutSetup, seedMockOrder } from '#mocks/handlers/checkout.ts';
import { orderPath, orderStatusPath } from '../account/orders/paths.ts';
import { defaultFeatures } from '../site/features.ts';
import { SiteFeaturesContext } from '../site/SiteFeatures.tsx';
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
  // Each line with its picture, grouped by where it goes.
  const lines = canvas.getByRole('heading', { name: w.page('orderConfirmation.items') })
    .nextElementSibling as HTMLElement;
  await expect(lines.querySelectorAll('img')).toHaveLength(
    order.items.filter((item) => item.image?.src).length,
  );
  await expect(order.items.some((item) => item.image?.src)).toBe(true);
  await expect(canvasElement.querySelector('address')).toHaveTextContent(
    address?.addressLine1 ?? '',
  );
  // The lines add up to the subtotal, the rows to the total (issue 46).
  const tag = localeInfo[w.locale].tag;
  const rows = await expectTotalsAddUp(
    canvasElement,
    tag,
    [w.flows('checkout.totals.total')],
    [...lines.querySelectorAll('ul')].flatMap((list) => shownLineCents(list, tag)),
  );
  await expect(rows.at(-1)?.value).toBe(w.money(order.totals.total, order.currency));
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
    // A member has an account: none is offered.
    await expect(
      within(canvasElement).queryByRole('region', {
        name: w.page('orderConfirmation.account.title'),
      }),
    ).toBeNull();
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

/** Which item goes where (issue 46): the boots shipped home, the jacket picked up in store. */
export const PlacedPickupAndHome: Story = {
  beforeEach: placed({
    ...jacketAndBoots,
    items: [
      { productId: 'RDGJK100112', shippingOptions: { selected: 'pickup', storeId: '1003' } },
      { productId: 'TRDBT100112', qty: 2 },
    ],
    payment: { cardNumber: '4111111111111111' },
  }),
  play: async ({ canvasElement, globals }) => {
    const { w, order } = await expectOrderShown(canvasElement, globals);
    const picked = order.items.find((item) => item.shippingOptions.selected === 'pickup');
    const shipped = order.items.find((item) => item.shippingOptions.selected === 'standard');
    const store = picked?.shippingOptions.storeInfo;
    await expectDeliveries(canvasElement, [
      {
        name: w.flows('checkout.deliveries.home'),
        lines: [shipped?.name ?? 'no line'],
      },
      {
        name: w.flows('checkout.deliveries.pickupAt', { store: store?.name ?? 'no store' }),
        lines: [picked?.name ?? 'no line'],
        addressLine: store?.address?.addressLine1 ?? 'no store address',
      },
    ]);
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
    // And an account, made from this order.
    await expect(
      await within(canvasElement).findByRole('region', {
        name: w.page('orderConfirmation.account.title'),
      }),
    ).toBeVisible();
  },
};

const cardOrder = { ...jacketAndBoots, payment: { cardNumber: '4111111111111111' } } as const;

/** The offer of an account on a guest's confirmation, by its title. */
const offerOf = (canvasElement: HTMLElement, w: ReturnType<typeof wordsOf>) =>
  within(canvasElement).queryByRole('region', { name: w.page('orderConfirmation.account.title') });

/** The new account signs in as the demo member (the mocks keep no accounts). */
const autoSignIn = authHandlers.signIn.with(({ body }) => ({
  authorizationCode: `mockcode.${memberAccount.profile.consumerId}.${body.codeChallenge}`,
}));

let accountRequests: ReturnType<typeof recordRequests>;

/**
 * A guest makes an account from the confirmation: the sign-up opens with the order's
 * email, names and postal code, so a password and the privacy policy are left; then the
 * dialog closes, a notice (which takes the focus) says the order is in the account, the
 * offer is gone and the way on is the order in the account.
 */
export const GuestCreatesAccount: Story = {
  decorators: [withGuest],
  beforeEach: (context) => {
    const forget = placed(cardOrder)(context);
    context.msw.use(...identityHandlers(), autoSignIn);
    accountRequests = recordRequests(context.msw);
    return () => {
      accountRequests.stop();
      forget();
    };
  },
  play: async ({ canvasElement, globals }) => {
    const { w, order } = await expectOrderShown(canvasElement, globals);
    const address = order.shipments.find((shipment) => shipment.address)?.address;
    if (!address) throw new Error('the story placed an order without an address');
    const offer = await within(canvasElement).findByRole('region', {
      name: w.page('orderConfirmation.account.title'),
    });
    await expect(within(offer).getByText(w.page('orderConfirmation.account.intro'))).toBeVisible();
    within(offer)
      .getByRole('button', { name: w.page('orderConfirmation.account.create') })
      .focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await findDialog(canvasElement, w.flows('signUp.title'));
    const inDialog = within(dialog);
    const field = (name: 'email' | 'firstName' | 'lastName' | 'postalCode') =>
      inDialog.getByRole('textbox', { name: new RegExp(`^${w.flows(`signUp.${name}`)}`) });
    await expect(field('email')).toHaveValue(address.email);
    await expect(field('firstName')).toHaveValue(address.firstName);
    await expect(field('lastName')).toHaveValue(address.lastName);
    await expect(field('postalCode')).toHaveValue(address.postalCode);
    // Nothing else to type but the password: no phone, birth date or gender.
    await expect(inDialog.queryByRole('textbox', { name: /phone/i })).toBeNull();
    await expect(inDialog.queryByRole('group', { name: /birth/i })).toBeNull();
    const password = inDialog.getByLabelText(new RegExp(`^${w.flows('signUp.password')}`), {
      selector: 'input',
    });
    password.focus();
    await userEvent.paste('Summit42a');
    const [policy] = inDialog
      .getAllByRole('checkbox')
      .filter((box) => !box.closest('label')?.textContent?.includes(w.flows('signUp.newsletter')));
    if (!policy) throw new Error('no privacy policy box');
    await userEvent.click(policy);
    await userEvent.click(inDialog.getByRole('button', { name: w.flows('signUp.submit') }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const notice = await within(canvasElement).findByText(
      w.page('orderConfirmation.account.created'),
    );
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(offerOf(canvasElement, w)).toBeNull();
    await expectNextStep(canvasElement, w, 'viewOrder', orderPath(w.locale, order.orderNumber));

    const [signUp, ...more] = accountRequests.to('/consumers-v3/auth/signup');
    await expect(more).toHaveLength(0);
    await expect(signUp?.body).toMatchObject({
      email: address.email,
      firstName: address.firstName,
      lastName: address.lastName,
      postalCode: address.postalCode,
      password: 'Summit42a',
      subscriptions: { newsletterConsent: false, loyaltyConsent: false },
    });
    await expect(signUp?.body).not.toHaveProperty('phone');
    await expect(signUp?.body).not.toHaveProperty('birthDate');
    await expect(accountRequests.to('/consumers-v3/auth/signin')[0]?.body).toMatchObject({
      username: address.email,
    });
  },
};

/**
 * In German, "Nein danke": the offer goes, the focus back to the page's title, the order is
 * still looked up as a guest's, and the tab remembers the answer for this order (a reload of
 * the confirmation does not offer it again).
 */
export const GuestDismissesGerman: Story = {
  globals: { locale: 'de-de' },
  decorators: [withCache([queryKeys.session, guestSession])],
  beforeEach: (context) => {
    const forget = placed(cardOrder)(context);
    return () => {
      sessionStorage.removeItem('cairn.accountOfferDismissed');
      forget();
    };
  },
  play: async ({ canvasElement, globals }) => {
    const { w, order } = await expectOrderShown(canvasElement, globals);
    const offer = await within(canvasElement).findByRole('region', {
      name: 'Diese Bestellung in einem Konto behalten',
    });
    await expect(
      within(offer).getByText(/^Mit einem Konto verfolgen Sie diese Bestellung/),
    ).toBeVisible();
    await expect(within(offer).getByRole('button', { name: 'Konto erstellen' })).toBeVisible();
    await userEvent.click(within(offer).getByRole('button', { name: 'Nein danke' }));
    await waitFor(() => expect(offer).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: w.page('orderConfirmation.title'),
      }),
    ).toHaveFocus();
    await expectNextStep(
      canvasElement,
      w,
      'trackOrder',
      orderStatusPath(w.locale, order.orderNumber),
    );
    await expect(sessionStorage.getItem('cairn.accountOfferDismissed')).toBe(order.orderNumber);
  },
};

/** A guest of a site that takes no new sign-ups (spec §6 allowNewSignUp off): no offer. */
export const GuestWithoutSignUps: Story = {
  decorators: [
    (Story) => (
      <SiteFeaturesContext.Provider value={{ ...defaultFeatures, allowNewSignUp: false }}>
        <Story />
      </SiteFeaturesContext.Provider>
    ),
    withCache([queryKeys.session, guestSession]),
  ],
  beforeEach: placed(cardOrder),
  play: async ({ canvasElement, globals }) => {
    const { w, order } = await expectOrderShown(canvasElement, globals);
    await expectNextStep(
      canvasElement,
      w,
      'trackOrder',
      orderStatusPath(w.locale, order.orderNumber),
    );
    await expect(offerOf(canvasElement, w)).toBeNull();
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
