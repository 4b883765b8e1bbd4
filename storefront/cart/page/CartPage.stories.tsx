import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import {
  type Cart,
  type CartWithSaveForLater,
  createCart,
  removeCartItem,
  saveItemForLater,
  updateCartItem,
} from '#api/contract/cart.ts';
import { setShippingAddress } from '#api/contract/checkout.ts';
import { clearAriaAnnouncements } from '#cms-blocks/cart/test/announcer.ts';
import { mockCart } from '#cms-blocks/cart/test/cartMocks.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { screenOf } from '#components/test/overlay.ts';
import { expectTotalsAddUp, shownLineCents } from '#flows/Checkout/test/totals.ts';
import { memberProfile, recordRequests } from '#flows/test/stories.tsx';
import type { SiteLocale } from '#i18n/index.ts';
import {
  cartHandlers,
  mockOpenCart,
  oncePerMockRun,
  resetCartMocks,
  seedMockCart,
  setMockCartShopper,
} from '#mocks/handlers/cart.ts';
import { checkoutAddresses, checkoutStates } from '#mocks/handlers/checkout.ts';
import { errorResponse, mockPath } from '#mocks/handlers/http.ts';
import { type CartCacheData, cartQueryKey, saveForLaterQueryKey } from '#shopper/index.ts';
import { CartPage } from './CartPage.tsx';
import { vouchersFor } from './extras/test/vouchers.ts';

/*
 * The cart page on the MSW cart service: each story puts its lines into a new cart through
 * the cart API (and saves some for later), as a shopper's adds would, and the page works on
 * that cart. Demo skus: RDGJK100112 (Men's Nunatak Rain Jacket, Forest S: 5 left),
 * RDGJK100510 (Men's Glissade Rain Jacket).
 */

interface CartStoryProps {
  /** The cart's lines, seeded into the mock service's cart. */
  lines: { productId: string; qty: number }[];
  /** Skus of the lines to move to saved for later once the cart exists. */
  saved?: string[];
  locale?: SiteLocale;
  /** Rewrite the cart before the page sees it (notices, long names). */
  shape?: (cart: Cart) => Cart;
  /** The page's reload after an invalid customer. */
  onReload?: () => void;
  /** The site's demo delivery address is put on the cart (as checkout would). */
  withAddress?: boolean;
  /** `member`: the demo loyalty member is signed in (set the cart calls' shopper too). */
  shopper?: 'guest' | 'member';
}

function CartStory({
  lines,
  saved = [],
  locale = 'en-us',
  shape,
  onReload,
  withAddress = false,
  shopper = 'guest',
}: CartStoryProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  // Once per story run: the cart is made from the args the story started with, its lines
  // seeded (not added through the API: an add still on its way when the next story reset the
  // mocks landed in that story's cart, and the visual review saw doubled quantities).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the args do not change in a run
  useEffect(() => {
    let cancelled = false;
    queryClient.setQueryData(queryKeys.profile, shopper === 'member' ? memberProfile : null);
    const making = oncePerMockRun(async () => {
      if (lines.length) seedMockCart(locale, lines);
      let cart = mockOpenCart();
      let savedList: CartWithSaveForLater['saveForLater'] | undefined;
      if (cart) {
        if (withAddress) {
          cart = await client.call(setShippingAddress, {
            query: { locale },
            params: { basketId: cart.id },
            body: { address: checkoutAddresses[locale] },
          });
        }
        for (const sku of saved) {
          if (!cart) break;
          const item = cart.items.find((entry) => entry.productId === sku);
          if (!item) continue;
          const answer: CartWithSaveForLater = await client.call(saveItemForLater, {
            query: { locale },
            body: { basketId: cart.id, itemId: item.id },
          });
          cart = answer.cart;
          savedList = answer.saveForLater;
        }
      }
      return { cart, savedList };
    });
    void making.then(
      ({ cart, savedList }) => {
        if (cancelled) return;
        if (savedList) queryClient.setQueryData(saveForLaterQueryKey, savedList);
        queryClient.setQueryData<CartCacheData>(cartQueryKey, cart && shape ? shape(cart) : cart);
        setReady(true);
      },
      // A story gone before its cart was made (the next run reset the mocks under its calls)
      // has nothing to report; a live one's failure surfaces.
      (error: unknown) => {
        if (!cancelled) throw error;
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return ready ? <CartPage locale={locale} onReload={onReload} /> : null;
}

const meta = {
  title: 'Storefront/Cart/Cart page',
  component: CartStory,
  args: {
    lines: [
      { productId: 'RDGJK100112', qty: 1 },
      { productId: 'TRDBT100112', qty: 2 },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change goes to the mock service and back: room for a loaded test machine. */
const SERVICE = { timeout: 4000 };

const linesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Your cart' });

/**
 * The summary's rows add up to its total, its subtotal to the lines' prices beside it
 * (issue 46). Answers the rows as [term, what it shows].
 */
async function expectSummaryAddsUp(canvasElement: HTMLElement, tag = 'en-US') {
  const list = await linesOf(canvasElement);
  const summary = within(canvasElement).getByRole('region', { name: 'Order summary' });
  const rows = await expectTotalsAddUp(
    summary,
    tag,
    ['Total', 'Estimated total'],
    shownLineCents(list, tag),
  );
  return rows.map((row) => [row.term, row.value]);
}

/** Two lines: quantity, totals, remove with undo, save for later and back. */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const list = await linesOf(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('3 items')).toBeVisible();
    // The first line's picture is the page's largest paint: fetched at once, the rest lazily.
    const pictures = list.querySelectorAll('img');
    await expect(pictures[0]).toHaveAttribute('loading', 'eager');
    await expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    const subtotal = `$${mockOpenCart()?.totals.itemSubTotal.toFixed(2)}`;
    await expect(await expectSummaryAddsUp(canvasElement)).toEqual([
      ['Subtotal (3 items)', subtotal],
      ['Shipping', 'Calculated with your address'],
      ['Tax', 'Calculated with your address'],
      ['Estimated total', subtotal],
    ]);
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    const total = within(summary).getByText('Estimated total').nextSibling as HTMLElement;
    const before = total.textContent;

    const jacket = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(jacket).getByRole('button', { name: /Increase/ }));
    await waitFor(() => expect(canvas.getByText('4 items')).toBeVisible(), SERVICE);
    await waitFor(() => expect(total.textContent).not.toBe(before), SERVICE);

    await userEvent.click(within(list).getByRole('button', { name: /^Remove: Men.s Arroyo/ }));
    const undo = await canvas.findByRole('button', {
      name: /^Undo: put Men.s Arroyo .* back in your cart$/,
    });
    await waitFor(() => expect(undo).toHaveFocus(), SERVICE);
    await expect(canvas.getByText('2 items')).toBeVisible();
    await userEvent.click(undo);
    await waitFor(() => expect(canvas.getByText('4 items')).toBeVisible(), SERVICE);

    await userEvent.click(
      within(list).getByRole('button', { name: /^Save for later: Men.s Nunatak/ }),
    );
    const saved = await canvas.findByRole('list', { name: 'Saved for later (1)' });
    await expect(within(saved).getByText('Available')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), SERVICE);
    await userEvent.click(
      within(saved).getByRole('button', { name: /^Move to cart: Men.s Nunatak/ }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), SERVICE);
    await expect(canvas.queryByRole('list', { name: /Saved for later/ })).not.toBeInTheDocument();
    // A guest: no loyalty rewards; the gift card balance check is there, closed (its code
    // comes on demand: on a busy machine it may still be on its way).
    await expect(canvas.queryByRole('region', { name: 'Loyalty rewards' })).toBeNull();
    await expect(
      await canvas.findByRole('button', { name: 'Check a gift card balance' }, SERVICE),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Back from checkout with an address (issue 46): the delivery it charges is a row of the
 * summary, and the tax; the line at its price after its own promotion (20% off gloves, the
 * full price struck through) is the subtotal, not its full price with the promotion again.
 */
export const AfterCheckoutAddress: Story = {
  args: { lines: [{ productId: 'RDGAC100510', qty: 1 }], withAddress: true },
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    const rows = await expectSummaryAddsUp(canvasElement);
    const cart = mockOpenCart();
    await expect(rows).toEqual([
      ['Subtotal (1 item)', '$35.96'],
      ['Shipping', '$7.95'],
      ['Tax', `$${cart?.totals.tax.toFixed(2)}`],
      ['Total', `$${cart?.totals.total.toFixed(2)}`],
    ]);
  },
};

/** Where prices include VAT (en-gb): no tax row, the total says it includes it. */
export const PricesIncludeVat: Story = {
  args: { lines: [{ productId: 'RDGAC100510', qty: 1 }], locale: 'en-gb', withAddress: true },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const rows = await expectSummaryAddsUp(canvasElement, 'en-GB');
    await expect(rows.map(([term]) => term)).toEqual([
      'Subtotal (1 item)',
      'Shipping',
      'Total incl. VAT',
    ]);
  },
};

/** The most the line may hold (INV408 with maxAllowedQty): the quantity goes back, said why. */
export const MaxQuantity: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(
      http.put(mockPath(updateCartItem), () =>
        errorResponse('INV408', { details: { maxAllowedQty: 2 } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await linesOf(canvasElement);
    const boots = within(list).getAllByRole('listitem')[1] as HTMLElement;
    const quantity = within(boots).getByRole('textbox', { name: /^Quantity of/ });
    await expect(quantity).toHaveValue('2');
    await userEvent.click(within(boots).getByRole('button', { name: /Increase/ }));
    await expect(
      await within(boots).findByText('You can have at most 2 of this item.'),
    ).toBeVisible();
    await waitFor(() => expect(quantity).toHaveValue('2'));
  },
};

/**
 * Issue 46: a quantity typed above what the line may hold (its stock) comes down to that
 * number, and the line says why (spec §8 ADDED_MAX_QUANTITY), not silently.
 */
export const TypedAboveMaximum: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const list = await linesOf(canvasElement);
    const jacket = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const quantity = within(jacket).getByRole('textbox', { name: /^Quantity of/ });
    await userEvent.click(quantity);
    await userEvent.keyboard('{Control>}a{/Control}99999{Enter}');
    const said = await within(jacket).findByText(/^You can have at most \d+ of this item\.$/);
    const most = /\d+/.exec(said.textContent ?? '')?.[0];
    await expect(Number(most)).toBeLessThan(99999);
    await expect(quantity).toHaveValue(most);
  },
};

/**
 * Issue 13, the seeded gift with purchase (GWP-SUMMIT-RIDGELINE): a Ridgeline pack in an
 * order over the threshold brings the brand's Summit Beanie as a free line, without remove
 * or quantity; the summary's callout says how far before, and that it is earned after (in
 * the colour of good news).
 */
export const GiftWithPurchase: Story = {
  parameters: { testViewport: 'lg' },
  args: { lines: [{ productId: 'RDGPK100110', qty: 1 }] },
  play: async ({ canvas, canvasElement }) => {
    const list = await linesOf(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(
      within(summary).getByText(
        'A free Ridgeline Summit Beanie with a Ridgeline pack in orders over $150.00',
      ),
    ).toBeVisible();
    await expect(
      within(list).queryByRole('listitem', { name: 'Ridgeline Summit Beanie' }),
    ).toBeNull();

    const offerColor = getComputedStyle(
      within(summary).getByText(
        'A free Ridgeline Summit Beanie with a Ridgeline pack in orders over $150.00',
      ),
    ).color;

    const pack = within(list).getByRole('listitem', { name: /Tarn 30 Daypack/ });
    await userEvent.click(within(pack).getByRole('button', { name: /Increase/ }));
    const gift = await within(list).findByRole(
      'listitem',
      { name: 'Ridgeline Summit Beanie' },
      SERVICE,
    );
    await expect(within(gift).getByText('Free gift')).toBeVisible();
    await expect(within(gift).queryByRole('button', { name: /^Remove/ })).toBeNull();
    const earned = within(summary).getByText('Your free Ridgeline Summit Beanie is in your bag');
    await expect(earned).toBeVisible();
    // Earned reads as good news, not in the sale colour of the offer it was.
    await expect(getComputedStyle(earned).color).not.toBe(offerColor);
  },
};

/** A remove the service refuses keeps the line; a toast says so. */
export const RemoveFailed: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(http.delete(mockPath(removeCartItem), () => errorResponse('GEN500')));
  },
  play: async ({ canvasElement }) => {
    const list = await linesOf(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: /^Remove: Men.s Nunatak/ }));
    const toast = await screenOf(canvasElement).findByText('It was not removed');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Nothing in the cart: says so and leads back to the shop. */
export const Empty: Story = {
  args: { lines: [] },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your cart is empty. Find something for your next trip.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** Spec §8 flashes: stock fell under the shopper; said on top and on each line. */
export const StockNotices: Story = {
  args: {
    shape: (cart: Cart): Cart => ({
      ...cart,
      flash: [
        {
          code: 'ProductLineItemInventoryMissing',
          type: 'warning',
          details: { itemId: cart.items[1]?.id, availableQty: 1, missingQty: 1 },
        },
        {
          code: 'ProductLineItemFullInventoryMissing',
          type: 'error',
          details: { itemId: cart.items[0]?.id },
        },
      ],
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
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(
        'Some items are not in stock in the quantity you chose. Lower the quantity to check out.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Some products have no inventory.')).toBeVisible();
    const [jacket, boots] = within(await linesOf(canvasElement)).getAllByRole('listitem');
    await expect(within(jacket as HTMLElement).getByText('This size is sold out.')).toBeVisible();
    await expect(within(boots as HTMLElement).getByText('Only 1 left in this size.')).toBeVisible();
    // Something can still be bought: checkout stays open.
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};

/** Nothing left to buy: the order cannot be completed, checkout is off. */
export const NothingLeft: Story = {
  args: {
    shape: (cart: Cart): Cart => ({
      ...cart,
      flash: cart.items.map((item, index) => ({
        code: index ? 'ProductItemNotAvailable' : 'ProductLineItemFullInventoryMissing',
        type: 'error',
        details: { itemId: item.id },
      })),
    }),
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'This order cannot be completed: none of its items can be bought now.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('This item is not available any more.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

/** Saved for later shown under the cart, on the German site. */
export const SavedForLaterGerman: Story = {
  args: {
    locale: 'de-de',
    lines: [
      { productId: 'RDGJK100112', qty: 1 },
      { productId: 'RDGJK100510', qty: 1 },
    ],
    saved: ['RDGJK100510'],
  },
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const saved = await canvas.findByRole('list', { name: 'Für später gemerkt (1)' });
    await expect(within(saved).getByRole('button', { name: /^In den Warenkorb: / })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  },
};

/** The service lost the cart (BSK404): it is made again with its lines, the change goes on. */
export const CartNotFound: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const list = await linesOf(canvasElement);
    // The service forgets every cart: the next change answers BSK404.
    resetCartMocks();
    const jacket = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(jacket).getByRole('button', { name: /Increase/ }));
    await waitFor(() => expect(canvas.getByText('4 items')).toBeVisible());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Invalid customer (AUT498): the cart is cleared, a toast says why, the page reloads in 4 s. */
export const InvalidCustomer: Story = {
  args: { onReload: fn() },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(
      http.delete(mockPath(removeCartItem), () => errorResponse('AUT498')),
      // The new cart of the new customer: empty.
      http.post(mockPath(createCart), () =>
        HttpResponse.json(mockCart([], { id: 'mock-basket-new' }), { status: 201 }),
      ),
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const list = await linesOf(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: /^Remove: Men.s Nunatak/ }));
    const toast = await screenOf(canvasElement).findByText(
      'Your session is no longer valid. We are refreshing your cart.',
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(
      await canvas.findByText('Your cart is empty. Find something for your next trip.'),
    ).toBeVisible();
    await expect(args.onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1), { timeout: 5000 });
  },
};

/** Long names and attributes on a small screen: they wrap, nothing runs off the side. */
export const LongTextSmall: Story = {
  args: {
    locale: 'fr-ca',
    shape: (cart: Cart): Cart => ({
      ...cart,
      items: cart.items.map((item) => ({
        ...item,
        name: `${item.name} with the extra-long name of a limited collaboration edition for the coldest mountain mornings`,
        attributes: [
          {
            id: 'color',
            label: 'Color',
            value: 'Glacier blue with reflective alpine-orange trims',
          },
          { id: 'size', label: 'Size', value: 'EU 44⅔ (UK 10, US 11)' },
        ],
      })),
    }),
  },
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Votre panier' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(
      within(list).getAllByText(/extra-long name of a limited collaboration/)[0],
    ).toBeVisible();
  },
};

let requests: ReturnType<typeof recordRequests>;

/** The gift card balance check beside the summary: opened, sent and answered by the keyboard. */
export const GiftCardBalanceCheck: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    requests = recordRequests(msw);
    return requests.stop;
  },
  play: async ({ canvas, canvasElement }) => {
    await linesOf(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Check a gift card balance' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Gift card number' })).toHaveFocus();
    await userEvent.keyboard('6006491000000001');
    await userEvent.tab();
    await userEvent.keyboard('1234{Enter}');
    await expect(
      await canvas.findByText('Gift card ending in 0001: $50.00 available.', {}, SERVICE),
    ).toBeVisible();
    await expect(requests.to('/cart/v1/giftcard/balance')).toHaveLength(1);
    // Checking a balance does not touch the cart.
    await expect(canvas.getByText('3 items')).toBeVisible();
  },
};

/** A loyalty member: the highest voucher their points buy is offered and goes on the cart. */
export const MemberVoucher: Story = {
  args: { shopper: 'member' },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    setMockCartShopper('loyalty');
    msw.use(vouchersFor(2450));
    requests = recordRequests(msw);
    return requests.stop;
  },
  play: async ({ canvas, canvasElement }) => {
    const rewards = await canvas.findByRole('region', { name: 'Loyalty rewards' }, SERVICE);
    await expect(within(rewards).getByText('You have 2,450 points.')).toBeVisible();
    await expect(within(rewards).queryByRole('button', { name: 'Pay with my points' })).toBeNull();
    await userEvent.click(
      within(rewards).getByRole('button', { name: 'Use a $25.00 reward (2,000 points)' }),
    );
    const applied = await within(rewards).findByRole(
      'list',
      { name: 'Rewards on your order' },
      SERVICE,
    );
    await expect(within(applied).getByText('Reward: $25.00')).toBeVisible();
    const [sent] = requests.requests.filter(
      (r) => r.method === 'PUT' && r.path.endsWith('/reward'),
    );
    await expect(sent?.body).toEqual({ rewardId: 'V2000-USD', apply: true });
    // The voucher's button went while pending, having announced itself: see the helper.
    clearAriaAnnouncements(canvasElement.ownerDocument);
  },
};

/**
 * Spec §8 CANT_SHIP_THERE: the delivery address on the cart is in a country the site no
 * longer ships to (its check answers PAY401): said on top; checkout stays open to change it.
 */
export const CantShipThere: Story = {
  args: { withAddress: true },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(checkoutStates.cartAddressCantShipThere());
  },
  play: async ({ canvas, canvasElement }) => {
    await linesOf(canvasElement);
    await expect(
      await canvas.findByText(
        'Delivery to United States is not available from this site. Choose another delivery address at checkout.',
        {},
        SERVICE,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toBeVisible();
  },
};

/**
 * Spec §8 SOME_PRODUCTS_NO_INVENTORY: moving a saved item back is refused (INV409): said on
 * top instead of a toast, the cart unchanged; dismissed, focus goes to the page's heading.
 */
export const SomeProductsNoInventory: Story = {
  args: {
    lines: [
      { productId: 'RDGJK100112', qty: 1 },
      { productId: 'RDGJK100510', qty: 1 },
    ],
    saved: ['RDGJK100510'],
  },
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(cartHandlers.moveSavedItemToCart.error('INV409'));
  },
  play: async ({ canvas, canvasElement }) => {
    const saved = await canvas.findByRole('list', { name: 'Saved for later (1)' });
    await userEvent.click(within(saved).getByRole('button', { name: /^Move to cart: / }));
    const notice = await canvas.findByRole('alert', {}, SERVICE);
    await expect(notice).toHaveTextContent(
      'Some of these items are out of stock, so your cart was not changed.',
    );
    await expect(screenOf(canvasElement).queryByText('It was not moved to your cart')).toBeNull();
    await expect(within(await linesOf(canvasElement)).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
  },
};
