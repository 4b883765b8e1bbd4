import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoImage, imageHandler } from '#components/Image/test/imageHandler.ts';
import { serviceSection } from '../Banner/test/serviceContent.ts';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { type CollectionContentInput, collectionSchema } from './Collection.schema.ts';
import { Collection } from './Collection.tsx';

const categories = ['Rain jackets', 'Down', 'Fleece', 'Base layers', 'Pants', 'Packs'];
const card = (title: string, index: number) => ({
  title,
  media: {
    url: demoImage(`content/ridgeline/category-${1100 + index * 100}.png`),
    alt: title,
    width: 800,
    height: 1000,
  },
  target: {
    text: title,
    url: `/en-us/c/${title.toLowerCase().replace(' ', '-')}-${1100 + index * 100}`,
    style: 'link' as const,
  },
});

const collection = (input: CollectionContentInput) => blockArgs(collectionSchema, input);

const categoryCards = collection({
  type: 'category card',
  title: 'Shop by category',
  variant: 'default',
  breakpoints: {
    sm: { layout: 'carousel', slideWidth: 70, slidePadding: 'small', showArrows: false },
    md: { slideWidth: 40, showArrows: true, showIndicators: false, showProgress: true },
    lg: { layout: 'grid', margin: 'large' },
  },
  items: categories.map(card),
});

const meta = {
  title: 'CMS blocks/Collection',
  component: Collection,
  args: categoryCards,
  argTypes: argTypesFromSchema(collectionSchema),
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof Collection>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentDot = (canvas: ReturnType<typeof within>, dotName = /^Slide \d+$/) =>
  canvas
    .getAllByRole('button', { name: dotName })
    .find((dot: HTMLElement) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

export const Default: Story = {
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    // Small screens: a carousel of 70 % slides, no arrows, dots to move.
    const region = canvas.getByRole('region', { name: 'Shop by category' });
    await expect(within(region).getAllByRole('group', { name: /of 6$/ })).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    // Keyboard: the first card link, then into the dots.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rain jackets' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3' }));
    await waitFor(() => expect(currentDot(canvas)).toBe('Slide 3'));
  },
};

export const Playground: Story = { parameters: { testViewport: 'lg' } };

export const CarouselArrowsAndProgress: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next slide' });
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeDisabled();
    // md: arrows and a progress bar, no dots.
    await expect(canvas.queryByRole('button', { name: 'Slide 1' })).not.toBeInTheDocument();
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(previous).toBeEnabled());
    await expect(canvasElement.querySelector('[aria-live]')).toHaveTextContent(/Slide 2 of/);
  },
};

export const GridOnLargeScreens: Story = {
  globals: storyGlobals({ viewport: 'lg' }),
  play: async ({ canvas }) => {
    // lg: a grid list, no carousel controls.
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    // The grid does not take md's carousel slide width: the default four a row.
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(4);
  },
};

export const ThreeCardGrid: Story = {
  args: collection({
    type: 'linked card',
    title: 'Guides for the season',
    variant: 'threeCardGrid',
    breakpoints: { sm: { layout: 'grid' } },
    items: [
      { ...card('Layering 101', 0), subtitle: 'Stay warm without overheating on the climb.' },
      { ...card('Waxing your boots', 1), subtitle: 'Ten minutes that add a season.' },
      { ...card('Packing light', 2), subtitle: 'A 30 litre kit for three days.' },
    ],
  }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    // The whole card is the link: the picture's middle lands on it.
    const link = canvas.getByRole('link', { name: 'Layering 101' });
    const image = (items[0] as HTMLElement).querySelector('img') as HTMLElement;
    const box = image.getBoundingClientRect();
    await expect(
      canvasElement.ownerDocument.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      ),
    ).toBe(link);
    await expect(canvas.getByText('Ten minutes that add a season.')).toBeVisible();
  },
};

export const HighlightCenter: Story = {
  args: collection({
    ...categoryCards,
    variant: 'highlightCenter',
    breakpoints: { sm: { layout: 'carousel', slideWidth: 60 } },
    items: categories.slice(0, 5).map(card),
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas, canvasElement }) => {
    // Starts on the middle item (3 of 5), which stands out.
    await waitFor(() => expect(currentDot(canvas)).toBe('Slide 3'));
    const highlighted = canvasElement.querySelectorAll('[data-highlight]');
    await expect(highlighted).toHaveLength(1);
    await expect(highlighted[0]).toHaveTextContent('Fleece');
  },
};

export const AutoplayAndLoop: Story = {
  globals: storyGlobals({ locale: 'fr-fr' }),
  args: collection({
    ...categoryCards,
    breakpoints: {
      sm: { layout: 'carousel', slideWidth: 100, autoplay: true, autorotateTime: 0.1, loop: true },
    },
    items: categories.slice(0, 3).map(card),
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    // Autoplay always comes with a pause button (WCAG 2.2.2).
    const dots = /^Diapositive \d+$/;
    await waitFor(() => expect(currentDot(canvas, dots)).not.toBe('Diapositive 1'));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Arrêter le défilement automatique' }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Démarrer le défilement automatique' }),
    ).toBeVisible();
    // Loop: the previous arrow is never disabled.
    await expect(canvas.getByRole('button', { name: 'Diapositive précédente' })).toBeEnabled();
  },
};

export const CtaButtons: Story = {
  name: 'CTA buttons (service content: the not-found page)',
  args: blockArgs(
    collectionSchema,
    serviceSection('tread-de-de', 'page', 'not-found', {
      component: 'Collection',
      id: 'categories',
    }),
  ),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/de-de\/c\//);
  },
};

export const CategoryCardsFromServiceContent: Story = {
  name: 'Category cards (service content: the home page)',
  args: blockArgs(
    collectionSchema,
    serviceSection('ridgeline-en-us', 'home', '', { component: 'Collection', id: 'categories' }),
  ),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
  },
};

export const Multilink: Story = {
  args: collection({
    type: 'multilink',
    title: 'Help',
    breakpoints: { sm: { layout: 'grid', slideWidth: 100 }, md: { slideWidth: 33 } },
    items: [
      {
        title: 'Orders',
        targets: [
          { text: 'Track an order', url: '/en-us/account' },
          { text: 'Shipping terms', url: '/en-us/policies/shipping-terms' },
        ],
      },
      {
        title: 'Returns',
        targets: [{ text: 'How to return', url: '/en-us/help/returns/how-to-return' }],
      },
      {
        title: 'Contact',
        targets: [{ text: 'Contact us', url: '/en-us/help/contact-us' }],
      },
    ],
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Orders' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Track an order' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shipping terms' })).toHaveFocus();
  },
};

export const LongTextAndMissingImage: Story = {
  args: collection({
    type: 'linked card',
    title: 'Stories from the long way round the northern lakes and the high passes beyond them',
    breakpoints: { sm: { layout: 'grid', slideWidth: 50 } },
    items: [
      {
        ...card('Three weeks on the Haute Route with nothing but a 30 litre pack and a map', 0),
        subtitle:
          'What we carried, what we wished we had carried, and what we would leave at home next time we go.',
      },
      {
        ...card('Missing picture', 1),
        media: { url: demoImage('missing/card.png'), alt: 'A hut above the glacier' },
      },
    ],
  }),
  parameters: { testViewport: 'sm' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'A hut above the glacier' })).toBeVisible();
    const [first, second] = canvas.getAllByRole('listitem');
    // Cards of a row keep one height, however long the text.
    await expect(first?.getBoundingClientRect().height).toBe(
      second?.getBoundingClientRect().height,
    );
  },
};

export const Empty: Story = {
  args: collection({ title: 'Nothing yet', items: [] }),
  parameters: { testViewport: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-type]')).toBeNull();
  },
};
