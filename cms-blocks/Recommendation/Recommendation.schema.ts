import { z } from 'zod';
import { recommendationStrategies } from '#api/contract/search.ts';

/*
 * The recommendation carousel's CMS payload (spec §3 Recommendation content): title,
 * variant 3-cards or other, quickShopVisibility, bloomreachIndex, showRatings. The widget
 * asks GET /products/v1/widgetRecommendations with bloomreachIndex as its widgetId.
 */

export const recommendationVariants = ['3-cards', 'carousel'] as const;
export type RecommendationVariant = (typeof recommendationVariants)[number];

/** Spec §7 widgetRecommendations allows 1 to 24 products. */
export const RECOMMENDATION_MAX_COUNT = 24;
export const RECOMMENDATION_DEFAULT_COUNT = 12;

export const recommendationSchema = z.object({
  title: z.string().trim().max(200).default('').describe('The heading above the products'),
  variant: z
    .enum(recommendationVariants)
    .default('carousel')
    .describe('3-cards: up to three large cards in view · carousel: up to six smaller cards'),
  quickShopVisibility: z
    .boolean()
    .default(true)
    .describe('Each card has an Add button that opens quick shop'),
  bloomreachIndex: z
    .string()
    .trim()
    .max(64)
    .default('')
    .describe('The recommendation widget to ask (its id at the recommendation engine)'),
  showRatings: z.boolean().default(true).describe('Show the star rating of each product'),
  strategy: z
    .enum(recommendationStrategies)
    .optional()
    .describe(
      'similar or complementary (next to a product), trending (best sellers); empty: the engine decides',
    ),
  count: z
    .number()
    .int()
    .min(1)
    .max(RECOMMENDATION_MAX_COUNT)
    .default(RECOMMENDATION_DEFAULT_COUNT)
    .describe('How many products to ask for'),
});

export type RecommendationContent = z.output<typeof recommendationSchema>;
export type RecommendationContentInput = z.input<typeof recommendationSchema>;
