import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartAddError } from '#cms-blocks/cart/test/cartMocks.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { demoProduct, ProductHarness } from './test/ProductHarness.tsx';

/*
 * The product page below the shell (what the route renders), on the demo catalogue:
 * breadcrumbs, name and rating, gallery, buy box, description and features, at each
 * breakpoint and in both brands; the sticky add-to-cart bar while the box's button is out
 * of view.
 */

const meta = {
  title: 'Storefront/Product/Page',
  component: ProductHarness,
  args: { productId: 'RDGJK1001', part: 'page', onAdded: fn() },
  parameters: {
    layout: 'padded',
    router: { data: true, initialEntries: ['/en-us/p/mens-nunatak-rain-jacket-RDGJK1001'] },
  },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof ProductHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's landmarks and order, and nothing wider than the screen. */
async function checkPage(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
  // The trail ends with the product itself, the current page.
  const current = canvasElement.querySelector('[aria-current="page"]');
  await expect(current?.textContent).toContain(name);
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
}

export const Large: Story = {
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvasElement }) => {
    await checkPage(canvasElement, "Men's Nunatak Rain Jacket");
  },
};

export const Medium: Story = {
  globals: storyGlobals({ viewport: 'md' }),
  args: { productId: 'TRDBT1001', locale: 'fr-ca' },
  parameters: { router: { data: true, initialEntries: ['/fr-ca/p/x-TRDBT1001'] } },
  play: async ({ canvasElement, args }) => {
    await checkPage(canvasElement, demoProduct(args.productId, 'fr-ca').name);
  },
};

export const Small: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    // Below md the trail is one "Back to …" link; the name comes before the gallery.
    await expect(
      canvasElement
        .querySelector('h1')
        ?.compareDocumentPosition(
          canvasElement.querySelector('[aria-roledescription="carousel"]') as Node,
        ),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const SoldOut: Story = {
  // Scramble Winterstiefel Damen: every size of every colour sold out.
  args: { productId: 'TRDBT1015', locale: 'de-de' },
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/de-de/p/x-TRDBT1015'] },
  },
};

export const LongName: Story = {
  args: {
    locale: 'de-de',
    name: 'Nunatak Wasserdichte Dreilagen-Regenjacke Herren mit helmkompatibler Kapuze und Unterarmbelüftung',
  },
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/de-de/p/x-RDGJK1001'] },
  },
  play: async ({ canvasElement, args }) => {
    await checkPage(canvasElement, args.name ?? '');
  },
};

/** The sticky bar, by its landmark; null while it is hidden (out of the accessibility tree). */
const barOf = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('complementary', { name: "Buy Men's Nunatak Rain Jacket" });

/** The buy box's own add button (the bar's says which size). */
const boxButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Add to cart' });

/** Scroll until the buy box's button is above the screen, the end of the page still below. */
function scrollPastTheBox(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView as Window;
  const { bottom } = boxButton(canvasElement).getBoundingClientRect();
  view.scrollBy(0, bottom + 40);
}

export const StickyBarOnAPhone: Story = {
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest'] },
  },
  play: async ({ canvasElement, args }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, 0);
    // The box's button is below the fold of a phone: the bar offers it at once.
    await expect(boxButton(canvasElement).getBoundingClientRect().top).toBeGreaterThan(
      view.innerHeight,
    );
    const bar = await waitFor(() => {
      const found = barOf(canvasElement);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(within(bar).getByText('$239.95')).toBeVisible();
    await expect(within(bar).getByText('Forest')).toBeVisible();
    // Slid in (a transform) to rest on the foot of the screen.
    await waitFor(() =>
      expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(view.innerHeight),
    );

    // Keyboard: the bar is the end of the product's part; without a size it leads to them.
    const choose = within(bar).getByRole('button', { name: 'Choose a size' });
    canvasElement.ownerDocument.body.focus();
    await userEvent.tab({ shift: true });
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const sizes = within(canvasElement).getByRole('radiogroup', { name: /Size/ });
    await waitFor(() =>
      expect(sizes.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await expect(within(canvasElement).getByText('Choose a size.')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(within(sizes).getByRole('radio', { name: 'S' })).toBeChecked();

    // Back up to the pictures: the bar says the size it adds, and adds it.
    view.scrollTo(0, 0);
    const add = await within(canvasElement).findByRole('button', { name: 'Add S to cart' });
    await expect(
      within(barOf(canvasElement) as HTMLElement).getByText('Forest · Size S'),
    ).toBeVisible();
    await userEvent.click(add);
    await waitFor(() =>
      expect(args.onAdded).toHaveBeenCalledWith(expect.objectContaining({ sku: 'RDGJK100110' })),
    );
  },
};

export const StickyBarAfterScrolling: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        {/* What follows the product on the page: its CMS content, the footer. */}
        <div data-testid="rest-of-page" style={{ minBlockSize: '150vh' }} />
      </>
    ),
  ],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest&size=L'] },
  },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, 0);
    // The box's button in the first screen: no bar, in view or for assistive technology.
    await expect(boxButton(canvasElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      view.innerHeight,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(barOf(canvasElement)).toBeNull();

    scrollPastTheBox(canvasElement);
    await waitFor(() => expect(barOf(canvasElement)).not.toBeNull());
    const bar = barOf(canvasElement) as HTMLElement;
    await expect(within(bar).getByRole('button', { name: 'Add L to cart' })).toBeVisible();
    // On its own layer: its place in the page takes no room, so nothing moves when it comes.
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(bar.parentElement?.getBoundingClientRect().height).toBe(0);

    // From the end of the product's part on it steps aside: it covers no last content.
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(barOf(canvasElement)).toBeNull());
    await expect(
      within(canvasElement).getByTestId('rest-of-page').getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(view.innerHeight);
  },
};

export const StickyBarAddFails: Story = {
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/en-us/p/x-RDGJK1001?color=forest&size=L'] },
  },
  beforeEach({ msw }) {
    msw.use(...cartAddError('INV700'));
  },
  play: async ({ canvasElement }) => {
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
    const add = await within(canvasElement).findByRole('button', { name: 'Add L to cart' });
    await userEvent.click(add);
    // The box comes back with its button focused and the failure said beside it.
    await waitFor(() => expect(boxButton(canvasElement)).toHaveFocus());
    await expect(
      await within(canvasElement).findByText('This size has just sold out.'),
    ).toBeVisible();
    await waitFor(() => expect(barOf(canvasElement)).toBeNull());
  },
};
