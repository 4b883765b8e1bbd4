import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { ArticleHeader } from './ArticleHeader.tsx';

const article = {
  eyebrow: 'Ridgeline Journal',
  title: 'Layering 101: stay warm without overheating',
  subtitle: 'Base, mid and shell: what each layer does and when to take it off.',
  picture: {
    url: '/api/images/upload/content/ridgeline/journal-layering-101.png',
    alt: 'A hiker zipping a shell on a windy ridge',
  },
  tags: [{ id: 'how-to', label: 'How-to' }],
  publishDate: '2026-10-28',
  hidePageDate: false,
};

const meta = {
  title: 'Storefront/Article header',
  component: ArticleHeader,
  args: { article },
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof ArticleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title as the page's h1, subtitle, the date in the site's words, the picture eager. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    await expect(canvas.getByText(article.subtitle)).toBeVisible();
    const date = canvas.getByText('October 28, 2026');
    await expect(date).toHaveAttribute('datetime', '2026-10-28');
    const picture = canvas.getByRole('img', { name: article.picture.alt });
    await expect(picture).toHaveAttribute('loading', 'eager');
  },
};

/** A French site says the date its way. */
export const FrenchSite: Story = {
  args: { article: { ...article, title: 'Superposition 101 : rester au chaud' } },
  globals: storyGlobals({ locale: 'fr-ca' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('28 octobre 2026')).toBeVisible();
  },
};

/** hidePageDate: no date. */
export const DateHidden: Story = {
  args: { article: { ...article, hidePageDate: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

/** Long eyebrow, title and subtitle on a phone: they wrap, nothing is wider than the screen. */
export const LongTextSmall: Story = {
  args: {
    article: {
      ...article,
      eyebrow: 'Tread Journal · Field notes from the long-distance trails of the far north',
      title:
        'Everything we learned about waterproof-breathable membranes, seam tape, zips and the care that keeps them working season after season',
      subtitle:
        'Dirt clogs membranes, oils from skin and sunscreen break down the finish, and the wrong detergent undoes it all: here is how to wash, dry and re-proof every kind of shell.',
    },
  },
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('28. Oktober 2026')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
