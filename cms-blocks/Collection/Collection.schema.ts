import { z } from 'zod';
import { contentBreakpoints, contentSpace } from '#api/contract/contentSections.ts';
import { contentMedia, contentTarget } from '../renderer/fields.ts';

/*
 * The collection's CMS payload (spec §3 collection): type linked card, category card, CTA
 * button or multilink; per breakpoint (sm, md, lg) a carousel or a grid with slideWidth,
 * slideMaxWidth, slidePadding, margin, showArrows, showIndicators, showProgress, autoplay,
 * autorotateTime and loop; items; variant threeCardGrid or highlightCenter.
 */

export const collectionTypes = ['linked card', 'category card', 'CTA button', 'multilink'] as const;
export type CollectionType = (typeof collectionTypes)[number];
export const collectionVariants = ['default', 'threeCardGrid', 'highlightCenter'] as const;
export type CollectionVariant = (typeof collectionVariants)[number];
export const collectionLayouts = ['carousel', 'grid'] as const;

/** The settings of one breakpoint; every field may be left out (it inherits the smaller). */
export const collectionBreakpointSettings = z.object({
  layout: z.enum(collectionLayouts).optional(),
  slideWidth: z
    .number()
    .min(10)
    .max(100)
    .optional()
    .describe('Width of one item in % of the block (a grid fits as many columns)'),
  slideMaxWidth: z
    .number()
    .int()
    .min(80)
    .max(1200)
    .optional()
    .describe('Carousel: the widest an item gets, in px'),
  slidePadding: contentSpace.optional().describe('Space inside each item (a space token)'),
  margin: contentSpace.optional().describe('Space between items (a space token)'),
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  showProgress: z.boolean().optional(),
  autoplay: z.boolean().optional().describe('Advance on its own (always with a pause button)'),
  autorotateTime: z
    .number()
    .positive()
    .max(60)
    .optional()
    .describe('Seconds per item when autoplaying'),
  loop: z.boolean().optional().describe('After the last item comes the first again'),
});
export type CollectionBreakpointSettings = z.output<typeof collectionBreakpointSettings>;

export const collectionItem = z.object({
  title: z.string().trim().max(160).default(''),
  subtitle: z.string().trim().max(300).default(''),
  media: contentMedia.nullable().default(null),
  target: contentTarget
    .nullable()
    .default(null)
    .describe('Where the card or button leads (linked card, category card, CTA button)'),
  targets: z.array(contentTarget).max(8).default([]).describe('multilink: the links of the item'),
});
export type CollectionItem = z.output<typeof collectionItem>;

export const collectionSchema = z.object({
  type: z
    .enum(collectionTypes)
    .default('linked card')
    .describe(
      'linked card: picture and title, the card is a link · category card: picture with the name on it · CTA button: one button per item · multilink: a title with several links',
    ),
  title: z.string().trim().max(200).default('').describe('The heading above the items'),
  variant: z
    .enum(collectionVariants)
    .default('default')
    .describe(
      'threeCardGrid: three items a row on larger screens · highlightCenter: the middle item stands out and a carousel starts on it',
    ),
  breakpoints: z
    .partialRecord(z.enum(contentBreakpoints), collectionBreakpointSettings)
    .default({})
    .describe('Per screen size: carousel or grid and its settings; md inherits sm, lg md'),
  items: z.array(collectionItem).max(24).default([]),
});

export type CollectionContent = z.output<typeof collectionSchema>;
export type CollectionContentInput = z.input<typeof collectionSchema>;
