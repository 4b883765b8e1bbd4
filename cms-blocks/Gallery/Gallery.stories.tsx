import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useContext } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getUgcTaggedStreamMedia } from '#api/contract/ugc.ts';
import { ugcMediaView } from '#commerce/ugc/media.ts';
import { imageHandler } from '#components/Image/test/imageHandler.ts';
import { findDialog } from '#components/test/overlay.ts';
import { demoUgc } from '#demo/ugc/index.ts';
import { mockPath } from '#mocks/handlers/http.ts';
import { ugcHandlers } from '#mocks/handlers/ugc.ts';
import { RecommendationContextProvider } from '../Recommendation/RecommendationContext.tsx';
import { RendererContext } from '../renderer/context.tsx';
import { argTypesFromSchema } from '../storybook/argTypesFromSchema.ts';
import { blockArgs, storyGlobals } from '../storybook/helpers.ts';
import { gallerySchema } from './Gallery.schema.ts';
import { Gallery, type GalleryBlockProps } from './Gallery.tsx';

/*
 * Shopper photos on the demo data (MSW answers the social media content service as the
 * service does). The renderer tells a block its site and the page its product or category;
 * here a wrapper does.
 */

const streamOf = (brand: 'ridgeline' | 'tread') =>
  demoUgc().streams.find((stream) => stream.customerId === brand);
const ridgelineProduct = streamOf('ridgeline')?.tag ?? '';
const treadProduct = streamOf('tread')?.tag ?? '';

type OnPageProps = GalleryBlockProps & { siteId: string; productId?: string; categoryId?: string };

function OnPage({ siteId, productId, categoryId, ...props }: OnPageProps) {
  const outer = useContext(RendererContext);
  return (
    <RendererContext value={{ ...outer, siteId }}>
      <RecommendationContextProvider value={{ productId, categoryId }}>
        <Gallery {...props} />
      </RecommendationContextProvider>
    </RendererContext>
  );
}

const meta = {
  title: 'CMS blocks/Gallery',
  component: OnPage,
  args: {
    siteId: 'ridgeline-en-us',
    productId: ridgelineProduct,
    ...blockArgs(gallerySchema, {
      containerId: 'story-gallery',
      filter: { productId: 'PRODUCT_ID', category: 'CATEGORY' },
      title: 'Seen on the trail',
      count: 8,
    }),
  },
  argTypes: argTypesFromSchema(gallerySchema),
  parameters: { testViewport: 'lg' },
  tags: ['autodocs'],
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof OnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole('button', { name: /^Open the photo/ });

/** A product page: the product's photos (its stream by masterId), 500 ms after they came. */
export const ProductPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector('#story-gallery');
    await expect(section).not.toBeNull();
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: 'Seen on the trail' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    const expected = demoUgc().media.filter((media) =>
      media.streamIds.includes(streamOf('ridgeline')?.id ?? ''),
    );
    await expect(tiles(canvasElement)).toHaveLength(expected.length);
    await expect(canvas.getByRole('region', { name: 'Seen on the trail' })).toBe(section);
  },
};

/** The gallery of a product page, to edit in Controls: its title, filter and count. */
export const Playground: Story = {
  args: { title: 'Share your trail', count: 4 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tiles(canvasElement).length).toBeGreaterThan(0), { timeout: 3000 });
    await expect(tiles(canvasElement).length).toBeLessThanOrEqual(4);
  },
};

/** Opened with the keyboard: the photo, who shared it and the caption; Escape closes it. */
export const ReviewAndReport: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(tiles(canvasElement).length).toBeGreaterThan(0), { timeout: 3000 });
    const first = tiles(canvasElement)[0] as HTMLElement;
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement, 'Community photo');
    const photo = within(dialog);
    await expect(photo.getByText(/^Shared by /)).toBeVisible();
    await userEvent.click(photo.getByRole('button', { name: 'Report this photo' }));
    // No reason: the form says so and sends nothing.
    await userEvent.click(photo.getByRole('button', { name: 'Send report' }));
    await expect(await photo.findByText('This field is required')).toBeVisible();
    await userEvent.click(photo.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.type(photo.getByRole('textbox', { name: /Anything to add/ }), 'An advert');
    await userEvent.click(photo.getByRole('button', { name: 'Send report' }));
    await expect(await photo.findByText('We will review this photo.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The report fails: the dialog says so and keeps the form, to try again. */
export const ReportFails: Story = {
  beforeEach({ msw }) {
    msw.use(ugcHandlers.reportUgcMedia.error('API404'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tiles(canvasElement).length).toBeGreaterThan(0), { timeout: 3000 });
    await userEvent.click(tiles(canvasElement)[0] as HTMLElement);
    const dialog = within(await findDialog(canvasElement, 'Community photo'));
    await userEvent.click(dialog.getByRole('button', { name: 'Report this photo' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Inappropriate or offensive' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('could not be sent');
    await expect(dialog.getByRole('button', { name: 'Send report' })).toBeVisible();
  },
};

/**
 * A category landing page: the category's photos (CATEGORY), on Tread, small screens, under
 * the brand's section title.
 */
export const CategoryTreadSmall: Story = {
  args: {
    siteId: 'tread-en-us',
    productId: undefined,
    categoryId: streamOf('tread')?.categoryPath.at(-1) ?? '',
    title: '',
  },
  globals: storyGlobals({ brand: 'tread', viewport: 'sm' }),
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole(
      'heading',
      { name: 'Shared by our community' },
      { timeout: 3000 },
    );
    await expect(title).toBeVisible();
    // The theme's section title (Tread: upper case), as over the other blocks.
    await expect(getComputedStyle(title).textTransform).toBe('uppercase');
    await expect(tiles(canvasElement).length).toBeGreaterThan(0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Medium screens, Tread's product, a caption far longer than usual, in French. */
export const LongCaptionFrench: Story = {
  args: { siteId: 'tread-fr-ca', productId: treadProduct, title: '' },
  globals: storyGlobals({ locale: 'fr-ca' }),
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    const photo = demoUgc().media.find((media) => media.customerId === 'tread');
    if (!photo) throw new Error('no Tread photo');
    msw.use(
      ugcHandlers.getUgcTaggedStreamMedia.reply({
        media: [
          ugcMediaView({
            ...photo,
            caption: 'Une très longue légende, '.repeat(20).trim(),
            user: { id: photo.userId, name: 'Hannelore Wilhelmine von Grünberg-Oberhausen' },
            status: 'approved',
          }),
        ],
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Partagé par notre communauté' }, { timeout: 3000 });
    await userEvent.click(
      tiles(canvasElement)[0] ?? (canvas.getAllByRole('button')[0] as HTMLElement),
    );
    const dialog = within(await findDialog(canvasElement, 'Photo de la communauté'));
    await expect(dialog.getByText(/^Une très longue légende/)).toBeVisible();
  },
};

/** While the photos load, and for 500 ms after: nothing shows yet, the container is there. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(getUgcTaggedStreamMedia), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('#story-gallery') as HTMLElement;
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'true'));
    await expect(section).toHaveAttribute('data-state', 'waiting');
    await expect(within(section).queryByRole('heading')).toBeNull();
  },
};

/** No photos of this product yet: the container stays empty. */
export const NoPhotos: Story = {
  beforeEach({ msw }) {
    msw.use(ugcHandlers.getUgcTaggedStreamMedia.reply({ media: [] }));
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('#story-gallery') as HTMLElement;
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'empty'));
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};

/** The service fails (logged, spec §8): the container stays empty, the page goes on. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(ugcHandlers.getUgcTaggedStreamMedia.error('GEN500'));
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('#story-gallery') as HTMLElement;
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'empty'));
    await expect(within(section).queryByRole('heading')).toBeNull();
  },
};

/** Two galleries with one container id: the second stays empty (one gallery per container). */
export const SameContainerTwice: Story = {
  render: (args) => (
    <>
      <OnPage {...args} />
      <OnPage {...args} title="Second" />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Seen on the trail' }, { timeout: 3000 });
    await expect(canvasElement.querySelectorAll('#story-gallery')).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { name: 'Second' })).toBeNull();
  },
};

/** Not on a product or category page: PRODUCT_ID and CATEGORY stay unfilled, no gallery. */
export const NoPageToFill: Story = {
  args: { productId: undefined, categoryId: undefined },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('#story-gallery') as HTMLElement;
    await expect(section).toHaveAttribute('data-state', 'empty');
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};

/** On the customs path (spec §2) the gallery is hidden: nothing of it on the page. */
export const HiddenOnCustomsPath: Story = {
  parameters: { router: { initialEntries: ['/en-us/customs/design-your-boot'] } },
  play: async ({ canvas, canvasElement }) => {
    // Long enough for photos to have come and the 500 ms to have passed.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.queryByRole('heading', { name: 'Seen on the trail' })).toBeNull();
    await expect(tiles(canvasElement)).toHaveLength(0);
  },
};
