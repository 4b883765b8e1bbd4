import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { skeletonCircleSizes, skeletonShapes } from './Skeleton.css.ts';
import {
  PRODUCT_GRID_SKELETON_COUNT,
  ProductCardSkeleton,
  ProductGridSkeleton,
  Skeleton,
  SkeletonGroup,
} from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    size: { control: 'inline-radio', options: skeletonCircleSizes },
  },
  render: (args) => (
    <SkeletonGroup>
      <div style={{ maxWidth: 320 }}>
        <Skeleton {...args} />
      </div>
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // One status for the region; the shapes themselves are hidden from screen readers.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const lines = canvasElement.querySelectorAll<HTMLElement>('[data-skeleton="text"]');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    // The last line is shorter, like the end of a paragraph.
    const width = (i: number) => lines[i]?.getBoundingClientRect().width ?? 0;
    await expect(width(2)).toBeLessThan(width(0));
    // The shimmer: a band the compositor moves (transform), not a repainted background.
    const shimmer = getComputedStyle(lines[0] as HTMLElement, '::after');
    await expect(shimmer.animationName).not.toBe('none');
    const animations = lines[0]?.getAnimations({ subtree: true }) ?? [];
    await expect(animations).toHaveLength(1);
    const effect = animations[0]?.effect as KeyframeEffect | undefined;
    await expect(effect?.pseudoElement).toBe('::after');
    const [keyframe] = effect?.getKeyframes() ?? [];
    await expect(keyframe).toHaveProperty('transform');
    await expect(keyframe).not.toHaveProperty('backgroundPosition');
  },
};

export const Playground: Story = { args: { shape: 'circle', size: 'large' } };

export const Shapes: Story = {
  render: () => (
    <SkeletonGroup label="Loading reviews">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', maxWidth: 480 }}>
        <Skeleton shape="circle" size="touchTarget" />
        <div style={{ flex: 1 }}>
          <Skeleton shape="text" lines={2} />
        </div>
        <div style={{ width: 96 }}>
          <Skeleton shape="box" aspectRatio={4 / 3} />
        </div>
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reviews');
    const circle = canvasElement.querySelector('[data-skeleton="circle"]') as HTMLElement;
    const box = canvasElement.querySelector('[data-skeleton="box"]') as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(circle.getBoundingClientRect().height);
    await expect(box.getBoundingClientRect().height).toBeCloseTo(72, 0);
  },
};

export const ProductCard: Story = {
  render: () => (
    <SkeletonGroup>
      <div style={{ width: 240 }}>
        <ProductCardSkeleton />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('[data-skeleton="box"]') as HTMLElement;
    // The same 4:5 image box as the real card, so nothing jumps when products arrive.
    await expect(image.getBoundingClientRect().height).toBeCloseTo(300, 0);
  },
};

function columnCount(canvasElement: HTMLElement): number {
  const boxes = [...canvasElement.querySelectorAll('[data-skeleton="box"]')];
  return new Set(boxes.map((box) => Math.round(box.getBoundingClientRect().left))).size;
}

export const ProductGrid: Story = {
  render: () => <ProductGridSkeleton />,
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-skeleton="box"]')).toHaveLength(
      PRODUCT_GRID_SKELETON_COUNT,
    );
    await expect(columnCount(canvasElement)).toBe(4);
  },
};

export const ProductGridMedium: Story = {
  render: () => <ProductGridSkeleton />,
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(canvasElement)).toBe(3);
  },
};

export const ProductGridSmall: Story = {
  render: () => <ProductGridSkeleton count={6} label="Loading jackets" />,
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading jackets');
    await expect(canvasElement.querySelectorAll('[data-skeleton="box"]')).toHaveLength(6);
    await expect(columnCount(canvasElement)).toBe(2);
  },
};

export const French: Story = {
  globals: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement');
  },
};
