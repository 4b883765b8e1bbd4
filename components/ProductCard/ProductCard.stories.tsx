import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Badge, Eyebrow } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { demoImage, imageHandler } from '../Image/test/imageHandler.ts';
import { productCardSizes } from './ProductCard.css.ts';
import { ProductCard, type ProductCardProps, type ProductCardSwatch } from './ProductCard.tsx';
import { ProductGrid } from './ProductGrid.tsx';

const swatches: ProductCardSwatch[] = [
  { name: 'Forest', color: '#1d5c3f' },
  { name: 'Granite', color: '#555d63' },
  { name: 'Ember', color: '#a63c06' },
  { name: 'Glacier', image: demoImage('swatches/glacier.png') },
  { name: 'Sand', color: '#d9c7a7' },
  { name: 'Night', color: '#1f2326' },
];

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: {
    name: 'Summit Shell Jacket',
    href: '/en-us/p/summit-shell-jacket-RDGJK1001',
    image: { src: demoImage('products/ridgeline/RDGJK1001/forest-1.png') },
    hoverImage: { src: demoImage('products/ridgeline/RDGJK1001/forest-2.png') },
    price: { lowCurrent: 189, highCurrent: 189, lowOriginal: 189, highOriginal: 189 },
    rating: { score: 4.3, count: 128 },
    swatches: swatches.slice(0, 3),
    onToggleFavorite: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: productCardSizes } },
  decorators: [
    // One card at a typical grid width; grid stories lay themselves out (`parameters.grid`).
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div style={{ width: 260 }}>
          <Story />
        </div>
      ),
  ],
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    // Keyboard: the name link first, then the heart.
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Summit Shell Jacket' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/en-us/p/summit-shell-jacket-RDGJK1001');
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Summit Shell Jacket' }),
    ).toBeVisible();

    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Favorite Summit Shell Jacket' });
    await expect(heart).toHaveFocus();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(true);

    await expect(canvas.getByText('$189.00')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Rated 4.3 out of 5, 128 reviews' }),
    ).toBeVisible();
    await expect(canvas.getByText('3 colors')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    size: 'lg',
    badge: <Badge tone="new">New</Badge>,
    eyebrow: <Eyebrow as="span">Online exclusive</Eyebrow>,
  },
};

export const WholeCardIsTheLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Anywhere on the card, the image included, the pointer lands on the one link.
    const link = canvas.getByRole('link', { name: 'Summit Shell Jacket' });
    const image = canvasElement.querySelector('article img') as HTMLElement;
    const box = image.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(hit).toBe(link);
    // …except on the heart, which stays its own control: no nested interactive elements.
    const heart = canvas.getByRole('button', { name: 'Favorite Summit Shell Jacket' });
    const heartBox = heart.getBoundingClientRect();
    const onHeart = canvasElement.ownerDocument.elementFromPoint(
      heartBox.left + heartBox.width / 2,
      heartBox.top + heartBox.height / 2,
    );
    await expect(heart.contains(onHeart)).toBe(true);
    await expect(link.querySelector('a, button')).toBeNull();
  },
};

export const SecondImageOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const [, second] = canvasElement.querySelectorAll<HTMLElement>('article img');
    const shown = () => Number(getComputedStyle(second?.parentElement as HTMLElement).opacity);
    await expect(shown()).toBe(0);
    await userEvent.tab();
    await waitFor(() => expect(shown()).toBeGreaterThan(0));
  },
};

export const Favorite: Story = {
  args: { isFavorite: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite Summit Shell Jacket' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(false);
  },
};

export const WithoutFavorite: Story = {
  args: { onToggleFavorite: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OnSale: Story = {
  args: {
    price: { lowCurrent: 141.75, lowOriginal: 189, percentagePriceDiscount: 25 },
    badge: <Badge tone="sale">Sale</Badge>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale')).toBeVisible();
    await expect(canvas.getByText('25% off')).toBeInTheDocument();
    await expect(canvas.getByText('$189.00').closest('s')).not.toBeNull();
  },
};

export const BadgeAndEyebrow: Story = {
  args: {
    badge: <Badge tone="new">New</Badge>,
    eyebrow: <Eyebrow as="span">Online exclusive</Eyebrow>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Online exclusive')).toBeVisible();
  },
};

const onAdd = fn().mockName('onAdd');

export const WithAction: Story = {
  args: {
    action: (
      <Button size="small" tone="secondary" icon="plus" onPress={onAdd}>
        Add
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add' });
    // The action sits above the card link: pressing it is not a click on the card.
    const box = add.getBoundingClientRect();
    const hit = add.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(add.contains(hit)).toBe(true);
    // Tab order follows the picture: name, heart, then the action.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Favorite/ })).toHaveFocus();
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const LongName: Story = {
  args: {
    name: 'Summit Shell Jacket with Recycled Three-Layer Waterproof Membrane and Helmet-Compatible Hood',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
    // Clamped to two lines; the full name is still the link's accessible name.
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(canvas.getByRole('link', { name: /Helmet-Compatible Hood$/ })).toBeInTheDocument();
  },
};

export const ManySwatches: Story = {
  args: { swatches },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[title]')).toHaveLength(4);
    await expect(canvas.getByText('+2')).toBeVisible();
    await expect(canvas.getByText('6 colors')).toBeInTheDocument();
  },
};

export const ColorCount: Story = {
  args: { swatches: undefined, colorCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 colors')).toBeVisible();
  },
};

export const Sizes: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '160px 240px 320px', gap: 24 }}>
      {productCardSizes.map((size) => (
        <ProductCard key={size} {...args} size={size} name={`Summit Shell Jacket ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const fontSize = (size: string) =>
      Number.parseFloat(
        getComputedStyle(canvas.getByRole('heading', { name: `Summit Shell Jacket ${size}` }))
          .fontSize,
      );
    await expect(fontSize('sm')).toBeLessThan(fontSize('md'));
    await expect(fontSize('md')).toBeLessThan(fontSize('lg'));
    // The large card shows all five stars, the others the compact rating.
    const ratings = canvas.getAllByRole('img', { name: 'Rated 4.3 out of 5, 128 reviews' });
    await expect(ratings.map((r) => r.getAttribute('data-variant'))).toEqual([
      'compact',
      'compact',
      'standard',
    ]);
  },
};

export const SmallScreenGrid: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  parameters: { grid: true },
  render: (args) => (
    <ProductGrid>
      <ProductCard {...args} size="sm" />
      <ProductCard
        {...args}
        size="sm"
        name="Ridge Trail Runner GTX"
        href="/en-us/p/ridge-trail-runner-TRDBT2002"
        image={{ src: demoImage('products/tread/TRDBT2002/ember-1.png') }}
      />
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first?.getBoundingClientRect().width).toBeLessThan(200);
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

/** How many lines a text runs over (one rectangle per line of a wrapped text). */
const linesOf = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
};

/**
 * A phone's two columns on Tread, in German: a long badge ("BESTSELLER", upper case and
 * spaced) fits beside the heart whole. The narrow card's badge gives up some padding and its
 * letter spacing first; before, the word broke as "BESTSELLE / R".
 */
export const LongBadgeOnNarrowCard: Story = {
  globals: { brand: 'tread', locale: 'de-de', viewport: { value: 'sm', isRotated: false } },
  parameters: { grid: true },
  render: (args) => (
    // The store's listing on a 390 px phone: two cards of about 170 px.
    <div style={{ width: 350 }}>
      <ProductGrid>
        {['Bestseller', 'Neu'].map((label) => (
          <ProductCard
            key={label}
            {...args}
            size="sm"
            name="Ridge Trail Runner GTX"
            href="/de-de/p/ridge-trail-runner-TRDBT2002"
            image={{ src: demoImage('products/tread/TRDBT2002/ember-1.png') }}
            badge={<Badge tone="brand">{label}</Badge>}
          />
        ))}
      </ProductGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    const [card] = canvas.getAllByRole('article');
    await expect(card?.getBoundingClientRect().width).toBeLessThan(175);
    const badge = canvas.getByText('Bestseller');
    await expect(getComputedStyle(badge).textTransform).toBe('uppercase');
    await expect(linesOf(badge)).toBe(1);
    const heart = (card as HTMLElement).querySelector('button')?.getBoundingClientRect();
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(heart?.left ?? 0);
  },
};

const gridProducts = [
  ['Summit Shell Jacket', 'RDGJK1001', 189, 189],
  ['Ridge Trail Runner GTX', 'TRDBT2002', 159.99, 199.99],
  ['Alpine Insulated Parka with Recycled Down', 'RDGJK1002', 289, 289],
  ['Basecamp Fleece', 'RDGFL3003', 89, 119],
  ['Scree Approach Shoe', 'TRDBT2005', 139, 139],
  ['Canyon Hiking Boot', 'TRDBT2006', 179, 179],
  ['Storm Rain Pants', 'RDGPT4001', 129, 159],
  ['Trailhead Merino Base Layer', 'RDGBL5001', 79, 79],
] as const;

function gridCards(args: ProductCardProps, count: number = gridProducts.length) {
  return gridProducts
    .slice(0, count)
    .map(([name, id, current, original]) => (
      <ProductCard
        {...args}
        key={id}
        name={name}
        href={`/en-us/p/${id.toLowerCase()}`}
        image={{ src: demoImage(`products/${id}/front.png`) }}
        hoverImage={{ src: demoImage(`products/${id}/back.png`) }}
        price={{ lowCurrent: current, lowOriginal: original }}
        badge={current < original ? <Badge tone="sale">Sale</Badge> : undefined}
      />
    ));
}

const columns = (canvasElement: HTMLElement) =>
  new Set(
    [...canvasElement.querySelectorAll('article')].map((card) =>
      Math.round(card.getBoundingClientRect().left),
    ),
  ).size;

/** The product grid at lg: four columns, the same rhythm as `ProductGridSkeleton`. */
export const Grid: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  parameters: { grid: true },
  render: (args) => <ProductGrid aria-label="Jackets">{gridCards(args)}</ProductGrid>,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Jackets' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(gridProducts.length);
    await expect(columns(canvasElement)).toBe(4);
  },
};

/** Three columns from md. */
export const GridMedium: Story = {
  globals: { viewport: { value: 'md', isRotated: false } },
  parameters: { grid: true },
  render: (args) => <ProductGrid>{gridCards(args, 6)}</ProductGrid>,
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(3);
  },
};

/** `onLinkPress` reports a product click (analytics) by pointer or keyboard; the heart does not. */
export const LinkPressForAnalytics: Story = {
  args: { onLinkPress: fn(), href: '#product' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Summit Shell Jacket' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLinkPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite Summit Shell Jacket' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(true);
    await expect(args.onLinkPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Summit Shell Jacket' }));
    await expect(args.onLinkPress).toHaveBeenCalledTimes(2);
  },
};

export const TreadInFrenchCanada: Story = {
  args: {
    name: 'Chaussure de randonnée Ridge GTX',
    href: '/fr-ca/p/chaussure-ridge-TRDBT2002',
    price: { lowCurrent: 159.99, lowOriginal: 199.99 },
    colorCount: 4,
    swatches: undefined,
  },
  globals: { brand: 'tread', locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Ajouter Chaussure de randonnée Ridge GTX aux favoris' }),
    ).toBeVisible();
    await expect(canvas.getByText(/159,99\sCAD/)).toBeVisible();
    await expect(canvas.getByText('4 couleurs')).toBeVisible();
  },
};

export const MissingData: Story = {
  args: {
    price: { lowCurrent: Number.NaN },
    rating: null,
    swatches: [],
    image: { src: '' },
    hoverImage: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    // Still a usable card: name and link, a placeholder image, no "NaN".
    await expect(canvas.getByRole('link', { name: 'Summit Shell Jacket' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-status="error"]')).not.toBeNull();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};
