import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { imageFits } from './Image.css.ts';
import { defaultImageWidths, Image } from './Image.tsx';
import { demoImage, demoSvg, imageHandler } from './test/imageHandler.ts';

const product = demoImage('products/ridgeline/RDGJK1001/forest-1.png');

const meta = {
  title: 'Components/Image',
  component: Image,
  args: {
    src: product,
    alt: 'Summit shell jacket in forest green, front view',
    aspectRatio: 4 / 5,
    sizes: '(min-width: 1024px) 25vw, 50vw',
  },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    aspectRatio: { control: { type: 'number', step: 0.05 } },
  },
  decorators: [
    // A product-card width; banner stories take the whole canvas (`parameters.fullWidth`).
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div style={{ width: 240 }}>
          <Story />
        </div>
      ),
  ],
  beforeEach({ msw }) {
    msw.use(imageHandler);
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (image: HTMLImageElement) =>
  waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', {
      name: 'Summit shell jacket in forest green, front view',
    });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 50vw');
    // One candidate per width, each transformed to twice its CSS box (spec §9).
    const candidates = image.getAttribute('srcset')?.split(', ') ?? [];
    await expect(candidates).toHaveLength(defaultImageWidths.length);
    await expect(candidates[2]).toBe(
      '/api/images/upload/w_640,h_800,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0/products/ridgeline/RDGJK1001/forest-1.png 640w',
    );
    await loaded(image);
  },
};

export const Playground: Story = { args: { fit: 'contain', aspectRatio: 1 } };

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const AspectRatioBox: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Image {...args} aspectRatio={16 / 9} alt="Wide" />
      <Image {...args} aspectRatio={4 / 5} alt="Portrait" />
    </div>
  ),
  play: async ({ canvas }) => {
    // The box holds its ratio whether or not the file has arrived: no layout shift.
    for (const [name, ratio] of [
      ['Wide', 16 / 9],
      ['Portrait', 4 / 5],
    ] as const) {
      const image = canvas.getByRole<HTMLImageElement>('img', { name });
      const box = image.parentElement?.getBoundingClientRect();
      await expect(box?.width).toBe(240);
      await expect(box?.height).toBeCloseTo(240 / ratio, 0);
    }
  },
};

export const Decorative: Story = {
  args: { decorative: true, alt: '' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const LoadError: Story = {
  args: { src: demoImage('missing/products/RDGJK9999/front.png') },
  play: async ({ canvas }) => {
    // The broken file gives way to a neutral placeholder that keeps the box and the alt.
    const name = 'Summit shell jacket in forest green, front view';
    await waitFor(() => expect(canvas.getByRole('img', { name }).tagName).toBe('SPAN'));
    const box = canvas.getByRole('img', { name }).parentElement?.getBoundingClientRect();
    await expect(box?.height).toBeCloseTo(300, 0);
  },
};

export const EmptySource: Story = {
  args: { src: '   ' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'Summit shell jacket in forest green, front view' }),
    ).toBeVisible();
  },
};

export const ForeignUrl: Story = {
  args: {
    src: `data:image/svg+xml,${encodeURIComponent(demoSvg('foreign', 400, 500))}`,
    alt: 'An image from another source',
  },
  play: async ({ canvas, args }) => {
    // Not an asset of the image service: used as it is, without a srcset.
    const image = canvas.getByRole<HTMLImageElement>('img', {
      name: 'An image from another source',
    });
    await expect(image).toHaveAttribute('src', args.src);
    await expect(image).not.toHaveAttribute('srcset');
    await loaded(image);
  },
};

const wideBanner = demoImage('content/banners/trail-season-wide.png');
const tallBanner = demoImage('content/banners/trail-season-tall.png');

/**
 * Art direction: from md up the wide crop (`src`, 2:1), below md a taller crop of its own
 * (`mobileSrc`, 4:5). One `<picture>`; the browser downloads only the crop it shows.
 */
export const ArtDirection: Story = {
  args: {
    src: wideBanner,
    aspectRatio: 2,
    mobileSrc: tallBanner,
    mobileAspectRatio: 4 / 5,
    alt: 'Hikers on a ridge at sunrise',
    sizes: '100vw',
    priority: true,
  },
  parameters: { testViewport: 'lg', fullWidth: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', {
      name: 'Hikers on a ridge at sunrise',
    });
    await expect(image.parentElement?.tagName).toBe('PICTURE');
    await loaded(image);
    await expect(image.currentSrc).toContain('trail-season-wide.png');
    const box = image.closest('picture')?.parentElement?.getBoundingClientRect();
    await expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(2, 1);
  },
};

export const ArtDirectionSmallScreen: Story = {
  ...ArtDirection,
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', {
      name: 'Hikers on a ridge at sunrise',
    });
    await loaded(image);
    await expect(image.currentSrc).toContain('trail-season-tall.png');
    const box = image.closest('picture')?.parentElement?.getBoundingClientRect();
    await expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(4 / 5, 1);
  },
};
