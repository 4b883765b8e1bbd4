import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog } from '#components/test/overlay.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { storyGlobals } from '../storybook/helpers.ts';
import { demoDocument } from '../storybook/test/demoContent.ts';
import { TrackingProvider } from '../tracking.tsx';
import { type MegaMenuItem, megaMenuItemSchema } from './MegaMenu.schema.ts';
import { MegaMenu, MegaMenuBlock, TOP_NAV_CLICK_EVENT } from './MegaMenu.tsx';
import { MegaMenuFromDocument, SiteMegaMenu } from './MegaMenuFromDocument.tsx';
import { menuItemsFromSections } from './megaMenu.ts';

const menuOf = (siteId: string): MegaMenuItem[] =>
  menuItemsFromSections(demoDocument(`${siteId}-menu-menu`).sections).items;

const ridgeline = menuOf('ridgeline-en-us');
const [first = ridgeline[0] as MegaMenuItem, ...others] = ridgeline;

const onEvent = fn();

/**
 * The controls edit the first top-level item (the block's schema: one `MegaMenu` section per
 * item); the bar shows it with the rest of the demo menu.
 */
const meta = {
  title: 'CMS blocks/MegaMenu',
  component: MegaMenuBlock,
  args: first,
  argTypes: argTypesFromSchema(megaMenuItemSchema),
  render: (args) => <MegaMenu items={[args, ...others]} />,
  parameters: { testViewport: 'lg', layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <TrackingProvider onEvent={onEvent}>
        <Story />
      </TrackingProvider>
    ),
  ],
  beforeEach({ msw }) {
    onEvent.mockClear();
    msw.use(imageHandler);
  },
} satisfies Meta<typeof MegaMenuBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const second = others[0] as MegaMenuItem;
const firstColumn = first.columns[0] as MegaMenuItem['columns'][number];
const firstLeaf = firstColumn.children[0] as MegaMenuItem['columns'][number];

/** WAI-ARIA disclosure navigation: buttons with aria-expanded, Escape, Tab, arrow keys. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const top = within(nav).getByRole('button', { name: first.title });
    await expect(nav.firstElementChild?.getBoundingClientRect().height).toBeGreaterThan(0);

    await userEvent.tab();
    await expect(top).toHaveFocus();
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('link', { name: firstColumn.title }).closest('[id]');
    await expect(panel).toBeVisible();
    await expect(top).toHaveAttribute('aria-controls', panel?.id);
    await expect(canvas.getByRole('link', { name: firstLeaf.title })).toBeVisible();

    // Tab moves into the open panel, Escape closes it and returns focus to its button.
    await userEvent.tab();
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await expect(top).toHaveFocus();
    await expect(panel).not.toBeVisible();

    // Arrow keys move along the bar; opening one closes the other.
    await userEvent.keyboard('{ArrowRight}');
    const next = within(nav).getByRole('button', { name: second.title });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(top).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(next);
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await expect(next).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * Edit the first top-level item in Controls: its title, target, columns and their links,
 * menu banner and picture links, field by field. Its panel is open, so edits to it show.
 */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const top = canvas.getByRole('button', { name: args.title });
    await userEvent.click(top);
    await expect(top).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Spec §7: a top-nav click is tracked; the panel closes as the page changes. */
export const TracksTopNavClicks: Story = {
  play: async ({ canvas }) => {
    const top = canvas.getByRole('button', { name: first.title });
    await userEvent.click(top);
    await userEvent.click(canvas.getByRole('link', { name: firstLeaf.title }));
    await expect(onEvent).toHaveBeenCalledWith({
      name: TOP_NAV_CLICK_EVENT,
      payload: {
        path: [first.title, firstColumn.title, firstLeaf.title],
        level: 3,
        title: firstLeaf.title,
        url: firstLeaf.target.url,
      },
    });
    await expect(top).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const top = canvas.getByRole('button', { name: first.title });
    await userEvent.click(top);
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(top).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The visual style: picture links (shop by activity) and the menu banner beside columns. */
export const DesktopVisualSelectorsAndBanner: Story = {
  args: menuOf('tread-en-gb')[0],
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ args, canvas, canvasElement }) => {
    const top = canvas.getByRole('button', { name: args.title });
    await userEvent.click(top);
    const panel = canvasElement.querySelector(
      `#${CSS.escape(top.getAttribute('aria-controls') ?? '')}`,
    ) as HTMLElement;
    const selectors = within(panel).getByRole('list', { name: args.visualSelectorsTitle });
    await expect(within(selectors).getAllByRole('link')).toHaveLength(args.visualSelectors.length);
    await expect(within(panel).getByText(args.menuBanner?.title ?? '')).toBeVisible();
    // hideShopAll.lg: no "Shop all" entry on large screens in the demo menu.
    await expect(canvas.queryByRole('link', { name: `Shop all ${args.title}` })).toBeNull();
  },
};

/** titleVisibility off with an icon: the title still names the button. */
export const IconOnlyTitle: Story = {
  args: {
    ...(ridgeline.at(-1) as MegaMenuItem),
    menuIcon: 'book',
    titleVisibility: { sm: true, md: true, lg: false },
    hideShopAll: { sm: false, md: false, lg: false },
  },
  render: (args) => <MegaMenu items={[args]} />,
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: args.title });
    await expect(button.querySelector('[data-icon="book"]')).not.toBeNull();
    await expect(within(button).getByText(args.title).getBoundingClientRect().width).toBeLessThan(
      2,
    );
    await userEvent.click(button);
    await expect(canvas.getByRole('link', { name: `Shop all ${args.title}` })).toBeVisible();
  },
};

/** A top-level item without columns, banner or pictures is a plain link in the bar. */
export const PlainLinkItem: Story = {
  args: megaMenuItemSchema.parse({
    title: 'Sale',
    target: { text: 'Sale', url: '/en-us/c/sale-1900' },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sale' })).toHaveAttribute(
      'href',
      '/en-us/c/sale-1900',
    );
  },
};

/** Small screens: a drawer with an accordion per item and "shop all" entries (spec §2). */
/** The drawer open at rest, its first entry expanded (opened by pointer: no focus ring). */
export const Mobile: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await findDialog(canvasElement, 'Menu');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    const item = within(nav).getByRole('button', { name: first.title });
    await userEvent.click(item);
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: `Shop all ${first.title}` })).toBeVisible();
  },
};

/** By keyboard into the drawer, down to a level-3 link; following it closes the drawer. */
export const MobileNavigate: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDialog(canvasElement, 'Menu');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    const item = within(nav).getByRole('button', { name: first.title });
    await userEvent.click(item);
    await expect(item).toHaveAttribute('aria-expanded', 'true');

    // A column with level-3 items opens to its own "shop all" entry and its children.
    const column = within(nav).getByRole('button', { name: firstColumn.title });
    await userEvent.click(column);
    const shopColumn = within(nav).getByRole('link', { name: `Shop all ${firstColumn.title}` });
    await expect(shopColumn).toHaveAttribute('href', firstColumn.target.url);
    await expect(within(nav).getByRole('link', { name: firstLeaf.title })).toBeVisible();

    await userEvent.click(within(nav).getByRole('link', { name: firstLeaf.title }));
    await expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ name: TOP_NAV_CLICK_EVENT }),
    );
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const MobileEscapeCloses: Story = {
  globals: storyGlobals({ locale: 'fr-ca', viewport: 'md' }),
  args: menuOf('tread-fr-ca')[0],
  render: (args) => <MegaMenu items={[args, ...menuOf('tread-fr-ca').slice(1)]} />,
  play: async ({ args, canvas, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(open);
    const drawer = await findDialog(canvasElement, 'Menu');
    await userEvent.click(within(drawer).getByRole('button', { name: args.title }));
    // The demo menu overrides the top-level entry ("Tout Homme").
    await expect(
      within(drawer).getByRole('link', { name: args.overrideShopAll?.title ?? '' }),
    ).toBeVisible();
    await userEvent.click(
      within(drawer).getByRole('button', { name: args.columns[0]?.title ?? '' }),
    );
    await expect(
      within(drawer).getByRole('link', { name: `Tout voir : ${args.columns[0]?.title}` }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** hideShopAll on small screens: no "shop all" entries in the drawer. */
export const MobileWithoutShopAll: Story = {
  args: { ...first, hideShopAll: { sm: true, md: true, lg: true } },
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  render: (args) => <MegaMenu items={[args]} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menü' }));
    const drawer = await findDialog(canvasElement, 'Menü');
    await userEvent.click(within(drawer).getByRole('button', { name: args.title }));
    await userEvent.click(within(drawer).getByRole('button', { name: firstColumn.title }));
    await expect(within(drawer).queryByRole('link', { name: /^Alles aus|^Alle / })).toBeNull();
    await expect(within(drawer).getByRole('link', { name: firstLeaf.title })).toBeVisible();
  },
};

/** The connected menu: `menu/{siteId}` through the API client (MSW answers). */
export const FromMenuDocument: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  render: () => <SiteMegaMenu siteId="tread-de-de" />,
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Hauptmenü' });
    const items = menuOf('tread-de-de');
    await expect(within(nav).getAllByRole('listitem').length).toBeGreaterThanOrEqual(items.length);
    await expect(within(nav).getByRole('button', { name: items[0]?.title ?? '' })).toBeVisible();
  },
};

/** An invalid item is skipped and logged; the other items show. */
export const InvalidItemSkipped: Story = {
  render: () => (
    <MegaMenuFromDocument
      document={{
        sections: [
          ...demoDocument('ridgeline-en-us-menu-menu').sections.slice(0, 2),
          { id: 'broken', component: 'MegaMenu', props: { title: '' }, options: undefined },
        ] as never,
      }}
    />
  ),
  beforeEach() {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: first.title })).toBeVisible();
    await expect(console.error).toHaveBeenCalledWith(
      expect.any(String),
      'CMS Error: MegaMenu, broken',
    );
  },
};
