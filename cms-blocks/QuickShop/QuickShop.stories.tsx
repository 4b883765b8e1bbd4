import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#components/Button/index.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import { cartStates } from '#mocks/handlers/cart.ts';
import { productHandlers, productStates } from '#mocks/handlers/products.ts';
import { type CartCacheData, cartQueryKey } from '#shopper/index.ts';
import { clearAriaAnnouncements } from '../cart/test/announcer.ts';
import { cartAddError, cartAddLoading, mockCart } from '../cart/test/cartMocks.ts';
import { storyGlobals } from '../storybook/helpers.ts';
import { QuickShop, type QuickShopProps } from './QuickShop.tsx';

/** Seeds the cart cache like the storefront does once it knows the shopper's basket. */
function WithCart({ productId, children }: { productId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(cartQueryKey, mockCart([{ productId, qty: 1 }])));
  return <>{children}</>;
}

/** Reads the cart cache as the storefront's mini-cart badge does (`cartQueryKey`). */
function CartBadge() {
  const { data } = useQuery<CartCacheData>({
    queryKey: cartQueryKey,
    queryFn: () => null,
    enabled: false,
  });
  // Said in words: a bare count beside the button reads as a stray number.
  return (
    <p>
      Items in the cart: <output aria-label="Cart">{data?.totalItems ?? 0}</output>
    </p>
  );
}

function Opener(args: QuickShopProps) {
  // Open from the start when the story says so (the dialog at rest, for review).
  const [open, setOpen] = useState(args.isOpen);
  return (
    <>
      <CartBadge />
      <Button tone="secondary" onPress={() => setOpen(true)}>
        Quick shop
      </Button>
      <QuickShop
        {...args}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'CMS blocks/QuickShop',
  component: QuickShop,
  args: {
    // Men's Nunatak Rain Jacket: Forest M is sold out in the demo catalogue.
    productId: 'RDGJK1001',
    isOpen: false,
    onOpenChange: fn(),
    onAdded: fn(),
    closeAfterMs: 50,
  },
  argTypes: { isOpen: { control: false } },
  render: (args) => <Opener {...args} />,
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof QuickShop>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, name: string | RegExp) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  // Settled: the dialog fades in over 250 ms, and a visibility check during the fade fails.
  return findDialog(canvasElement, name);
}

/** The dialog open at rest: price, the first colour in stock chosen, sold-out sizes disabled. */
export const Default: Story = {
  args: { isOpen: true },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await expect(await inside.findByText('$239.95')).toBeVisible();
    await expect(inside.getByRole('radio', { name: 'Forest' })).toBeChecked();
    await expect(inside.getByRole('radio', { name: 'M' })).toBeDisabled();
    await expect(inside.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  },
};

/** From the opener by keyboard to the cart: colour, size, quantity, add; then it closes. */
export const AddByKeyboard: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await expect(inside.getByText('$239.95')).toBeVisible();
    // The first colour in stock is chosen; its sold-out size cannot be picked.
    await expect(inside.getByRole('radio', { name: 'Forest' })).toBeChecked();
    await expect(inside.getByRole('radio', { name: 'M' })).toBeDisabled();
    await expect(inside.getByRole('radio', { name: 'M' })).toHaveAccessibleDescription(
      'Out of stock',
    );

    // Keyboard: close, the chosen colour, then the sizes (the arrow skips the sold-out M).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('radio', { name: 'Forest' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('radio', { name: 'S' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(inside.getByRole('radio', { name: 'L' })).toBeChecked();
    await userEvent.tab();
    await expect(inside.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(inside.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await userEvent.tab();
    const add = inside.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(await inside.findByText('Added to your cart.')).toBeVisible();
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
    const cart = (args.onAdded as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(cart.items).toEqual([
      expect.objectContaining({ productId: 'RDGJK100112', qty: 2 }),
    ]);
    // The cart cache holds the answer: the mini-cart badge reads 2 without a refetch.
    await expect(screenOf(canvasElement).getByRole('status', { name: 'Cart' })).toHaveTextContent(
      '2',
    );
    // The success message shows, then the dialog closes by itself.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    clearAriaAnnouncements(canvasElement.ownerDocument);
  },
};

export const Playground: Story = { parameters: { testViewport: 'md' } };

export const ChooseASizeFirst: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('button', { name: 'Add to cart' }));
    await expect(await inside.findByText('Choose a size.')).toBeVisible();
    // Picking a colour keeps the message until a size is chosen.
    await userEvent.click(inside.getByRole('radio', { name: 'XL' }));
    await expect(inside.queryByText('Choose a size.')).not.toBeInTheDocument();
  },
};

export const ColourChangesPriceAndSizes: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: 'Ocean' }));
    await expect(inside.getByRole('radio', { name: 'Ocean' })).toBeChecked();
    // Ocean M is in stock, unlike Forest M.
    await expect(inside.getByRole('radio', { name: 'M' })).toBeEnabled();
  },
};

export const Adding: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(...cartAddLoading());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: 'L' }));
    const add = inside.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await waitFor(() => expect(add).toHaveAttribute('data-pending', 'true'));
    await expect(add).toHaveAccessibleName('Add to cart');
  },
};

export const OutOfStockError: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('INV700'));
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: 'L' }));
    await userEvent.click(inside.getByRole('button', { name: 'Add to cart' }));
    const alert = await inside.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('This item is out of stock.');
    await expect(args.onAdded).not.toHaveBeenCalled();
    // The dialog stays open for another choice; a new choice clears the message.
    await userEvent.click(inside.getByRole('radio', { name: 'XL' }));
    await expect(inside.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const MaxQuantityError: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(
      ...cartAddError('INV408', {
        message: 'At most 3 of RDGJK100112 can be in the cart',
        details: { type: 'ProductItemMaxQuantity', productId: 'RDGJK100112', maxAllowedQty: 3 },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: 'L' }));
    await userEvent.click(inside.getByRole('button', { name: 'Add to cart' }));
    // Spec §8 ADDED_MAX_QUANTITY: the message names the quantity still allowed.
    await expect(await inside.findByRole('alert')).toHaveTextContent(
      'You can add only 3 more of this item.',
    );
  },
};

export const MaxQuantityWithoutDetails: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('INV408'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: 'L' }));
    await userEvent.click(inside.getByRole('button', { name: 'Add to cart' }));
    await expect(await inside.findByRole('alert')).toHaveTextContent(
      'You have added the maximum quantity of this item.',
    );
  },
};

export const CartNotFoundIsRecreated: Story = {
  parameters: { testViewport: 'lg' },
  decorators: [
    (Story) => (
      <WithCart productId="RDGJK100212">
        <Story />
      </WithCart>
    ),
  ],
  beforeEach({ msw }) {
    // The basket in the cache is gone on the server: the add answers BSK404 and the block
    // recreates the cart with its items plus the new one.
    msw.use(...cartStates.cartNotFound());
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    await userEvent.click(inside.getByRole('radio', { name: 'L' }));
    await userEvent.click(inside.getByRole('button', { name: 'Add to cart' }));
    await expect(await inside.findByText('Added to your cart.')).toBeVisible();
    const cart = (args.onAdded as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(cart.items.map((item: { productId: string }) => item.productId)).toEqual([
      'RDGJK100112',
      'RDGJK100212',
    ]);
  },
};

export const Loading: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductDetails.loading());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Quick shop');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading product');
  },
};

export const LoadError: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(...productStates.productNotFound());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Quick shop');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not load this product. Please try again.',
    );
  },
};

export const SoldOut: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(productStates.soldOut());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    const inside = within(dialog);
    // The dialog may still be fading in (its 250 ms transition) on a busy machine.
    await waitFor(() => expect(inside.getByText('This product is sold out.')).toBeVisible());
    await expect(inside.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const TreadFrenchSheet: Story = {
  args: { productId: 'TRDBT1001' },
  globals: storyGlobals({ brand: 'tread', locale: 'fr-ca' }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Chaussure montante Arroyo Homme');
    const inside = within(dialog);
    // The sheet slides in (250 ms): its content is visible once it has entered.
    await waitFor(() => expect(inside.getByRole('radiogroup', { name: /Taille/ })).toBeVisible());
    await expect(inside.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    // A bottom sheet on a phone: the dialog sits on the bottom edge of the viewport.
    await waitFor(() =>
      expect(Math.abs(dialog.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThan(2),
    );
  },
};

export const LargeScreenModal: Story = {
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, "Men's Nunatak Rain Jacket");
    await expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      '/en-us/p/men-s-nunatak-rain-jacket-RDGJK1001',
    );
  },
};
