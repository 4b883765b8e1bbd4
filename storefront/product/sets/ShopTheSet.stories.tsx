import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { productHandlers } from '#mocks/handlers/products.ts';
import { siteOf } from '../../site/site.ts';
import { ShopTheSet } from './ShopTheSet.tsx';

/*
 * "Shop the set" on the demo catalogue (MSW answers /api): Ridgeline's rain jacket
 * RDGJK1013 is in "Men's wet-weather hiking kit" with three other products; Tread's
 * boot TRDBT1001 in one of Tread's; RDGJK1001 is in none.
 */

interface SetStoryProps {
  productId: string;
  locale?: SiteLocale;
  brand?: 'ridgeline' | 'tread';
}

function SetStory({ productId, locale = 'en-us', brand = 'ridgeline' }: SetStoryProps) {
  return <ShopTheSet productId={productId} site={siteOf(brand, locale)} />;
}

const meta = {
  title: 'Storefront/Product/Shop the set',
  component: SetStory,
  args: { productId: 'RDGJK1013' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Shop the set' });
    await expect(
      within(section).getByRole('heading', { level: 3, name: /wet-weather hiking kit$/ }),
    ).toBeVisible();
    const list = within(section).getByRole('list', {
      name: "Products of Ridgeline · Men's wet-weather hiking kit",
    });
    // The set's other products, each a link to its page; not the page's own product.
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link.getAttribute('href')).toMatch(/^\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]+$/);
      await expect(link.getAttribute('href')).not.toMatch(/-RDGJK1013$/);
    }
  },
};

export const TreadInGerman: Story = {
  globals: storyGlobals({ brand: 'tread', locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  args: { productId: 'TRDBT1001', locale: 'de-de', brand: 'tread' },
  play: async ({ canvas, canvasElement }) => {
    const section = await canvas.findByRole('region', { name: 'Das Set kaufen' });
    await expect(within(section).getAllByRole('link').length).toBeGreaterThan(0);
    for (const link of within(section).getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(/^\/de-de\/p\//);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const InNoSet: Story = {
  parameters: { testViewport: 'md' },
  args: { productId: 'RDGJK1001' },
  play: async ({ canvas }) => {
    // Give the answer time to come: the section stays out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { testViewport: 'md' },
  args: { productId: 'RDGJK1013' },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductSet.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
  },
};
