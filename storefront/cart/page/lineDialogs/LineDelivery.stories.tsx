import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { addressLine } from '#commerce/catalogue/storeText.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import { cartStates } from '#mocks/handlers/cart.ts';
import { mockCatalogue, productHandlers } from '#mocks/handlers/products.ts';
import { storeStates } from '#mocks/handlers/stores.ts';
import { itemUpdates, LineHarness, serving } from './test/LineHarness.tsx';

/*
 * The delivery of a cart line (the "cart change shipping method" dialog) on the MSW cart
 * and store services. Men's Nunatak Rain Jacket in Forest XL (RDGJK100113): near 80202,
 * Ridgeline Denver Union Station has none (it takes ship to store) and Ridgeline Boulder
 * Pearl Street has 10 (pickup only). Each play checks what the shopper sees and what the
 * service was sent.
 */

const meta = {
  title: 'Storefront/Cart/Line dialogs/Change shipping method',
  component: LineHarness,
  args: { line: { productId: 'RDGJK100113', qty: 1 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LineHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

const boulder = 'Ridgeline Boulder Pearl Street';
const denver = 'Ridgeline Denver Union Station';

/** The line's Change button, once the line is on screen. */
const changeButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'button',
    { name: /^Change delivery: Men.s Nunatak Rain Jacket/ },
    SERVICE,
  );

/** Open the dialog from the line's button by keyboard; the dialog once it has settled. */
async function openByKeyboard(canvasElement: HTMLElement, button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
  // The dialog's code loads on first use: a cold test machine may take a moment.
  await screenOf(canvasElement).findByRole('dialog', { name: 'Change delivery' }, SERVICE);
  return findDialog(canvasElement, 'Change delivery');
}

/** Search stores near a postal code in the dialog (typed, then Enter). */
async function searchNear(dialog: HTMLElement, postalCode: string) {
  const field = within(dialog).getByRole('textbox', { name: /^Postal code or city/ });
  await userEvent.type(field, `${postalCode}{Enter}`);
}

/** The result card of a store in the dialog. */
/** The line's dialog opened by keyboard, on pickup, with the two stores near 80202 listed. */
async function pickupStoresNear80202(canvasElement: HTMLElement) {
  const change = await changeButton(canvasElement);
  const dialog = await openByKeyboard(canvasElement, change);
  const inside = within(dialog);
  await userEvent.click(inside.getByRole('radio', { name: /^Pick up in store/ }));
  await searchNear(dialog, '80202');
  await inside.findByRole('heading', { name: '2 stores near 80202' }, SERVICE);
  return { change, dialog, inside };
}

const cardOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('heading', { name }).closest('li') as HTMLElement;

/** Shipped to home; switch to pickup with the keyboard, find a store with stock, choose it. */
export const ShipToPickup: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const change = await changeButton(canvasElement);
    await expect(canvas.getByText('Ship to home')).toBeVisible();
    await expect(canvas.getByText('3–5 business days')).toBeVisible();

    const dialog = await openByKeyboard(canvasElement, change);
    const inside = within(dialog);
    const choices = inside.getByRole('radiogroup', {
      name: "How do you want to get Men's Nunatak Rain Jacket?",
    });
    const home = within(choices).getByRole('radio', { name: /^Ship to home/ });
    await expect(home).toBeChecked();
    // Arrow keys move through the choices and choose.
    home.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(choices).getByRole('radio', { name: /^Pick up in store/ })).toBeChecked();

    await searchNear(dialog, '80202');
    await expect(
      await inside.findByRole('heading', { name: '2 stores near 80202' }, SERVICE),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(cardOf(dialog, boulder)).getByText('In stock')).toBeVisible(),
    );
    await expect(within(cardOf(dialog, denver)).getByText('Not available')).toBeVisible();
    await expect(
      within(cardOf(dialog, denver)).getByText('1701 Wynkoop St, Denver, CO 80202'),
    ).toBeVisible();
    await expect(itemUpdates).toEqual([]);

    await userEvent.click(inside.getByRole('button', { name: `Pick up here: ${boulder}` }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SERVICE);
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), shippingOptions: { selected: 'pickup', storeId: '1002' } },
    ]);
    await expect(await canvas.findByText(`Pick up at ${boulder}`, {}, SERVICE)).toBeVisible();
    await expect(canvas.getByText('Ready within 2 hours')).toBeVisible();
    await waitFor(() => expect(change).toHaveFocus());
  },
};

/** A store whose stock says it has none of the line is not offered for pickup (issue 46). */
export const UnavailableStoreNotOffered: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvasElement }) => {
    const { dialog } = await pickupStoresNear80202(canvasElement);
    const empty = cardOf(dialog, denver);
    await expect(await within(empty).findByText('Not available', {}, SERVICE)).toBeVisible();
    await expect(within(empty).queryByRole('button', { name: /^Pick up here/ })).toBeNull();
    await expect(
      within(cardOf(dialog, boulder)).getByRole('button', { name: `Pick up here: ${boulder}` }),
    ).toBeEnabled();
  },
};

/**
 * The store cannot fill the line (the service's INV700): said on its card; the line keeps
 * home. The stock check failed, so every store is offered and the service decides.
 */
export const StoreCannotFillIt: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(productHandlers.postProductAvailability.error('STR404')),
  play: async ({ canvas, canvasElement }) => {
    const { change, dialog, inside } = await pickupStoresNear80202(canvasElement);

    const card = cardOf(dialog, denver);
    await within(card).findByText('Stock could not be checked', {}, SERVICE);
    await userEvent.click(inside.getByRole('button', { name: `Pick up here: ${denver}` }));
    const alert = await within(card).findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent(
      `${denver} does not have this item. Choose another store or another way to get it.`,
    );
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), shippingOptions: { selected: 'pickup', storeId: '1001' } },
    ]);
    await expect(dialog).toBeInTheDocument();

    // Escape: the line still ships to home, and its button has focus again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(change).toHaveFocus());
    await expect(canvas.getByText('Ship to home')).toBeVisible();
  },
};

/** Ship to a store: only the stores that take it are offered; no store stock is shown. */
export const ShipToStore: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const change = await changeButton(canvasElement);
    const dialog = await openByKeyboard(canvasElement, change);
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: /^Ship to a store/ }));
    await searchNear(dialog, '80202');
    await expect(
      await inside.findByRole('heading', { name: '1 store near 80202' }, SERVICE),
    ).toBeVisible();
    await expect(inside.queryByRole('heading', { name: boulder })).toBeNull();
    await expect(within(cardOf(dialog, denver)).queryByText(/In stock|Not available/)).toBeNull();

    await userEvent.click(inside.getByRole('button', { name: `Ship here: ${denver}` }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SERVICE);
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), shippingOptions: { selected: 'sts', storeId: '1001' } },
    ]);
    await expect(await canvas.findByText(`Ship to ${denver}`, {}, SERVICE)).toBeVisible();
    await waitFor(() => expect(change).toHaveFocus());
  },
};

/** Picked up at a store: the dialog marks it; back to home with Save. */
export const PickupToHome: Story = {
  args: {
    line: {
      productId: 'RDGJK100113',
      qty: 1,
      shippingOptions: { selected: 'pickup', storeId: '1002' },
    },
  },
  parameters: { testViewport: 'lg' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const change = await changeButton(canvasElement);
    await expect(await canvas.findByText(`Pick up at ${boulder}`, {}, SERVICE)).toBeVisible();

    const dialog = await openByKeyboard(canvasElement, change);
    const inside = within(dialog);
    await expect(inside.getByRole('radio', { name: /^Pick up in store/ })).toBeChecked();
    await searchNear(dialog, '80202');
    await inside.findByRole('heading', { name: '2 stores near 80202' }, SERVICE);
    await expect(within(cardOf(dialog, boulder)).getByText('Chosen now')).toBeVisible();
    await expect(
      within(cardOf(dialog, boulder)).queryByRole('button', { name: /^Pick up here/ }),
    ).toBeNull();

    await userEvent.click(inside.getByRole('radio', { name: /^Ship to home/ }));
    await expect(inside.queryByRole('textbox', { name: /^Postal code or city/ })).toBeNull();
    await userEvent.click(inside.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SERVICE);
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), shippingOptions: { selected: 'standard' } },
    ]);
    await expect(await canvas.findByText('Ship to home', {}, SERVICE)).toBeVisible();
    await waitFor(() => expect(change).toHaveFocus());
  },
};

const usLocker = mockCatalogue().collectionPoints.find(
  (point) => point.type === 'locker' && point.address.country === 'US',
);
if (!usLocker) throw new Error('the demo catalogue lacks a US parcel locker');

/**
 * At a collection point (chosen at checkout; the add named the locker): the line names the
 * point and its address from the cart alone; the dialog sends it home.
 */
export const CollectionPointToHome: Story = {
  args: {
    line: {
      productId: 'RDGJK100113',
      qty: 1,
      shippingOptions: { selected: 'pudo', storeId: usLocker.id },
    },
  },
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const change = await changeButton(canvasElement);
    await expect(
      await canvas.findByText(`Collection point: ${usLocker.name}`, {}, SERVICE),
    ).toBeVisible();
    await expect(canvas.getByText(addressLine(usLocker.address))).toBeVisible();
    await expect(canvas.queryByText(usLocker.id, { exact: false })).toBeNull();

    const dialog = await openByKeyboard(canvasElement, change);
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: /^Ship to home/ }));
    await userEvent.click(inside.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SERVICE);
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), shippingOptions: { selected: 'standard' } },
    ]);
    await expect(await canvas.findByText('Ship to home', {}, SERVICE)).toBeVisible();
    await expect(canvas.queryByText(addressLine(usLocker.address))).toBeNull();
  },
};

/** Ship the line to Denver's store from the dialog's search (80202). */
async function shipToDenver(canvasElement: HTMLElement) {
  const change = await changeButton(canvasElement);
  const dialog = await openByKeyboard(canvasElement, change);
  const inside = within(dialog);
  await userEvent.click(inside.getByRole('radio', { name: /^Ship to a store/ }));
  await searchNear(dialog, '80202');
  await inside.findByRole('heading', { name: '1 store near 80202' }, SERVICE);
  await userEvent.click(inside.getByRole('button', { name: `Ship here: ${denver}` }));
  return dialog;
}

const toDenver = { selected: 'sts', storeId: '1001' };

/**
 * The service lost the cart (spec §8 CART_NOT_FOUND, BSK404): it is made again with the
 * line, and the delivery is set on the new cart's line, as a quantity change would be.
 */
export const CartLost: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(cartStates.cartLost()),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await shipToDenver(canvasElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SERVICE);
    await expect(await canvas.findByText(`Ship to ${denver}`, {}, SERVICE)).toBeVisible();
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), shippingOptions: toDenver },
      { itemId: expect.any(String), shippingOptions: toDenver },
    ]);
    const [lost, again] = itemUpdates as { itemId: string }[];
    await expect(again?.itemId).not.toBe(lost?.itemId);
    await expect(screenOf(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/**
 * Invalid customer (spec §8, AUT498): the dialog closes, the local cart is cleared for a new
 * one, a toast says why; the page reloads after 4 s (CartPage and Gift option stories wait
 * for it).
 */
export const InvalidCustomer: Story = {
  args: { onReload: fn() },
  parameters: { testViewport: 'lg' },
  beforeEach: serving(...cartStates.invalidCustomerAt()),
  play: async ({ args, canvas, canvasElement }) => {
    const dialog = await shipToDenver(canvasElement);
    const toast = await screenOf(canvasElement).findByText(
      'Your session is no longer valid. We are refreshing your cart.',
      {},
      SERVICE,
    );
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SERVICE);
    await expect(canvas.queryByRole('button', { name: /^Change delivery/ })).toBeNull();
    await expect(canvas.queryByText(`Ship to ${denver}`)).toBeNull();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** The method is not available (SHP404): said in the dialog; the line keeps its pickup. */
export const MethodUnavailable: Story = {
  args: {
    line: {
      productId: 'RDGJK100113',
      qty: 1,
      shippingOptions: { selected: 'pickup', storeId: '1002' },
    },
  },
  parameters: { testViewport: 'md' },
  beforeEach: serving(cartStates.itemUpdateRefused('shippingOptions', 'SHP404')),
  play: async ({ canvas, canvasElement }) => {
    const change = await changeButton(canvasElement);
    await canvas.findByText(`Pick up at ${boulder}`, {}, SERVICE);
    const dialog = await openByKeyboard(canvasElement, change);
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: /^Ship to home/ }));
    await userEvent.click(inside.getByRole('button', { name: 'Save' }));
    const alert = await inside.findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent('This shipping method is not available.');
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), shippingOptions: { selected: 'standard' } },
    ]);

    await userEvent.click(inside.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(change).toHaveFocus());
    await expect(canvas.getByText(`Pick up at ${boulder}`)).toBeVisible();
  },
};

/** On a phone: a sheet on the bottom edge; the search asks for a place, then finds none. */
export const SmallScreenNoStores: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  beforeEach: serving(storeStates.noStoresNearby()),
  play: async ({ canvasElement }) => {
    const change = await changeButton(canvasElement);
    const dialog = await openByKeyboard(canvasElement, change);
    const inside = within(dialog);
    await waitFor(() =>
      expect(Math.abs(dialog.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(2),
    );
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(inside.getByRole('radio', { name: /^Pick up in store/ }));
    const field = inside.getByRole('textbox', { name: /^Postal code or city/ });
    await userEvent.click(inside.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(field, '99999{Enter}');
    await expect(
      await inside.findByRole('heading', { name: 'No stores near 99999.' }, SERVICE),
    ).toBeVisible();
    await expect(
      inside.getByText('Try another postal code, or a bigger town nearby.'),
    ).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(itemUpdates).toEqual([]);
  },
};
