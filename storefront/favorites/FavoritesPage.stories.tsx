import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { queryKeys } from '#api/client/queryKeys.ts';
import { useApiClient } from '#api/client/react.tsx';
import { addFavorite, getFavorites, shareFavorites } from '#api/contract/wishlists.ts';
import { findDialog } from '#components/test/overlay.ts';
import { guestSession, withCache } from '#flows/test/stories.tsx';
import type { SiteLocale } from '#i18n/index.ts';
import { errorResponse, mockPath } from '#mocks/handlers/http.ts';
import { FavoritesPage } from './FavoritesPage.tsx';
import { SharedFavorites } from './SharedFavorites.tsx';

/*
 * The favorites page on the MSW wishlists service: each story keeps its products as
 * favorites through the API first (a variant sku, RDGJK100112, and a whole product,
 * TRDBT1001, whose size quick shop asks for), then shows the page on a guest session.
 */

interface FavoritesStoryProps {
  productIds: string[];
  locale?: SiteLocale;
}

function FavoritesStory({ productIds, locale = 'en-us' }: FavoritesStoryProps) {
  const client = useApiClient();
  const [ready, setReady] = useState(productIds.length === 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, from the story's args
  useEffect(() => {
    (async () => {
      for (const id of [...productIds].reverse()) {
        await client.call(addFavorite, {
          query: { start: 0, count: 100 },
          // A master id (9 characters) is a product; a longer one a size of it.
          body: { id, itemType: id.length > 9 ? 'variant' : 'product' },
        });
      }
      setReady(true);
    })();
  }, []);
  return ready ? <FavoritesPage locale={locale} origin="https://ridgeline.example" /> : null;
}

const meta = {
  title: 'Storefront/Favorites/Favorites page',
  component: FavoritesStory,
  args: { productIds: ['RDGJK100112', 'TRDBT1001'] },
  decorators: [withCache([queryKeys.session, guestSession])],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FavoritesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list; the heart takes one off; move to cart asks for the size in quick shop. */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('list', { name: 'Favorites' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByText('2 favorites')).toBeVisible();
    await userEvent.click(
      within(grid).getByRole('button', { name: /^Move to cart: Men.s Arroyo/ }),
    );
    const quickShop = await findDialog(canvasElement, /Arroyo/);
    await expect(within(quickShop).getByRole('radiogroup', { name: /Size/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(quickShop).not.toBeInTheDocument());
    await userEvent.click(within(grid).getByRole('button', { name: /^Favorite Men.s Nunatak/ }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('1 favorite')).toBeVisible();
  },
};

/** Share: the read-only link to copy. */
export const Share: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    const dialog = await findDialog(canvasElement, 'Share your favorites');
    const link = await within(dialog).findByRole('textbox', { name: 'Link to your favorites' });
    await expect((link as HTMLInputElement).value).toMatch(
      /^https:\/\/ridgeline\.example\/en-us\/favorites\/shared\/[^?]+\?token=[\w-]{16,}$/,
    );
    await expect(link).toHaveAttribute('readonly');
  },
};

/** The link cannot be made: said, with a retry. */
export const ShareFailed: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(http.post(mockPath(shareFavorites), () => errorResponse('GEN500')));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    const dialog = await findDialog(canvasElement, 'Share your favorites');
    await expect(await within(dialog).findByText(/The link could not be made/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { productIds: [] },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No favorites yet. Tap the heart on a product to keep it here.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { productIds: [] },
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(getFavorites), () => errorResponse('GEN500')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your favorites could not be loaded/)).toBeVisible();
  },
};

/** Spec §6: no favorites while an associate is connected. */
export const Associate: Story = {
  args: { productIds: [] },
  decorators: [withCache([queryKeys.session, { ...guestSession, consumerType: 'ASSOCIATE' }])],
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Favorites are not available while an associate is connected.'),
    ).toBeVisible();
  },
};

/** A shared list as anyone with the link sees it: read-only, in German. */
export const SharedReadOnly: Story = {
  globals: { locale: 'de-de' },
  args: { productIds: [] },
  parameters: { testViewport: 'md' },
  render: () => (
    <SharedFavorites
      locale="de-de"
      list={{
        favoriteId: 'shared-1',
        isOwner: false,
        total: 1,
        items: [
          {
            id: 'RDGJK100112',
            itemId: 'item-1',
            itemType: 'product',
            qty: 1,
            addedAt: '2026-11-01T10:00:00Z',
            product: {
              masterId: 'RDGJK1001',
              name: 'Nunatak Regenjacke für Herren',
              pdpUrl: '/de-de/p/nunatak-RDGJK1001',
              image: null,
              price: { current: 199.95, original: 249.95, currency: 'EUR' },
              available: true,
            },
          },
        ],
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Geteilte Favoriten' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Favorit/ })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: /In den Warenkorb/ }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Nunatak/ })).toHaveAttribute(
      'href',
      '/de-de/p/nunatak-RDGJK1001',
    );
  },
};
