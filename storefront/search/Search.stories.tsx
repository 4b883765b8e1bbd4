import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { autoSuggest } from '#commerce/catalogue/search.ts';
import { siteOf as catalogueSite } from '#commerce/catalogue/site.ts';
import { FieldListBox, FieldListBoxItem } from '#components/Field/index.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findOverlay } from '#components/test/overlay.ts';
import { findDocument, viewOf } from '#demo/content/views.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { mockModel } from '#mocks/handlers/products.ts';
import { searchComponentOf } from '../fapi/content.ts';
import { popularLinksOf } from '../shell/ErrorPage.tsx';
import { SearchForm } from '../shell/SearchForm.tsx';
import { NoResults } from './NoResults.tsx';
import { SearchCorrection } from './SearchCorrection.tsx';
import { SuggestedProduct } from './SuggestedProduct.tsx';

/** The ways on a site's content offers, as the search page reads them (routes/search.tsx). */
function waysOn(locale: SiteLocale) {
  const siteId = `ridgeline-${locale}`;
  const view = viewOf('live', {});
  const hub = findDocument(siteId, 'search', 'search/hub', view);
  return {
    popularSearches: hub ? searchComponentOf(hub, '').popularSearches : [],
    popularCategories: popularLinksOf(findDocument(siteId, 'menu', 'menu', view)?.sections),
  };
}

/**
 * Search beyond the listing: the search box's suggestions with product thumbnails (typos
 * forgiven), the notice above the results of a corrected text, and the page of a search that
 * found nothing, with its ways on.
 */
const meta = {
  title: 'Storefront/Search',
  parameters: { layout: 'padded' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The header's search box, typed with a typo: the products it suggests show their
 * thumbnail, name and price, all of which the option's name says.
 */
export const SuggestionsWithThumbnails: Story = {
  parameters: { testViewport: 'lg', router: { data: true, initialEntries: ['/en-us'] } },
  render: () => <SearchForm locale="en-us" />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('searchbox', { name: 'Search' }));
    const box = await canvas.findByRole('combobox', { name: 'Search' }, { timeout: 10_000 });
    await userEvent.click(box);
    await userEvent.keyboard('jakc');
    const listbox = await findOverlay(canvasElement, 'listbox');
    // The first answer builds the demo catalogue's search words: a busy machine takes a while.
    const products = await within(listbox).findByRole(
      'group',
      { name: 'Products' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(products).getAllByRole('option').length).toBeGreaterThan(0));
    const [first] = within(products).getAllByRole('option');
    if (!first) throw new Error('no product suggested');
    await expect(first).toHaveAccessibleName(/Jacket.*\$\d/);
    await expect(first.querySelector('img')).toBeVisible();
    // By keyboard alone: the arrows reach the product.
    const options = within(listbox).getAllByRole('option');
    for (let step = 0; step <= options.indexOf(first); step++)
      await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Escape}');
  },
};

/** The product suggestions as the list shows them (the screenshot of the open list). */
export const ProductSuggestions: Story = {
  parameters: { testViewport: 'sm' },
  render: () => {
    const { products } = autoSuggest(mockModel(), 'jacket', 5, catalogueSite('en-us'));
    return (
      <FieldListBox aria-label="Products" items={products}>
        {(product) => (
          <FieldListBoxItem id={product.id} textValue={product.name}>
            <SuggestedProduct product={product} />
          </FieldListBoxItem>
        )}
      </FieldListBox>
    );
  },
  play: async ({ canvas }) => {
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(5);
    for (const option of options) await expect(option.querySelector('img')).toBeVisible();
  },
};

/** Above the results of a corrected text: what was searched, and the text as typed. */
export const CorrectedSearch: Story = {
  parameters: { testViewport: 'md', router: { initialEntries: ['/en-us/search?q=jakcet'] } },
  render: () => <SearchCorrection locale="en-us" query="jakcet" correctedQuery="jacket" />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No results for “jakcet”, so here are the results for “jacket”.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search instead for “jakcet”' })).toHaveAttribute(
      'href',
      '/en-us/search?q=jakcet&exact=true',
    );
  },
};

/** Nothing found: "Did you mean …?" first, then the popular searches and categories. */
export const NoResultsPage: Story = {
  parameters: { testViewport: 'lg', router: { initialEntries: ['/en-us/search?q=jakcte'] } },
  render: () => (
    <NoResults locale="en-us" query="jakcte" suggestedQuery="jacket" {...waysOn('en-us')} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No results for “jakcte”',
    );
    await expect(canvas.getByText(/Did you mean/)).toHaveTextContent('Did you mean “jacket”?');
    await expect(canvas.getByRole('link', { name: '“jacket”' })).toHaveAttribute(
      'href',
      '/en-us/search?q=jacket',
    );
    const searches = canvas.getByRole('navigation', { name: 'Popular searches' });
    await expect(within(searches).getByRole('link', { name: 'rain jacket' })).toHaveAttribute(
      'href',
      '/en-us/search?q=rain%20jacket',
    );
    const categories = canvas.getByRole('navigation', { name: 'Popular categories' });
    await expect(within(categories).getAllByRole('link').length).toBeGreaterThan(1);
    // The first way on is a Tab away.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '“jacket”' })).toHaveFocus();
  },
};

/** The German site: its words, its popular searches and categories; nothing to suggest. */
export const NoResultsGerman: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'sm', router: { initialEntries: ['/de-de/search?q=xyzzy'] } },
  render: () => <NoResults locale="de-de" query="xyzzy" {...waysOn('de-de')} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Keine Ergebnisse für „xyzzy“',
    );
    await expect(canvas.queryByText(/Meinten Sie/)).not.toBeInTheDocument();
    const searches = canvas.getByRole('navigation', { name: 'Beliebte Suchen' });
    await expect(within(searches).getByRole('link', { name: 'Regenjacke' })).toHaveAttribute(
      'href',
      '/de-de/search?q=Regenjacke',
    );
    await expect(canvas.getByRole('navigation', { name: 'Beliebte Kategorien' })).toBeVisible();
  },
};

/** A German "Meinten Sie …?" with its link to the corrected search. */
export const NoResultsGermanDidYouMean: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'md', router: { initialEntries: ['/de-de/search?q=Rgenjake'] } },
  render: () => (
    <NoResults locale="de-de" query="Rgenjake" suggestedQuery="Regenjacke" {...waysOn('de-de')} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Meinten Sie/)).toHaveTextContent('Meinten Sie „Regenjacke“?');
    await expect(canvas.getByRole('link', { name: '„Regenjacke“' })).toHaveAttribute(
      'href',
      '/de-de/search?q=Regenjacke',
    );
  },
};
