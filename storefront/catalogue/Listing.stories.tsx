import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Brand } from '#api/contract/common.ts';
import { productSearchQuery } from '#api/contract/search.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { searchProducts } from '#commerce/catalogue/search.ts';
import { siteOf as catalogueSite } from '#commerce/catalogue/site.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { mockModel, productHandlers, productStates } from '#mocks/handlers/products.ts';
import { siteOf } from '../site/site.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { Listing } from './Listing.tsx';
import { listingState, searchFilters } from './listing.ts';
import { forgetFetchedListings } from './useListingNavigation.ts';

const facets = ['badge', 'activity', 'brand', 'color', 'size', 'price', 'rating'] as const;

/**
 * The listing of a URL as the category page's loader answers it (from the demo catalogue,
 * as the service would); what the shopper does next is fetched through MSW.
 */
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
  const query = productSearchQuery.parse({
    ...searchFilters(state),
    locale,
    categoryId: url.pathname.split('-').at(-1),
    start: 0,
    count: 24 * state.page,
  });
  const result = searchProducts(mockModel(), query, catalogueSite(locale));
  return (
    <>
      <Listing result={result} state={state} site={siteOf(brand, locale)} facets={facets} />
      <Address />
    </>
  );
}

/** Where the story's router is now (the tests read it; hidden). */
function Address() {
  const location = useLocation();
  return (
    <output hidden data-testid="address">
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Time for an answer of MSW and its render, on a busy test machine. */
const settle = { timeout: 5000 };

const addressOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('address').textContent;

const cardLinks = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLAnchorElement>('ul[role="list"] > li a[href*="/p/"]'),
];

/**
 * The product listing of category and search pages: facets as checkboxes and colour
 * swatches (a sidebar from lg, a panel below it), applied-filter chips, sort, the count
 * as a live region, the grid, its skeleton and "load more".
 */
const meta = {
  title: 'Storefront/Listing',
  parameters: { layout: 'padded' },
  beforeEach({ msw }) {
    forgetFetchedListings();
    msw.use(imageHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the grid (large screens): every facet at hand, each tick applied at once. */
export const Jackets: Story = {
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] },
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas, canvasElement }) => {
    const count = canvasElement.querySelector('#listing-count') as HTMLElement;
    await expect(count).toHaveAttribute('role', 'status');
    const all = Number(count.textContent?.replace(/\D/g, ''));
    await expect(all).toBeGreaterThan(1);
    await expect(canvasElement.querySelector('a[aria-haspopup="dialog"]')).not.toBeVisible();
    // Colours are swatches, each a checkbox with its count.
    const green = canvas.getByRole('checkbox', { name: /^Green\W+\d+ products$/ });
    await expect(green).not.toBeChecked();
    await userEvent.click(green);
    await expect(green).toBeChecked();
    await waitFor(
      () => expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100?color=green'),
      settle,
    );
    await waitFor(
      () => expect(Number(count.textContent?.replace(/\D/g, ''))).toBeLessThan(all),
      settle,
    );
    const chip = canvas.getByRole('link', { name: 'Remove filter: Green' });
    await expect(chip).toHaveAttribute('href', '/en-us/c/jackets-1100');
    // By keyboard: a size, with Space.
    const medium = canvas.getByRole('checkbox', { name: /^M\b/ });
    medium.focus();
    await userEvent.keyboard(' ');
    await waitFor(
      () => expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100?color=green&size=M'),
      settle,
    );
    await expect(canvas.getByRole('link', { name: 'Remove filter: Size: M' })).toBeVisible();
    // Clear all: every facet off, back to the whole category.
    await userEvent.click(canvas.getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100'), settle);
    await waitFor(() => expect(count).toHaveTextContent(`${all} products`), settle);
    await expect(canvas.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  },
};

/** The rating facet offers only minimums that narrow the list, worded per count. */
export const RatingValues: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/men-1000'] },
  },
  render: () => <ListingAt path="/en-us/c/men-1000" />,
  play: async ({ canvas }) => {
    const rating = within(canvas.getByRole('group', { name: 'Rating' }));
    await expect(rating.getByRole('checkbox', { name: /^4 stars & up\b/ })).toBeVisible();
    // Every rated product has two stars or more: "1 star & up" would add nothing.
    await expect(rating.queryByRole('checkbox', { name: /^1 star/ })).toBeNull();
    // A minimum is one value: ticking another replaces it.
    await userEvent.click(rating.getByRole('checkbox', { name: /^4 stars/ }));
    await waitFor(
      () => expect(canvas.getByRole('link', { name: 'Remove filter: 4 stars & up' })).toBeVisible(),
      settle,
    );
    await userEvent.click(rating.getByRole('checkbox', { name: /^3 stars/ }));
    await waitFor(
      () => expect(canvas.getByRole('link', { name: 'Remove filter: 3 stars & up' })).toBeVisible(),
      settle,
    );
    await expect(canvas.queryByRole('link', { name: 'Remove filter: 4 stars & up' })).toBeNull();
  },
};

/** Filtered by black: each card shows its black colourway and opens the product on it. */
export const FilteredByColour: Story = {
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/men-1000?color=black'] },
  },
  render: () => <ListingAt path="/en-us/c/men-1000?color=black" />,
  play: async ({ canvasElement }) => {
    const links = cardLinks(canvasElement).slice(0, 8);
    await expect(links.length).toBe(8);
    for (const link of links) {
      const code = new URL(link.href).searchParams.get('color');
      await expect(code).toBeTruthy();
      const picture = link.closest('li')?.querySelector('img');
      await expect(picture?.getAttribute('src')).toContain(`/${code}-`);
    }
  },
};

/** A tablet with a filter and an order: chips under the bar, the count in the Filters button. */
export const FilteredAndSorted: Story = {
  parameters: {
    testViewport: 'md',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100?color=green&sort=price-asc'] },
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100?color=green&sort=price-asc" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('price-asc');
    const chip = canvas.getByRole('link', { name: 'Remove filter: Green' });
    // Its link takes the value away again, the sort kept.
    await expect(chip).toHaveAttribute('href', '/en-us/c/jackets-1100?sort=price-asc');
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'newest');
    await waitFor(
      () => expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100?color=green&sort=newest'),
      settle,
    );
    await userEvent.click(chip);
    await waitFor(
      () => expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100?sort=newest'),
      settle,
    );
    await expect(canvas.getByRole('link', { name: 'Filters' })).toBeVisible();
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
    // The chips still name each value, though the answer has no facets to name them.
    await expect(canvas.getByRole('link', { name: 'Retirer le filtre : Rose' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Retirer le filtre : 4 étoiles et plus' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: 'Effacer tous les filtres' })[0],
    ).toBeVisible();
  },
};

/**
 * A phone: a sticky bar of Filters and sort above the products; Filters opens a panel whose
 * choices count as they go and apply together, focus kept in it and given back after.
 */
export const FilterPanelSmall: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/de-de/c/jacken-1100?size=M'] },
  },
  render: () => <ListingAt path="/de-de/c/jacken-1100?size=M" locale="de-de" />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('link', { name: 'Filter (1)' });
    // The sidebar is the panel's on a phone: the first card comes right below the bar.
    await expect(canvas.queryByRole('heading', { name: 'Farbe' })).toBeNull();
    const firstCard = cardLinks(canvasElement)[0] as HTMLElement;
    await expect(firstCard.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body.findByRole('dialog', { name: 'Filter' }, settle);
    await expect(addressOf(canvasElement)).toBe('/de-de/c/jacken-1100?size=M');
    const inside = within(panel);
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true), settle);
    await expect(inside.getByRole('checkbox', { name: /^M\b/ })).toBeChecked();
    // A choice counts at once, and is applied only with the button.
    await userEvent.click(inside.getByRole('checkbox', { name: /^Schwarz\b/ }));
    const apply = await inside.findByRole('button', { name: /^\d+ Produkte? anzeigen$/ }, settle);
    await waitFor(
      () => expect(inside.getByRole('status')).toHaveTextContent(/^\d+ Produkte?$/),
      settle,
    );
    await expect(addressOf(canvasElement)).toBe('/de-de/c/jacken-1100?size=M');
    // Focus stays in the panel.
    for (let step = 0; step < 40; step++) await userEvent.tab();
    await expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.click(apply);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), settle);
    await waitFor(
      () => expect(addressOf(canvasElement)).toBe('/de-de/c/jacken-1100?color=black&size=M'),
      settle,
    );
    await waitFor(
      () => expect(canvas.getByRole('link', { name: 'Filter (2)' })).toHaveFocus(),
      settle,
    );
    await expect(canvas.getByRole('link', { name: 'Filter entfernen: Schwarz' })).toBeVisible();
  },
};

/** The phone's filter panel, open (as its button opens it): the facets, Clear all and Apply. */
export const FilterPanelOpen: Story = {
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  parameters: { router: { data: true, initialEntries: ['/de-de/c/jacken-1100?color=black'] } },
  render: () => {
    const url = new URL('/de-de/c/jacken-1100?color=black', 'http://store');
    const state = listingState(url, facets);
    const result = searchProducts(
      mockModel(),
      productSearchQuery.parse({ ...searchFilters(state), locale: 'de-de', categoryId: '1100' }),
      catalogueSite('de-de'),
    );
    return (
      <FilterPanel
        isOpen
        onOpenChange={() => {}}
        result={result}
        state={state}
        facets={facets}
        scope={{ categoryId: '1100' }}
        onApply={() => {}}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const panel = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filter' }),
    );
    await expect(panel.getByRole('checkbox', { name: /^Schwarz\b/ })).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Alle löschen' })).toBeEnabled();
    await expect(
      await panel.findByRole('button', { name: /^\d+ Produkte? anzeigen$/ }, settle),
    ).toBeEnabled();
  },
};

/** Closed without Apply, the panel's choices go: the listing stays as it was. */
export const FilterPanelDismissed: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  globals: storyGlobals({ viewport: 'sm' }),
  parameters: { router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] } },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('link', { name: 'Filters' }));
    const panel = within(await body.findByRole('dialog', { name: 'Filters' }, settle));
    // A phone shows four colours until "Show more".
    await expect(panel.getByRole('checkbox', { name: /^Yellow/, hidden: true })).not.toBeVisible();
    const colours = within(
      panel.getByRole('group', { name: 'Color' }).closest('[data-facet]') as HTMLElement,
    );
    await userEvent.click(colours.getByRole('button', { name: 'Show more' }));
    await expect(panel.getByRole('checkbox', { name: /^Yellow/ })).toBeVisible();
    await userEvent.click(panel.getByRole('checkbox', { name: /^Yellow/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), settle);
    await expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100');
    await waitFor(
      () => expect(canvas.getByRole('link', { name: 'Filters' })).toHaveFocus(),
      settle,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Filters' }));
    const again = within(await body.findByRole('dialog', { name: 'Filters' }, settle));
    await expect(again.getByRole('checkbox', { name: /^Black/ })).not.toBeChecked();
  },
};

/** Tread on a phone: the bar's Filters button is the brand's, a pill with an upper-case label. */
export const FilterBarSmallTread: Story = {
  globals: storyGlobals({ brand: 'tread', locale: 'en-gb' }),
  parameters: {
    testViewport: 'sm',
    router: { data: true, initialEntries: ['/en-gb/c/footwear-1500'] },
  },
  render: () => <ListingAt path="/en-gb/c/footwear-1500" locale="en-gb" brand="tread" />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('link', { name: 'Filters' });
    const look = getComputedStyle(button);
    await expect(look.textTransform).toBe('uppercase');
    await expect(Number.parseFloat(look.borderTopLeftRadius)).toBeGreaterThan(
      button.getBoundingClientRect().height / 2,
    );
    // The bar sticks under the header while the products scroll.
    await expect(getComputedStyle(button.parentElement as HTMLElement).position).toBe('sticky');
  },
};

/**
 * A slow answer: the tick shows at once, and the grid its skeleton of 16 cards, announced
 * as loading, until the products come.
 */
export const RefiningSkeleton: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] },
  },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductSearch.loading());
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas, canvasElement }) => {
    const green = canvas.getByRole('checkbox', { name: /^Green/ });
    await userEvent.click(green);
    await expect(green).toBeChecked();
    await expect(await canvas.findByText('Loading products', {}, settle)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvasElement.querySelectorAll('[data-skeleton="box"]')).toHaveLength(16);
    await expect(canvas.getByRole('region', { name: /products$/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The URL waits for the products.
    await expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100');
  },
};

/** A slow answer that comes: the products replace the skeleton. */
export const RefiningSlowly: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] },
  },
  beforeEach({ msw }) {
    msw.use(productStates.slowSearch(600));
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Green/ }));
    await canvas.findByText('Loading products', {}, settle);
    await waitFor(() => expect(canvas.queryByText('Loading products')).toBeNull(), {
      timeout: 3000,
    });
    await expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100?color=green');
    await expect(cardLinks(canvasElement).length).toBeGreaterThan(0);
  },
};

/** Choices made before the last one's products came add up: the second builds on the first. */
export const QuickChoicesAddUp: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/men-1000'] },
  },
  beforeEach({ msw }) {
    msw.use(productStates.slowSearch(400));
  },
  render: () => <ListingAt path="/en-us/c/men-1000" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Black\b/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Green\b/ }));
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'newest');
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('newest');
    await waitFor(
      () =>
        expect(addressOf(canvasElement)).toBe('/en-us/c/men-1000?color=black%2Cgreen&sort=newest'),
      settle,
    );
    await expect(canvas.getByRole('checkbox', { name: /^Black\b/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Green\b/ })).toBeChecked();
  },
};

/** The answer fails: the products and the URL stay as they were, with a message. */
export const RefiningFails: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/jackets-1100'] },
  },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductSearch.error('GEN500'));
  },
  render: () => <ListingAt path="/en-us/c/jackets-1100" />,
  play: async ({ canvas, canvasElement }) => {
    const before = cardLinks(canvasElement).map((link) => link.href);
    const green = canvas.getByRole('checkbox', { name: /^Green/ });
    await userEvent.click(green);
    await expect(await canvas.findByRole('alert', {}, settle)).toHaveTextContent(
      'We couldn’t update the products. Please try again.',
    );
    await expect(green).not.toBeChecked();
    await expect(cardLinks(canvasElement).map((link) => link.href)).toEqual(before);
    await expect(addressOf(canvasElement)).toBe('/en-us/c/jackets-1100');
  },
};

/** "Load more" adds the next page in place and moves focus to its first card. */
export const LoadMoreKeepsPlace: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/men-1000'] },
  },
  render: () => <ListingAt path="/en-us/c/men-1000" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(cardLinks(canvasElement)).toHaveLength(24);
    const more = canvas.getByRole('link', { name: 'Load more' });
    await expect(more).toHaveAttribute('href', '/en-us/c/men-1000?page=2');
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardLinks(canvasElement)).toHaveLength(48), settle);
    await waitFor(() => expect(cardLinks(canvasElement)[24]).toHaveFocus(), settle);
    await expect(addressOf(canvasElement)).toBe('/en-us/c/men-1000?page=2');
    await expect(canvas.getByText('Showing 48 of 61')).toBeVisible();
  },
};

/** The next page fails: the cards shown stay, the message says so, the link tries again. */
export const LoadMoreFails: Story = {
  // Its first render is another story's; what it shows comes with its play (tests only).
  tags: ['no-visual'],
  parameters: {
    testViewport: 'lg',
    router: { data: true, initialEntries: ['/en-us/c/men-1000'] },
  },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductSearch.error('GEN500'));
  },
  render: () => <ListingAt path="/en-us/c/men-1000" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Load more' }));
    await expect(await canvas.findByRole('alert', {}, settle)).toHaveTextContent(
      'We couldn’t load more products. Please try again.',
    );
    await expect(cardLinks(canvasElement)).toHaveLength(24);
    await expect(canvas.getByRole('link', { name: 'Load more' })).toBeVisible();
    await expect(addressOf(canvasElement)).toBe('/en-us/c/men-1000');
  },
};
