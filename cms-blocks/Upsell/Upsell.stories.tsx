import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog, findOverlay } from '#components/test/overlay.ts';
import { productHandlers, productStates } from '#mocks/handlers/products.ts';
import { serviceSection } from '../Banner/test/serviceContent.ts';
import { cartAddError, cartAddLoading, cartAddUnknownError } from '../cart/test/cartMocks.ts';
import { EmptyScopeContext } from '../renderer/context.tsx';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs } from '../storybook/helpers.ts';
import { TrackingProvider } from '../tracking.tsx';
import { upsellList } from './test/upsellFixtures.ts';
import { upsellSchema } from './Upsell.schema.ts';
import { Upsell } from './Upsell.tsx';
import { UpsellSettingsProvider } from './UpsellSettings.tsx';

const onTrack = fn();
const reportEmpty = fn();

// Six upsells; Forest M of the Nunatak and the whole Cirque jacket are sold out.
const entries = upsellList(['soldOutSize', 'fleece', 'soldOutProduct', 'jacket', 'shell', 'rain']);
const names = {
  bivouac: "Men's Bivouac Rain Jacket",
  nunatak: "Men's Nunatak Rain Jacket",
};

const completeTheLook = blockArgs(upsellSchema, {
  title: 'Complete the look',
  recommendedProducts: entries,
});

const meta = {
  title: 'CMS blocks/Upsell',
  component: Upsell,
  args: completeTheLook,
  argTypes: argTypesFromSchema(upsellSchema),
  decorators: [
    (Story) => (
      <TrackingProvider onEvent={onTrack}>
        <EmptyScopeContext value={{ report: reportEmpty }}>
          <Story />
        </EmptyScopeContext>
      </TrackingProvider>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof Upsell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    // The first three in stock of six (spec §9 stackedCount 3): sold-out ones are skipped.
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: names.bivouac })).toBeVisible();
    await expect(within(list).queryByText(/Cirque/)).not.toBeInTheDocument();
    await expect(within(list).queryByText(names.nunatak)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith({
        name: 'upsell.onImpression',
        payload: { products: expect.arrayContaining([expect.objectContaining({ position: 1 })]) },
      }),
    );
    // Keyboard: the name link, then its Add to cart button.
    await userEvent.tab();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: `Add to cart: ${names.bivouac}` });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await findOverlay(canvasElement, 'alertdialog', 'Added to your cart.'),
    ).toBeInTheDocument();
    await expect(reportEmpty).toHaveBeenLastCalledWith('block', false);
  },
};

export const Playground: Story = { parameters: { testViewport: 'md' } };

export const AddFailsWithErrorToast: Story = {
  beforeEach({ msw }) {
    msw.use(...cartAddError('INV700'));
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Add to cart: ${names.bivouac}` }),
    );
    // Spec §8: a toast titled "Something went wrong" with the cart error's message.
    const toast = await findOverlay(canvasElement, 'alertdialog', 'Something went wrong');
    await expect(toast).toHaveTextContent('This item is out of stock.');
    await expect(
      canvas.getByRole('button', { name: `Add to cart: ${names.bivouac}` }),
    ).toBeEnabled();
  },
};

export const ServerMessageFallback: Story = {
  globals: { locale: 'de-de' },
  beforeEach({ msw }) {
    msw.use(...cartAddUnknownError('The cart service is resting'));
  },
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const buttons = await canvas.findAllByRole('button', { name: /^In den Warenkorb: / });
    await userEvent.click(buttons[0] as HTMLElement);
    const toast = await findOverlay(canvasElement, 'alertdialog', 'Etwas ist schiefgelaufen');
    await expect(toast).toHaveTextContent('The cart service is resting');
  },
};

export const Adding: Story = {
  beforeEach({ msw }) {
    msw.use(...cartAddLoading());
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: `Add to cart: ${names.bivouac}` });
    await userEvent.click(add);
    await waitFor(() => expect(add).toHaveAttribute('data-pending', 'true'));
    // Only the product being added waits.
    const others = canvas.getAllByRole('button', { name: /^Add to cart: / });
    await expect(others.filter((button) => button.hasAttribute('data-pending'))).toHaveLength(1);
  },
};

export const CheckboxAddSelected: Story = {
  globals: { locale: 'fr-ca' },
  args: { ...completeTheLook, addToCartControls: 'checkbox' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const boxes = await canvas.findAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    // A word beside each box; the box's name says which product.
    await expect(canvas.getAllByText('Sélectionner', { exact: true })).toHaveLength(3);
    await expect(boxes[0]).toHaveAccessibleName(/^Sélectionner .+/);
    // From md the button keeps its own width.
    const addSelected = canvas.getByRole('button', { name: 'Ajouter la sélection au panier' });
    const footer = addSelected.parentElement as HTMLElement;
    await expect(addSelected.getBoundingClientRect().width).toBeLessThan(
      footer.getBoundingClientRect().width / 2,
    );
    // Nothing ticked: the button asks for a choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter la sélection au panier' }));
    await expect(await canvas.findByText('Sélectionnez au moins un produit.')).toBeVisible();
    // Keyboard: tick two with Space.
    (boxes[0] as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(boxes[2] as HTMLElement);
    await expect(boxes[0]).toBeChecked();
    await expect(canvas.queryByText('Sélectionnez au moins un produit.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter la sélection au panier' }));
    await expect(
      await findOverlay(canvasElement, 'alertdialog', 'Ajouté à votre panier.'),
    ).toBeInTheDocument();
    // Added: the boxes are cleared for the next choice.
    await waitFor(() => expect(boxes[0]).not.toBeChecked());
    await expect(boxes[2]).not.toBeChecked();
  },
};

export const CheckboxAddFails: Story = {
  args: { ...completeTheLook, addToCartControls: 'checkbox' },
  beforeEach({ msw }) {
    msw.use(...cartAddError('INV406'));
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const boxes = await canvas.findAllByRole('checkbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add selected to cart' }));
    const toast = await findOverlay(canvasElement, 'alertdialog', 'Something went wrong');
    await expect(toast).toHaveTextContent('Some items are out of stock.');
    // The choice stays for another try.
    await expect(boxes[0]).toBeChecked();
  },
};

export const CarouselWithQuickShop: Story = {
  args: { ...completeTheLook, variant: 'carousel', detailsControl: 'quickShop', stackedCount: 4 },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Complete the look' });
    await expect(within(region).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(within(region).getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeEnabled(),
    );
    await userEvent.click(
      within(region).getByRole('button', { name: `Quick shop: ${names.bivouac}` }),
    );
    const dialog = await findDialog(canvasElement, names.bivouac);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const ChooseASizeInQuickShop: Story = {
  name: 'A product with sizes opens quick shop',
  args: { ...completeTheLook, recommendedProducts: ['RDGJK1001'] },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    // Given by id with several sizes in stock: Add lets the shopper choose first.
    await userEvent.click(
      await canvas.findByRole('button', { name: `Add to cart: ${names.nunatak}` }),
    );
    const dialog = await findDialog(canvasElement, names.nunatak);
    await expect(within(dialog).getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(productHandlers.getProductInventory.loading());
  },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Complete the look' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Complete the look');
  },
};

export const AllSoldOutRendersNothing: Story = {
  beforeEach({ msw }) {
    msw.use(productStates.soldOut());
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(reportEmpty).toHaveBeenLastCalledWith('block', true));
    await expect(canvasElement.querySelector('[data-variant]')).toBeNull();
  },
};

export const ShowcaseSkipsTheStockCheck: Story = {
  decorators: [
    (Story) => (
      <UpsellSettingsProvider skipInventoryCheck>
        <Story />
      </UpsellSettingsProvider>
    ),
  ],
  beforeEach({ msw }) {
    // Never answers: the showcase does not wait for it.
    msw.use(productHandlers.getProductInventory.loading());
  },
  args: { ...completeTheLook, stackedCount: 6 },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // Both Nunatak entries, the sold-out Forest M included.
    await expect(within(list).getAllByText(names.nunatak)).toHaveLength(2);
  },
};

export const FromServiceContent: Story = {
  globals: { locale: 'en-ca' },
  name: 'Service content: the product page (products given by id)',
  args: blockArgs(
    upsellSchema,
    serviceSection('tread-en-ca', 'product', 'default', {
      component: 'Upsell',
      id: 'complete-the-look',
    }),
  ),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Complete the look' });
    const cards = within(region).getAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThanOrEqual(3);
    // Prices come from the service in the site's currency (CAD shows its code).
    await expect(within(cards[0] as HTMLElement).getByText(/CA\$|CAD/)).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(0);
  },
};

export const StackedCountOneLongName: Story = {
  args: {
    ...completeTheLook,
    stackedCount: 1,
    recommendedProducts: [
      {
        ...(entries[1] as (typeof entries)[number]),
        name: "Men's Bivouac Three-Layer Waterproof Breathable Mountain Rain Jacket with Helmet Hood",
      },
    ],
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(list).getByRole('link', {
        name: "Men's Bivouac Three-Layer Waterproof Breathable Mountain Rain Jacket with Helmet Hood",
      }),
    ).toBeVisible();
  },
};
