import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Cart } from '#api/contract/cart.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { recordRequests } from '#flows/test/stories.tsx';
import type { SiteLocale } from '#i18n/index.ts';
import { mockOpenCart } from '#mocks/handlers/cart.ts';
import {
  checkoutAddresses,
  checkoutStates,
  type MockCheckoutSetup,
  seedMockCheckout,
} from '#mocks/handlers/checkout.ts';
import { cartQueryKey, useCartData } from '#shopper/index.ts';
import { CartTopNotices, type CartTopNoticesProps } from './CartTopNotices.tsx';

/*
 * The cart page's top notices (spec §8 CANT_SHIP_THERE, SOME_PRODUCTS_NO_INVENTORY) on the
 * MSW cart and checkout services: each story seeds the shopper's cart by their rules (with
 * the site's demo delivery address where it needs one).
 */

interface TopNoticesStoryProps extends Pick<CartTopNoticesProps, 'refusal' | 'onDismissRefusal'> {
  locale?: SiteLocale;
  /** Where the cart starts (lines, delivery address). */
  setup?: Omit<MockCheckoutSetup, 'locale'>;
  /** Rewrite the cart before the notices see it (its notifications). */
  shape?: (cart: Cart) => Cart;
}

function TopNoticesStory({ locale = 'en-us', refusal, onDismissRefusal }: TopNoticesStoryProps) {
  const cart = useCartData();
  return cart ? (
    <CartTopNotices
      cart={cart}
      locale={locale}
      refusal={refusal}
      onDismissRefusal={onDismissRefusal}
    />
  ) : null;
}

function SeedCart({ shape, children }: { shape?: (cart: Cart) => Cart; children: ReactNode }) {
  const queryClient = useQueryClient();
  // Once, before the story renders: the cart as the cart page finds it in the cache.
  useState(() => {
    const cart = mockOpenCart();
    queryClient.setQueryData(cartQueryKey, cart && shape ? shape(cart) : cart);
    return true;
  });
  return children;
}

const withCart: Decorator<TopNoticesStoryProps> = (Story, { args }) => (
  <SeedCart shape={args.shape}>
    <Story />
  </SeedCart>
);

let requests: ReturnType<typeof recordRequests>;
const validationPath = () => `/cart/v1/cart/${mockOpenCart()?.id}/shippingAddress/validation`;
/** A call goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };
/** Long enough for a request to go out when none should. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const lines = [{ productId: 'RDGJK100112', qty: 1 }];

const meta = {
  title: 'Storefront/Cart/Extras/Top notices',
  component: TopNoticesStory,
  args: { locale: 'en-us', setup: { items: lines }, refusal: null, onDismissRefusal: fn() },
  parameters: { testViewport: 'lg', layout: 'padded' },
  decorators: [withCart],
  beforeEach({ msw, args }) {
    seedMockCheckout({ items: lines, ...args.setup, locale: args.locale });
    requests = recordRequests(msw);
    return requests.stop;
  },
} satisfies Meta<typeof TopNoticesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * CANT_SHIP_THERE: the service's check of the address on the cart answers PAY401 (the site
 * no longer ships to its country): said on top, naming the country.
 */
export const CantShipThere: Story = {
  args: { setup: { items: lines, shippingAddress: true } },
  beforeEach({ msw }) {
    msw.use(checkoutStates.cartAddressCantShipThere());
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert', {}, SERVICE);
    await expect(notice).toHaveTextContent(
      'Delivery to United States is not available from this site. Choose another delivery address at checkout.',
    );
    await expect(within(notice).queryByRole('button')).toBeNull();
    const [sent] = requests.to(validationPath());
    await expect(sent?.body).toMatchObject({
      address: { country: 'US', postalCode: checkoutAddresses['en-us'].postalCode },
    });
  },
};

/** The address on the cart is one the site ships to: its check passes, nothing said. */
export const ShipsThere: Story = {
  args: { setup: { items: lines, shippingAddress: true } },
  play: async ({ canvas }) => {
    await settle();
    await expect(requests.to(validationPath())).toHaveLength(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No address on the cart yet: nothing to check, nothing asked. */
export const NoAddress: Story = {
  play: async ({ canvas }) => {
    await settle();
    await expect(requests.to(validationPath())).toHaveLength(0);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * SOME_PRODUCTS_NO_INVENTORY from a refused change (INV409): said on top; the shopper
 * dismisses it by the keyboard.
 */
export const SomeProductsNoInventory: Story = {
  args: { refusal: 'SOME_PRODUCTS_NO_INVENTORY' },
  play: async ({ args, canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(
      'Some of these items are out of stock, so your cart was not changed.',
    );
    within(notice).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismissRefusal).toHaveBeenCalledTimes(1);
  },
};

/** SOME_PRODUCTS_NO_INVENTORY as a notification of the cart: in the site's words, kept. */
export const SomeProductsNoInventoryNotified: Story = {
  args: {
    shape: (cart: Cart): Cart => ({
      ...cart,
      customerNotifications: [
        {
          code: 'SOME_PRODUCTS_NO_INVENTORY',
          type: 'warning',
          message: 'Some products have no inventory.',
          details: {},
        },
      ],
    }),
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Some products have no inventory.');
    await expect(within(notice).queryByRole('button')).toBeNull();
  },
};

/** CANT_SHIP_THERE from a refused change (PAY401) without the address check: the code's words. */
export const CantShipThereRefused: Story = {
  args: { refusal: 'CANT_SHIP_THERE' },
  play: async ({ args, canvas }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('We cannot ship to this address.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissRefusal).toHaveBeenCalledTimes(1);
  },
};

/** Both at once, on the French Canadian site on a small screen: wrapped, in French. */
export const BothFrenchSmall: Story = {
  args: {
    locale: 'fr-ca',
    setup: { items: lines, shippingAddress: true },
    refusal: 'SOME_PRODUCTS_NO_INVENTORY',
  },
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'sm' }),
  beforeEach({ msw }) {
    msw.use(checkoutStates.cartAddressCantShipThere());
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(
        'Depuis ce site, nous ne livrons pas à destination de ce pays : Canada. Choisissez une autre adresse de livraison lors de la commande.',
        {},
        SERVICE,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Certains de ces articles sont en rupture de stock : votre panier n’a pas été modifié.',
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
