import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { demoProduct, ProductHarness } from './test/ProductHarness.tsx';

/*
 * The product page below the shell (what the route renders), on the demo catalogue:
 * breadcrumbs, name and rating, gallery, buy box, description and features, at each
 * breakpoint and in both brands.
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
