import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addPaymentInstrument, getPaymentSession } from '#api/contract/checkout.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import { defaultLocale, type SiteLocale } from '#i18n/index.ts';
import { cartStates } from '#mocks/handlers/cart.ts';
import { checkoutHandlers, checkoutStates } from '#mocks/handlers/checkout.ts';
import { useCartData } from '#shopper/index.ts';
import { createTestBotCheck } from '#shopper/session/index.ts';
import { PageReloadContext } from '../shared/index.ts';
import { withBotCheck } from '../test/stories.tsx';
import { BillingStep } from './BillingStep.tsx';
import { type PaymentProvider, PaymentSessionDialog } from './PaymentSessionDialog.tsx';
import {
  exactly,
  localeOf,
  plain,
  SERVICE,
  serviceCart,
  startWith,
  type Words,
  withShopper,
  wordsOf,
} from './test/shopper.tsx';

/*
 * The buy-now-pay-later provider's dialog (spec §2), alone on the shopper's cart and
 * opened from the billing step, on the mock checkout service: the sandbox session of
 * GET /cart/v1/paymentSession, its authorization (the provider becomes the cart's
 * payment), cancel, and PAY400 for every failure (spec §8).
 */

interface PaymentSessionStoryProps {
  /** `dialog`: the dialog alone, open on `provider`; `billing`: the step that opens it. */
  view: 'dialog' | 'billing';
  provider: PaymentProvider | null;
  locale?: SiteLocale;
  onAuthorized: () => void;
  onCancel: (failed: boolean) => void;
  /** The billing step is done (the provider authorized the payment). */
  onDone: () => void;
  /** The page's reload after an invalid customer (AUT498): a spy, never the test page's. */
  onReload: () => void;
}

function PaymentSessionStory({
  view,
  provider,
  locale = defaultLocale,
  onAuthorized,
  onCancel,
  onDone,
  onReload,
}: PaymentSessionStoryProps) {
  const cart = useCartData();
  if (!cart) return null;
  return (
    <PageReloadContext value={onReload}>
      {view === 'billing' ? (
        <div style={{ maxWidth: '48rem' }}>
          <BillingStep cart={cart} locale={locale} onDone={onDone} />
        </div>
      ) : (
        <PaymentSessionDialog
          provider={provider}
          cart={cart}
          locale={locale}
          onAuthorized={onAuthorized}
          onCancel={onCancel}
        />
      )}
    </PageReloadContext>
  );
}

const meta = {
  title: 'Flows/Checkout/Buy-now-pay-later dialog',
  component: PaymentSessionStory,
  args: {
    view: 'dialog',
    provider: 'KLARNA',
    onAuthorized: fn(),
    onCancel: fn(),
    onDone: fn(),
    onReload: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['dialog', 'billing'] },
    provider: { control: 'inline-radio', options: ['KLARNA', 'PAYPAL', null] },
    locale: { table: { disable: true } },
  },
  decorators: [withShopper, withBotCheck(createTestBotCheck('story-captcha'))],
  render: (args, { globals }) => <PaymentSessionStory {...args} locale={localeOf(globals)} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentSessionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Men's Nunatak Rain Jacket: within Klarna's amounts on every site. */
const jacket = { productId: 'RDGJK100112' };
const addressed = { items: [jacket], shippingAddress: true } as const;
/** Eight jackets: over Klarna's largest amount on every site. */
const overKlarnaMax = { items: [{ ...jacket, qty: 8 }], shippingAddress: true } as const;

const providerNames: Record<PaymentProvider, string> = { KLARNA: 'Klarna', PAYPAL: 'PayPal' };

const dialogOf = (canvasElement: HTMLElement, w: Words, provider: PaymentProvider = 'KLARNA') =>
  findDialog(
    canvasElement,
    w.flows('checkout.paymentSession.title', { provider: providerNames[provider] }),
  );

const authorizeButton = (dialog: HTMLElement, w: Words) =>
  within(dialog).getByRole('button', { name: w.flows('checkout.paymentSession.authorize') });
const cancelButton = (dialog: HTMLElement, w: Words) =>
  within(dialog).getByRole('button', { name: w.flows('checkout.paymentSession.cancel') });

/** Tab (forward) until `target` has the focus: the keyboard's way to a control. */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 12 && document.activeElement !== target; presses += 1) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

/** The session has answered: the provider's options are listed. */
const sessionOpen = (
  dialog: HTMLElement,
  w: Words,
  category: 'pay_later' | 'pay_over_time' | 'paypal',
) =>
  within(dialog).findByText(w.flows(`checkout.paymentSession.category.${category}`), {}, SERVICE);

/** The remainder types on the cart the service holds. */
const payerOf = () =>
  serviceCart()
    .payment_instruments.map((p) => p.type)
    .filter((type) => type === 'KLARNA' || type === 'PAYPAL' || type === 'CREDIT_CARD');

// ---------------------------------------------------------------------------------------
// The dialog alone

/** Klarna's session: the amount to pay (the cart's), what Klarna offers, Authorize / Cancel. */
export const Klarna: Story = {
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await sessionOpen(dialog, w, 'pay_over_time');
    await expect(
      within(dialog).getByText(w.flows('checkout.paymentSession.category.pay_later')),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('list', {
        name: w.flows('checkout.paymentSession.options', { provider: 'Klarna' }),
      }),
    ).toBeVisible();
    // The service sends no instalment amounts: the amount is the cart's, as it priced it.
    await expect(plain(dialog.textContent ?? '')).toContain(
      plain(
        w.flows('checkout.paymentSession.amount', {
          amount: w.money(serviceCart().totals.remainingToPay),
        }),
      ),
    );
    await expect(authorizeButton(dialog, w)).toBeEnabled();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(args.onAuthorized).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Authorize (by the keyboard): Klarna is the cart's payment, the dialog hands back. */
export const KlarnaAuthorized: Story = {
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await expect(payerOf()).toEqual([]);
    await tabTo(authorizeButton(dialog, w));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAuthorized).toHaveBeenCalledOnce(), SERVICE);
    await expect(payerOf()).toEqual(['KLARNA']);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** PayPal's session: one option, and its authorization makes PayPal the payment. */
export const PayPal: Story = {
  args: { provider: 'PAYPAL' },
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w, 'PAYPAL');
    await sessionOpen(dialog, w, 'paypal');
    await userEvent.click(authorizeButton(dialog, w));
    await waitFor(() => expect(args.onAuthorized).toHaveBeenCalledOnce(), SERVICE);
    await expect(payerOf()).toEqual(['PAYPAL']);
  },
};

/** Cancel (by the keyboard): nothing changes on the cart, nothing failed. */
export const Cancelled: Story = {
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await tabTo(cancelButton(dialog, w));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(false));
    await expect(args.onAuthorized).not.toHaveBeenCalled();
    await expect(payerOf()).toEqual([]);
  },
};

/** Escape cancels too; a click outside does not (the session would be lost by accident). */
export const EscapeCancels: Story = {
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await userEvent.click(dialog.closest('[data-size]')?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(false));
  },
};

/** The provider is still answering: said in words, Authorize waits for it. */
export const Connecting: Story = {
  beforeEach: [
    startWith(addressed),
    ({ msw }) => msw.use(checkoutHandlers.getPaymentSession.loading()),
  ],
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      w.flows('checkout.paymentSession.connecting', { provider: 'Klarna' }),
    );
    await expect(authorizeButton(dialog, w)).toBeDisabled();
    await expect(cancelButton(dialog, w)).toBeEnabled();
  },
};

/** PAY400: the provider opens no session: the dialog says so, only Cancel is left. */
export const SessionFailed: Story = {
  beforeEach: [startWith(addressed), ({ msw }) => msw.use(checkoutStates.paymentSessionFails())],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    const alert = await within(dialog).findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent(w.errors('PAY400'));
    await expect(authorizeButton(dialog, w)).toBeDisabled();
    await userEvent.click(cancelButton(dialog, w));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(true));
  },
};

/**
 * The service lost the cart when the session is asked for (spec §8 CART_NOT_FOUND, BSK404):
 * the cart is made again with its items, the session opens for it, and Klarna is authorized
 * on the new cart. No failure is shown.
 */
export const SessionCartLost: Story = {
  beforeEach: [startWith(addressed), ({ msw }) => msw.use(cartStates.cartLost(getPaymentSession))],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(serviceCart().items.map((item) => item.productId)).toEqual([jacket.productId]);
    await userEvent.click(authorizeButton(dialog, w));
    await waitFor(() => expect(args.onAuthorized).toHaveBeenCalledOnce(), SERVICE);
    await expect(payerOf()).toEqual(['KLARNA']);
  },
};

/**
 * The service lost the cart at the authorization (BSK404): the cart is made again with its
 * items, the lost cart's session is not used on it; the dialog opens a session for the new
 * cart, says so, and the shopper's second authorization pays. No PAY400.
 */
export const AuthorizationCartLost: Story = {
  beforeEach: [
    startWith(addressed),
    ({ msw }) => msw.use(cartStates.cartLost(addPaymentInstrument)),
  ],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await userEvent.click(authorizeButton(dialog, w));
    await expect(
      await within(dialog).findByText(
        w.flows('checkout.paymentSession.renewed', { provider: 'Klarna' }),
        {},
        SERVICE,
      ),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(args.onAuthorized).not.toHaveBeenCalled();
    await expect(serviceCart().items.map((item) => item.productId)).toEqual([jacket.productId]);
    await expect(payerOf()).toEqual([]);
    await sessionOpen(dialog, w, 'pay_later');
    await waitFor(() => expect(authorizeButton(dialog, w)).toBeEnabled(), SERVICE);
    await userEvent.click(authorizeButton(dialog, w));
    await waitFor(() => expect(args.onAuthorized).toHaveBeenCalledOnce(), SERVICE);
    await expect(payerOf()).toEqual(['KLARNA']);
  },
};

/**
 * Invalid customer at the authorization (spec §8, AUT498): the dialog hands back without a
 * failure, a toast says why, the cart is cleared for a new one; the page reloads after 4 s.
 */
export const AuthorizationInvalidCustomer: Story = {
  beforeEach: [
    startWith(addressed),
    ({ msw }) => msw.use(...cartStates.invalidCustomerAt(addPaymentInstrument)),
  ],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await userEvent.click(authorizeButton(dialog, w));
    const toast = await screenOf(canvasElement).findByText(w.errors('AUT498'), {}, SERVICE);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledWith(false), SERVICE);
    await expect(args.onAuthorized).not.toHaveBeenCalled();
    await expect(args.onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(serviceCart().items).toEqual([]), SERVICE);
  },
};

/** Over Klarna's largest amount the service itself refuses the session: PAY400. */
export const KlarnaOverItsMaximum: Story = {
  beforeEach: startWith(overKlarnaMax),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    const alert = await within(dialog).findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent(w.errors('PAY400'));
  },
};

/** The authorization is refused (PAY400): said in the dialog, the cart keeps no payment. */
export const AuthorizationRefused: Story = {
  beforeEach: [startWith(addressed), ({ msw }) => msw.use(checkoutStates.paymentRefused('PAY400'))],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await userEvent.click(authorizeButton(dialog, w));
    const alert = await within(dialog).findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent(w.errors('PAY400'));
    await expect(args.onAuthorized).not.toHaveBeenCalled();
    await expect(payerOf()).toEqual([]);
    // It may be tried again.
    await expect(authorizeButton(dialog, w)).toBeEnabled();
  },
};

/** Closed: nothing shown, no session asked for. */
export const Closed: Story = {
  args: { provider: null },
  beforeEach: startWith(addressed),
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------------------
// From the billing step

const billing = { view: 'billing' } as const;

const paymentSection = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).findByRole('region', { name: w.flows('checkout.payment.title') });
const continueButton = (canvasElement: HTMLElement, w: Words) =>
  within(canvasElement).getByRole('button', { name: w.flows('checkout.billing.continue') });

/** Choose Klarna by the keyboard (arrow keys in the group) and continue. */
async function payWithKlarna(canvasElement: HTMLElement, w: Words) {
  const payment = await paymentSection(canvasElement, w);
  const klarna = within(payment).getByRole('radio', { name: 'Klarna' });
  await waitFor(() => expect(klarna).toBeEnabled(), SERVICE);
  within(payment)
    .getByRole('radio', { name: w.flows('checkout.payment.card') })
    .focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(klarna).toBeChecked();
  const next = continueButton(canvasElement, w);
  next.focus();
  await userEvent.keyboard('{Enter}');
  return { payment, klarna, next };
}

/** Klarna chosen, continue: its dialog; authorized, the step is done with Klarna on the cart. */
export const BillingWithKlarna: Story = {
  args: billing,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    await payWithKlarna(canvasElement, w);
    const dialog = await dialogOf(canvasElement, w);
    await expect(args.onDone).not.toHaveBeenCalled();
    await sessionOpen(dialog, w, 'pay_later');
    await userEvent.click(authorizeButton(dialog, w));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), SERVICE);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(payerOf()).toEqual(['KLARNA']);
  },
};

/** Cancel in the dialog: back on billing as it was (Klarna still chosen), nothing paid. */
export const BillingKlarnaCancelled: Story = {
  args: billing,
  beforeEach: startWith(addressed),
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { klarna, next } = await payWithKlarna(canvasElement, w);
    const dialog = await dialogOf(canvasElement, w);
    await sessionOpen(dialog, w, 'pay_later');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The focus is back where the shopper left.
    await waitFor(() => expect(next).toHaveFocus());
    await expect(klarna).toBeChecked();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(payerOf()).toEqual([]);
  },
};

/** The session fails: PAY400 in the dialog, and at the top of payment once it is closed. */
export const BillingKlarnaFailed: Story = {
  args: billing,
  beforeEach: [startWith(addressed), ({ msw }) => msw.use(checkoutStates.paymentSessionFails())],
  play: async ({ canvasElement, globals, args }) => {
    const w = wordsOf(globals);
    const { payment } = await payWithKlarna(canvasElement, w);
    const dialog = await dialogOf(canvasElement, w);
    await expect(await within(dialog).findByRole('alert', {}, SERVICE)).toHaveTextContent(
      w.errors('PAY400'),
    );
    await userEvent.click(cancelButton(dialog, w));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(payment).getByRole('alert')).toHaveTextContent(w.errors('PAY400'));
    await expect(args.onDone).not.toHaveBeenCalled();
    // Another way to pay clears the notice.
    within(payment).getByRole('radio', { name: 'Klarna' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(payment).queryByRole('alert')).toBeNull();
  },
};

/** Over Klarna's largest amount: Klarna cannot be chosen, and it says why beside it. */
export const BillingKlarnaOutOfRange: Story = {
  args: billing,
  beforeEach: startWith(overKlarnaMax),
  play: async ({ canvasElement, globals }) => {
    const w = wordsOf(globals);
    const payment = await paymentSection(canvasElement, w);
    const klarna = within(payment).getByRole('radio', { name: 'Klarna' });
    const why = w.flows('checkout.payment.klarnaLimits', { min: w.money(35), max: w.money(1500) });
    await waitFor(() => expect(plain(payment.textContent ?? '')).toContain(plain(why)), SERVICE);
    await expect(klarna).toBeDisabled();
    await expect(klarna).toHaveAccessibleDescription(exactly(why));
  },
};
