import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addFavorite } from '#api/contract/wishlists.ts';
import { cartAddError, cartAddLoading, mockCart } from '#cms-blocks/cart/test/cartMocks.ts';
import { screenOf } from '#components/test/overlay.ts';
import { errorResponse, mockPath } from '#mocks/handlers/http.ts';
import { productHandlers, productStates } from '#mocks/handlers/products.ts';
import { type CartCacheData, cartQueryKey } from '#shopper/index.ts';
import { commitCounter, pause } from '#shopper/test/commitCounter.tsx';
import { ProductHarness } from './test/ProductHarness.tsx';

/*
 * The product page's buy box on the demo catalogue (MSW answers /api): Men's Nunatak Rain
 * Jacket (RDGJK1001), whose Forest M is sold out and Forest S has 5 left. The selection
 * lives in the query, as on the page.
 */

const meta = {
  title: 'Storefront/Product/Buy box',
  component: ProductHarness,
  args: { productId: 'RDGJK1001', part: 'buyBox', onAdded: fn() },
  parameters: {
    layout: 'padded',
    router: { data: true, initialEntries: ['/en-us/p/mens-nunatak-rain-jacket-RDGJK1001'] },
  },
} satisfies Meta<typeof ProductHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const query = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('query').textContent ?? '';

/** Choose the size with its tile, as a pointer does. */
async function chooseSize(canvasElement: HTMLElement, size: string) {
  const sizes = await within(canvasElement).findByRole('radiogroup', { name: /Size/ });
  await userEvent.click(within(sizes).getByText(size, { exact: true }));
}

export const Default: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('$239.95')).toBeVisible();
    // The first colour in stock is chosen; a sold-out size stays selectable (notify-me)
    // and says it is out of stock.
    await expect(canvas.getByRole('radio', { name: 'Forest' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveAccessibleDescription(
      'Out of stock',
    );

    // Keyboard first: the colour by arrow keys (a new colour in the query), then the size.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Forest' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Heather' })).toBeChecked();
    await waitFor(() => expect(query(canvasElement)).toBe('?color=heather'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await waitFor(() => expect(query(canvasElement)).toBe('?color=heather&size=L'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Size chart' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Said politely next to the button, and handed to the page (the mini cart's seam).
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Added to your cart.'));
    await expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/en-us/cart',
    );
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
    await expect(args.onAdded).toHaveBeenCalledWith(
      expect.objectContaining({ sku: 'RDGJK100122', qty: 2 }),
    );
  },
};

export const ChooseASizeFirst: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Choose a size.')).toBeVisible();
    await expect(args.onAdded).not.toHaveBeenCalled();
    await chooseSize(canvasElement, 'XL');
    await expect(canvas.queryByText('Choose a size.')).not.toBeInTheDocument();
    // No stale native message either once a size is chosen.
    await expect(canvas.getByRole('radiogroup', { name: /Size/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

export const SoldOutSizeOffersNotifyMe: Story = {
  parameters: {
    testViewport: 'sm',
    router: {
      data: true,
      initialEntries: ['/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest&size=M'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(await canvas.findByRole('form', { name: 'Size M is sold out' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const LowStock: Story = {
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest&size=S'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Size/ })).toHaveAccessibleDescription(
      'Only 5 left in this size.',
    );
    // The stepper stops at the stock.
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await userEvent.tab();
    await expect(quantity).toHaveValue('5');
  },
};

/** The box's commits, and the story's query client. */
const box = commitCounter();

/**
 * The box reads from the cart only what it holds of the chosen variant: the cart loading
 * (here, a guest's: none) does not render it again; a cart holding the variant does.
 */
export const RendersAgainOnlyForItsVariant: Story = {
  decorators: [(Story) => <box.Counted>{Story()}</box.Counted>],
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest&size=L'] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: 'Quantity' });
    const seen = await box.settled();
    const queryClient = box.queryClient();
    queryClient.setQueryData<CartCacheData>(cartQueryKey, null);
    queryClient.setQueryData<CartCacheData>(
      cartQueryKey,
      mockCart([{ productId: 'TRDBT100112', qty: 1 }]),
    );
    await pause(250);
    await expect(box.counter.commits).toBe(seen);
    queryClient.setQueryData<CartCacheData>(
      cartQueryKey,
      mockCart([{ productId: 'RDGJK100112', qty: 2 }]),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
        'You have 2 in your cart.',
      ),
    );
    await expect(box.counter.commits).toBeGreaterThan(seen);
  },
};

export const AlreadyInTheCart: Story = {
  args: { cart: mockCart([{ productId: 'RDGJK100112', qty: 2 }]) },
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest&size=L'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
      'You have 2 in your cart.',
    );
  },
};

export const Adding: Story = {
  beforeEach({ msw }) {
    msw.use(...cartAddLoading());
  },
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest&size=L'] },
  },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await waitFor(() => expect(add).toHaveAttribute('data-pending', 'true'));
    await expect(add).toHaveAccessibleName('Add to cart');
  },
};

/** Add Forest L and wait for the message next to the button. */
async function addAndReadError(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
  const alert = await canvas.findByRole('alert');
  return alert;
}

const forestL = {
  router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest&size=L'] },
};

export const MaxQuantityError: Story = {
  globals: { locale: 'fr-ca' },
  args: { locale: 'fr-ca' },
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/fr-ca/p/x-RDGJK1001?color=forest&size=L'] },
  },
  beforeEach({ msw }) {
    msw.use(
      ...cartAddError('INV408', {
        message: 'At most 2 more',
        details: { type: 'ProductItemMaxQuantity', productId: 'RDGJK100112', maxAllowedQty: 2 },
      }),
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    const alert = await canvas.findByRole('alert');
    // Spec §8 ADDED_MAX_QUANTITY: the message names the quantity still allowed.
    await expect(alert).toHaveTextContent('Non ajouté à votre panier');
    await expect(alert).toHaveTextContent('Vous ne pouvez en ajouter que 2 de plus.');
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};

export const MaxQuantityReached: Story = {
  parameters: { ...forestL, testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(
      ...cartAddError('INV408', {
        details: { type: 'ProductItemMaxQuantity', productId: 'RDGJK100112', maxAllowedQty: 0 },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await addAndReadError(canvasElement)).toHaveTextContent(
      'Your cart already holds as many of this item as can be ordered.',
    );
  },
};

export const MaxQuantityWithoutDetails: Story = {
  globals: { locale: 'de-de' },
  args: { locale: 'de-de' },
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/de-de/p/x-RDGJK1001?color=forest&size=L'] },
  },
  beforeEach({ msw }) {
    msw.use(...cartAddError('INV408'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sie haben die Höchstmenge dieses Artikels hinzugefügt.',
    );
  },
};

export const OutOfStockError: Story = {
  parameters: { ...forestL, testViewport: 'lg' },
  beforeEach({ msw }) {
    // The size sold out since the page was rendered: the add says so, and the stock read
    // again shows it (every size now sold out), with notify-me for the chosen one.
    msw.use(...cartAddError('INV700'), productStates.soldOut());
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await addAndReadError(canvasElement)).toHaveTextContent(
      'This size has just sold out.',
    );
    await expect(await canvas.findByRole('form', { name: 'Size L is sold out' })).toBeVisible();
    await expect(canvas.getByText('This product is sold out.')).toBeVisible();
    // A new choice clears the message.
    await chooseSize(canvasElement, 'XL');
    await expect(canvas.queryByText('This size has just sold out.')).not.toBeInTheDocument();
  },
};

export const NoPriceError: Story = {
  parameters: { ...forestL, testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('INV702'));
  },
  play: async ({ canvasElement }) => {
    await expect(await addAndReadError(canvasElement)).toHaveTextContent(
      'This item has no price at the moment, so it cannot be added.',
    );
  },
};

export const InvalidPriceError: Story = {
  parameters: { ...forestL, testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('PRC400'));
  },
  play: async ({ canvasElement }) => {
    await expect(await addAndReadError(canvasElement)).toHaveTextContent(
      "This item's price is not valid, so it cannot be added.",
    );
  },
};

export const NotAvailableError: Story = {
  parameters: { ...forestL, testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('ORD404'));
  },
  play: async ({ canvasElement }) => {
    await expect(await addAndReadError(canvasElement)).toHaveTextContent(
      'This item is not available any more.',
    );
  },
};

export const OtherError: Story = {
  parameters: { ...forestL, testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('GEN500'));
  },
  play: async ({ canvasElement }) => {
    // Not an item error: the catalogue's message of the code.
    await expect(await addAndReadError(canvasElement)).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  },
};

/** Spec §8 GWP_PRODUCT: a gift with purchase is refused in a toast, nothing beside the button. */
export const GiftWithPurchaseRefused: Story = {
  parameters: { ...forestL, testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('GWP403'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to cart' }));
    const toast = await screenOf(canvasElement).findByText(
      'This free gift comes with its promotion: it cannot be bought or changed.',
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(screenOf(canvasElement).getByText('Not added to your cart')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SoldOutProduct: Story = {
  parameters: { testViewport: 'md' },
  // Men's Cirque Down Jacket: every variant sold out; the price is a range.
  args: { productId: 'RDGJK1007' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This product is sold out.')).toBeVisible();
    await expect(canvas.getByText('$404.95 – $414.95')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const EmeaPriceWithHistoricBest: Story = {
  globals: { locale: 'de-de' },
  // Col Daunenjacke Herren: 25.1 % off; EMEA sites show the 30-day low under a reduction.
  args: { productId: 'RDGJK1009', locale: 'de-de' },
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/de-de/p/x-RDGJK1009'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Niedrigster Preis der letzten 30 Tage: 254,95/)).toBeVisible();
    // The percentage keeps one decimal (spec §9), in the language's format.
    await expect(canvas.getByText('-25,1 %')).toBeVisible();
  },
};

export const NorthAmericaPriceRange: Story = {
  // Bivouac Rain Jacket for women: a reduced range; no 30-day low outside EMEA.
  args: { productId: 'RDGJK1016', locale: 'en-ca' },
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-ca/p/x-RDGJK1016'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-20%')).toBeVisible();
    await expect(canvas.queryByText(/Lowest price/)).not.toBeInTheDocument();
  },
};

export const StockLoading: Story = {
  parameters: { testViewport: 'sm' },
  args: { withoutStock: true },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductInventory.loading());
  },
  play: async ({ canvas }) => {
    // Until the stock answers every size is offered; the cart call decides.
    await expect(canvas.getByRole('radio', { name: 'M' })).not.toHaveAccessibleDescription(
      'Out of stock',
    );
  },
};

export const LongText: Story = {
  args: {
    productId: 'TRDBT1001',
    locale: 'de-de',
    name: 'Arroyo Wasserdichte Wanderstiefel Herren mit Vibram-Sohle und Gore-Tex-Membran',
  },
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/de-de/p/x-TRDBT1001'] },
  },
  play: async ({ canvasElement }) => {
    // Twelve shoe sizes wrap; nothing is wider than the screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The heart beside add to cart keeps the product among the shopper's favorites. */
export const KeepAsFavorite: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: /^Favorite Men.s Nunatak Rain Jacket$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    // Pressed again, it leaves the favorites.
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** The service refuses: the heart stays off and a toast says so. */
export const FavoriteRefused: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(http.post(mockPath(addFavorite), () => errorResponse('GEN500', { message: 'Down' })));
  },
  play: async ({ canvas, canvasElement }) => {
    const heart = canvas.getByRole('button', { name: /^Favorite Men.s Nunatak Rain Jacket$/ });
    await userEvent.click(heart);
    const toast = await screenOf(canvasElement).findByText(
      'We could not add it to your favorites. Please try again.',
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * A digital gift card: amounts in the site's currency for sizes, no size chart nor pickup,
 * and its gift option, required before the add and sent with it.
 */
export const GiftCard: Story = {
  args: { productId: 'RDGGC1001' },
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGGC1001'] },
  },
  play: async ({ canvas, args }) => {
    const amounts = await canvas.findByRole('radiogroup', { name: /Amount/ });
    await userEvent.click(within(amounts).getByText('$50', { exact: true }));
    await expect(canvas.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument();

    // Nothing is added until the recipient and the message are there (the gift option's
    // fields load with the gift card: BuyBox).
    const email = await canvas.findByRole('textbox', { name: /Recipient’s e-mail/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('textbox', { name: /Your message/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onAdded).not.toHaveBeenCalled();

    await userEvent.type(email, 'grace@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Recipient’s name/ }), 'Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your message/ }), 'Happy trails!');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
    await expect(args.onAdded).toHaveBeenCalledWith(
      expect.objectContaining({
        sku: 'RDGGC100111',
        cart: expect.objectContaining({
          items: expect.arrayContaining([
            expect.objectContaining({
              isDigitalProduct: true,
              giftOption: { email: 'grace@example.com', to: 'Grace', message: 'Happy trails!' },
            }),
          ]),
        }),
      }),
    );
  },
};
