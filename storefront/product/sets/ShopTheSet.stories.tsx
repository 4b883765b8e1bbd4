import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartAddError } from '#cms-blocks/cart/test/cartMocks.ts';
import type { Selection } from '#cms-blocks/QuickShop/quickShop.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { productHandlers } from '#mocks/handlers/products.ts';
import { siteOf } from '../../site/site.ts';
import { type SetAddedEvent, ShopTheSet } from './ShopTheSet.tsx';

/*
 * "Shop the set" on the demo catalogue (MSW answers /api): Ridgeline's rain jacket
 * RDGJK1013 is in "Men's wet-weather hiking kit" with three other products; Tread's
 * boot TRDBT1001 in one of Tread's; RDGJK1001 is in none.
 */

interface SetStoryProps {
  productId: string;
  locale?: SiteLocale;
  brand?: 'ridgeline' | 'tread';
  /** The page's colour and size. */
  selection?: Selection;
  onAdded?: (event: SetAddedEvent) => void;
}

function SetStory({
  productId,
  locale = 'en-us',
  brand = 'ridgeline',
  selection,
  onAdded,
}: SetStoryProps) {
  return (
    <ShopTheSet
      productId={productId}
      site={siteOf(brand, locale)}
      selection={selection}
      onAdded={onAdded}
    />
  );
}

const meta = {
  title: 'Storefront/Product/Shop the set',
  component: SetStory,
  args: {
    productId: 'RDGJK1013',
    selection: { color: 'summit-red', size: 'M' },
    onAdded: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SetStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Shop the set' });
    await expect(
      within(section).getByRole('heading', { level: 3, name: /wet-weather hiking kit$/ }),
    ).toBeVisible();
    const list = within(section).getByRole('list', {
      name: "Products of Ridgeline · Men's wet-weather hiking kit",
    });
    // The set's other products, each a link to its page; not the page's own product.
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) {
      await expect(link.getAttribute('href')).toMatch(/^\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]+$/);
      await expect(link.getAttribute('href')).not.toMatch(/-RDGJK1013$/);
    }
  },
};

export const TreadInGerman: Story = {
  globals: storyGlobals({ brand: 'tread', locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  args: { productId: 'TRDBT1001', locale: 'de-de', brand: 'tread' },
  play: async ({ canvas, canvasElement }) => {
    const section = await canvas.findByRole('region', { name: 'Das Set kaufen' });
    await expect(within(section).getAllByRole('link').length).toBeGreaterThan(0);
    for (const link of within(section).getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(/^\/de-de\/p\//);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const InNoSet: Story = {
  parameters: { testViewport: 'md' },
  args: { productId: 'RDGJK1001' },
  play: async ({ canvas }) => {
    // Give the answer time to come: the section stays out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { testViewport: 'md' },
  args: { productId: 'RDGJK1013' },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductSet.error('GEN500'));
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
  },
};

const kit = "Ridgeline · Men's wet-weather hiking kit";

/** Open the set's dialog with its button and wait for its four pieces. */
async function openTheSet(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const open = await canvas.findByRole('button', { name: `Buy the whole set: ${kit}` });
  await userEvent.click(open);
  const dialog = await findDialog(canvasElement, 'Buy the whole set');
  await waitFor(() =>
    expect(within(dialog).getAllByRole('radiogroup', { name: /^Size/ })).toHaveLength(4),
  );
  return dialog;
}

/** A piece of the dialog, by its product's name. */
const pieceOf = (dialog: HTMLElement, name: string) => within(dialog).getByRole('region', { name });

async function chooseSize(piece: HTMLElement, size: string) {
  await userEvent.click(
    within(within(piece).getByRole('radiogroup', { name: /^Size/ })).getByText(size, {
      exact: true,
    }),
  );
}

export const BuyTheWholeSet: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openTheSet(canvasElement);
    // The page's own product starts in the page's colour and size.
    const jacket = pieceOf(dialog, "Men's Bivouac Softshell Jacket");
    await expect(within(jacket).getByText('The item on this page')).toBeVisible();
    await expect(within(jacket).getByRole('radio', { name: 'M' })).toBeChecked();

    // Without sizes, each piece says so and the first takes the focus.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add all to cart' }));
    await expect(
      await within(dialog).findByText('3 pieces need your attention before the set can be added.'),
    ).toBeVisible();
    const fleece = pieceOf(dialog, "Men's Talus Fleece Pullover");
    await expect(within(fleece).getByText('Choose a size.')).toBeVisible();
    await waitFor(() =>
      expect(fleece.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await expect(args.onAdded).not.toHaveBeenCalled();

    // By keyboard at the fleece: an arrow chooses its size and clears its message.
    await userEvent.keyboard(' ');
    await expect(within(fleece).queryByText('Choose a size.')).not.toBeInTheDocument();
    await chooseSize(pieceOf(dialog, "Men's Col Hiking Pants"), 'L');
    await chooseSize(pieceOf(dialog, "Men's Tarn Hiking Boot"), 'US 9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add all to cart' }));
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
    const [event] = (args.onAdded as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect((event as SetAddedEvent).skus).toHaveLength(4);
    await expect((event as SetAddedEvent).cart.items.length).toBeGreaterThanOrEqual(4);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const LeaveAPieceOut: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openTheSet(canvasElement);
    const boot = pieceOf(dialog, "Men's Tarn Hiking Boot");
    await userEvent.click(
      within(boot).getByRole('checkbox', { name: "Include Men's Tarn Hiking Boot" }),
    );
    await expect(within(boot).queryByRole('radiogroup')).not.toBeInTheDocument();
    await chooseSize(pieceOf(dialog, "Men's Talus Fleece Pullover"), 'M');
    await chooseSize(pieceOf(dialog, "Men's Col Hiking Pants"), 'S');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 3 pieces to cart' }));
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
    const [event] = (args.onAdded as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect((event as SetAddedEvent).skus).toHaveLength(3);
    // The bottom sheet of a phone: nothing wider than the screen.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const APieceSoldOutMeanwhile: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    // The pants' L sold out between the page and the add: the service names its sku.
    msw.use(
      ...cartAddError('INV409', {
        details: { productIds: ['RDGPT100212'], type: 'ProductItemRequired' },
      }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openTheSet(canvasElement);
    await chooseSize(pieceOf(dialog, "Men's Talus Fleece Pullover"), 'M');
    await chooseSize(pieceOf(dialog, "Men's Col Hiking Pants"), 'L');
    await chooseSize(pieceOf(dialog, "Men's Tarn Hiking Boot"), 'US 9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add all to cart' }));
    const pants = pieceOf(dialog, "Men's Col Hiking Pants");
    await expect(await within(pants).findByText('This size has just sold out.')).toBeVisible();
    await expect(
      within(dialog).getByText('Nothing was added to your cart: check the pieces marked below.'),
    ).toBeVisible();
    await expect(
      within(pieceOf(dialog, "Men's Talus Fleece Pullover")).queryByText(/sold out/),
    ).not.toBeInTheDocument();
    await expect(args.onAdded).not.toHaveBeenCalled();
  },
};

export const SetAddFailed: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('GEN500'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openTheSet(canvasElement);
    await chooseSize(pieceOf(dialog, "Men's Talus Fleece Pullover"), 'M');
    await chooseSize(pieceOf(dialog, "Men's Col Hiking Pants"), 'L');
    await chooseSize(pieceOf(dialog, "Men's Tarn Hiking Boot"), 'US 9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add all to cart' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Not added to your cart');
    await expect(dialog).toBeInTheDocument();
  },
};

export const PiecesLoading: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductDetails.loading());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Buy the whole set: ${kit}` }),
    );
    const dialog = await findDialog(canvasElement, 'Buy the whole set');
    await expect(
      within(dialog).getByRole('progressbar', { name: "Loading Men's Talus Fleece Pullover…" }),
    ).toBeInTheDocument();
    await expect(screenOf(canvasElement).queryAllByRole('radiogroup')).toHaveLength(0);
  },
};
