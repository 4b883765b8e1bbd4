import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReturnLabelPage } from './ReturnLabelPage.tsx';

/* The printable label of a return on the MSW order service (the demo member's return). */

const meta = {
  title: 'Storefront/Account/Return label',
  component: ReturnLabelPage,
  args: { locale: 'en-us', returnId: 'rtn-2610009-a1' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReturnLabelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The RMA code big and as a barcode, from and to, items and reasons, send by; Print. */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('RMA7K3Q9X2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Barcode of RMA7K3Q9X2' })).toBeVisible();
    await expect(canvas.getByText('UPS Ground')).toBeVisible();
    await expect(canvas.getByText('Send by Nov 17, 2026')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Too large' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'To' })).toHaveTextContent(/4800 Race Street/);
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print label' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = original;
    }
  },
};

/** On a phone: from and to stacked, the barcode as wide as the screen. */
export const SmallScreen: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /^Barcode/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print label' })).toBeVisible();
  },
};

/** In French: the reasons and the day in the site's words. */
export const French: Story = {
  globals: { locale: 'fr-fr' },
  args: { locale: 'fr-fr' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('À envoyer avant le 17 nov. 2026')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Trop grand' })).toBeVisible();
  },
};

/** An unknown id (RTN404): not found. */
export const NotFound: Story = {
  args: { returnId: 'rtn-unknown' },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Return label not found' }),
    ).toBeVisible();
  },
};
