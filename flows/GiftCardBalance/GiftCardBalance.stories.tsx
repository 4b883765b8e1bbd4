import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkoutHandlers, checkoutStates } from '#mocks/handlers/checkout.ts';
import { recordRequests } from '../test/stories.tsx';
import { GiftCardBalance } from './GiftCardBalance.tsx';

/*
 * The cart page's gift card balance check on the MSW checkout service, which answers by
 * the demo gift cards (demo/checkout): 6006 4910 0000 0001 holds $50.00, …0003 is in
 * CAD, …0005 in EUR, …0006 is empty, …0007 expired, …0008 blocked; every PIN is 1234.
 */

type Canvas = ReturnType<typeof within>;
let requests: ReturnType<typeof recordRequests>;

const BALANCE_PATH = '/cart/v1/giftcard/balance';
/** A check goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

const numberField = (canvas: Canvas, name = 'Gift card number') =>
  canvas.getByRole('textbox', { name });
const pinField = (canvas: Canvas, name = 'PIN') => canvas.getByRole('textbox', { name });

/** Type the number and PIN by the keyboard and send them with Enter in the PIN. */
async function check(canvas: Canvas, number: string, pin: string, labels?: [string, string]) {
  await userEvent.click(numberField(canvas, labels?.[0]));
  await userEvent.keyboard(number);
  await userEvent.tab();
  await expect(pinField(canvas, labels?.[1])).toHaveFocus();
  await userEvent.keyboard(`${pin}{Enter}`);
}

/** The refusal said at its input, with focus on it; the other input is fine. */
async function expectRefusedAt(canvas: Canvas, on: 'number' | 'pin', message: string) {
  const [wrong, right] =
    on === 'pin'
      ? [pinField(canvas), numberField(canvas)]
      : [numberField(canvas), pinField(canvas)];
  await waitFor(() => expect(wrong).toHaveAttribute('aria-invalid', 'true'), SERVICE);
  await expect(wrong).toHaveAccessibleDescription(expect.stringContaining(message));
  await expect(canvas.getByText(message)).toBeVisible();
  await waitFor(() => expect(wrong).toHaveFocus());
  await expect(right).not.toHaveAttribute('aria-invalid', 'true');
  await expect(canvas.queryByText(/available\.$/)).not.toBeInTheDocument();
}

/** A card the service refuses: one request sent, its GFC… said at the input it concerns. */
function refused(
  number: string,
  pin: string,
  on: 'number' | 'pin',
  message: string,
  state?: () => ReturnType<typeof checkoutStates.giftCardBalanceRefused>,
): Story {
  return {
    beforeEach({ msw }) {
      if (state) msw.use(state());
    },
    play: async ({ canvas }) => {
      await check(canvas, number, pin);
      await expectRefusedAt(canvas, on, message);
      await expect(requests.to(BALANCE_PATH)).toHaveLength(1);
    },
  };
}

const meta = {
  title: 'Storefront/Cart/Extras/Gift card balance',
  component: GiftCardBalance,
  args: { locale: 'en-us', defaultExpanded: true },
  parameters: { testViewport: 'md', layout: 'padded' },
  beforeEach({ msw }) {
    requests = recordRequests(msw);
    return requests.stop;
  },
} satisfies Meta<typeof GiftCardBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first: opened by the keyboard, the number field comes next. */
export const Closed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Check a gift card balance' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Gift card number' })).toBeNull();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(numberField(canvas)).toHaveFocus();
    await expect(numberField(canvas)).toHaveAttribute('autocomplete', 'off');
    await expect(pinField(canvas)).toHaveAttribute('autocomplete', 'off');
  },
};

/** The balance in the site's currency; the number as typed (with spaces), the PIN cleared. */
export const BalanceShown: Story = {
  play: async ({ canvas }) => {
    await check(canvas, '6006 4910 0000 0001', '1234');
    const status = canvas.getByRole('status');
    await expect(
      await within(status).findByText('Gift card ending in 0001: $50.00 available.', {}, SERVICE),
    ).toBeVisible();
    await expect(within(status).getByText('Pay with it at checkout.')).toBeVisible();
    await expect(pinField(canvas)).toHaveValue('');
    await expect(numberField(canvas)).toHaveValue('6006 4910 0000 0001');
    const [sent] = requests.to(BALANCE_PATH);
    await expect(sent?.body).toEqual({ cardNumber: '6006491000000001', pin: '1234' });
    await expect(sent?.query.get('locale')).toBe('en-us');
  },
};

/** A card with an end date: said under the balance, in the site's date format. */
export const BalanceWithEndDate: Story = {
  beforeEach({ msw }) {
    msw.use(
      checkoutHandlers.giftCardBalance.reply({
        last4: '0002',
        balance: 120.5,
        currency: 'USD',
        expirationDate: '2030-06-30',
      }),
    );
  },
  play: async ({ canvas }) => {
    await check(canvas, '6006491000000002', '1234');
    await expect(
      await canvas.findByText('Gift card ending in 0002: $120.50 available.', {}, SERVICE),
    ).toBeVisible();
    await expect(canvas.getByText('Use it by June 30, 2030.')).toBeVisible();
  },
};

/** Canadian site: CAD reads with its code (spec §9). */
export const BalanceCanada: Story = {
  args: { locale: 'en-ca' },
  globals: { locale: 'en-ca' },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await check(canvas, '6006491000000003', '1234');
    await expect(
      await canvas.findByText(/^Gift card ending in 0003: CAD\s75\.00 available\.$/, {}, SERVICE),
    ).toBeVisible();
    await expect(requests.to(BALANCE_PATH)[0]?.query.get('locale')).toBe('en-ca');
  },
};

/** German site on a small screen: words, euros and the fields stacked, nothing off the side. */
export const BalanceGermanSmall: Story = {
  args: { locale: 'de-de' },
  globals: { locale: 'de-de', viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await check(canvas, '6006491000000005', '1234', ['Geschenkkartennummer', 'PIN']);
    await expect(
      await canvas.findByText(
        /^Geschenkkarte mit Endziffern 0005: 60,00\s€ verfügbar\.$/,
        {},
        SERVICE,
      ),
    ).toBeVisible();
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};

/** Nothing typed: said at both inputs, focus on the first, nothing sent. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(numberField(canvas));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Enter a gift card number.')).toBeVisible();
    await expect(numberField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(numberField(canvas)).toHaveFocus();
    await expect(pinField(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await expect(requests.to(BALANCE_PATH)).toHaveLength(0);
  },
};

/** A number or PIN of the wrong shape: the service's words for them (GFC800, GFC700), unsent. */
export const WrongShape: Story = {
  play: async ({ canvas }) => {
    await check(canvas, '1234', '12');
    await expect(await canvas.findByText('This gift card is not valid.')).toBeVisible();
    await expect(canvas.getByText('This gift card number or PIN is not valid.')).toBeVisible();
    await expect(requests.to(BALANCE_PATH)).toHaveLength(0);
  },
};

/** GFC800: no card with this number. */
export const UnknownCard: Story = refused(
  '6006491000000099',
  '1234',
  'number',
  'This gift card is not valid.',
);

/**
 * A wrong PIN answers as an unknown number does (GFC800, said at the number): a guesser
 * learns nothing about which was wrong.
 */
export const WrongPin: Story = refused(
  '6006491000000001',
  '9999',
  'number',
  'This gift card is not valid.',
);

/** GFC760: a card in another currency than the site's. */
export const OtherCurrency: Story = refused(
  '6006491000000003',
  '1234',
  'number',
  'This gift card cannot be used.',
);

/** GFC812: expired. */
export const Expired: Story = refused(
  '6006491000000007',
  '1234',
  'number',
  'This gift card has expired.',
);

/** GFC725: blocked. */
export const NotAllowed: Story = refused(
  '6006491000000008',
  '1234',
  'number',
  'Gift cards cannot be used for this order.',
);

/** GFC740: nothing left on it. */
export const ZeroBalance: Story = refused(
  '6006491000000006',
  '1234',
  'number',
  'This gift card has no balance left.',
);

/** GFC799: the service cannot check now (too many checks from here). */
export const CheckFailed: Story = refused(
  '6006491000000001',
  '1234',
  'number',
  'We could not check the gift card balance. Please try again.',
  () => checkoutStates.giftCardBalanceRefused('GFC799'),
);
