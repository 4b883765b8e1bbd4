import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentHandlers } from '#mocks/handlers/content.ts';
import { PreviewViewer } from './PreviewViewer.tsx';

/*
 * The CMS preview viewer (spec §2) on the MSW content service and its demo documents:
 * doc type, layout variant and limit go into the URL with Go, the list shows id and name,
 * "No results." when nothing matches; each document opens in preview or side by side at
 * the three breakpoints.
 */

type Canvas = ReturnType<typeof within>;
const SERVICE = { timeout: 4000 };

const meta = {
  title: 'Storefront/Preview/CMS preview viewer',
  component: PreviewViewer,
  args: { siteId: 'ridgeline-en-us' },
  parameters: { layout: 'padded', router: { initialEntries: ['/en-us/cms-preview'] } },
} satisfies Meta<typeof PreviewViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: Canvas) => canvas.findByRole('table', {}, SERVICE);
const rows = async (canvas: Canvas) =>
  within(await table(canvas))
    .getAllByRole('row')
    .slice(1); // without the header row

async function choose(canvas: Canvas, field: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(field) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** Pages by default, 20 to a page: id and name of each, the count above them. */
export const Pages: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'CMS preview' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Document type/ })).toHaveTextContent('Page');
    await expect(canvas.getByRole('button', { name: /Per page/ })).toHaveTextContent('20');
    const listed = await rows(canvas);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(20);
    await expect(listed[0]).toHaveTextContent(/ridgeline-en-us-page-/);
    await expect(canvas.getByRole('heading', { level: 2, name: /\d+ documents?/ })).toBeVisible();
  },
};

/** Go with another type and limit: the list follows, the page starts again at 1. */
export const ChooseAndGo: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await choose(canvas, 'Document type', 'Article');
    await choose(canvas, 'Per page', '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await waitFor(async () => {
      const listed = await rows(canvas);
      await expect(listed[0]).toHaveTextContent(/ridgeline-en-us-article-/);
      expect(listed.length).toBeLessThanOrEqual(10);
    }, SERVICE);
    // Drafts are listed: the viewer is a preview tool.
    await expect(canvas.getByText('First look: the spring collection')).toBeVisible();
  },
};

/** A layout variant nothing has, typed and sent with Enter: "No results.". */
export const NoResults: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Layout variant/ }),
      'no-such{Enter}',
    );
    await expect(await canvas.findByText('No results.', {}, SERVICE)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** More than a page: next and previous pages by links, the count of pages said. */
export const Paging: Story = {
  parameters: {
    testViewport: 'lg',
    router: { initialEntries: ['/en-us/cms-preview?docType=page&limit=10'] },
  },
  play: async ({ canvas }) => {
    const first = (await rows(canvas))[0]?.textContent;
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pages).getByText(/^Page 1 of \d+$/)).toBeVisible();
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByText(/^Page 2 of/)).toBeVisible(), SERVICE);
    await waitFor(async () => expect((await rows(canvas))[0]?.textContent).not.toBe(first));
    await expect(within(pages).getByRole('link', { name: 'Previous page' })).toBeVisible();
  },
};

/** The service fails: said, with a retry. */
export const Failed: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(contentHandlers.getShowcase.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The documents could not be loaded.', {}, SERVICE),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Compare: the document in a frame per breakpoint, each named, closed again. */
export const CompareBreakpoints: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    const [row] = await rows(canvas);
    const name = row?.querySelectorAll('td')[1]?.textContent ?? '';
    await expect(
      within(row as HTMLElement).getByRole('link', { name: `Open ${name}` }),
    ).toHaveAttribute('href', expect.stringMatching(/\?preview=true$/));
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', {
        name: `Compare ${name} at each breakpoint`,
      }),
    );
    const heading = canvas.getByRole('heading', { name: `${name} at each breakpoint` });
    await waitFor(() => expect(heading).toHaveFocus());
    for (const size of ['small (375 px)', 'medium (834 px)', 'large (1024 px)']) {
      await expect(canvas.getByTitle(`${name}, ${size}`)).toBeInTheDocument();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Close the comparison' }));
    await expect(canvas.queryByTitle(`${name}, small (375 px)`)).not.toBeInTheDocument();
  },
};

/** The list on its way: said, with the form already usable. */
export const Loading: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(contentHandlers.getShowcase.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading documents…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

const longName =
  'Autumn–winter 2026 trail running capsule: landing page for the members-only early access weekend (draft for legal review)';

/** Long ids and names wrap inside their cells; the actions stay reachable on a phone. */
export const LongNames: Story = {
  beforeEach({ msw }) {
    msw.use(
      contentHandlers.getShowcase.reply({
        numFound: 2,
        result: [1, 2].map((n) => ({
          id: `ridgeline-en-us-page-autumn-winter-2026-trail-running-capsule-early-access-${n}`,
          name: n === 1 ? longName : `${longName}, second version`,
          type: 'page',
          slug: `autumn-winter-2026-trail-running-capsule-early-access-${n}`,
          path: `/en-us/autumn-winter-2026-trail-running-capsule-early-access-${n}`,
          layoutVariant: null,
        })),
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await rows(canvas);
    await expect(first).toHaveTextContent(longName);
    const open = within(first as HTMLElement).getByRole('link', { name: `Open ${longName}` });
    await expect(open).toBeVisible();
    // Nothing pushes the page sideways: the table wraps within the viewer's width.
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};

/** A new page of results starts at the top of the page, where its count is (spec §2). */
export const NewPageAtTheTop: Story = {
  parameters: { router: { initialEntries: ['/en-us/cms-preview?docType=page&limit=10'] } },
  decorators: [
    // Room below the list, so that the page can be scrolled down to its paging links.
    (Story) => (
      <>
        <Story />
        <div style={{ height: '150vh' }} />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await rows(canvas);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const pages = canvas.getByRole('navigation', { name: 'Pages' });
    view.scrollTo({ top: view.document.documentElement.scrollHeight });
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByText(/^Page 2 of/)).toBeVisible(), SERVICE);
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};
