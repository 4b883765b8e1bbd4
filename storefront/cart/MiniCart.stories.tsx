import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Cart } from '#api/contract/cart.ts';
import { mockCart } from '#cms-blocks/cart/test/cartMocks.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { Button } from '#components/Button/index.ts';
import { findOverlay, screenOf } from '#components/test/overlay.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type CartCacheData, cartQueryKey, useMiniCart } from '#shopper/index.ts';
import { HeaderActions } from '../shell/HeaderActions.tsx';
import { MiniCartProvider } from './MiniCartProvider.tsx';

/*
 * The mini cart as the store mounts it: the header's cart link (which opens it) and a
 * stand-in for an add to cart (which opens it on the lines just added). The cart is the
 * cart cache, seeded here as the service would have answered.
 */

const JACKET = 'RDGJK100112';
const PANTS = 'RDGJK100212';

type CartState = 'loading' | 'empty' | 'lines' | 'longNames';

function cartFor(state: CartState, locale: SiteLocale): CartCacheData {
  if (state === 'loading') return undefined;
  if (state === 'empty') return null;
  const cart: Cart = mockCart(
    [
      { productId: JACKET, qty: 1 },
      { productId: PANTS, qty: 2 },
    ],
    { locale },
  );
  return {
    ...cart,
    items: cart.items.map((item) => ({
      ...item,
      name:
        state === 'longNames'
          ? `${item.name} — Limited Expedition Edition with Recycled Gore-Tex Pro Shell and Extended Warranty`
          : item.name,
      attributes: [
        { id: 'color', label: 'Color', value: 'Forest' },
        { id: 'size', label: 'Size', value: 'M' },
      ],
    })),
  };
}

interface HarnessProps {
  cart: CartState;
  locale: SiteLocale;
}

function AddStandIn() {
  const miniCart = useMiniCart();
  return <Button onPress={() => miniCart.open([PANTS])}>Simulate an add</Button>;
}

function MiniCartHarness({ cart, locale }: HarnessProps) {
  const queryClient = useQueryClient();
  useState(() => {
    const data = cartFor(cart, locale);
    if (data !== undefined) queryClient.setQueryData(cartQueryKey, data);
  });
  return (
    <MiniCartProvider locale={locale}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem' }}>
        <AddStandIn />
        <HeaderActions locale={locale} />
      </div>
    </MiniCartProvider>
  );
}

const meta = {
  title: 'Storefront/Cart/Mini cart',
  component: MiniCartHarness,
  args: { cart: 'lines', locale: 'en-us' },
  argTypes: {
    cart: { control: 'select', options: ['loading', 'empty', 'lines', 'longNames'] },
  },
  parameters: { layout: 'padded' },
  // The store fetches the mini cart's code on first use; stories have it ready, so the
  // first opening is not timed by the dev server compiling it.
  loaders: [
    async () => {
      await import('./MiniCart.tsx');
      return {};
    },
  ],
} satisfies Meta<typeof MiniCartHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** md and up: a popover under the cart link, opened from the header by keyboard. */
export const FromTheHeader: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByTestId('cart-link');
    await expect(link).toHaveAccessibleName('Cart, 3 items');
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(canvasElement, 'dialog', 'Your cart');
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    const panel = within(dialog);
    await expect(panel.getByText('3 items')).toBeVisible();
    const lines = within(panel.getByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    );
    await expect(lines).toHaveLength(2);
    await expect(panel.queryByText('Just added')).toBeNull();
    await expect(panel.getAllByText('Color: Forest · Size: M')).toHaveLength(2);
    await expect(panel.getByText('Quantity: 2')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/en-us/checkout',
    );
    await expect(panel.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/en-us/cart',
    );
    // A popover, not a modal: it sits under the link.
    const linkBox = link.getBoundingClientRect();
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(linkBox.bottom);
    // Escape closes it and gives focus back to the link.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** An add opens it on the line just added, listed first and marked. */
export const AfterAnAdd: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate an add' }));
    const dialog = await findOverlay(canvasElement, 'dialog', 'Your cart');
    const lines = within(
      within(dialog).getByRole('list', { name: 'Items in your cart' }),
    ).getAllByRole('listitem');
    await expect(within(lines[0] as HTMLElement).getByText('Just added')).toBeVisible();
    await expect(within(lines[1] as HTMLElement).queryByText('Just added')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the cart' }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Small screens: a full-height panel from the inline end, long names wrap. */
export const PanelOnSmallScreens: Story = {
  args: { cart: 'longNames' },
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByTestId('cart-link'));
    const dialog = await findOverlay(canvasElement, 'dialog', 'Your cart');
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'side');
    // Nothing spills sideways however long the name.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByText('Subtotal')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { cart: 'empty' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('cart-link')).toHaveAccessibleName('Cart, 0 items');
    await userEvent.click(canvas.getByTestId('cart-link'));
    const dialog = await findOverlay(canvasElement, 'dialog', 'Your cart');
    await expect(within(dialog).getByText('Your cart is empty.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
    await expect(within(dialog).queryByRole('link', { name: 'Checkout' })).toBeNull();
  },
};

/** The cart not known yet (the visit's first call still under way): a skeleton. */
export const Loading: Story = {
  args: { cart: 'loading' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByTestId('cart-link'));
    const dialog = await findOverlay(canvasElement, 'dialog', 'Your cart');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your cart');
  },
};

/** Canadian French: CAD with its code, the French words. */
export const FrenchCanada: Story = {
  args: { locale: 'fr-ca' },
  globals: storyGlobals({ locale: 'fr-ca' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByTestId('cart-link'));
    const dialog = await findOverlay(canvasElement, 'dialog', 'Votre panier');
    await expect(within(dialog).getByText('Sous-total')).toBeVisible();
    await expect(within(dialog).getByText(/CAD/, { selector: 'p span' })).toBeVisible();
  },
};
