import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findOverlay, screenOf } from '#components/test/overlay.ts';
import { Gallery } from './Gallery.tsx';
import { demoProduct } from './test/ProductHarness.tsx';

const jacket = demoProduct('RDGJK1001', 'en-us');
const forest = jacket.colors[0]?.images ?? jacket.images;
const boots = demoProduct('TRDBT1001', 'en-us');

const meta = {
  title: 'Storefront/Product/Gallery',
  component: Gallery,
  args: { images: forest, name: jacket.name },
  parameters: { layout: 'padded' },
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
  decorators: [
    // The width the page's gallery column has at lg.
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    // The first image is the page's largest paint: eager and high priority; the rest lazy.
    const pictures = canvas
      .getAllByRole('img')
      .filter((image) => image.closest('[aria-roledescription="slide"]'));
    await expect(pictures[0]).toHaveAttribute('loading', 'eager');
    await expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures[1]).toHaveAttribute('loading', 'lazy');

    // Thumbnails bring an image into view and say which one shows.
    const second = canvas.getByRole('button', { name: 'Show image 2 of 2' });
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));

    // Enter on an image opens the zoom on it; the arrow keys turn the pages.
    const first = canvas.getByRole('button', { name: `Enlarge image 1: ${forest[0]?.alt}` });
    first.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(canvasElement, 'dialog', jacket.name);
    const inside = within(dialog);
    await expect(inside.getByText('Image 1 of 2')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(inside.getByText('Image 2 of 2')).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Next image' }));
    await expect(inside.getByText('Image 1 of 2')).toBeVisible();

    // The picture zooms in and out as a button.
    await userEvent.click(inside.getByRole('button', { name: /^Zoom in/ }));
    await expect(inside.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Zoom out' }));

    // Escape closes; focus is back on the image that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const SmallScreen: Story = {
  globals: storyGlobals({ viewport: 'sm' }),
  args: { images: boots.colors[0]?.images ?? boots.images, name: boots.name },
  play: async ({ canvas }) => {
    // No thumbnails below md: the carousel's arrows and position buttons instead.
    await expect(canvas.queryByRole('button', { name: 'Show image 1 of 2' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

export const OneImage: Story = {
  parameters: { testViewport: 'md' },
  args: { images: forest.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  },
};

export const MissingImage: Story = {
  parameters: { testViewport: 'md' },
  args: {
    images: [{ src: '/api/images/upload/missing/nothing-1.png', alt: '' }],
    name: boots.name,
  },
  play: async ({ canvas }) => {
    // A failed image keeps its box and says what it was: the product's name.
    await expect(await canvas.findByRole('img', { name: boots.name })).toBeVisible();
  },
};

export const LongName: Story = {
  globals: storyGlobals({ locale: 'de-de' }),
  parameters: { testViewport: 'sm' },
  args: {
    name: 'Nunatak Wasserdichte Dreilagen-Regenjacke Herren mit helmkompatibler Kapuze',
    images: forest.map((image) => ({ ...image, alt: '' })),
  },
  play: async ({ canvas, args }) => {
    // Images without alt text take the product's name.
    await expect(
      canvas.getByRole('button', { name: `Bild 2 vergrößern: ${args.name}` }),
    ).toBeInTheDocument();
  },
};
