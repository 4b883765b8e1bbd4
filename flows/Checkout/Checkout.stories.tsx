import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiProvider, DEFAULT_MOBILE_APP_MARKER } from '#api/client/index.ts';
import { arrivalWindow } from '#commerce/cart/arrival.ts';
import { shippingMethodsByCode } from '#commerce/cart/delivery.ts';
import { cartSummaryRows } from '#commerce/cart/summary.ts';
import { countryI18n } from '#commerce/catalogue/countries.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { findDialog, findOverlay } from '#components/test/overlay.ts';
import { demoPromotions } from '#demo/checkout/index.ts';
import { vars } from '#design-tokens/contract.css.ts';
import { defaultLocale, localeInfo, type SiteLocale } from '#i18n/index.ts';
import { MOCK_NOW } from '#mocks/handlers/cart/view.ts';
import { mockCartState } from '#mocks/handlers/cart.ts';
import {
  type checkoutAddresses,
  checkoutHandlers,
  checkoutStates,
} from '#mocks/handlers/checkout.ts';
import { mockCatalogue } from '#mocks/handlers/products.ts';
import { useCartData } from '#shopper/index.ts';
import { createSandboxBotCheck, createTestBotCheck } from '#shopper/session/index.ts';
import { recordRequests, withBotCheck } from '../test/stories.tsx';
import { arrivalText } from './arrival.ts';
import { BillingStep } from './BillingStep.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import { ShippingStep } from './ShippingStep.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import { expectDeliveries } from './test/deliveries.ts';
import {
  exactly,
  localeOf,
  named,
  plain,
  selectNamed,
  serviceCart,
  startWith,
  type Words,
  withShopper,
  wordsOf,
} from './test/shopper.tsx';
import { expectTotalsAddUp, shownLineCents } from './test/totals.ts';

/*
 * The checkout steps on the mock checkout service. Each story puts the shopper's cart where
 * the step finds it (`startWith`: lines, address, payment … by the service's own rules, in
 * the toolbar's site) and the step works on that cart through the API, as on the store.
 * Brand, locale and viewport follow the toolbar: plays read their words from i18n and
 * their amounts from the cart, so they hold in every site.
 *
 * Sandbox cards: 4111 1111 1111 1111 authorizes, 4000 0000 0000 3220 asks for 3-D Secure,
 * 4000 0000 0000 0002 is declined. Gift cards 6006 4910 0000 0001 (USD), …0003 (CAD),
 * …0004 (GBP), …0005 (EUR), PIN 1234. Promo codes WELCOME10, SAVE20, FREESHIP.
 */

type Step = 'shipping' | 'billing' | 'summary' | 'promoCode';

interface CheckoutStepStoryProps {
  /** The step shown on the shopper's cart. */
  step: Step;
  /** The site; the toolbar's by default. */
  locale?: SiteLocale;
  /** The order's totals under the step, as the checkout page shows them beside it. */
  showTotals?: boolean;
  /** Shipping and billing: the step is done. */
  onDone: () => void;
  onEdit: (step: 'shipping' | 'billing') => void;
  onPlaced: (order: unknown) => void;
  onPaymentFailed: (message: string) => void;
  onItemsChanged: (message: string) => void;
}

/** One checkout step on the cart the cache holds (each change the service answers lands there). */
function CheckoutStepStory({
  step,
  locale = defaultLocale,
  showTotals = false,
  onDone,
  ...summary
}: CheckoutStepStoryProps) {
  const cart = useCartData();
  if (!cart) return null;
  return (
    <div style={{ display: 'grid', gap: vars.space.large, maxWidth: '48rem' }}>
      {step === 'shipping' ? <ShippingStep cart={cart} locale={locale} onDone={onDone} /> : null}
      {step === 'billing' ? <BillingStep cart={cart} locale={locale} onDone={onDone} /> : null}
      {step === 'summary' ? <SummaryStep cart={cart} locale={locale} {...summary} /> : null}
      {step === 'promoCode' ? <PromoCodeForm cart={cart} /> : null}
      {showTotals ? (
        <OrderTotals rows={cartSummaryRows(cart)} currency={cart.currency} locale={locale} />
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Flows/Checkout',
  component: CheckoutStepStory,
  args: {
    step: 'shipping',
    onDone: fn(),
    onEdit: fn(),
    onPlaced: fn(),
    onPaymentFailed: fn(),
    onItemsChanged: fn(),
  },
  argTypes: {
    step: { control: 'inline-radio', options: ['shipping', 'billing', 'summary', 'promoCode'] },
    locale: { table: { disable: true } },
  },
  decorators: [withShopper, withBotCheck(createTestBotCheck('story-captcha'))],
  render: (args, { globals }) => <CheckoutStepStory {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutStepStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------
// Carts and words

/** Men's Nunatak Rain Jacket: over every site's free-delivery threshold. */
const jacket = { productId: 'RDGJK100112' };
/** Men's Arroyo Hiking Boot. */
const boots = { productId: 'TRDBT100112' };
/** Men's Serac Base Layer Top: under the SAVE20 threshold. */
const baseLayer = { productId: 'RDGBL100210' };
/** Moraine Gloves: 20% off gloves (a promotion of the line), under free delivery. */
const gloves = { productId: 'RDGAC100510' };
/** Store 1003 (Tread Seattle Capitol Hill) holds one jacket. */
const PICKUP_STORE = '1003';

const VISA = '4111111111111111';
const THREE_D_SECURE = '4000000000003220';
const DECLINED = '4000000000000002';

const toShip = { items: [jacket] };
const addressed = { items: [jacket], shippingAddress: true } as const;
const readyToReview = {
  ...addressed,
  billingAddress: 'sameAsShipping',
  payment: { cardNumber: VISA },
} as const;

/** The amount of a row of the totals (`dt` term, `dd` amount). */
function totalOf(canvasElement: HTMLElement, term: string): string {
  const terms = [...canvasElement.querySelectorAll('dt')];
  const row = terms.find((dt) => plain(dt.textContent ?? '').startsWith(plain(term)));
  return plain(row?.nextElementSibling?.textContent ?? '');
}

/** The rules and names of a country as the site's service answers them (utilities/i18n). */
function countryRules(code: string, locale: SiteLocale) {
  const { countries, phoneCountries } = mockCatalogue();
  const country = countries.find((candidate) => candidate.code === code);
  return countryI18n(country, code, phoneCountries, siteOf(locale));
}

const countryName = (code: string, locale: SiteLocale) => countryRules(code, locale).name;

/** The province's name as the site lists it (a US or Canadian address). */
function provinceName(address: (typeof checkoutAddresses)[SiteLocale], locale: SiteLocale) {
  if (!address.province) return null;
  const { province } = countryRules(address.country, locale).billing;
  return province.list.find((option) => option.code === address.province)?.name ?? null;
}

/** No text shows an i18n key: each came from the resources (a missing one shows its path). */
async function expectNoRawKeys(root: HTMLElement) {
  await expect(plain(root.textContent ?? '')).not.toMatch(
    /\b(?:checkout|checkoutPage|orderConfirmation)\.[a-z]\w*|\b(?:flows|errors|validation|storefront|common):[a-zA-Z]/,
  );
}

const textbox = (root: HTMLElement, label: string) =>
  within(root).getByRole('textbox', { name: named(label) });

/** A change goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

// ---------------------------------------------------------------------------------------
// Shipping step

const shippingForm = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).findByRole('region', { name: w.flows('checkout.shipping.title') });

const continueToPayment = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).getByRole('button', { name: w.flows('checkout.shipping.continue') });

/** The delivery methods of the cart's standard shipment, in the site's language. */
const methodLabel = (w: Words, index: 0 | 1) =>
  shippingMethodsByCode.standard[index]?.label[w.language] ?? '';

/** A guest with a jacket: the empty address form, the site's country, standard delivery. */
export const ShippingEmpty: Story = {
  beforeEach: startWith(toShip),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    for (const field of ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode'] as const) {
      await expect(textbox(form, w.flows(`checkout.address.${field}`))).toHaveValue('');
    }
    await expect(textbox(form, w.flows('checkout.address.phone'))).toHaveAccessibleDescription(
      w.flows('checkout.address.phoneHelp'),
    );
    const country = within(form).getByRole('button', {
      name: selectNamed(w.flows('checkout.address.country')),
    });
    await waitFor(() =>
      expect(country).toHaveTextContent(countryName(w.address.country, w.locale)),
    );
    const methods = within(form).getByRole('radiogroup', {
      name: w.flows('checkout.shipping.method'),
    });
    await expect(
      within(methods).getByRole('radio', { name: named(methodLabel(w, 0)) }),
    ).toBeChecked();
    await expect(continueToPayment(canvasElement, w)).toBeEnabled();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expectNoRawKeys(canvasElement);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Continue with nothing typed: every required field says so, the first one has the focus. */
export const ShippingMissingFields: Story = {
  beforeEach: startWith(toShip),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    continueToPayment(canvasElement, w).focus();
    await userEvent.keyboard('{Enter}');
    const first = textbox(form, w.flows('checkout.address.firstName'));
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await expect(first).toHaveAccessibleDescription(w.validation('required'));
    await expect(first).toHaveFocus();
    await expect(textbox(form, w.flows('checkout.address.city'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The address the cart holds (a reload, back from payment): filled in, continue goes on. */
export const ShippingPrefilled: Story = {
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    await expect(textbox(form, w.flows('checkout.address.firstName'))).toHaveValue(
      w.address.firstName,
    );
    await expect(textbox(form, w.flows('checkout.address.addressLine1'))).toHaveValue(
      w.address.addressLine1,
    );
    await expect(textbox(form, w.flows('checkout.address.email'))).toHaveValue(w.address.email);
    await userEvent.click(continueToPayment(canvasElement, w));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/**
 * Continue on the prefilled form; the service refuses the address. Its error is said on
 * `fields` (the first one takes the focus), nothing typed is lost, no banner repeats it.
 */
async function expectRefusedOn(
  canvasElement: HTMLElement,
  w: Words,
  onDone: () => void,
  fields: { label: string; message: string; role?: 'textbox' | 'button' }[],
) {
  const form = await shippingForm(canvasElement, w);
  const before = textbox(form, w.flows('checkout.address.firstName'));
  await expect(before).toHaveValue(w.address.firstName);
  await userEvent.click(continueToPayment(canvasElement, w));
  for (const [index, { label, message, role = 'textbox' }] of fields.entries()) {
    const field = within(form).getByRole(role, {
      name: role === 'button' ? selectNamed(label) : named(label),
    });
    await waitFor(
      () => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
      SERVICE,
    );
    if (index === 0) await waitFor(() => expect(field).toHaveFocus());
  }
  await expect(before).toHaveValue(w.address.firstName);
  await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  await expect(onDone).not.toHaveBeenCalled();
}

/** SHP410: the service needs a phone for the delivery: said on the phone. */
export const ShippingPhoneMissing: Story = {
  beforeEach: [
    startWith(addressed),
    ({ msw }) => msw.use(checkoutHandlers.setShippingAddress.error('SHP410')),
  ],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await expectRefusedOn(canvasElement, w, args.onDone, [
      { label: w.flows('checkout.address.phone'), message: w.errors('SHP410') },
    ]);
  },
};

/** CHK380 with the fields the service found wrong: each says so, the first takes the focus. */
export const ShippingAddressInvalid: Story = {
  beforeEach: [
    startWith(addressed),
    ({ msw }) =>
      msw.use(
        checkoutHandlers.setShippingAddress.error('CHK380', {
          details: {
            fields: [
              { field: 'addressLine1', errorId: 'CHK320' },
              { field: 'city', errorId: 'CHK320' },
            ],
          },
        }),
      ),
  ],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await expectRefusedOn(canvasElement, w, args.onDone, [
      { label: w.flows('checkout.address.addressLine1'), message: w.errors('CHK320') },
      { label: w.flows('checkout.address.city'), message: w.errors('CHK320') },
    ]);
  },
};

/** PAY401: the site does not ship to the country: said on the country. */
export const ShippingCantShipThere: Story = {
  beforeEach: [startWith(addressed), ({ msw }) => msw.use(checkoutStates.cantShipThere())],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await expectRefusedOn(canvasElement, w, args.onDone, [
      { label: w.flows('checkout.address.country'), message: w.errors('PAY401'), role: 'button' },
    ]);
  },
};

/** SHP500: express couriers do not deliver to a PO box: said on the first address line. */
export const ShippingPoBox: Story = {
  beforeEach: startWith({ ...addressed, shippingMethods: { standard: 'EXP' } }),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    const line1 = textbox(form, w.flows('checkout.address.addressLine1'));
    await userEvent.clear(line1);
    await userEvent.type(line1, 'PO Box 42');
    await expectRefusedOn(canvasElement, w, args.onDone, [
      { label: w.flows('checkout.address.addressLine1'), message: w.errors('SHP500') },
    ]);
    await expect(line1).toHaveValue('PO Box 42');
  },
};

/** The delivery methods: express by the keyboard, the totals follow the service's answer. */
export const ShippingMethods: Story = {
  args: { showTotals: true },
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    const methods = within(form).getByRole('radiogroup', {
      name: w.flows('checkout.shipping.method'),
    });
    const standard = within(methods).getByRole('radio', { name: named(methodLabel(w, 0)) });
    const express = within(methods).getByRole('radio', { name: named(methodLabel(w, 1)) });
    await expect(standard).toBeChecked();
    const shippingTerm = w.flows('checkout.totals.shipping');
    await expect(totalOf(canvasElement, shippingTerm)).toBe(w.flows('checkout.totals.free'));
    const totalBefore = serviceCart().totals.total;

    standard.focus();
    await userEvent.keyboard('{ArrowDown}');
    const expressPrice = (shippingMethodsByCode.standard[1]?.price[w.currency] ?? 0) / 100;
    await waitFor(
      () => expect(totalOf(canvasElement, shippingTerm)).toBe(w.money(expressPrice)),
      SERVICE,
    );
    await expect(express).toBeChecked();
    await expect(serviceCart().totals.total).toBeGreaterThan(totalBefore);
    await expect(totalOf(canvasElement, w.flows('checkout.totals.total'))).toBe(
      w.money(serviceCart().totals.total),
    );
    // The choice is made where the keyboard is: the focus stays on it.
    await waitFor(() => expect(express).toHaveFocus());
  },
};

/** A line picked up in store beside one delivered: a method group for each shipment. */
export const ShippingWithPickupLine: Story = {
  beforeEach: startWith({
    items: [{ ...jacket, shippingOptions: { selected: 'pickup', storeId: PICKUP_STORE } }, boots],
  }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    const home = within(form).getByRole('radiogroup', {
      name: w.flows('checkout.shipping.method'),
    });
    await expect(within(home).getByRole('radio', { name: named(methodLabel(w, 0)) })).toBeChecked();
    // The cart names the store (not its id).
    const storeName = mockCatalogue().stores.find((entry) => entry.id === PICKUP_STORE)?.name;
    const store = within(form).getByRole('radiogroup', {
      name: w.flows('checkout.shipping.storeMethod', { store: storeName ?? PICKUP_STORE }),
    });
    const pickup = shippingMethodsByCode.pickup[0]?.label[w.language] ?? '';
    await expect(within(store).getByRole('radio', { name: named(pickup) })).toBeChecked();
    // Home delivery needs the address: the contact-only note is not shown.
    await expect(within(form).queryByText(w.flows('checkout.shipping.contactOnly'))).toBeNull();
    await expectNoRawKeys(canvasElement);
  },
};

/**
 * A line sent to a store from the cart (ship to store) beside one shipped home: checkout
 * names that store's delivery for it, never "Ship to me".
 */
export const ShippingWithShipToStoreLine: Story = {
  beforeEach: startWith({
    items: [{ ...jacket, shippingOptions: { selected: 'sts', storeId: '1001' } }, boots],
  }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    const storeName = mockCatalogue().stores.find((entry) => entry.id === '1001')?.name;
    await expect(
      within(form).getByRole('radiogroup', {
        name: w.flows('checkout.shipping.storeMethod', { store: storeName ?? '1001' }),
      }),
    ).toBeVisible();
    const line = serviceCart().items.find((item) => item.shippingOptions.selected === 'sts');
    const choice = within(form).queryByRole('radiogroup', { name: named(line?.name ?? '') });
    // The line may go another way too (a collection point): its own choice says the store.
    if (!choice) throw new Error('no per-item choice for the ship-to-store line');
    await expect(
      within(choice).getByRole('radio', {
        name: w.flows('checkout.shipping.shipToStore', { store: storeName ?? '1001' }),
      }),
    ).toBeChecked();
    await expectNoRawKeys(canvasElement);
  },
};

/** Everything goes to the store: the form asks for contact details for the pickup. */
export const ShippingPickupOnly: Story = {
  beforeEach: startWith({
    items: [{ ...jacket, shippingOptions: { selected: 'pickup', storeId: PICKUP_STORE } }],
  }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const form = await shippingForm(canvasElement, w);
    await expect(within(form).getByText(w.flows('checkout.shipping.contactOnly'))).toBeVisible();
    await expect(
      within(form).queryByRole('radiogroup', { name: w.flows('checkout.shipping.method') }),
    ).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------
// Billing step

const billingStep = { step: 'billing' } as const;

const paymentSection = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).findByRole('region', { name: w.flows('checkout.payment.title') });

const giftCardSection = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).getByRole('region', { name: w.flows('checkout.giftCard.title') });

const reviewButton = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).getByRole('button', { name: w.flows('checkout.billing.continue') });

/** An expiry date three years from now, as a shopper types it. */
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Type a card into the payment section (number, expiry, security code, name). */
async function typeCard(
  section: HTMLElement,
  w: Words,
  card: { number: string; expiry?: string; cvv?: string; holder?: string },
) {
  const { number, expiry = futureExpiry(), cvv = '737' } = card;
  const holder = card.holder ?? `${w.address.firstName} ${w.address.lastName}`;
  await userEvent.type(textbox(section, w.flows('checkout.card.number')), number);
  await userEvent.type(textbox(section, w.flows('checkout.card.expiry')), expiry);
  await userEvent.type(textbox(section, w.flows('checkout.card.cvv')), cvv);
  if (holder) await userEvent.type(textbox(section, w.flows('checkout.card.holder')), holder);
}

/** Billing as the shipping address (the default), a card to type, gift cards, what to pay. */
export const BillingSameAsShipping: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: w.flows('checkout.billing.sameAsShipping') }),
    ).toBeChecked();
    await expect(
      canvas.queryByRole('textbox', { name: named(w.flows('checkout.address.firstName')) }),
    ).toBeNull();
    await expect(
      within(payment).getByRole('radio', { name: w.flows('checkout.payment.card') }),
    ).toBeChecked();
    await expect(textbox(payment, w.flows('checkout.card.number'))).toHaveValue('');
    await expect(
      within(payment).getByText(
        plain(
          w.flows('checkout.payment.toPay', {
            amount: w.money(serviceCart().totals.remainingToPay),
          }),
        ),
      ),
    ).toBeVisible();
    await expect(giftCardSection(canvasElement, w)).toBeVisible();
    // A guest has no saved cards and cannot save one.
    await expect(
      within(payment).queryByRole('checkbox', { name: w.flows('checkout.payment.saveCard') }),
    ).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectNoRawKeys(canvasElement);
  },
};

/** A card typed and sent: the cart holds it (brand and last four), the step is done. */
export const BillingPayByCard: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    await typeCard(payment, w, { number: '4111 1111 1111 1111' });
    await userEvent.click(reviewButton(canvasElement, w));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    const [card] = serviceCart().payment_instruments;
    await expect(card?.card).toMatchObject({ brand: 'Visa', last4: '1111' });
    await expect(serviceCart().billingAddress?.firstName).toBe(w.address.firstName);
  },
};

/** Another billing address: unticked, the form opens empty, typed and sent with the card. */
export const BillingDifferentAddress: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const canvas = within(canvasElement);
    const payment = await paymentSection(canvasElement, w);
    const same = canvas.getByRole('checkbox', { name: w.flows('checkout.billing.sameAsShipping') });
    same.focus();
    await userEvent.keyboard(' ');
    await expect(same).not.toBeChecked();
    const billing = canvas.getByRole('region', { name: w.flows('checkout.billing.title') });
    const first = await within(billing).findByRole('textbox', {
      name: named(w.flows('checkout.address.firstName')),
    });
    await expect(first).toHaveValue('');

    const address = { ...w.address, firstName: 'Grace', lastName: 'Hopper' };
    await userEvent.type(first, address.firstName);
    await userEvent.type(textbox(billing, w.flows('checkout.address.lastName')), address.lastName);
    await userEvent.type(
      textbox(billing, w.flows('checkout.address.addressLine1')),
      address.addressLine1,
    );
    await userEvent.type(textbox(billing, w.flows('checkout.address.city')), address.city);
    await userEvent.type(
      textbox(billing, w.flows('checkout.address.postalCode')),
      address.postalCode,
    );
    await userEvent.type(textbox(billing, w.flows('checkout.address.email')), address.email);
    await userEvent.type(textbox(billing, w.flows('checkout.address.phone')), address.phone);
    const province = provinceName(address, w.locale);
    if (province) {
      await userEvent.click(
        await within(billing).findByRole('button', {
          name: selectNamed(w.flows('checkout.address.province')),
        }),
      );
      const list = await findOverlay(canvasElement, 'listbox');
      await userEvent.click(within(list).getByRole('option', { name: province }));
    }
    await typeCard(payment, w, { number: VISA });
    await userEvent.click(reviewButton(canvasElement, w));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await expect(serviceCart().billingAddress).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await expect(serviceCart().shippingAddress?.firstName).toBe(w.address.firstName);
  },
};

/** The card form's own checks: a number that fails its check digit, an impossible expiry. */
export const BillingCardValidation: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    await typeCard(payment, w, { number: '4111 1111 1111 1112', expiry: '13/30' });
    await userEvent.click(reviewButton(canvasElement, w));
    const number = textbox(payment, w.flows('checkout.card.number'));
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await expect(number).toHaveAccessibleDescription(w.flows('checkout.card.numberInvalid'));
    await expect(number).toHaveFocus();
    const expiry = textbox(payment, w.flows('checkout.card.expiry'));
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription(
      expect.stringContaining(w.flows('checkout.card.expiryInvalid')),
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** FE309: the gateway says the card has expired: said on the expiry date, not twice. */
export const BillingCardExpired: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    await typeCard(payment, w, { number: VISA, expiry: '01/20' });
    await userEvent.click(reviewButton(canvasElement, w));
    const expiry = textbox(payment, w.flows('checkout.card.expiry'));
    await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'), SERVICE);
    await expect(expiry).toHaveAccessibleDescription(expect.stringContaining(w.errors('FE309')));
    await expect(expiry).toHaveFocus();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(textbox(payment, w.flows('checkout.card.number'))).toHaveValue(VISA);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** PAY400: the payment cannot be processed: a banner says so, the card stays as typed. */
export const BillingPaymentError: Story = {
  args: billingStep,
  beforeEach: [startWith(addressed), ({ msw }) => msw.use(checkoutStates.paymentRefused('PAY400'))],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    await typeCard(payment, w, { number: VISA });
    await userEvent.click(reviewButton(canvasElement, w));
    const banner = await within(canvasElement).findByRole('alert', {}, SERVICE);
    await expect(banner).toHaveTextContent(w.errors('PAY400'));
    await expect(textbox(payment, w.flows('checkout.card.number'))).toHaveValue(VISA);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Send a gift card's number and PIN by the keyboard (Enter in the PIN). */
async function applyGiftCard(canvasElement: HTMLElement, w: Words, number: string, pin: string) {
  await paymentSection(canvasElement, w);
  const section = giftCardSection(canvasElement, w);
  await userEvent.type(textbox(section, w.flows('checkout.giftCard.number')), number);
  await userEvent.type(textbox(section, `${w.flows('checkout.giftCard.pin')}`), `${pin}{Enter}`);
  return section;
}

/** The gift card's error said at its input (`pin`: the PIN, else the number). */
async function expectGiftCardError(
  section: HTMLElement,
  w: Words,
  message: string,
  on: 'number' | 'pin',
) {
  const number = textbox(section, w.flows('checkout.giftCard.number'));
  const pin = textbox(section, w.flows('checkout.giftCard.pin'));
  const [wrong, right] = on === 'pin' ? [pin, number] : [number, pin];
  await waitFor(() => expect(wrong).toHaveAttribute('aria-invalid', 'true'), SERVICE);
  await expect(wrong).toHaveAccessibleDescription(message);
  await expect(right).not.toHaveAttribute('aria-invalid', 'true');
  await expect(within(section).queryByRole('list')).toBeNull();
}

/** GFC800: no gift card with this number: said at the number. */
export const GiftCardUnknown: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const section = await applyGiftCard(canvasElement, w, '6006491000000099', '1234');
    await expectGiftCardError(section, w, w.errors('GFC800'), 'number');
  },
};

/**
 * A wrong PIN answers as an unknown number does (GFC800, at the number): the service tells
 * a guesser nothing about which of the two was wrong.
 */
export const GiftCardWrongPin: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const section = await applyGiftCard(canvasElement, w, w.giftCard.number, '9999');
    await expectGiftCardError(section, w, w.errors('GFC800'), 'number');
  },
};

/** GFC740: nothing left on the card: said at the number. */
export const GiftCardEmpty: Story = {
  args: billingStep,
  beforeEach: [startWith(addressed), ({ msw }) => msw.use(checkoutStates.paymentRefused('GFC740'))],
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const section = await applyGiftCard(canvasElement, w, w.giftCard.number, w.giftCard.pin);
    await expectGiftCardError(section, w, w.errors('GFC740'), 'number');
  },
};

/** GFC755: the card is on the order already: said at the number, the card listed once. */
export const GiftCardAlreadyApplied: Story = {
  args: billingStep,
  beforeEach: startWith(({ giftCard }) => ({
    ...addressed,
    giftCards: [{ number: giftCard.number, pin: giftCard.pin }],
  })),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const section = await applyGiftCard(canvasElement, w, w.giftCard.number, w.giftCard.pin);
    const number = textbox(section, w.flows('checkout.giftCard.number'));
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'), SERVICE);
    await expect(number).toHaveAccessibleDescription(w.errors('GFC755'));
    const applied = within(section).getByRole('list', {
      name: w.flows('checkout.giftCard.applied'),
    });
    await expect(within(applied).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A gift card applied: listed with what it pays and its balance; the rest to pay drops. */
export const GiftCardApplied: Story = {
  args: billingStep,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const total = serviceCart().totals.total;
    const section = await applyGiftCard(canvasElement, w, w.giftCard.number, w.giftCard.pin);
    const applied = await within(section).findByRole(
      'list',
      { name: w.flows('checkout.giftCard.applied') },
      SERVICE,
    );
    const balance = w.giftCard.balance / 100;
    await expect(within(applied).getByRole('listitem')).toHaveTextContent(
      plain(
        w.flows('checkout.giftCard.line', {
          last4: w.giftCard.number.slice(-4),
          amount: w.money(balance),
          balance: w.money(balance),
        }),
      ),
    );
    await expect(textbox(section, w.flows('checkout.giftCard.number'))).toHaveValue('');
    const payment = await paymentSection(canvasElement, w);
    await expect(
      within(payment).getByText(
        plain(w.flows('checkout.payment.toPay', { amount: w.money(total - balance) })),
      ),
    ).toBeVisible();
  },
};

/** A member with a saved Visa: it is chosen, nothing to type; the step pays with it. */
export const BillingSavedCard: Story = {
  args: billingStep,
  beforeEach: startWith(addressed, 'member'),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    const [saved] = mockCartState().savedCards;
    const visa = await within(payment).findByRole('radio', {
      name: w.flows('checkout.payment.savedCard', {
        brand: 'Visa',
        last4: saved?.lastFour ?? '',
        month: String(saved?.expirationMonth).padStart(2, '0'),
        year: String(saved?.expirationYear).slice(-2),
      }),
    });
    await expect(visa).toBeChecked();
    await expect(
      within(payment).getByRole('radio', { name: w.flows('checkout.payment.newCard') }),
    ).not.toBeChecked();
    await expect(
      within(payment).queryByRole('textbox', { name: named(w.flows('checkout.card.number')) }),
    ).toBeNull();
    await userEvent.click(reviewButton(canvasElement, w));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await expect(serviceCart().payment_instruments[0]?.card).toMatchObject({
      brand: 'Visa',
      last4: saved?.lastFour,
    });
  },
};

/** A member pays with a new card and saves it: the next checkout lists it. */
export const BillingSaveNewCard: Story = {
  args: billingStep,
  beforeEach: startWith(addressed, 'member'),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    const newCard = await within(payment).findByRole('radio', {
      name: w.flows('checkout.payment.newCard'),
    });
    await userEvent.click(newCard);
    await typeCard(payment, w, { number: '5555 5555 5555 4444' });
    await userEvent.click(
      within(payment).getByRole('checkbox', { name: w.flows('checkout.payment.saveCard') }),
    );
    await userEvent.click(reviewButton(canvasElement, w));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await expect(serviceCart().payment_instruments[0]?.card).toMatchObject({ last4: '4444' });
    await expect(mockCartState().savedCards.map((card) => card.lastFour)).toContain('4444');
  },
};

// ---------------------------------------------------------------------------------------
// Summary step

const summaryStep = { step: 'summary' } as const;

/** The summary once the service prepared it (the place-order button is on). */
async function preparedSummary(canvasElement: HTMLElement, w: Words) {
  const summary = await within(canvasElement).findByRole('region', {
    name: w.flows('checkout.summary.title'),
  });
  const place = within(summary).getByRole('button', {
    name: named(w.flows('checkout.summary.place', { amount: '' })),
  });
  await waitFor(() => expect(place).toBeEnabled(), SERVICE);
  return { summary, place };
}

/** The summary's lines add up to its subtotal, its rows to its total (issue 46). */
async function expectSummaryAddsUp(summary: HTMLElement, w: Words) {
  const cart = serviceCart();
  const heading = within(summary).getByRole('heading', {
    name: w.flows('checkout.summary.items', { count: cart.totalItems }),
  });
  // The lines sit in a list per delivery, under the items heading's section.
  const lists = heading.parentElement?.parentElement?.querySelectorAll('ul') ?? [];
  if (lists.length === 0) throw new Error('no lines under the items heading');
  return expectTotalsAddUp(
    summary,
    w.tag,
    [w.flows('checkout.totals.total'), w.flows('checkout.totals.estimatedTotal')],
    [...lists].flatMap((lines) => shownLineCents(lines, w.tag)),
  );
}

/** What is bought, where it goes, who pays and the totals the service prepared. */
export const SummaryReview: Story = {
  args: summaryStep,
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { summary, place } = await preparedSummary(canvasElement, w);
    const cart = serviceCart();
    const [item] = cart.items;
    await expect(
      within(summary).getByText(plain(`${item?.qty} × ${item?.name}`), { exact: false }),
    ).toBeVisible();
    const shipTo = summary.querySelector('address');
    await expect(shipTo).toHaveTextContent(`${w.address.firstName} ${w.address.lastName}`);
    await expect(shipTo).toHaveTextContent(w.address.addressLine1);
    const standard = shippingMethodsByCode.standard[0];
    await expect(
      within(summary).getByText(
        plain(`${standard?.label[w.language]} · ${standard?.deliveryTime[w.language]}`),
      ),
    ).toBeVisible();
    // When it arrives, counted on the site's calendar from the demo's clock.
    const arrival = arrivalWindow(localeInfo[w.locale].country, { min: 3, max: 5 }, MOCK_NOW);
    await expect(
      within(summary).getByText(plain(arrivalText(arrival, w.tag, w.flows))),
    ).toBeVisible();
    await expect(
      within(summary).getByText(
        w.flows('checkout.payment.cardOnFile', { brand: 'Visa', last4: '1111' }),
      ),
    ).toBeVisible();
    await expect(totalOf(canvasElement, w.flows('checkout.totals.total'))).toBe(
      w.money(cart.totals.total),
    );
    await expect(place).toHaveAccessibleName(
      exactly(w.flows('checkout.summary.place', { amount: w.money(cart.totals.total) })),
    );
    await expectSummaryAddsUp(summary, w);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expectNoRawKeys(canvasElement);
    await expect(args.onPlaced).not.toHaveBeenCalled();
  },
};

/**
 * The ship-to address as a letter to it is written on the site: in the UK the postcode on
 * a line of its own below the town; in Germany the postcode before the town, no state.
 * Then how to reach the shopper.
 */
export const SummaryAddressUk: Story = {
  args: summaryStep,
  globals: { locale: 'en-gb' },
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const { summary } = await preparedSummary(canvasElement, w);
    const [shipTo] = summary.querySelectorAll('address');
    await expect(shipTo?.textContent?.split('\n')).toEqual([
      'Oliver Bennett',
      '221B Baker Street',
      'London',
      'NW1 6XE',
      'United Kingdom',
      'oliver@example.com',
      // Spec §9's mask outside North America, after the country's dial code.
      '2079 - 460 - 000',
    ]);
  },
};

export const SummaryAddressGermany: Story = {
  args: summaryStep,
  globals: { locale: 'de-de' },
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const { summary } = await preparedSummary(canvasElement, w);
    const [shipTo] = summary.querySelectorAll('address');
    await expect(shipTo?.textContent?.split('\n')).toEqual([
      'Lena Fischer',
      'Invalidenstraße 117',
      '10115 Berlin',
      'Deutschland',
      'lena@example.com',
      '3012 - 345 - 678',
    ]);
  },
};

/** Edit goes back to the step named. */
export const SummaryEdit: Story = {
  args: summaryStep,
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { summary } = await preparedSummary(canvasElement, w);
    const payment = within(summary).getByRole('button', {
      name: w.flows('checkout.summary.editPayment'),
    });
    await userEvent.click(payment);
    await expect(args.onEdit).toHaveBeenLastCalledWith('billing');
    await userEvent.click(
      within(summary).getByRole('button', { name: w.flows('checkout.summary.editDelivery') }),
    );
    await expect(args.onEdit).toHaveBeenLastCalledWith('shipping');
  },
};

/**
 * Which item goes where (issue 46): a line picked up in a store beside one shipped home,
 * each under its own heading with its address, method and lines.
 */
export const SummaryPerDelivery: Story = {
  args: summaryStep,
  beforeEach: startWith({
    ...readyToReview,
    items: [{ ...jacket, shippingOptions: { selected: 'pickup', storeId: PICKUP_STORE } }, boots],
  }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const { summary } = await preparedSummary(canvasElement, w);
    const cart = serviceCart();
    const store = mockCatalogue().stores.find((entry) => entry.id === PICKUP_STORE);
    const [picked, shipped] = [
      cart.items.find((item) => item.shippingOptions.selected === 'pickup'),
      cart.items.find((item) => item.shippingOptions.selected === 'standard'),
    ];
    // Each line under its own delivery, never under the other; the store's own address.
    const [, pickup] = await expectDeliveries(summary, [
      {
        name: w.flows('checkout.deliveries.home'),
        lines: [shipped?.name ?? 'no line'],
        addressLine: w.address.addressLine1,
      },
      {
        name: w.flows('checkout.deliveries.pickupAt', { store: store?.name ?? '' }),
        lines: [picked?.name ?? 'no line'],
        addressLine: store?.address.addressLine1 ?? 'no store',
      },
    ]);
    const pickupMethod = shippingMethodsByCode.pickup[0]?.label[w.language] ?? 'no method';
    await expect(
      within(pickup as HTMLElement).getByText(pickupMethod, { exact: false }),
    ).toBeVisible();
    await expectSummaryAddsUp(summary, w);
    await expectNoRawKeys(canvasElement);
  },
};

const promoSection = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).findByRole('region', { name: w.flows('checkout.promo.title') });

/** Type a promo code and send it with Enter. */
async function enterPromoCode(canvasElement: HTMLElement, w: Words, code: string) {
  const section = await promoSection(canvasElement, w);
  const field = textbox(section, w.flows('checkout.promo.code'));
  await userEvent.type(field, `${code}{Enter}`);
  return { section, field };
}

/** WELCOME10: listed with its callout, the discount in the totals, the order cheaper. */
export const SummaryPromoApplied: Story = {
  args: summaryStep,
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const { summary, place } = await preparedSummary(canvasElement, w);
    const before = serviceCart().totals.total;
    const { section, field } = await enterPromoCode(canvasElement, w, 'welcome10');
    const applied = await within(section).findByRole(
      'list',
      { name: w.flows('checkout.promo.applied') },
      SERVICE,
    );
    const promotion = demoPromotions.find((p) => p.id === 'WELCOME-10');
    await expect(within(applied).getByRole('listitem')).toHaveTextContent(
      `WELCOME10 ${promotion?.callouts[w.language]}`,
    );
    await expect(field).toHaveValue('');
    const after = serviceCart().totals.total;
    await expect(after).toBeLessThan(before);
    await waitFor(() =>
      expect(place).toHaveAccessibleName(
        exactly(w.flows('checkout.summary.place', { amount: w.money(after) })),
      ),
    );
    await expect(totalOf(canvasElement, w.flows('checkout.totals.discounts'))).toBe(
      `−${w.money(serviceCart().totals.totalDiscount)}`,
    );
    await expectSummaryAddsUp(summary, w);
  },
};

/**
 * A line with its own promotion (20% off gloves) and WELCOME10 on the order: the line at
 * its price after its promotion, the subtotal their sum, the order's 10% once, negative
 * (issue 46: the subtotal was before the line's promotion and the discount took it again).
 */
export const SummaryLineAndOrderDiscounts: Story = {
  args: summaryStep,
  beforeEach: startWith({ ...readyToReview, items: [gloves], coupons: ['WELCOME10'] }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const { summary } = await preparedSummary(canvasElement, w);
    const cart = serviceCart();
    const [line] = cart.items;
    await expect(line?.price.priceAfterItemDiscount).toBeLessThan(line?.price.rowTotal ?? 0);
    const rows = await expectSummaryAddsUp(summary, w);
    await expect(rows.map((row) => row.term)).toEqual([
      w.flows('checkout.totals.subtotal', { count: 1 }),
      `${w.flows('checkout.totals.discounts')} (${cart.orderPromotions[0]?.promotionName})`,
      w.flows('checkout.totals.shipping'),
      ...(cart.locale.endsWith('-us') || cart.locale.endsWith('-ca')
        ? [w.flows('checkout.totals.tax'), w.flows('checkout.totals.total')]
        : [`${w.flows('checkout.totals.total')} ${w.flows('checkout.totals.inclVat')}`]),
    ]);
    await expect(rows[1]?.value).toBe(`−${w.money(cart.orderPromotions[0]?.discount ?? 0)}`);
  },
};

/** PRM130: the code is not valid: said at the input, which keeps it. */
export const SummaryPromoRefused: Story = {
  args: summaryStep,
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    await preparedSummary(canvasElement, w);
    const { section, field } = await enterPromoCode(canvasElement, w, 'NOPE');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), SERVICE);
    await expect(field).toHaveAccessibleDescription(w.errors('PRM130'));
    await expect(field).toHaveValue('NOPE');
    await expect(field).toHaveFocus();
    await expect(within(section).queryByRole('list')).toBeNull();
  },
};

/** Place the order: the card authorizes, the order is placed. */
export const SummaryPlaceOrder: Story = {
  args: summaryStep,
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { place } = await preparedSummary(canvasElement, w);
    await userEvent.click(place);
    await waitFor(
      () =>
        expect(args.onPlaced).toHaveBeenCalledWith(
          expect.objectContaining({ status: 'placed', orderNumber: expect.stringMatching(/^CRN/) }),
        ),
      SERVICE,
    );
    await expect(args.onPaymentFailed).not.toHaveBeenCalled();
  },
};

/**
 * Spec §8 on placing the order, with the sandbox's challenge site key: the bot check refuses
 * (AUT403 with the appId), the banner offers "Confirm you are not a robot", and confirming
 * places the order with the confirmation's token.
 */
export const SummaryBotChallenge: Story = {
  args: summaryStep,
  decorators: [withBotCheck(() => createSandboxBotCheck('sandbox-challenge'))],
  beforeEach: startWith(readyToReview),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { summary, place } = await preparedSummary(canvasElement, w);
    await userEvent.click(place);
    const banner = await within(summary).findByRole('alert', {}, SERVICE);
    await expect(banner).toHaveTextContent(w.errors('AUT403'));
    await expect(args.onPlaced).not.toHaveBeenCalled();
    await userEvent.click(
      within(banner).getByRole('button', { name: w.flows('botChallenge.confirm') }),
    );
    await waitFor(
      () =>
        expect(args.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ status: 'placed' })),
      SERVICE,
    );
  },
};

/** The mobile app's webview (its user agent names the app): the client says MAPP, not ECOMM. */
const inTheApp = { userAgent: `${navigator.userAgent} ${DEFAULT_MOBILE_APP_MARKER}/4.2` };
const placedChannel = { recorder: null as ReturnType<typeof recordRequests> | null };

/** A placed order's channel header: the review is ready, the requests recorded. */
const channelStory = (channel: 'MAPP' | 'ECOMM'): Story => ({
  args: summaryStep,
  // About a request header: it looks like Summary Review at rest.
  tags: ['no-visual'],
  beforeEach: (context) => {
    startWith(readyToReview)(context);
    const recorder = recordRequests(context.msw);
    placedChannel.recorder = recorder;
    return recorder.stop;
  },
  play: async ({ canvasElement, globals, args }) => {
    const { place } = await preparedSummary(canvasElement, wordsOf(globals));
    await userEvent.click(place);
    await waitFor(
      () =>
        expect(args.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ status: 'placed' })),
      SERVICE,
    );
    const [placed] = placedChannel.recorder?.to('/cart/v2/checkout/order', 'PUT') ?? [];
    await expect(placed?.headers.get('channel')).toBe(channel);
  },
});

/** Placed in the mobile-app webview: the order's channel header is MAPP (spec §7). */
export const SummaryPlaceOrderInTheApp: Story = {
  ...channelStory('MAPP'),
  decorators: [
    (Story, { globals }) => (
      <ApiProvider baseUrl="/api" locale={localeOf(globals)} options={inTheApp}>
        <Story />
      </ApiProvider>
    ),
  ],
};

/** In a browser the same order says ECOMM: the client decides, not the step. */
export const SummaryPlaceOrderChannel: Story = channelStory('ECOMM');

/** PAY400: the card is declined when placing: back to payment, saying why. */
export const SummaryDeclined: Story = {
  args: summaryStep,
  beforeEach: startWith({ ...readyToReview, payment: { cardNumber: DECLINED } }),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { place } = await preparedSummary(canvasElement, w);
    await userEvent.click(place);
    await waitFor(
      () => expect(args.onPaymentFailed).toHaveBeenCalledWith(w.errors('PAY400')),
      SERVICE,
    );
    await expect(args.onPlaced).not.toHaveBeenCalled();
  },
};

/** ORD430: an item went while the shopper reviewed: the cart is reloaded, saying why. */
export const SummaryItemNoLongerAvailable: Story = {
  args: summaryStep,
  beforeEach: [
    startWith(readyToReview),
    ({ msw }) => msw.use(checkoutStates.itemNoLongerAvailable()),
  ],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { place } = await preparedSummary(canvasElement, w);
    await userEvent.click(place);
    await waitFor(
      () => expect(args.onItemsChanged).toHaveBeenCalledWith(w.errors('ORD430')),
      SERVICE,
    );
    await expect(args.onPlaced).not.toHaveBeenCalled();
  },
};

/** TAX310: the tax moved since the summary was shown: a notice, the totals prepared again. */
export const SummaryTaxChanged: Story = {
  args: summaryStep,
  beforeEach: [
    startWith(readyToReview),
    ({ msw }) => msw.use(checkoutStates.placeOrderFails('TAX310')),
  ],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { summary, place } = await preparedSummary(canvasElement, w);
    await userEvent.click(place);
    await expect(
      await within(summary).findByText(w.flows('checkout.summary.taxUpdated'), {}, SERVICE),
    ).toBeVisible();
    await waitFor(() => expect(place).toBeEnabled(), SERVICE);
    await expect(within(summary).queryByRole('alert')).toBeNull();
    await expect(args.onPlaced).not.toHaveBeenCalled();
    await expect(args.onPaymentFailed).not.toHaveBeenCalled();
  },
};

/**
 * Place the order with the 3-D Secure card: the bank's page opens in the dialog. MSW cannot
 * serve that page, so the play posts the message the page would post when done.
 */
async function challengeAnswered(
  canvasElement: HTMLElement,
  w: Words,
  result: 'authenticated' | 'failed',
) {
  const { place } = await preparedSummary(canvasElement, w);
  await userEvent.click(place);
  const dialog = await findDialog(canvasElement, w.flows('checkout.challenge.title'));
  await expect(within(dialog).getByText(w.flows('checkout.challenge.body'))).toBeVisible();
  const frame = within(dialog).getByTitle(w.flows('checkout.challenge.frame'));
  const transactionId = decodeURIComponent(frame.getAttribute('src')?.split('/').pop() ?? '');
  await expect(transactionId).not.toBe('');
  window.postMessage({ type: 'cairn-3ds', transactionId, result }, window.location.origin);
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), SERVICE);
}

/** 3-D Secure passed: the order is patched and placed. */
export const SummaryChallengeApproved: Story = {
  args: summaryStep,
  beforeEach: startWith({ ...readyToReview, payment: { cardNumber: THREE_D_SECURE } }),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await challengeAnswered(canvasElement, w, 'authenticated');
    await waitFor(
      () =>
        expect(args.onPlaced).toHaveBeenCalledWith(expect.objectContaining({ status: 'placed' })),
      SERVICE,
    );
    await expect(args.onPaymentFailed).not.toHaveBeenCalled();
  },
};

/** 3-D Secure failed: back to payment with the bank's refusal. */
export const SummaryChallengeFailed: Story = {
  args: summaryStep,
  beforeEach: startWith({ ...readyToReview, payment: { cardNumber: THREE_D_SECURE } }),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await challengeAnswered(canvasElement, w, 'failed');
    await waitFor(
      () => expect(args.onPaymentFailed).toHaveBeenCalledWith(w.flows('checkout.challenge.failed')),
      SERVICE,
    );
    await expect(args.onPlaced).not.toHaveBeenCalled();
  },
};

// ---------------------------------------------------------------------------------------
// Promo code form

const promoCodeStep = { step: 'promoCode' } as const;

/** The promo code entry alone, nothing on the cart. */
export const PromoCode: Story = {
  args: promoCodeStep,
  beforeEach: startWith(toShip),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const section = await promoSection(canvasElement, w);
    await expect(textbox(section, w.flows('checkout.promo.code'))).toHaveValue('');
    await expect(
      within(section).getByRole('button', { name: w.flows('checkout.promo.apply') }),
    ).toBeEnabled();
    await expect(within(section).queryByRole('list')).toBeNull();
    // Apply with nothing typed says what is missing, at the field, and sends nothing.
    await userEvent.click(
      within(section).getByRole('button', { name: w.flows('checkout.promo.apply') }),
    );
    const field = textbox(section, w.flows('checkout.promo.code'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(w.flows('checkout.promo.missing'));
    await userEvent.type(field, 'W');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Codes on the cart: one applies, one waits for a bigger order; each can be removed. */
export const PromoCodesOnCart: Story = {
  args: promoCodeStep,
  beforeEach: startWith({ items: [baseLayer], coupons: ['WELCOME10', 'SAVE20'] }),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const section = await promoSection(canvasElement, w);
    const applied = within(section).getByRole('list', { name: w.flows('checkout.promo.applied') });
    const [welcome, save] = within(applied).getAllByRole('listitem');
    const promotion = demoPromotions.find((p) => p.id === 'WELCOME-10');
    await expect(welcome).toHaveTextContent(`WELCOME10 ${promotion?.callouts[w.language]}`);
    await expect(save).toHaveTextContent(`SAVE20 ${w.flows('checkout.promo.notApplied')}`);
    await userEvent.click(
      within(applied).getByRole('button', {
        name: w.flows('checkout.promo.removeLabel', { code: 'SAVE20' }),
      }),
    );
    await waitFor(() => expect(within(applied).getAllByRole('listitem')).toHaveLength(1), SERVICE);
    await expect(serviceCart().couponItems.map((coupon) => coupon.code)).toEqual(['WELCOME10']);
  },
};
