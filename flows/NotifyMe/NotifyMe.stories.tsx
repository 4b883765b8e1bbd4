import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { productHandlers } from '#mocks/handlers/products.ts';
import { NotifyMe } from './NotifyMe.tsx';

/** Forest M of Men's Nunatak Rain Jacket: sold out in the demo catalogue. */
const meta = {
  title: 'Storefront/Product/Notify me',
  component: NotifyMe,
  args: { sku: 'RDGJK100111', sizeLabel: 'M' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotifyMe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Size M is sold out' });
    await expect(form).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    const submit = canvas.getByRole('button', { name: 'Notify me' });

    // The spec's messages: required, then the format.
    await userEvent.click(submit);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This field is required');
    await userEvent.type(email, 'hiker@example');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is not valid'));

    await userEvent.type(email, '.com');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Done: we will email hiker@example.com when it is back.'),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(productHandlers.putBackInStockNotification.loading());
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'hiker@example.com');
    const submit = canvas.getByRole('button', { name: 'Notify me' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
  },
};

export const ServiceError: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(productHandlers.putBackInStockNotification.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'hiker@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Me prévenir' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const LongText: Story = {
  globals: { locale: 'de-de' },
  parameters: { testViewport: 'sm' },
  args: { sizeLabel: 'EU 44.5 / UK 10 / US 10.5 Weit' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Größe EU 44.5 / UK 10 / US 10.5 Weit ist ausverkauft' }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
