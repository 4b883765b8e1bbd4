import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { guestEmail } from '#demo/orders/index.ts';
import { withGuest } from '#flows/test/stories.tsx';
import { orderHandlers } from '#mocks/handlers/orders.ts';
import { OrderStatusPage } from './OrderStatusPage.tsx';
import { expectOrderAddsUp } from './test/orderRows.ts';

/* The guest order lookup on the MSW order service (the guest's orders CRN2610020 and 21). */

const meta = {
  title: 'Storefront/Account/Order status',
  component: OrderStatusPage,
  args: { locale: 'en-us' },
  decorators: [withGuest],
  parameters: { layout: 'padded', router: { initialEntries: ['/en-us/order-status'] } },
} satisfies Meta<typeof OrderStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function lookUp(canvas: Canvas, orderNumber: string, email: string) {
  const number = canvas.getByRole('textbox', { name: /^Order number/ });
  await userEvent.clear(number);
  await userEvent.type(number, orderNumber);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), email);
  await userEvent.keyboard('{Enter}');
}

/** Found: the order as a member sees it, cancel offered (with the email). */
export const Found: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await lookUp(canvas, 'crn2610020', 'Alex.Rivera@example.com');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Order CRN2610020' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    // The lines at what they cost, adding up to the summary (issue 46).
    const rows = await expectOrderAddsUp(canvasElement);
    await expect(rows.at(-1)?.[0]).toBe('Total');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up another order' }));
    await expect(await canvas.findByRole('textbox', { name: /^Order number/ })).toHaveValue(
      'CRN2610020',
    );
  },
};

/** A wrong email and an unknown number say the same thing. */
export const NotFound: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await lookUp(canvas, 'CRN2610020', 'someone.else@example.com');
    const message = 'We could not find an order with that number and email.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await lookUp(canvas, 'CRN0000000', guestEmail);
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

/** The unknown number (OHS4004) as the service answers it, in German. */
export const NotFoundGerman: Story = {
  globals: { locale: 'de-de' },
  args: { locale: 'de-de' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.trackOrder.error('OHS4004'));
  },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: /^Bestellnummer/ });
    await userEvent.type(number, 'CRN2610020');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail/ }), guestEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Bestellung finden' }));
    await expect(
      await canvas.findByText(
        'Wir konnten keine Bestellung mit dieser Nummer und E-Mail-Adresse finden.',
      ),
    ).toBeVisible();
  },
};

/** Too many lookups from one address (API429): said, and what was typed stays. */
export const TooManyLookups: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.trackOrder.error('API429'));
  },
  play: async ({ canvas }) => {
    await lookUp(canvas, 'CRN2610020', guestEmail);
    await expect(
      await canvas.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Order number/ })).toHaveValue('CRN2610020');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(guestEmail);
  },
};

/** Nothing typed: each field says what it needs. */
export const FieldErrors: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find order' }));
    const number = canvas.getByRole('textbox', { name: /^Order number/ });
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await expect(number).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(number, 'CRN 26');
    await userEvent.click(canvas.getByRole('button', { name: 'Find order' }));
    await expect(await canvas.findByText('Use letters, digits, - and _ only')).toBeVisible();
  },
};

/** A guest returns a unit of a delivered order (the email goes along). */
export const GuestReturn: Story = {
  args: { initialOrderNumber: 'CRN2610021' },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), guestEmail);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Return items' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Return items',
    });
    // One line: it is taken already.
    await expect(within(dialog).getByRole('checkbox')).toBeChecked();
  },
};
