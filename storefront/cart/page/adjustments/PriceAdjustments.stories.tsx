import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, findOverlay, screenOf } from '#components/test/overlay.ts';
import { associateSession, guestSession, withCache } from '#flows/test/stories.tsx';
import { priceAdjustmentHandlers } from '#mocks/handlers/priceAdjustments.ts';
import { AdjustmentHarness, adjustmentCalls, serving } from './test/AdjustmentHarness.tsx';

/*
 * An in-store associate's price adjustments (spec §7 price_adjustments) on the MSW cart
 * service: a cart of Men's Nunatak Rain Jacket ($239.95) and Men's Glissade Rain Jacket
 * ($234.95), shown by the cart page's own lines and summary. Each play checks what the
 * associate (or the shopper) sees and what the service was sent.
 */

const jackets = [
  { productId: 'RDGJK100112', qty: 1 },
  { productId: 'RDGJK100510', qty: 1 },
];

const meta = {
  title: 'Storefront/Cart/Price adjustments',
  component: AdjustmentHarness,
  args: { lines: jackets },
  parameters: { layout: 'padded' },
  decorators: [withCache([queryKeys.session, associateSession], [queryKeys.profile, null])],
} satisfies Meta<typeof AdjustmentHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

type Canvas = ReturnType<typeof within>;

/** Open the dialog from a button by keyboard; the dialog once it has settled. */
async function openByKeyboard(canvasElement: HTMLElement, button: HTMLElement, title: string) {
  button.focus();
  await userEvent.keyboard('{Enter}');
  // The dialog's code loads on first use: a cold test machine may take a moment.
  await screenOf(canvasElement).findByRole('dialog', { name: title }, SERVICE);
  return findDialog(canvasElement, title);
}

/**
 * Once the cart has loaded, the adjustment button of that name (a line's, or the order's),
 * and its dialog opened by keyboard.
 */
async function openAdjustment(
  canvas: Canvas,
  canvasElement: HTMLElement,
  name: RegExp | string,
  title = 'Adjust a line’s price',
) {
  const button = await canvas.findByRole('button', { name }, SERVICE);
  const dialog = within(await openByKeyboard(canvasElement, button, title));
  return { button, dialog };
}

/** Pick the reason by keyboard: open the select, then the option. */
async function chooseReason(
  canvasElement: HTMLElement,
  dialog: Canvas,
  reason: string,
  label = /Reason\s*\*?$/,
) {
  dialog.getByRole('button', { name: label }).focus();
  await userEvent.keyboard('{ArrowDown}');
  const list = await findOverlay(canvasElement, 'listbox');
  await userEvent.click(within(list).getByRole('option', { name: reason }));
}

/** The summary's estimated total. */
const estimatedTotal = (canvas: Canvas) =>
  canvas.getByText('Estimated total').nextElementSibling?.textContent;

/** 10 % off a line for a price match: the line, the summary and what was sent. */
export const AdjustLine: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openAdjustment(
      canvas,
      canvasElement,
      /^Adjust price: Men.s Nunatak Rain Jacket/,
    );
    await expect(estimatedTotal(canvas)).toBe('$474.90');
    await expect(
      dialog.getByText(/^Men.s Nunatak Rain Jacket: \$239\.95 left to pay after promotions\.$/),
    ).toBeVisible();
    // A percentage to type first.
    await expect(dialog.getByRole('radio', { name: 'A percentage' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Percentage/ }), '10');
    await chooseReason(canvasElement, dialog, 'Price match');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));

    await waitFor(
      () => expect(canvas.getByText('Store price adjustment: −$24.00 (Price match)')).toBeVisible(),
      SERVICE,
    );
    await expect(estimatedTotal(canvas)).toBe('$450.90');
    // Focus is back on the line's button, which now changes the adjustment.
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: /^Change adjustment: Men.s Nunatak Rain Jacket/,
        }),
      ).toHaveFocus(),
    );
    await expect(adjustmentCalls).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/cart\/v1\/cart\/[\w-]+\/price_adjustments$/),
        body: {
          itemId: expect.any(String),
          discountType: 'percentage',
          value: 10,
          reasonCode: 'PRICE_MATCH',
        },
      },
    ]);
  },
};

/** An adjustment there: changed to an amount, then taken off, the totals following. */
export const ChangeThenRemove: Story = {
  args: {
    adjustments: [{ line: 0, discountType: 'percentage', value: 10, reasonCode: 'PRICE_MATCH' }],
  },
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const opened = await openAdjustment(canvas, canvasElement, /^Change adjustment: Men.s Nunatak/);
    const change = opened.button;
    let dialog = opened.dialog;
    await expect(canvas.getByText('Store price adjustment: −$24.00 (Price match)')).toBeVisible();
    // What is left to pay without this adjustment, and the adjustment's values.
    await expect(dialog.getByText(/: \$239\.95 left to pay/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Percentage/ })).toHaveValue('10');
    await userEvent.click(dialog.getByRole('radio', { name: 'An amount' }));
    const amount = dialog.getByRole('textbox', { name: /^Amount \(USD\)/ });
    await expect(amount).toHaveAccessibleDescription('Up to $239.95.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '15.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(
      () => expect(canvas.getByText('Store price adjustment: −$15.50 (Price match)')).toBeVisible(),
      SERVICE,
    );
    await expect(estimatedTotal(canvas)).toBe('$459.40');

    dialog = within(await openByKeyboard(canvasElement, change, 'Adjust a line’s price'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove adjustment' }));
    await waitFor(
      () => expect(canvas.queryByText(/^Store price adjustment/)).not.toBeInTheDocument(),
      SERVICE,
    );
    await expect(estimatedTotal(canvas)).toBe('$474.90');
    await expect(adjustmentCalls.map(({ method, body }) => [method, body])).toEqual([
      ['PATCH', { discountType: 'amount', value: 15.5, reasonCode: 'PRICE_MATCH' }],
      ['DELETE', undefined],
    ]);
  },
};

/** $10 off the whole order for a damaged item: a row of the totals says so. */
export const AdjustOrder: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openAdjustment(
      canvas,
      canvasElement,
      'Adjust price: whole order',
      'Adjust the order’s price',
    );
    await expect(
      dialog.getByText('The order: $474.90 left to pay after promotions.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'An amount' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Amount/ }), '10');
    await chooseReason(canvasElement, dialog, 'Damaged item');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    const row = await canvas.findByText('Store price adjustment (Damaged item)', {}, SERVICE);
    await expect(row.nextElementSibling).toHaveTextContent('−$10.00');
    await expect(estimatedTotal(canvas)).toBe('$464.90');
    await expect(adjustmentCalls[0]?.body).toEqual({
      itemId: null,
      discountType: 'amount',
      value: 10,
      reasonCode: 'DAMAGED_ITEM',
    });
  },
};

/** What the form says before sending anything: required, format, at most 100 %, at most the price. */
export const ValidationMessages: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const { button: adjust, dialog } = await openAdjustment(
      canvas,
      canvasElement,
      /^Adjust price: Men.s Glissade/,
    );
    const apply = dialog.getByRole('button', { name: 'Apply' });
    const value = () => dialog.getByRole('textbox', { name: /^(Percentage|Amount)/ });

    await userEvent.click(apply);
    await waitFor(() => expect(value()).toHaveAccessibleDescription(/This field is required/));
    await expect(value()).toHaveFocus();
    await expect(dialog.getByRole('button', { name: /Reason\s*\*?$/ })).toHaveAccessibleDescription(
      /This field is required/,
    );

    await userEvent.type(value(), 'ten');
    await userEvent.click(apply);
    await waitFor(() =>
      expect(value()).toHaveAccessibleDescription(/Enter a number, such as 12\.50/),
    );
    await userEvent.clear(value());
    await userEvent.type(value(), '150');
    await userEvent.click(apply);
    await waitFor(() =>
      expect(value()).toHaveAccessibleDescription(/Value must not be more than 100/),
    );

    await userEvent.click(dialog.getByRole('radio', { name: 'An amount' }));
    await userEvent.clear(value());
    await userEvent.type(value(), '240');
    await userEvent.click(apply);
    await waitFor(() =>
      expect(value()).toHaveAccessibleDescription(
        /The adjustment is more than what is left to pay\./,
      ),
    );
    await userEvent.clear(value());
    await userEvent.type(value(), '1.234');
    await userEvent.click(apply);
    await waitFor(() =>
      expect(value()).toHaveAccessibleDescription(/Enter the amount in whole cents\./),
    );
    await expect(adjustmentCalls).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(adjust).toHaveFocus());
  },
};

/** The service refuses the value (PRC400 with its reason): said at the value, nothing lost. */
export const RefusedByService: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(
    priceAdjustmentHandlers.addPriceAdjustment.error('PRC400', {
      message: 'The adjustment is more than what is left to pay.',
      details: { itemId: null, reason: 'amountAboveBase' },
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openAdjustment(canvas, canvasElement, /^Adjust price: Men.s Nunatak/);
    const value = dialog.getByRole('textbox', { name: /^Percentage/ });
    await userEvent.type(value, '20');
    await chooseReason(canvasElement, dialog, 'Customer service');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(
      () =>
        expect(value).toHaveAccessibleDescription(
          /The adjustment is more than what is left to pay\./,
        ),
      SERVICE,
    );
    await expect(value).toHaveFocus();
    await expect(value).toHaveValue('20');
    await expect(dialog.getByRole('button', { name: /Reason\s*\*?$/ })).toHaveTextContent(
      'Customer service',
    );
    await expect(canvas.queryByText(/^Store price adjustment/)).not.toBeInTheDocument();
  },
};

/** Any other failure: said above the fields, the dialog and what was typed stay. */
export const ServiceError: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach: serving(priceAdjustmentHandlers.addPriceAdjustment.error('GEN500')),
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openAdjustment(canvas, canvasElement, /^Adjust price: Men.s Nunatak/);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Percentage/ }), '5');
    await chooseReason(canvasElement, dialog, 'Missed promotion');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(await dialog.findByRole('alert', {}, SERVICE)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Percentage/ })).toHaveValue('5');
    await expect(estimatedTotal(canvas)).toBe('$474.90');
  },
};

/** The shopper sees the adjustments an associate made, and no way to make one. */
export const ShopperSees: Story = {
  args: {
    adjustments: [
      { line: 1, discountType: 'amount', value: 20, reasonCode: 'DAMAGED_ITEM' },
      { line: null, discountType: 'percentage', value: 5, reasonCode: 'CUSTOMER_SERVICE' },
    ],
  },
  decorators: [withCache([queryKeys.session, guestSession], [queryKeys.profile, null])],
  parameters: { testViewport: 'md' },
  beforeEach: serving(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Store price adjustment: −$20.00 (Damaged item)', {}, SERVICE),
    ).toBeVisible();
    // 5 % of what is left: 474.90 − 20.00 = 454.90 → 22.75 (rounded to the cent).
    const row = canvas.getByText('Store price adjustment (Customer service)');
    await expect(row.nextElementSibling).toHaveTextContent('−$22.75');
    await expect(estimatedTotal(canvas)).toBe('$432.15');
    await expect(canvas.queryByRole('button', { name: /price/i })).toBeNull();
  },
};

/** A French site on a phone: the words, the money, and a decimal comma typed. */
export const FrenchSmall: Story = {
  args: { locale: 'fr-ca' },
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'sm' }),
  beforeEach: serving(),
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openAdjustment(
      canvas,
      canvasElement,
      /^Ajuster le prix : .*Nunatak/,
      'Ajuster le prix d’un article',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Un montant' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Montant/ }), '12,50');
    await chooseReason(canvasElement, dialog, 'Alignement de prix', /Motif\s*\*?$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Appliquer' }));
    await expect(
      await canvas.findByText(
        /^Ajustement de prix en magasin : −12,50\s.*\(Alignement de prix\)$/,
        {},
        SERVICE,
      ),
    ).toBeVisible();
    await expect(adjustmentCalls[0]?.body).toMatchObject({ discountType: 'amount', value: 12.5 });
  },
};

/** Applying takes a while: the button says so, a second press sends nothing more. */
export const Pending: Story = {
  parameters: { testViewport: 'md' },
  beforeEach: serving(priceAdjustmentHandlers.addPriceAdjustment.loading()),
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openAdjustment(canvas, canvasElement, /^Adjust price: Men.s Nunatak/);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Percentage/ }), '10');
    await chooseReason(canvasElement, dialog, 'Price match');
    const apply = dialog.getByRole('button', { name: 'Apply' });
    await userEvent.click(apply);
    await waitFor(() => expect(apply).toHaveAttribute('data-pending', 'true'));
    await userEvent.click(apply);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(adjustmentCalls).toHaveLength(1));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.queryByText(/^Store price adjustment/)).not.toBeInTheDocument();
  },
};
