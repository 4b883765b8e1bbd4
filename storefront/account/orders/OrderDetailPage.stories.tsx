import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsumerOrder } from '#api/contract/orders.ts';
import { findDialog, findOverlay, screenOf } from '#components/test/overlay.ts';
import { demoOrders } from '#demo/orders/index.ts';
import { recordRequests, withMember } from '#flows/test/stories.tsx';
import { consumerHandlers } from '#mocks/handlers/consumer.ts';
import { orderHandlers, orderStates, orderView } from '#mocks/handlers/orders.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { expectOrderAddsUp } from './test/orderRows.ts';

/*
 * One of the demo member's orders on the MSW order service: cancels and returns change the
 * story's orders (and are forgotten before the next story).
 */

const meta = {
  title: 'Storefront/Account/Order detail',
  component: OrderDetailPage,
  args: { locale: 'en-us', orderNumber: 'CRN2610011' },
  decorators: [withMember],
  parameters: { layout: 'padded', router: { initialEntries: ['/en-us/account/orders/x'] } },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Open a select by keyboard and pick an option with the pointer. */
async function choose(
  canvasElement: HTMLElement,
  scope: Canvas,
  label: RegExp,
  option: string | RegExp,
) {
  scope.getByRole('button', { name: label }).focus();
  await userEvent.keyboard('{ArrowDown}');
  const list = await findOverlay(canvasElement, 'listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
}

/** Processing: shipment, lines, payment, totals; cancel with a reason, then it is cancelled. */
export const ProcessingCancel: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610011' }));
    await expect(
      article.getByRole('heading', { level: 1, name: 'Order CRN2610011' }),
    ).toBeVisible();
    await expect(article.getAllByText('Processing')[0]).toBeVisible();
    await expect(article.getByRole('link', { name: /Nunatak/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-us\/p\/.+-RDGJK1001$/),
    );
    await expect(article.getByText('Color: Forest · Size: M')).toBeVisible();
    await expect(article.getByText('Visa ••4242 · $308.99')).toBeVisible();
    const summary = within(article.getByRole('region', { name: 'Order summary' }));
    await expect(summary.getByText('$308.99')).toBeVisible();
    await expect(await expectOrderAddsUp(canvasElement)).toEqual([
      ['Subtotal (3 items)', '$289.85'],
      ['Discounts', '−$24.00'],
      ['Shipping', '$19.95'],
      ['Tax', '$23.19'],
      ['Total', '$308.99'],
    ]);
    await expect(article.queryByRole('button', { name: 'Return items' })).toBeNull();
    // Not delivered yet: no warranty claim.
    await expect(article.queryByRole('button', { name: 'Warranty claim' })).toBeNull();

    await userEvent.click(article.getByRole('button', { name: 'Cancel order' }));
    const dialog = await findDialog(canvasElement, 'Cancel order CRN2610011');
    const inDialog = within(dialog);
    // No reason: the field says it is required.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel order' }));
    await expect(await inDialog.findByText('This field is required')).toBeVisible();
    await choose(canvasElement, inDialog, /Why are you cancelling/, 'I ordered by mistake');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const toast = await screenOf(canvasElement).findByText('Order CRN2610011 is cancelled.');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(article.getAllByText('Cancelled')[0]).toBeVisible());
    await expect(article.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** CRN2610011 with 20% off its two pairs of gloves (a promotion of the line), as the service answers. */
function withLinePromotion(order: ConsumerOrder): ConsumerOrder {
  const off = 9.98;
  const [jacket, gloves] = order.items;
  if (!jacket || !gloves) throw new Error('CRN2610011 has two lines');
  const less = (amount: number) => Math.round((amount - off) * 100) / 100;
  return {
    ...order,
    items: [
      jacket,
      {
        ...gloves,
        price: { ...gloves.price, priceAfterItemDiscount: less(gloves.price.rowTotal) },
      },
    ],
    paymentMethod: order.paymentMethod.map((payment) => ({
      ...payment,
      amount: less(payment.amount),
    })),
    totals: {
      ...order.totals,
      itemSubTotal: less(order.totals.itemSubTotal),
      totalDiscount: order.totals.totalDiscount + off,
      total: less(order.totals.total),
    },
  };
}

/**
 * A line with its own promotion, and the order's discount (issue 46: the lines showed their
 * full price): the line after its promotion (its full price struck through), the subtotal
 * their sum, the order's discount once.
 */
export const LineAndOrderDiscounts: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    const order = demoOrders.find((demo) => demo.orderNumber === 'CRN2610011');
    if (!order) throw new Error('no demo order CRN2610011');
    msw.use(orderHandlers.getPurchase.reply(withLinePromotion(orderView(order))));
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Order CRN2610011' });
    await expect(await expectOrderAddsUp(canvasElement)).toEqual([
      ['Subtotal (3 items)', '$279.87'],
      ['Discounts', '−$24.00'],
      ['Shipping', '$19.95'],
      ['Tax', '$23.19'],
      ['Total', '$299.01'],
    ]);
    await expect(canvas.getByText('$39.92')).toBeVisible();
  },
};

/** The order shipped meanwhile (ORD410): said in the dialog, the reason kept. */
export const CancelTooLate: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.cancelOrder.error('ORD410'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
    const dialog = await findDialog(canvasElement, 'Cancel order CRN2610011');
    const inDialog = within(dialog);
    await choose(canvasElement, inDialog, /Why are you cancelling/, 'Delivery takes too long');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel order' }));
    await expect(await inDialog.findByText(/has shipped or was cancelled already/)).toBeVisible();
    await expect(
      inDialog.getByRole('button', { name: /Why are you cancelling/ }),
    ).toHaveTextContent('Delivery takes too long');
  },
};

/**
 * Delivered, picked up in store, part gift card; a unit on a return label whose parcel is
 * awaited; return another unit and open its label.
 */
export const DeliveredReturn: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610009' }));
    await expect(article.getByText('Ridgeline Denver Union Station')).toBeVisible();
    await expect(article.getByText(/^Gift card ••1234/)).toBeVisible();
    await expect(article.getByText('1 unit on a return label')).toBeVisible();
    const returns = within(article.getByRole('region', { name: 'Returns' }));
    await expect(returns.getByText('Awaiting your parcel')).toBeVisible();
    await expect(returns.queryByText(/^Received on/)).toBeNull();
    await expect(returns.getByRole('link', { name: /^Return label of/ })).toHaveAttribute(
      'href',
      '/en-us/returns/rtn-2610009-a1',
    );
    await userEvent.click(article.getByRole('button', { name: 'Return items' }));
    const dialog = await findDialog(canvasElement, 'Return items');
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^Return Men.s Bivouac/ }));
    await choose(canvasElement, inDialog, /Reason\s*\*?$/, 'Too large');
    await userEvent.click(inDialog.getByRole('button', { name: 'Create return label' }));
    const done = await inDialog.findByRole('heading', { name: 'Your return label is ready' });
    await expect(done).toBeVisible();
    // The submit button went with the form: focus is on the confirmation's title.
    await waitFor(() => expect(done).toHaveFocus());
    await expect(inDialog.getByRole('link', { name: 'Open the return label' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-us\/returns\/rtn-crn2610009-\d+$/),
    );
  },
};

/**
 * A warranty claim for a delivered line: the item and what is wrong; too short a text is
 * said at the field; sent, the dialog gives the claim's reference.
 */
export const WarrantyClaim: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Warranty claim' }));
    const dialog = await findDialog(canvasElement, 'Warranty claim');
    const inDialog = within(dialog);
    await choose(canvasElement, inDialog, /Item/, /^Men.s Glissade/);
    const text = inDialog.getByRole('textbox', { name: /^What is wrong with it/ });
    await userEvent.type(text, 'Leaks.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send claim' }));
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription(/Value must contain at least 10 characters/),
    );
    await userEvent.type(text, ' The hood seam lets rain in after an hour.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send claim' }));
    await expect(await inDialog.findByText(/^Claim WRC-[A-Z0-9]{10} sent$/)).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The service refuses (GEN500): said in the dialog, the text kept to send again. */
export const WarrantyClaimFails: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.submitWarranty.error('GEN500'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Warranty claim' }));
    const inDialog = within(await findDialog(canvasElement, 'Warranty claim'));
    await choose(canvasElement, inDialog, /Item/, /^Men.s Glissade/);
    const text = inDialog.getByRole('textbox', { name: /^What is wrong with it/ });
    await userEvent.type(text, 'The zip pulled out of the seam.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Send claim' }));
    await expect(
      await inDialog.findByText('Something went wrong. Please try again.'),
    ).toBeVisible();
    await expect(text).toHaveValue('The zip pulled out of the seam.');
  },
};

let warrantyRequests: ReturnType<typeof recordRequests>;

/** The warranty claims the story sent. */
const warrantyClaims = () => warrantyRequests.to('/consumers-v3/consumer/warranty');

/** Open the claim dialog of the order on the page, choose the Glissade, describe it, send. */
async function fileGlissadeClaim(canvas: Canvas, canvasElement: HTMLElement, description: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Warranty claim' }));
  const dialog = await findDialog(canvasElement, 'Warranty claim');
  const inDialog = within(dialog);
  await choose(canvasElement, inDialog, /Item/, /^Men.s Glissade/);
  const text = inDialog.getByRole('textbox', { name: /^What is wrong with it/ });
  await userEvent.type(text, description);
  await userEvent.click(inDialog.getByRole('button', { name: 'Send claim' }));
  return { dialog, inDialog, text };
}

/**
 * The claim is on its way (never answered here): "Send claim" says it is busy and keeps its
 * name, the dialog stays with what was typed, another press sends nothing more.
 */
export const WarrantyPending: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.submitWarranty.loading());
    warrantyRequests = recordRequests(msw);
    return warrantyRequests.stop;
  },
  play: async ({ canvas, canvasElement }) => {
    const description = 'The hood seam lets rain in after an hour.';
    const { dialog, inDialog, text } = await fileGlissadeClaim(canvas, canvasElement, description);
    const send = inDialog.getByRole('button', { name: 'Send claim' });
    await waitFor(() => expect(send).toHaveAttribute('data-pending', 'true'));
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(warrantyClaims()).toHaveLength(1));
    await userEvent.click(send);
    send.focus();
    await userEvent.keyboard('{Enter}');
    // A moment for a second claim to have started, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(warrantyClaims()).toHaveLength(1);
    await expect(dialog).toBeInTheDocument();
    await expect(send).toHaveAttribute('data-pending', 'true');
    await expect(text).toHaveValue(description);
    await expect(inDialog.queryByRole('alert')).toBeNull();
    await expect(inDialog.queryByText(/^Claim WRC-/)).toBeNull();
  },
};

/** The order is not the member's (ORD409): the dialog says so, the choice and text kept. */
export const WarrantyOrderNotFound: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.submitWarranty.error('ORD409'));
  },
  play: async ({ canvas, canvasElement }) => {
    const description = 'The zip pulled out of the seam.';
    const { inDialog, text } = await fileGlissadeClaim(canvas, canvasElement, description);
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(
      /^We could not find this order\.$/,
    );
    await expect(text).toHaveValue(description);
    await expect(inDialog.getByRole('button', { name: /Item/ })).toHaveTextContent(
      /Men.s Glissade/,
    );
    await expect(inDialog.getByRole('button', { name: 'Send claim' })).toBeEnabled();
  },
};

/** The service refuses the request (API400): its message in the dialog, what was typed kept. */
export const WarrantyRefused: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.submitWarranty.error('API400'));
  },
  play: async ({ canvas, canvasElement }) => {
    const description = 'The hood seam lets rain in after an hour.';
    const { inDialog, text } = await fileGlissadeClaim(canvas, canvasElement, description);
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(
      /^The request is not valid\.$/,
    );
    await expect(text).toHaveValue(description);
    await expect(inDialog.getByRole('button', { name: /Item/ })).toHaveTextContent(
      /Men.s Glissade/,
    );
    await expect(inDialog.getByRole('button', { name: 'Send claim' })).toBeEnabled();
  },
};

/**
 * An order of one delivered line: the item is chosen already (the list offers that line
 * alone), so describing it and sending files the claim for that product.
 */
export const WarrantySingleLine: Story = {
  args: { orderNumber: 'CRN2609005' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    warrantyRequests = recordRequests(msw);
    return warrantyRequests.stop;
  },
  play: async ({ canvas, canvasElement }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2609005' }));
    await userEvent.click(article.getByRole('button', { name: 'Warranty claim' }));
    const dialog = await findDialog(canvasElement, 'Warranty claim');
    const inDialog = within(dialog);
    const lineName = /^Women.s Talus Softshell Jacket · Heather · S$/;
    // Chosen already: the line's name in the select, not "Choose an item".
    const item = inDialog.getByRole('button', { name: /Item/ });
    await expect(item).toHaveTextContent(lineName);
    item.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await findOverlay(canvasElement, 'listbox');
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent(lineName);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await userEvent.type(
      inDialog.getByRole('textbox', { name: /^What is wrong with it/ }),
      'The shell delaminated at the shoulders.',
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Send claim' }));
    await expect(await inDialog.findByText('Claim WRC-KKKKKK2511 sent')).toBeVisible();
    const [claim, ...more] = warrantyClaims();
    await expect(more).toHaveLength(0);
    await expect(claim?.body).toMatchObject({
      productId: 'RDGJK102511',
      orderNumber: 'CRN2609005',
    });
  },
};

/** Nothing chosen, then more units than are left (RTN409): said in the dialog. */
export const ReturnRefused: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.createReturnLabel.error('RTN409'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Return items' }));
    const dialog = await findDialog(canvasElement, 'Return items');
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Create return label' }));
    await expect(await inDialog.findByText('Choose at least one item to return.')).toBeVisible();
    const box = inDialog.getByRole('checkbox', { name: /^Return Men.s Glissade/ });
    await userEvent.click(box);
    await choose(canvasElement, inDialog, /Reason\s*\*?$/, 'Damaged or faulty');
    await userEvent.click(inDialog.getByRole('button', { name: 'Create return label' }));
    await expect(await inDialog.findByText(/Some of these items cannot be returned/)).toBeVisible();
    await expect(box).toBeChecked();
  },
};

/** Every unit came back (RETURNED): the return says the day the warehouse received it. */
export const ReturnReceived: Story = {
  args: { orderNumber: 'CRN2610007' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610007' }));
    await expect(article.getAllByText('Returned')[0]).toBeVisible();
    const returns = within(article.getByRole('region', { name: 'Returns' }));
    await expect(returns.getByText('Received on Oct 3, 2026')).toBeVisible();
    await expect(returns.queryByText('Awaiting your parcel')).toBeNull();
    await expect(article.getByText('1 unit on a return label')).toBeVisible();
  },
};

/** In German: the received return, its day in the site's format, and the line's units. */
export const GermanReturnStates: Story = {
  globals: { locale: 'de-de' },
  args: { locale: 'de-de', orderNumber: 'CRN2610007' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Bestellung CRN2610007' }));
    const returns = within(article.getByRole('region', { name: 'Rücksendungen' }));
    await expect(returns.getByText('Eingegangen am 03.10.2026')).toBeVisible();
    await expect(article.getByText('1 Stück auf einem Rücksendeetikett')).toBeVisible();
  },
};

/** Two shipments: one delivered, one on its way with its tracking link. */
export const MultiShipment: Story = {
  args: { orderNumber: 'CRN2610010' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('listitem', { name: 'Shipment 1 of 2' });
    await expect(within(first).getByText('Delivered')).toBeVisible();
    const second = canvas.getByRole('listitem', { name: 'Shipment 2 of 2' });
    await expect(within(second).getByText('Shipped')).toBeVisible();
    await expect(
      within(second).getByRole('link', { name: /Track package 1Z999AA10123456795/ }),
    ).toHaveAttribute('href', expect.stringContaining('1Z999AA10123456795'));
  },
};

/** While the order loads: its number, and a skeleton that says what it waits for. */
export const Loading: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.getPurchase.loading());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order CRN2610011' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The order fails to load once: said, and "Try again" reads it. */
export const ErrorAndRetry: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(orderStates.purchaseFailsOnce());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/could not be loaded/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('article', { name: 'Order CRN2610011' })).toBeVisible();
  },
};

/** "Download invoice" while the link is on its way: the button says it is busy, keeps its name. */
export const InvoicePreparing: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.downloadInvoice.loading());
  },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610009' }));
    const download = article.getByRole('button', { name: 'Download invoice' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toHaveAttribute('data-pending', 'true'));
    await expect(article.queryByRole('alert')).toBeNull();
  },
};

/**
 * "Download invoice" when the service cannot make the link: said beside the button, which
 * stays for another try (the store's e2e test downloads a real one).
 */
export const InvoiceFails: Story = {
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.downloadInvoice.with(() => new Response(null, { status: 503 })));
  },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610009' }));
    const download = article.getByRole('button', { name: 'Download invoice' });
    await userEvent.click(download);
    await expect(await article.findByRole('alert')).toHaveTextContent(
      'The invoice could not be prepared. Try again in a moment.',
    );
    await expect(download).toBeEnabled();
  },
};

/** Tread, on a phone: the nav above the order, the same actions in the brand's theme. */
export const TreadSmallScreen: Story = {
  globals: { brand: 'tread' },
  args: { orderNumber: 'CRN2610009' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610009' }));
    await expect(article.getByRole('button', { name: 'Return items' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /account/i })).toBeVisible();
  },
};

/** Another member's order (ORD409): not found, with the way back. */
export const NotFound: Story = {
  args: { orderNumber: 'CRN2610030' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Back to your orders$/ })).toBeVisible();
  },
};

let resendRequests: ReturnType<typeof recordRequests> | null = null;

/**
 * An e-gift card of the member's order: its mail sent again to the recipient (with a new
 * number and PIN, said so); only the digital line offers it.
 */
export const ResendGiftCard: Story = {
  args: { orderNumber: 'CRN2610006' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    resendRequests = recordRequests(msw);
    return resendRequests.stop;
  },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610006' }));
    const resend = article.getAllByRole('button', { name: 'Send the gift card email again' });
    await expect(resend).toHaveLength(1);
    await userEvent.click(resend[0] as HTMLElement);
    await expect(
      await article.findByText(/^Sent again\. The card has a new number and PIN/),
    ).toBeVisible();
    await expect(
      resendRequests?.to('/consumers-v3/consumer/resendGiftCardEmail').map((r) => r.body),
    ).toEqual([{ orderNumber: 'CRN2610006', itemId: 'CRN2610006-2' }]);
  },
};

/** Past a few mails an hour (API429): said under the button, which can be pressed later. */
export const ResendGiftCardTooOften: Story = {
  args: { orderNumber: 'CRN2610006' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(consumerHandlers.resendGiftCardEmail.error('API429'));
  },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Order CRN2610006' }));
    await userEvent.click(article.getByRole('button', { name: 'Send the gift card email again' }));
    await waitFor(() => expect(article.getByRole('status').textContent).not.toBe(''));
    await expect(
      article.getByRole('button', { name: 'Send the gift card email again' }),
    ).toBeEnabled();
  },
};
