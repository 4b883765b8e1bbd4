import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Brand } from '#api/contract/common.ts';
import type { ProductSearchQuery } from '#api/contract/search.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { searchProducts } from '#commerce/catalogue/search.ts';
import { siteOf as catalogueSite } from '#commerce/catalogue/site.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { mockModel } from '#mocks/handlers/products.ts';
import { siteOf } from '../site/site.ts';
import { Listing } from './Listing.tsx';
import { listingState } from './listing.ts';

const facets = ['brand', 'color', 'size', 'price', 'rating'] as const;

/** The listing of a URL, answered from the demo catalogue as the service would. */
function ListingAt({
  path,
  locale = 'en-us',
  brand = 'ridgeline',
}: {
  path: string;
  locale?: SiteLocale;
  brand?: Brand;
}) {
  const url = new URL(path, 'http://store');
  const state = listingState(url, facets);
  const query = {
    locale,
    categoryId: '1100',
    start: 0,
    count: 24 * state.page,
    sort: state.sort,
    ...Object.fromEntries(Object.entries(state.selections).map(([key, value]) => [key, value])),
  } as unknown as ProductSearchQuery;
  const result = searchProducts(mockModel(), query, catalogueSite(locale));
  return <Listing result={result} state={state} site={siteOf(brand, locale)} facets={facets} />;
}

/** The product listing of category and search pages: facets, sort, count, grid, load more. */
const meta = {
  title: 'Storefront/Listing',
  parameters: { layout: 'padded' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Jackets: Story = {
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] },
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ products$/);
    const green = canvas.getByRole('checkbox', { name: /^Green/ });
    await expect(green).toHaveAttribute('aria-checked', 'false');
    await expect(green).toHaveAttribute('href', '/en-us/c/jackets-1100?color=green');
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('relevance');
  },
};

export const FilteredAndSorted: Story = {
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100?color=green&sort=price-asc'] },
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100?color=green&sort=price-asc" />,
  play: async ({ canvas }) => {
    // Below the sidebar's breakpoint the filters fold; the switch counts the one chosen.
    await userEvent.click(canvas.getByText('Filters (1)', { selector: 'label' }));
    const green = canvas.getByRole('checkbox', { name: /^Green/ });
    await expect(green).toHaveAttribute('aria-checked', 'true');
    // Its link takes the value away again, the sort kept.
    await expect(green).toHaveAttribute('href', '/en-us/c/jackets-1100?sort=price-asc');
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toBeVisible();
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('price-asc');
  },
};

export const NothingMatches: Story = {
  globals: storyGlobals({ locale: 'fr-ca' }),
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/fr-ca/c/vestes-1100?color=pink&rating=4&size=XXS'] },
  },
  render: () => (
    <ListingAt path="/fr-ca/c/vestes-1100?color=pink&rating=4&size=XXS" locale="fr-ca" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun produit ne correspond à ces filtres.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Effacer tous les filtres' })).toBeVisible();
  },
};

export const ShowMoreValuesSmall: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  parameters: { router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] } },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Filters', { selector: 'label' }));
    const color = canvas.getByRole('heading', { name: 'Color' }).parentElement as HTMLElement;
    const inside = within(color);
    // Small screens show 4 values until "Show more".
    await expect(inside.getByRole('checkbox', { name: /^Yellow/, hidden: true })).not.toBeVisible();
    await userEvent.click(inside.getByText('Show more'));
    await expect(inside.getByRole('checkbox', { name: /^Yellow/ })).toBeVisible();
    await expect(inside.getByText('Show less')).toBeVisible();
  },
};

/**
 * A phone: the products come first and the filters fold behind one switch, which counts
 * the values chosen; clearing them stays in reach while folded.
 */
export const FiltersFoldSmall: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/de-de/c/jacken-1100?color=green&size=M'] },
  },
  render: () => <ListingAt path="/de-de/c/jacken-1100?color=green&size=M" locale="de-de" />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: 'Filter (2)' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Farbe', hidden: true })).not.toBeVisible();
    // The first card sits right below the toolbar, not below the filters.
    const firstCard = canvas.getAllByRole('link', { name: /jacke/i })[0] as HTMLElement;
    await expect(firstCard.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await expect(canvas.getByRole('link', { name: 'Alle Filter löschen' })).toBeVisible();
    // By keyboard: Space on the focused switch unfolds them.
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Farbe' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Schwarz/ })).toBeVisible();
    // Green is past the four colours a phone shows, but chosen: never folded away.
    await expect(canvas.getByRole('checkbox', { name: /^Grün/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Grün/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Tread on a phone: the switch is the brand's button, a pill with an upper-case label. */
export const FiltersFoldSmallTread: Story = {
  globals: storyGlobals({ brand: 'tread', locale: 'en-gb' }),
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/en-gb/c/jackets-1100?size=M'] },
  },
  render: () => <ListingAt path="/en-gb/c/jackets-1100?size=M" locale="en-gb" brand="tread" />,
  play: async ({ canvas }) => {
    const label = canvas.getByText('Filters (1)', { selector: 'label' });
    const look = getComputedStyle(label);
    await expect(look.textTransform).toBe('uppercase');
    // A pill: the radius is the brand's action radius, far past half the height.
    await expect(Number.parseFloat(look.borderTopLeftRadius)).toBeGreaterThan(
      label.getBoundingClientRect().height / 2,
    );
    await userEvent.click(label);
    await expect(canvas.getByRole('checkbox', { name: 'Filters (1)' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: 'Size' })).toBeVisible();
  },
};

/** Beside the grid (large screens) the filters are always there, with no switch. */
export const FiltersBesideLarge: Story = {
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] },
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Filters', { selector: 'label' })).not.toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Color' })).toBeVisible();
  },
};
