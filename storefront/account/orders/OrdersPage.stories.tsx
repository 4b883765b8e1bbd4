import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMember } from '#flows/test/stories.tsx';
import { orderHandlers, orderStates } from '#mocks/handlers/orders.ts';
import { OrdersPage } from './OrdersPage.tsx';

/*
 * The member's order history on the MSW order service: the demo member (MSW's default
 * signed-in shopper) has twelve orders, newest first, ten a page.
 */

const meta = {
  title: 'Storefront/Account/Orders',
  component: OrdersPage,
  args: { locale: 'en-us' },
  decorators: [withMember],
  parameters: { layout: 'padded', router: { initialEntries: ['/en-us/account/orders'] } },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: number, day, status, units, total, pictures; the nav marks Orders. */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Your orders' });
    const rows = within(list).getAllByRole('listitem', { name: /^Order / });
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByText('12 orders')).toBeVisible();
    const processing = within(list).getByRole('listitem', { name: 'Order CRN2610011' });
    await expect(within(processing).getByText('Processing')).toBeVisible();
    await expect(within(processing).getByText('Oct 28, 2026')).toBeVisible();
    await expect(within(processing).getByText('3 items')).toBeVisible();
    await expect(within(processing).getByText('$308.99')).toBeVisible();
    await expect(
      within(processing).getByRole('link', { name: 'Order CRN2610011' }),
    ).toHaveAttribute('href', '/en-us/account/orders/CRN2610011');
    await expect(
      within(processing).getAllByRole('img', { name: /Nunatak|Socks/ }).length,
    ).toBeGreaterThan(0);
    for (const status of ['Awaiting payment', 'Shipped', 'Delivered', 'Cancelled', 'Returned']) {
      await expect(within(list).getAllByText(status)[0]).toBeVisible();
    }
    const nav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** "Show more" reads the next page; the button goes once all twelve are there. */
export const ShowMore: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your orders' });
    await expect(canvas.getByText('Showing 10 of 12 orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem', { name: /^Order / })).toHaveLength(12),
    );
    await expect(canvas.getByText('Showing 12 of 12 orders')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    await expect(within(list).getByRole('link', { name: 'Order CRN2609001' })).toBeVisible();
  },
};

/** No orders yet: said, with the way to the shop. */
export const Empty: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(orderStates.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have not placed any orders yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** While the history loads: a skeleton that says what it waits for. */
export const Loading: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(orderHandlers.getPurchaseHistory.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your orders');
    await expect(canvas.queryByRole('list', { name: 'Your orders' })).toBeNull();
  },
};

/** The history fails once: said, and "Try again" reads it. */
export const ErrorAndRetry: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    let failed = false;
    msw.use(
      orderHandlers.getPurchaseHistory.with(async () => {
        if (!failed) {
          failed = true;
          return new Response(null, { status: 503 });
        }
        return { orders: [], total: 0 };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your orders could not be loaded/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('You have not placed any orders yet.')).toBeVisible();
  },
};

/** The French site on a phone: the nav above the list, the badges in French. */
export const FrenchSmallScreen: Story = {
  globals: { locale: 'fr-fr' },
  args: { locale: 'fr-fr' },
  parameters: { testViewport: 'sm', router: { initialEntries: ['/fr-fr/account/orders'] } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Vos commandes' });
    await expect(within(list).getAllByText('Livrée')[0]).toBeVisible();
    await expect(canvas.getByText('12 commandes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher plus de commandes' })).toBeVisible();
  },
};

/** The search field of the history. */
const searchField = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('searchbox', { name: /^Search your orders/ });

/** The order numbers listed, in order. */
const listed = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Your orders' }))
    .getAllByRole('listitem', { name: /^Order / })
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

/** Typing a product's name searches once typing pauses: the orders holding it, newest first. */
export const SearchByProduct: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await userEvent.type(await searchField(canvas), 'nunatak');
    await waitFor(() => expect(canvas.getByText('2 orders match “nunatak”')).toBeVisible(), {
      timeout: 4000,
    });
    const list = canvas.getByRole('list', { name: 'Your orders' });
    await expect(
      within(list)
        .getAllByRole('link', { name: /^Order / })
        .map((link) => link.textContent),
    ).toEqual(['Order CRN2610011', 'Order CRN2609001']);
    await expect(canvas.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  },
};

/** An order number's start, searched at once on Enter. */
export const SearchByNumber: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await userEvent.type(await searchField(canvas), 'crn2609{Enter}');
    await waitFor(() => expect(canvas.getByText('5 orders match “crn2609”')).toBeVisible());
    await expect(listed(canvas)).toHaveLength(5);
  },
};

/** Nothing matches: said, and clearing the search brings every order back. */
export const SearchNoMatch: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const field = await searchField(canvas);
    await userEvent.type(field, 'parka{Enter}');
    await expect(await canvas.findByText('No orders match “parka”.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(await canvas.findByText('12 orders')).toBeVisible();
    await expect(await searchField(canvas)).toHaveValue('');
  },
};

/**
 * Enter, then the field emptied before the typing pause is over: every order again (the
 * emptied field is searched even though the pause never saw the typed text).
 */
export const SearchClearedQuickly: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const field = await searchField(canvas);
    await userEvent.type(field, 'crn2609{Enter}', { delay: null });
    await userEvent.clear(field);
    await expect(await canvas.findByText('12 orders', {}, { timeout: 4000 })).toBeVisible();
    await expect(listed(canvas)).toHaveLength(10);
  },
};

/** A shared link with `?q=`: the field holds the query and the list its orders. */
export const SearchFromLink: Story = {
  parameters: { testViewport: 'md', router: { initialEntries: ['/en-us/account/orders?q=socks'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 orders match “socks”')).toBeVisible();
    await expect(await searchField(canvas)).toHaveValue('socks');
    await expect(listed(canvas)).toHaveLength(4);
  },
};
