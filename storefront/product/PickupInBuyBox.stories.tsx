import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '#components/test/overlay.ts';
import { PICKUP_STORE_COOKIE } from '#shopper/index.ts';
import { ProductHarness } from './test/ProductHarness.tsx';

/*
 * Pickup in store where the page mounts it: in the buy box of Men's Nunatak Rain Jacket,
 * with the page's own selection (in the query) and stock hooks.
 */

const forgetStore = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the story's own cookie, cleared between stories.
  document.cookie = `${PICKUP_STORE_COOKIE}=; Path=/; Max-Age=0`;
};

const meta = {
  title: 'Storefront/Product/Pickup in store/In the buy box',
  component: ProductHarness,
  args: { productId: 'RDGJK1001', part: 'buyBox' },
  parameters: {
    layout: 'padded',
    router: { data: true, initialEntries: ['/en-us/p/mens-nunatak-rain-jacket-RDGJK1001'] },
  },
  beforeEach() {
    forgetStore();
    return forgetStore;
  },
} satisfies Meta<typeof ProductHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksForTheSizeThenSearches: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const pickup = canvas.getByRole('region', { name: 'Pick up in store' });
    await userEvent.click(within(pickup).getByRole('button', { name: 'Find a store' }));
    // The size picker says it too, where the size is chosen.
    await expect(await canvas.findByText('Choose a size.')).toBeVisible();
    await expect(
      within(pickup).getByText('Choose a size first, then find a store that has it.'),
    ).toBeVisible();

    const sizes = canvas.getByRole('radiogroup', { name: /Size/ });
    await userEvent.click(within(sizes).getByText('XL', { exact: true }));
    await waitFor(() =>
      expect(
        within(pickup).queryByText('Choose a size first, then find a store that has it.'),
      ).not.toBeInTheDocument(),
    );
    await userEvent.click(within(pickup).getByRole('button', { name: 'Find a store' }));
    const dialog = await findDialog(canvasElement, 'Pick up in store');
    await expect(dialog).toHaveTextContent("Size XL of Men's Nunatak Rain Jacket");
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Postal code/ }), '80202');
    await userEvent.keyboard('{Enter}');
    await within(dialog).findByRole('heading', { name: '2 stores near 80202' });
    const choose = within(dialog).getByRole('button', {
      name: 'Pick up here: Ridgeline Boulder Pearl Street',
    });
    // Offered once the store's stock is known; Denver, without an XL, is not offered at all.
    await waitFor(() => expect(choose).toBeEnabled());
    await expect(
      within(dialog).queryByRole('button', {
        name: 'Pick up here: Ridgeline Denver Union Station',
      }),
    ).not.toBeInTheDocument();
    await userEvent.click(choose);
    await expect(await within(pickup).findByText('Size XL: in stock in this store')).toBeVisible();
  },
};
