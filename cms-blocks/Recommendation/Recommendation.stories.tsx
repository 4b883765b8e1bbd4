import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RecommendedProduct } from '#api/contract/products.ts';
import { demoImage, imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog } from '#components/test/overlay.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { recommendations, siteContext } from '#demo/catalogue/views.ts';
import { productHandlers, productStates } from '#mocks/handlers/products.ts';
import { serviceSection } from '../Banner/test/serviceContent.ts';
import { EmptyScopeContext } from '../renderer/context.tsx';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { TrackingProvider } from '../tracking.tsx';
import { recommendationSchema } from './Recommendation.schema.ts';
import { Recommendation, RecommendationView } from './Recommendation.tsx';

const onTrack = fn();
const reportEmpty = fn();

const trending = blockArgs(recommendationSchema, {
  title: 'Trending now',
  variant: 'carousel',
  quickShopVisibility: true,
  bloomreachIndex: 'home-trending',
  showRatings: true,
});

/** The demo catalogue's best sellers, as the widget answers them. */
const fixtureProducts = (count = 8): RecommendedProduct[] =>
  recommendations(getCatalogue(), { count }, siteContext('en-us')).products;

const meta = {
  title: 'CMS blocks/Recommendation',
  component: Recommendation,
  args: trending,
  argTypes: argTypesFromSchema(recommendationSchema),
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
} satisfies Meta<typeof Recommendation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholder cards shown at the current breakpoint. */
const shownSkeletons = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-skeleton-rows] > div')].filter(
    (card) => card.getClientRects().length > 0,
  );

export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trending now' })).toBeVisible();
    const region = await canvas.findByRole('region', { name: 'Trending now' });
    const cards = within(region).getAllByRole('article');
    await expect(cards).toHaveLength(12);
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith({
        name: 'product.onProductRecImpression',
        payload: expect.objectContaining({ widgetId: 'home-trending' }),
      }),
    );
    // Carousel controls: six in view on lg, Next moves on.
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled(),
    );
    await expect(canvasElement.querySelector('[aria-live]')).toHaveTextContent(/Slide 2 of/);

    // Keyboard: the first product's link, Enter reports the click (spec §7).
    const first = within(cards[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onTrack).toHaveBeenCalledWith({
      name: 'product.onProductRecClick',
      payload: expect.objectContaining({
        action: 'Click Recommendation',
        list: 'Product Recommendation Carousel',
        widgetId: 'home-trending',
        product: expect.objectContaining({ position: 1 }),
      }),
    });
    await expect(reportEmpty).toHaveBeenLastCalledWith('block', false);
  },
};

export const Playground: Story = { parameters: { testViewport: 'md' } };

export const QuickShopAdd: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    const [product] = fixtureProducts(1);
    const add = await canvas.findByRole('button', { name: `Add ${product?.title}` });
    await expect(add).toHaveTextContent('Add');
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, product?.title);
    const inside = within(dialog);
    const sizes = inside.getByRole('radiogroup', { name: /^Size/ });
    const size = within(sizes)
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).disabled) as HTMLElement;
    await userEvent.click(size);
    await userEvent.click(inside.getByRole('button', { name: 'Add to cart' }));
    await expect(await inside.findByText('Added to your cart.')).toBeVisible();
    // The block does not track an Add as a product click.
    await expect(onTrack).not.toHaveBeenCalledWith(
      expect.objectContaining({ name: 'product.onProductRecClick' }),
    );
  },
};

export const ThreeCards: Story = {
  globals: storyGlobals({ locale: 'fr-ca' }),
  args: { ...trending, title: 'Popular in jackets', variant: '3-cards' },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Popular in jackets' });
    // Two cards in view on md: the second slide's right edge is inside the region.
    const slides = within(region).getAllByRole('group', { name: /sur/ });
    const box = region.getBoundingClientRect();
    await expect(slides[1]?.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    await expect(slides[2]?.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.right - 1);
    // Each card fills its slide's width, however short the product's name, and the Add
    // buttons of the row line up, rating or not.
    const addTops = new Set<number>();
    for (const slide of slides) {
      const card = within(slide).getByRole('article');
      await expect(card.getBoundingClientRect().width).toBeCloseTo(
        slide.getBoundingClientRect().width,
        0,
      );
      const add = within(card).getByRole('button', { name: /^Ajouter (?!.* aux favoris$)/ });
      addTops.add(Math.round(add.getBoundingClientRect().top));
    }
    await expect([...addTops]).toHaveLength(1);
    await expect(
      within(region).getAllByRole('button', { name: /^Ajouter (?!.* aux favoris$)/ }).length,
    ).toBe(12);
  },
};

const loading: Story['beforeEach'] = ({ msw }) => {
  msw.use(productHandlers.getWidgetRecommendations.loading());
};

export const LoadingThreeCardsSmall: Story = {
  args: { ...trending, variant: '3-cards' },
  beforeEach: loading,
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Recommended products');
    // Spec §9: one row; one card on sm.
    await expect(shownSkeletons(canvasElement)).toHaveLength(1);
  },
};

export const LoadingThreeCardsLarge: Story = {
  args: { ...trending, variant: '3-cards' },
  beforeEach: loading,
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvasElement }) => {
    await expect(shownSkeletons(canvasElement)).toHaveLength(3);
  },
};

export const LoadingCarouselSmall: Story = {
  beforeEach: loading,
  globals: storyGlobals({ viewport: 'sm' }),
  play: async ({ canvasElement }) => {
    // Spec §9: two rows of two on sm.
    await expect(shownSkeletons(canvasElement)).toHaveLength(4);
  },
};

export const LoadingCarouselMedium: Story = {
  beforeEach: loading,
  globals: storyGlobals({ viewport: 'md' }),
  play: async ({ canvasElement }) => {
    await expect(shownSkeletons(canvasElement)).toHaveLength(8);
  },
};

export const LoadingCarouselLarge: Story = {
  beforeEach: loading,
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvasElement }) => {
    await expect(shownSkeletons(canvasElement)).toHaveLength(12);
  },
};

export const EmptyRendersNothing: Story = {
  beforeEach({ msw }) {
    msw.use(productStates.noRecommendations());
  },
  parameters: { testViewport: 'sm' },
  play: async ({ canvasElement }) => {
    // Reported empty: the section drops its bottom margin (spec §4).
    await waitFor(() => expect(reportEmpty).toHaveBeenLastCalledWith('block', true));
    await expect(canvasElement.querySelector('[data-variant]')).toBeNull();
  },
};

export const ErrorRendersNothing: Story = {
  beforeEach({ msw }) {
    msw.use(productHandlers.getWidgetRecommendations.error('PLP400'));
  },
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(reportEmpty).toHaveBeenLastCalledWith('block', true));
    await expect(canvasElement.querySelector('[data-variant]')).toBeNull();
  },
};

export const WithoutRatingsAndQuickShop: Story = {
  args: { ...trending, showRatings: false, quickShopVisibility: false },
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Trending now' });
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  },
};

export const FromServiceContent: Story = {
  globals: storyGlobals({ locale: 'en-gb' }),
  name: 'Service content: the product page',
  args: blockArgs(
    recommendationSchema,
    serviceSection('tread-en-gb', 'product', 'default', {
      component: 'Recommendation',
      id: 'also-like',
    }),
  ),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'You may also like' })).toBeVisible();
    await expect(canvas.getAllByText(/£/).length).toBeGreaterThan(0);
  },
};

export const ViewWithFixtures: Story = {
  name: 'View: long names, markdown, missing image',
  parameters: { testViewport: 'sm' },
  render: (args) => {
    const [first, second, ...rest] = fixtureProducts(4);
    const products = [
      {
        ...(first as RecommendedProduct),
        title:
          "Women's Nunatak Ultralight Three-Layer Waterproof Breathable Rain Jacket with Pit Zips",
        originalPrice: (first?.price ?? 0) + 60,
      },
      { ...(second as RecommendedProduct), image: { src: demoImage('missing/p.png'), alt: '' } },
      ...rest,
    ];
    return <RecommendationView {...args} products={products} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Pit Zips$/ })).toBeVisible();
    await expect(canvas.getAllByText('Original price', { exact: false }).length).toBeGreaterThan(0);
  },
};
