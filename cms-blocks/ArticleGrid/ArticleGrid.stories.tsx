import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useContext } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchArticles } from '#api/contract/content.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { mockPath } from '#mocks/handlers/http.ts';
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
  globals: storyGlobals('ridgeline', 'lg'),
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

/** The journal page: tags to filter by, two rows, and read more. */
export const FilterAndReadMore: Story = {
  args: {
    rowsToLoad: 2,
    gridSize: { sm: 1, md: 2, lg: 3 },
    showFilterBar: true,
    loadMore: true,
    readMoreLabel: 'More stories',
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    // Read more appends the next page.
    await userEvent.click(canvas.getByRole('button', { name: 'More stories' }));
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(2));
    // A tag filters from the first page again; clear all goes back.
    const filter = canvas.getByRole('group', { name: 'Filter by topic' });
    const tag = within(filter).getAllByRole('button')[0] as HTMLElement;
    await userEvent.click(tag);
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cards(canvasElement).length).toBeLessThanOrEqual(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(tag).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Small screens, Tread in German: one column, the German date. */
export const TreadGermanSmall: Story = {
  args: { siteId: 'tread-de-de', rowsToLoad: 3, title: 'Aus dem Journal' },
  globals: storyGlobals('tread', 'sm', 'de-de'),
  play: async ({ canvasElement }) => {
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
