import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import { cartStates } from '#mocks/handlers/cart.ts';
import { itemUpdates, LineHarness, serving } from './test/LineHarness.tsx';

/*
 * The gift message of a cart line (the "add gift option" dialog) on the MSW cart service:
 * Men's Nunatak Rain Jacket (RDGJK100112) in a new cart, with or without a gift option.
 * Each play checks what the shopper sees and what the service was sent.
 */

const meta = {
  title: 'Storefront/Cart/Line dialogs/Gift option',
  component: LineHarness,
  args: { line: { productId: 'RDGJK100112', qty: 1 } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LineHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

const sam = { email: 'sam@example.com', to: 'Sam', message: 'See you on the trail.' };

/** The line's gift button, once the line is on screen. */
const giftButton = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).findByRole('button', { name }, SERVICE);

/** Open the dialog from the line's button by keyboard; the dialog once it has settled. */
async function openByKeyboard(canvasElement: HTMLElement, button: HTMLElement, title: string) {
  button.focus();
  await userEvent.keyboard('{Enter}');
  // The dialog's code loads on first use: a cold test machine may take a moment.
  await screenOf(canvasElement).findByRole('dialog', { name: title }, SERVICE);
  return findDialog(canvasElement, title);
}

const fieldsOf = (dialog: HTMLElement) => ({
  email: within(dialog).getByRole('textbox', { name: /^Recipient.s e-mail/ }),
  to: within(dialog).getByRole('textbox', { name: /^To/ }),
  message: within(dialog).getByRole('textbox', { name: /^Message/ }),
});

/** No gift message yet: add one; what is sent is trimmed, and the line shows it. */
export const AddGiftMessage: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const add = await giftButton(canvasElement, /^Add gift message: Men.s Nunatak Rain Jacket/);
    await expect(add).toHaveTextContent('Add gift message');
    await expect(canvas.queryByText(/^Gift message to/)).not.toBeInTheDocument();

    const element = await openByKeyboard(canvasElement, add, 'Gift message');
    const dialog = within(element);
    await expect(
      dialog.getByText(
        "A message to go with Men's Nunatak Rain Jacket. All three fields are needed.",
      ),
    ).toBeVisible();
    const fields = fieldsOf(element);
    await expect(fields.email).toHaveValue('');
    await expect(fields.message).toHaveAccessibleDescription('0 of 250 characters used');

    await userEvent.type(fields.email, 'anna@example.com');
    await userEvent.type(fields.to, '  Anna ');
    await userEvent.type(fields.message, 'Happy trails!');
    await expect(dialog.getByText('13/250')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save gift message' }));

    await waitFor(
      () => expect(canvas.getByText('Gift message to Anna (anna@example.com)')).toBeVisible(),
      SERVICE,
    );
    await expect(canvas.getByText('Happy trails!')).toBeVisible();
    await expect(itemUpdates).toEqual([
      {
        itemId: expect.any(String),
        giftOption: { email: 'anna@example.com', to: 'Anna', message: 'Happy trails!' },
      },
    ]);
    // Focus is back on the line's button, which now edits the message.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Edit gift message: / })).toHaveFocus(),
    );
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A line with a gift message: the dialog starts from it; edit it, then remove it. */
export const WithGiftOption: Story = {
  args: { line: { productId: 'RDGJK100112', qty: 1, giftOption: sam } },
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const edit = await giftButton(canvasElement, /^Edit gift message: Men.s Nunatak/);
    await expect(canvas.getByText('Gift message to Sam (sam@example.com)')).toBeVisible();
    await expect(canvas.getByText('See you on the trail.')).toBeVisible();

    let element = await openByKeyboard(canvasElement, edit, 'Gift message');
    let fields = fieldsOf(element);
    await expect(fields.email).toHaveValue('sam@example.com');
    await expect(fields.to).toHaveValue('Sam');
    await expect(fields.message).toHaveValue('See you on the trail.');
    await userEvent.clear(fields.message);
    await userEvent.type(fields.message, 'Meet me at the summit.');
    await userEvent.click(within(element).getByRole('button', { name: 'Save gift message' }));
    await waitFor(() => expect(canvas.getByText('Meet me at the summit.')).toBeVisible(), SERVICE);
    await waitFor(() => expect(edit).toHaveFocus());

    element = await openByKeyboard(canvasElement, edit, 'Gift message');
    fields = fieldsOf(element);
    await expect(fields.message).toHaveValue('Meet me at the summit.');
    await userEvent.click(within(element).getByRole('button', { name: 'Remove gift message' }));
    const add = await giftButton(canvasElement, /^Add gift message: /);
    await expect(canvas.queryByText(/^Gift message to/)).not.toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), giftOption: { ...sam, message: 'Meet me at the summit.' } },
      { itemId: expect.any(String), giftOption: null },
    ]);
  },
};

/** Spec §5: nothing is sent until e-mail, to and message are all there and fit. */
export const ValidationMessages: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const add = await giftButton(canvasElement, /^Add gift message: /);
    const element = await openByKeyboard(canvasElement, add, 'Gift message');
    const dialog = within(element);
    const fields = fieldsOf(element);
    const save = dialog.getByRole('button', { name: 'Save gift message' });

    await userEvent.click(save);
    await waitFor(() => expect(fields.email).toHaveAccessibleDescription('This field is required'));
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveFocus();
    await expect(fields.to).toHaveAccessibleDescription('This field is required');
    await expect(fields.message).toHaveAccessibleDescription(/This field is required/);

    await userEvent.type(fields.email, 'anna@example');
    await userEvent.type(fields.to, '   ');
    await userEvent.click(fields.message);
    // A message longer than the limit is pasted whole, and said too long.
    await userEvent.paste('x'.repeat(251));
    await expect(dialog.getByText('251/250')).toBeVisible();
    await userEvent.click(save);
    await waitFor(() => expect(fields.email).toHaveAccessibleDescription('Email is not valid'));
    await expect(fields.to).toHaveAccessibleDescription('This field is required');
    await expect(fields.message).toHaveAccessibleDescription(
      /Value must not be longer than 250 characters/,
    );
    await expect(itemUpdates).toEqual([]);

    // Escape leaves; the line is as it was and its button has focus again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(add).toHaveFocus());
    await expect(canvas.queryByText(/^Gift message to/)).not.toBeInTheDocument();
    await expect(itemUpdates).toEqual([]);
  },
};

/** The service refuses the gift option (GFO404): said above the fields, nothing typed is lost. */
export const ServiceError: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(cartStates.itemUpdateRefused('giftOption', 'GFO404')),
  play: async ({ canvas, canvasElement }) => {
    const add = await giftButton(canvasElement, /^Add gift message: /);
    const element = await openByKeyboard(canvasElement, add, 'Gift message');
    const dialog = within(element);
    const fields = fieldsOf(element);
    await userEvent.type(fields.email, 'anna@example.com');
    await userEvent.type(fields.to, 'Anna');
    await userEvent.type(fields.message, 'Happy trails!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save gift message' }));

    const alert = await dialog.findByRole('alert', {}, SERVICE);
    await expect(alert).toHaveTextContent('Gift options are not available for this item.');
    await expect(fields.email).toHaveValue('anna@example.com');
    await expect(fields.to).toHaveValue('Anna');
    await expect(fields.message).toHaveValue('Happy trails!');
    await expect(itemUpdates).toHaveLength(1);
    // The line still has no gift message.
    await expect(canvas.queryByText(/^Gift message to/)).not.toBeInTheDocument();
  },
};

/** The service refuses a field (API400 naming it): said at that field, which gets focus. */
export const FieldRefusedByService: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: serving(
    cartStates.itemUpdateRefused('giftOption', 'API400', {
      message: 'body.giftOption.email: Invalid email address',
    }),
  ),
  play: async ({ canvasElement }) => {
    const add = await giftButton(canvasElement, /^Add gift message: /);
    const element = await openByKeyboard(canvasElement, add, 'Gift message');
    const dialog = within(element);
    const fields = fieldsOf(element);
    await userEvent.type(fields.email, 'anna@example.com');
    await userEvent.type(fields.to, 'Anna');
    await userEvent.type(fields.message, 'Happy trails!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save gift message' }));

    await waitFor(
      () =>
        expect(fields.email).toHaveAccessibleDescription(
          'This was not accepted. Check it and try again.',
        ),
      SERVICE,
    );
    await expect(fields.email).toHaveFocus();
    await expect(fields.email).toHaveValue('anna@example.com');
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** Fill the dialog's fields with Anna's message and save it. */
async function saveAnnasMessage(element: HTMLElement) {
  const fields = fieldsOf(element);
  await userEvent.type(fields.email, 'anna@example.com');
  await userEvent.type(fields.to, 'Anna');
  await userEvent.type(fields.message, 'Happy trails!');
  await userEvent.click(within(element).getByRole('button', { name: 'Save gift message' }));
}

const annas = { email: 'anna@example.com', to: 'Anna', message: 'Happy trails!' };

/**
 * The service lost the cart (spec §8 CART_NOT_FOUND, BSK404): it is made again with the
 * line, and the gift message is saved on the new cart's line, as a quantity change would be.
 */
export const CartLost: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(cartStates.cartLost()),
  play: async ({ canvas, canvasElement }) => {
    const add = await giftButton(canvasElement, /^Add gift message: /);
    const element = await openByKeyboard(canvasElement, add, 'Gift message');
    await saveAnnasMessage(element);

    await waitFor(() => expect(element).not.toBeInTheDocument(), SERVICE);
    await expect(
      await canvas.findByText('Gift message to Anna (anna@example.com)', {}, SERVICE),
    ).toBeVisible();
    // Sent to the lost line, then once more to the same sku's line of the new cart.
    await expect(itemUpdates).toEqual([
      { itemId: expect.any(String), giftOption: annas },
      { itemId: expect.any(String), giftOption: annas },
    ]);
    const [lost, again] = itemUpdates as { itemId: string }[];
    await expect(again?.itemId).not.toBe(lost?.itemId);
    await expect(screenOf(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/**
 * Invalid customer (spec §8, AUT498): the dialog closes, the local cart is cleared for a new
 * one, a toast says why and the page reloads after 4 s.
 */
export const InvalidCustomer: Story = {
  args: { onReload: fn() },
  parameters: { testViewport: 'sm' },
  beforeEach: serving(...cartStates.invalidCustomerAt()),
  play: async ({ args, canvas, canvasElement }) => {
    const add = await giftButton(canvasElement, /^Add gift message: /);
    const element = await openByKeyboard(canvasElement, add, 'Gift message');
    await saveAnnasMessage(element);

    const toast = await screenOf(canvasElement).findByText(
      'Your session is no longer valid. We are refreshing your cart.',
      {},
      SERVICE,
    );
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(element).not.toBeInTheDocument(), SERVICE);
    // The other customer's line is gone with their cart.
    await expect(canvas.queryByRole('button', { name: /gift message/ })).toBeNull();
    await expect(args.onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1), { timeout: 5000 });
  },
};

/** On a phone, in French: the dialog is a sheet on the bottom edge; the line shows the message. */
export const SmallScreenFrench: Story = {
  args: { line: { productId: 'RDGJK100112', qty: 1 }, locale: 'fr-ca' },
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'sm' }),
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const add = await giftButton(canvasElement, /^Ajouter un message cadeau : /);
    const sheet = await openByKeyboard(canvasElement, add, 'Message cadeau');
    const dialog = within(sheet);
    await waitFor(() =>
      expect(Math.abs(sheet.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(2),
    );
    await expect(sheet.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.type(
      dialog.getByRole('textbox', { name: /^E-mail du destinataire/ }),
      'anna@example.com',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Pour/ }), 'Anna');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Message/ }), 'Bonne route !');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le message cadeau' }));
    await waitFor(
      () => expect(canvas.getByText('Message cadeau pour Anna (anna@example.com)')).toBeVisible(),
      SERVICE,
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Modifier le message cadeau : / })).toHaveFocus(),
    );
    await expect(itemUpdates).toEqual([
      {
        itemId: expect.any(String),
        giftOption: { email: 'anna@example.com', to: 'Anna', message: 'Bonne route !' },
      },
    ]);
  },
};
