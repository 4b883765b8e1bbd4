import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  getProductQuestions,
  getProductReviews,
  postProductQuestion,
  postProductReview,
  postReviewVote,
} from '#api/contract/reviews.ts';
import { storyGlobals } from '#cms-blocks/storybook/helpers.ts';
import { findDialog, screenOf } from '#components/test/overlay.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { errorResponse, mockPath } from '#mocks/handlers/http.ts';
import { productHandlers } from '#mocks/handlers/products.ts';
import { siteOf } from '../../site/site.ts';
import { demoProduct } from '../test/ProductHarness.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import ReviewsAndQuestions from './ReviewsAndQuestions.tsx';

/*
 * Reviews and questions of the product page, answered by MSW from the demo catalogue:
 * Men's Nunatak Rain Jacket (RDGJK1001: 9 reviews in English, French and German, two
 * questions), Men's Summit Down Jacket (RDGJK1005: 40 reviews, staff answers), a product
 * nobody has reviewed yet (RDGJK1004).
 */

interface ReviewsStoryProps {
  productId: string;
  locale?: SiteLocale;
  /** The page's late-loading wrapper (placeholder first) instead of the parts at once. */
  lazy?: boolean;
}

function ReviewsStory({ productId, locale = 'en-us', lazy = false }: ReviewsStoryProps) {
  const [product] = useState(() => demoProduct(productId, locale));
  const site = siteOf(product.brand, locale);
  return lazy ? (
    <ProductReviews
      product={{
        id: product.masterId,
        name: product.name,
        reviewsCount: product.rating.reviewsCount,
      }}
      site={site}
    />
  ) : (
    <ReviewsAndQuestions product={{ id: product.masterId, name: product.name }} site={site} />
  );
}

const meta = {
  title: 'Storefront/Product/Reviews and questions',
  component: ReviewsStory,
  args: { productId: 'RDGJK1001' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReviewsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const reviewsList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: /^Reviews \(\d+\)$/ });

/** Summary, most helpful first, load more, a star filter and its way back, the sort. */
export const Default: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Reviews (9)' }),
    ).toBeVisible();
    const list = await reviewsList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Showing 5 of 9 reviews')).toBeVisible();
    // Most helpful first: the three-star review with eleven votes.
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByRole('button', { name: 'Yes (11)' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    await expect(canvas.getByText('Showing 9 of 9 reviews')).toBeVisible();

    const three = canvas.getByRole('button', { name: /^3 stars ?\(1 review\)$/ });
    await userEvent.click(three);
    await expect(three).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('1 review with 3 stars')).toBeVisible();
    // No one-star reviews: that row cannot be chosen.
    await expect(canvas.getByRole('button', { name: /^1 star ?\(0 reviews\)$/ })).toBeDisabled();
    // Back to all reviews: the pages already read are still there.
    await userEvent.click(three);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));

    const reviews = canvas.getByRole('region', { name: 'Reviews (9)' });
    await userEvent.click(within(reviews).getByRole('button', { name: /Sort by/ }));
    await userEvent.click(
      await screenOf(canvasElement).findByRole('option', { name: 'Lowest rating' }),
    );
    await waitFor(() =>
      expect(
        within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole('img', {
          name: /Rated 3/,
        }),
      ).toBeVisible(),
    );
  },
};

/** Helpful: the count is the service's, the pressed button the shopper's choice. */
export const Vote: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const list = await reviewsList(canvasElement);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const yes = within(first).getByRole('button', { name: 'Yes (11)' });
    await userEvent.click(yes);
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'Yes (12)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    // Changing one's mind moves the vote.
    await userEvent.click(within(first).getByRole('button', { name: 'No (0)' }));
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: 'No (1)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(within(first).getByRole('button', { name: 'Yes (11)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Too many votes from here (API429): a toast says so, the counts stay. */
export const VoteRefused: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(http.post(mockPath(postReviewVote), () => errorResponse('API429')));
  },
  play: async ({ canvasElement }) => {
    const list = await reviewsList(canvasElement);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Yes (11)' }));
    const toast = await screenOf(canvasElement).findByText('Your vote was not counted');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(
      screenOf(canvasElement).getByText('Too many requests. Please wait a moment and try again.'),
    ).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Yes (11)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A review written in French on the US site: translated on request, and back. */
export const Translate: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const list = await reviewsList(canvasElement);
    // Reviews in the site's language come first: the French one is on the next page.
    await expect(within(list).queryByRole('button', { name: 'Translate' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More reviews' }));
    const [translate] = await within(list).findAllByRole('button', { name: 'Translate' });
    const french = translate?.closest('li') as HTMLElement;
    const original = within(french).getByRole('heading', { level: 3 }).textContent;
    await userEvent.click(within(french).getByRole('button', { name: 'Translate' }));
    await expect(await within(french).findByText('Translated from French.')).toBeVisible();
    await expect(within(french).getByRole('heading', { level: 3 })).not.toHaveTextContent(
      original ?? '',
    );
    await userEvent.click(within(french).getByRole('button', { name: 'Show original' }));
    await expect(within(french).getByRole('heading', { level: 3 })).toHaveTextContent(
      original ?? '',
    );
  },
};

/** Report: a reason is required; the comment's limit is REV410's; then thanks. */
export const Report: Story = {
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    const list = await reviewsList(canvasElement);
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Report' }));
    const dialog = await findDialog(canvasElement, 'Report this review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report review' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report review' }));
    await expect(await within(dialog).findByText('Your review is too long.')).toBeVisible();
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Advertises a shop.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report review' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(first).getByText('Reported. Thank you.')).toBeVisible();
  },
};

async function fillReview(dialog: HTMLElement, text: string) {
  await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Dry on the ridge');
  const area = within(dialog).getByRole('textbox', { name: /^Your review/ });
  await userEvent.click(area);
  await userEvent.paste(text);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
  await userEvent.click(within(dialog).getByRole('radio', { name: 'True to size' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nickname/ }), 'Mika');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'mika@example.com');
}

/** Write a review: the spec's messages, then published, and the count follows. */
export const WriteReview: Story = {
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Reviews (9)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const dialog = await findDialog(canvasElement, 'Write a review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await expect(await within(dialog).findAllByText('This field is required')).toHaveLength(6);
    const area = within(dialog).getByRole('textbox', { name: /^Your review/ });
    await userEvent.type(area, 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await expect(
      await within(dialog).findByText('Value must contain at least 20 characters'),
    ).toBeVisible();
    await userEvent.clear(area);
    await fillReview(dialog, 'Three days of rain on the coast path and not a drop came through.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await canvas.findByText('Thank you: your review is published.')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Reviews (10)' }),
    ).toBeVisible();
  },
};

/** The service says the review is too long (REV410): on the text, nothing typed is lost. */
export const WriteReviewTooLong: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(http.post(mockPath(postProductReview), () => errorResponse('REV410')));
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Reviews (9)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const dialog = await findDialog(canvasElement, 'Write a review');
    await fillReview(dialog, 'Warm, dry and light: the best jacket I have owned in years.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await expect(await within(dialog).findByText('Your review is too long.')).toBeVisible();
    const area = within(dialog).getByRole('textbox', { name: /^Your review/ });
    await waitFor(() => expect(area).toHaveFocus());
    await expect(area).toHaveValue('Warm, dry and light: the best jacket I have owned in years.');
    await expect(within(dialog).getByRole('textbox', { name: /^Nickname/ })).toHaveValue('Mika');
  },
};

/** Nobody has reviewed it yet; nobody has asked. */
export const Empty: Story = {
  args: { productId: 'RDGJK1004' },
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(
      productHandlers.getProductQuestions.with(({ params }) => ({
        productId: params.productId,
        questions: [],
        total: 0,
        start: 0,
        count: 5,
      })),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No reviews yet. Be the first to review this product.'),
    ).toBeVisible();
    await expect(await canvas.findByText('No questions yet. Ask the first one.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Write a review' })).toBeEnabled();
  },
};

/** The reads fail: each part says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: { testViewport: 'md' },
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(getProductReviews), () => errorResponse('GEN500')),
      http.get(mockPath(getProductQuestions), () => errorResponse('GEN500')),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The reviews could not be loaded/)).toBeVisible();
    await expect(await canvas.findByText(/The questions could not be loaded/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** A slow network: skeletons announced as loading, then the lists. */
export const Loading: Story = {
  parameters: { testViewport: 'lg' },
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(getProductReviews), () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading reviews')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  },
};

/** Questions with staff answers, vote on an answer, ask one and see it thanked and listed. */
export const Questions: Story = {
  args: { productId: 'RDGJK1005' },
  parameters: { testViewport: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    const questions = await canvas.findByRole('list', { name: /^Questions and answers/ });
    await expect(within(questions).getAllByText('Staff').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }));
    const dialog = await findDialog(canvasElement, 'Ask a question');
    const text = within(dialog).getByRole('textbox', { name: /^Your question/ });
    await userEvent.type(text, 'Can it be washed?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nickname/ }), 'Sam');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'sam@example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit question' }));
    await expect(await within(dialog).findByText('Email is not valid')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), '.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit question' }));
    const thanks = await findDialog(canvasElement, 'Thank you for your question');
    // The footer's Close (the corner's close button has the same name).
    const closes = within(thanks).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes[closes.length - 1] as HTMLElement);
    await waitFor(() => expect(thanks).not.toBeInTheDocument());
    await expect(
      await within(questions).findByRole('heading', { level: 3, name: 'Can it be washed?' }),
    ).toBeVisible();
  },
};

/** The service refuses a long question (REV410): said on the field, the text kept. */
export const AskTooLong: Story = {
  parameters: { testViewport: 'sm' },
  beforeEach({ msw }) {
    msw.use(http.post(mockPath(postProductQuestion), () => errorResponse('REV410')));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask a question' }));
    const dialog = await findDialog(canvasElement, 'Ask a question');
    const text = within(dialog).getByRole('textbox', { name: /^Your question/ });
    await userEvent.type(text, 'Does the hood fit over a helmet?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nickname/ }), 'Sam');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Email/ }),
      'sam@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit question' }));
    await expect(await within(dialog).findByText('Your review is too long.')).toBeVisible();
    await expect(text).toHaveValue('Does the hood fit over a helmet?');
  },
};

/** The French site: words, dates and the decimal comma of the site. */
export const French: Story = {
  args: { locale: 'fr-fr' },
  globals: storyGlobals({ locale: 'fr-fr' }),
  parameters: { testViewport: 'md' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Avis (9)' })).toBeVisible();
    await expect(await canvas.findByText('5 avis sur 9')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Donner mon avis' })).toBeVisible();
  },
};

/** A phone on the German site: each review's helpful question and its two votes on one line. */
export const HelpfulOnOneLineGermanPhone: Story = {
  args: { locale: 'de-de' },
  globals: storyGlobals({ locale: 'de-de', viewport: 'sm' }),
  play: async ({ canvas }) => {
    const groups = await canvas.findAllByRole('group', { name: /hilfreich/i });
    for (const group of groups) {
      const [yes] = within(group).getAllByRole('button');
      const height = (yes as HTMLElement).getBoundingClientRect().height;
      await expect(group.getBoundingClientRect().height).toBeLessThanOrEqual(height + 1);
    }
  },
};

/** On the page: headings and skeletons first, the parts' code once they come near. */
export const OnThePage: Story = {
  args: { lazy: true },
  parameters: { testViewport: 'md' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Reviews (9)' }),
    ).toBeVisible();
    await expect(await reviewsList(canvasElement)).toBeVisible();
  },
};
