import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ratingSizes, ratingVariants } from './Rating.css.ts';
import { Rating } from './Rating.tsx';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { score: 4.3, count: 128 },
  argTypes: {
    variant: { control: 'inline-radio', options: ratingVariants },
    size: { control: 'inline-radio', options: ratingSizes },
    score: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // One phrase for screen readers; the stars and figures are its picture.
    const rating = canvas.getByRole('img', { name: 'Rated 4.3 out of 5, 128 reviews' });
    await expect(rating).toHaveTextContent('4.3128 reviews');
  },
};

export const Playground: Story = { args: { variant: 'compact', size: 'small' } };

export const PartialStars: Story = {
  args: { score: 3.6, count: 12 },
  play: async ({ canvas }) => {
    const stars = canvas
      .getByRole('img', { name: 'Rated 3.6 out of 5, 12 reviews' })
      .querySelectorAll<HTMLElement>('[data-fill]');
    await expect(stars).toHaveLength(5);
    // The fourth star is filled to 60 % of its width, the fifth not at all.
    const shown = (star: HTMLElement | undefined) => {
      const fill = star?.lastElementChild?.getBoundingClientRect().width ?? -1;
      return fill / (star?.getBoundingClientRect().width ?? 1);
    };
    await expect(shown(stars[2])).toBeCloseTo(1, 2);
    await expect(shown(stars[3])).toBeCloseTo(0.6, 1);
    await expect(shown(stars[4])).toBe(0);
  },
};

export const Compact: Story = {
  args: { variant: 'compact' },
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: 'Rated 4.3 out of 5, 128 reviews' });
    await expect(rating).toHaveTextContent('4.3(128)');
    await expect(rating.querySelectorAll('svg')).toHaveLength(1);
  },
};

export const LinkToReviews: Story = {
  args: { href: '#reviews' },
  play: async ({ canvas }) => {
    // The score stays a picture; the count is the link, its visible text its name.
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '128 reviews' });
    await expect(link).toHaveFocus();
    // The router resolves the fragment against the current page.
    await expect(link).toHaveAttribute('href', '#reviews');
  },
};

export const CompactLink: Story = {
  args: { href: '#reviews', variant: 'compact' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '128 reviews' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveTextContent('(128)');
  },
};

export const LinkWithoutCount: Story = {
  args: { href: '#reviews', count: null, score: 4 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rated 4.0 out of 5' })).toHaveFocus();
  },
};

export const OneReview: Story = {
  args: { score: 5, count: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' }),
    ).toHaveTextContent('5.01 review');
  },
};

export const ScoreWithoutCount: Story = {
  args: { score: 4, count: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  },
};

export const NoRating: Story = {
  args: { score: undefined, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.firstElementChild).toBeEmptyDOMElement();
  },
};

export const NoReviewsYet: Story = {
  args: { score: null, count: 0, showEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const BadInput: Story = {
  args: { score: Number.NaN, count: -4, showEmpty: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};

export const French: Story = {
  args: { count: 1234 },
  globals: { locale: 'fr-fr' },
  play: async ({ canvas }) => {
    // Locale decimal comma, grouped count, French plural.
    const rating = canvas.getByRole('img', { name: /^Noté 4,3 sur 5, 1\s234 avis$/ });
    await expect(rating).toHaveTextContent(/4,31\s234 avis/);
  },
};

export const German: Story = {
  args: { count: 1 },
  globals: { locale: 'de-de' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Mit 4,3 von 5 bewertet, 1 Bewertung' }),
    ).toBeVisible();
  },
};
