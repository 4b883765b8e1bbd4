import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useContext } from 'react';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type ArticleSummary, searchArticles } from '#api/contract/content.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { errorResponse, mockPath } from '#mocks/handlers/http.ts';
import { RendererContext } from '../renderer/context.tsx';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { type ArticleGridProps, articleGridSchema } from './ArticleGrid.schema.ts';
import { ArticleGrid } from './ArticleGrid.tsx';

/*
 * The journal's article grid on the demo articles (MSW answers the article search as the
 * service does). The renderer tells a block its site; here a wrapper does.
 */

function OnSite({ siteId, ...props }: ArticleGridProps & { siteId: string }) {
  const outer = useContext(RendererContext);
  return (
    <RendererContext value={{ ...outer, siteId }}>
      <ArticleGrid {...props} />
    </RendererContext>
  );
}

const meta = {
  title: 'CMS blocks/ArticleGrid',
  component: OnSite,
  args: {
    siteId: 'ridgeline-en-us',
    ...blockArgs(articleGridSchema, {
      title: 'From the journal',
      initialQuery: '',
      initialQueryNotFiltered: '',
      rowsToLoad: 3,
      gridSize: { sm: 1, md: 2, lg: 3 },
      showFilterBar: false,
      loadMore: false,
    }),
  },
  argTypes: argTypesFromSchema(articleGridSchema),
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof OnSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('article') as HTMLElement[];

/** The home page's journal: rowsToLoad × small grid size articles (spec §9), a row at lg. */
export const Home: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'From the journal' }),
    ).toBeVisible();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
    const link = within(cards(canvasElement)[0] as HTMLElement).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/en-us\/journal\//);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Every control of the block: the filter bar and read more on, to try them with the rest. */
export const Playground: Story = {
  args: { showFilterBar: true, loadMore: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
  },
};

/** The article searches a story made, in order. */
const searches: URLSearchParams[] = [];

/**
 * The journal page: tags to filter by, two rows a page, read more. Read more appends the
 * next page; a tag starts again from offset 0; clear all goes back to no tag.
 */
export const FilterAndReadMore: Story = {
  args: {
    rowsToLoad: 2,
    gridSize: { sm: 1, md: 2, lg: 3 },
    showFilterBar: true,
    loadMore: true,
    readMoreLabel: 'More stories',
  },
  beforeEach({ msw }) {
    searches.length = 0;
    msw.use(
      http.get(mockPath(searchArticles), ({ request }) => {
        searches.push(new URL(request.url).searchParams);
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await expect(searches.at(-1)?.get('offset')).toBe('0');
    await expect(searches.at(-1)?.get('limit')).toBe('2');
    // Read more appends the next page, by keyboard.
    const more = canvas.getByRole('button', { name: 'More stories' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    await expect(searches.at(-1)?.get('offset')).toBe('2');
    // A tag filters from the first page again.
    const filter = canvas.getByRole('group', { name: 'Filter by topic' });
    const tag = within(filter).getByRole('button', { name: /^Climbing/ });
    await userEvent.click(tag);
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(searches.at(-1)?.getAll('tagId')).toEqual(['climbing']));
    await expect(searches.at(-1)?.get('offset')).toBe('0');
    await waitFor(() => expect(cards(canvasElement).length).toBeLessThanOrEqual(2));
    // Clear all goes back to the unfiltered search (its pages are still at hand).
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(tag).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(4));
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
};

/** Started on two tags: clear all returns to the initial unfiltered ones (spec §4). */
export const ClearAllToInitialTags: Story = {
  args: {
    initialQuery: 'tagId=hiking&tagId=winter',
    initialQueryNotFiltered: '',
    showFilterBar: true,
  },
  play: async ({ canvas, canvasElement }) => {
    const filter = await canvas.findByRole('group', { name: 'Filter by topic' });
    const hiking = within(filter).getByRole('button', { name: /^Hiking/ });
    await expect(hiking).toHaveAttribute('aria-pressed', 'true');
    await expect(within(filter).getByRole('button', { name: /^Winter/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(hiking).toHaveAttribute('aria-pressed', 'false');
    await expect(within(filter).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
  },
};

const shownTags = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Filter by topic' }))
    .getAllByRole('button', { name: /\(\d+\)$/ })
    .filter((button) => button.checkVisibility());

/** Small screens show 4 tags; see more shows them all, see less folds them (spec §9). */
export const FacetsSeeMoreSmall: Story = {
  args: { showFilterBar: true, rowsToLoad: 1 },
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'Filter by topic' });
    await expect(shownTags(canvasElement)).toHaveLength(4);
    const toggle = canvas.getByRole('button', { name: 'See more topics' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('See fewer topics');
    await expect(shownTags(canvasElement)).toHaveLength(10);
    await userEvent.keyboard('{Enter}');
    await expect(shownTags(canvasElement)).toHaveLength(4);
  },
};

/** Medium screens: two columns, and the 10 tags fit, so there is no see more. */
export const MediumTwoColumns: Story = {
  args: { showFilterBar: true, rowsToLoad: 2, gridSize: { sm: 1, md: 2, lg: 3 } },
  globals: storyGlobals({ viewport: 'md' }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await expect(shownTags(canvasElement)).toHaveLength(10);
    await expect(canvas.queryByRole('button', { name: 'See more topics' })).toBeNull();
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

/** Small screens, Tread in German: one column, the German date, the brand's section title. */
export const TreadGermanSmall: Story = {
  args: { siteId: 'tread-de-de', rowsToLoad: 3, title: 'Aus dem Journal' },
  globals: storyGlobals({ brand: 'tread', locale: 'de-de', viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    // Set as the theme sets a section's title (Tread: upper case), as over the other blocks.
    const title = within(canvasElement).getByRole('heading', { level: 2, name: 'Aus dem Journal' });
    await expect(getComputedStyle(title).textTransform).toBe('uppercase');
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const first = cards(canvasElement)[0] as HTMLElement;
    await expect(first.querySelector('time')?.textContent).toMatch(/\d{4}$/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** While the search runs: placeholders, announced as loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(searchArticles), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading articles');
  },
};

/** Nothing found, or the search failing (logged only): the section leaves the page. */
export const NothingFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(searchArticles), () =>
        HttpResponse.json({ result: [], facets: [], numFound: 0 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-block="ArticleGrid"]')).toBeNull(),
    );
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** A tag nothing carries: the filter stays, and says so. */
export const FilterFindsNothing: Story = {
  args: { showFilterBar: true },
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(searchArticles), ({ request }) => {
        if (!new URL(request.url).searchParams.has('tagId')) return undefined;
        return HttpResponse.json({
          result: [],
          facets: [{ id: 'hiking', label: 'Hiking', count: 0 }],
          numFound: 0,
        });
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const filter = await canvas.findByRole('group', { name: 'Filter by topic' });
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
    await userEvent.click(within(filter).getByRole('button', { name: /^Hiking/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'No articles match these topics.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(3));
  },
};

/** Spies on console.error for one story; restored when it ends. */
function spyOnErrors() {
  const spy = spyOn(console, 'error').mockImplementation(() => {});
  return { spy, restore: () => spy.mockRestore() };
}
let errors: ReturnType<typeof spyOnErrors>['spy'];

/** The first search failing: logged only (spec §8), the section leaves the page. */
export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(searchArticles), () => errorResponse('GEN500')));
    const { spy, restore } = spyOnErrors();
    errors = spy;
    return restore;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Article search failed', expect.anything()),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-block="ArticleGrid"]')).toBeNull(),
    );
  },
};

/** Read more failing: logged only; the articles shown and read more stay usable. */
export const ReadMoreFails: Story = {
  args: { rowsToLoad: 2, loadMore: true, showFilterBar: true },
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(searchArticles), ({ request }) =>
        new URL(request.url).searchParams.get('offset') === '0'
          ? undefined
          : errorResponse('GEN500'),
      ),
    );
    const { spy, restore } = spyOnErrors();
    errors = spy;
    return restore;
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    const more = canvas.getByRole('button', { name: 'Read more' });
    await userEvent.click(more);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Article search failed', expect.anything()),
    );
    await expect(cards(canvasElement)).toHaveLength(2);
    await waitFor(() => expect(more).not.toHaveAttribute('data-pending'));
    await expect(more).toBeEnabled();
    // The filter still works.
    const filter = canvas.getByRole('group', { name: 'Filter by topic' });
    const tag = within(filter).getByRole('button', { name: /^Hiking/ });
    await userEvent.click(tag);
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
  },
};

const long = (index: number): ArticleSummary => ({
  id: `long-${index}`,
  url: `/en-us/journal/long-${index}`,
  eyebrow: 'Ridgeline Journal · Field notes from the long-distance trails of the north',
  title:
    'Everything we learned about waterproof-breathable membranes, seam tape, zips and the care that keeps them working season after season',
  subtitle: 'Long.',
  picture: { url: `/api/images/upload/content/ridgeline/long-${index}.png`, alt: '' },
  tags: [],
  publishDate: '2026-10-28',
  hidePageDate: index === 2,
});

/** Long eyebrows and titles wrap inside a phone; a hidden date is left out. */
export const LongTextSmall: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(searchArticles), () =>
        HttpResponse.json({ result: [long(1), long(2)], facets: [], numFound: 2 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    const [first, second] = cards(canvasElement) as [HTMLElement, HTMLElement];
    await expect(first.querySelector('time')).not.toBeNull();
    await expect(second.querySelector('time')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
