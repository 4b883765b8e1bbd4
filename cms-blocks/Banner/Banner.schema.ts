import { z } from 'zod';
import { contentMedia, contentTarget, safeUrl } from '../renderer/fields.ts';

/*
 * The banner's CMS payload (spec §3 banner): title, subtitle, overline, eyebrowText,
 * eyebrow logo, richText, targets (text, url, targetAttribute, style, size), media,
 * mediaTarget, linkType CTA or No-CTA, caption, gradient full / focused / off and tone,
 * promotionTracking (creativeName, promotionId, promotionName), hideTitle, titleH1 and
 * alignment. Fields the spec leaves open (variant list, split width, a separate small-screen
 * picture) are named here and described for authors.
 */

export const bannerVariants = [
  'hero',
  'image',
  'overlay',
  'split',
  'thin',
  'block-below',
  'menu',
  'espot',
] as const;
export type BannerVariant = (typeof bannerVariants)[number];

export const bannerLinkTypes = ['CTA', 'No-CTA'] as const;
/** Spec §9: gradient heights 35 % (full) and 50 % (focused); off draws none. */
export const bannerGradients = ['full', 'focused', 'off'] as const;
export { bannerGradientHeights } from './shade.ts';
export const bannerTones = ['light', 'dark'] as const;
export const bannerAlignments = ['left', 'center', 'right'] as const;
/** Spec §9: image split widths 60, 50, 40 percent. */
export const bannerSplitWidths = [60, 50, 40] as const;
export const bannerMediaPositions = ['start', 'end'] as const;

/** Where a click on the picture goes (No-CTA banners make the picture, or all of it, a link). */
export const bannerMediaTarget = z.object({
  url: safeUrl,
  targetAttribute: z.enum(['_self', '_blank']).default('_self'),
  text: z.string().trim().max(160).optional().describe('Unused: the title names the link'),
});

export const promotionTracking = z
  .object({
    creativeName: z.string().trim().min(1).max(120),
    promotionId: z.string().trim().min(1).max(120),
    promotionName: z.string().trim().min(1).max(200),
  })
  .describe('Sends a promotion impression when seen and a click on CTA or picture clicks');
export type PromotionTracking = z.output<typeof promotionTracking>;

export const bannerSchema = z.object({
  variant: z
    .enum(bannerVariants)
    .default('image')
    .describe(
      'hero: large picture with text over it · image: picture, text below · overlay: text over the picture · split: picture beside the text · thin: a slim strip · block-below: picture with a coloured text block below · menu: small card in the mega menu · espot: a promotional tile among products',
    ),
  title: z.string().trim().max(200).default('').describe('The heading of the banner'),
  subtitle: z.string().trim().max(500).default(''),
  overline: z.string().trim().max(120).default('').describe('A short line above the title'),
  eyebrowText: z
    .string()
    .trim()
    .max(120)
    .default('')
    .describe('A label above the overline, e.g. a collection or partner name'),
  eyebrowLogo: contentMedia
    .nullable()
    .default(null)
    .describe('A small logo shown before the eyebrow text'),
  richText: z.string().max(5000).default('').describe('Body text (sanitized HTML)'),
  targets: z.array(contentTarget).max(4).default([]).describe('Buttons and links (CTA banners)'),
  media: contentMedia.nullable().default(null).describe('The picture (large screens)'),
  mobileMedia: contentMedia
    .nullable()
    .default(null)
    .describe('A picture cropped for small screens; without it the main picture is used'),
  mediaTarget: bannerMediaTarget
    .nullable()
    .default(null)
    .describe('No-CTA: where a click on the banner goes'),
  linkType: z
    .enum(bannerLinkTypes)
    .default('CTA')
    .describe('CTA shows the targets as buttons; No-CTA makes the whole banner one link'),
  caption: z
    .string()
    .trim()
    .max(120)
    .default('')
    .describe('A small note in a corner of the picture (legal line, photo credit)'),
  gradient: z
    .enum(bannerGradients)
    .default('off')
    .describe('Shade behind text on a picture: full 35 %, focused 50 % of the height, off none'),
  tone: z
    .enum(bannerTones)
    .default('light')
    .describe('dark: light text on a dark shade · light: dark text on a light shade'),
  promotionTracking: promotionTracking.nullable().default(null),
  hideTitle: z
    .boolean()
    .default(false)
    .describe('Hide the title on screen (screen readers still read it)'),
  titleH1: z.boolean().default(false).describe('The title is the page heading (h1)'),
  alignment: z.enum(bannerAlignments).default('left').describe('Alignment of the text'),
  splitWidth: z
    .union([z.literal(60), z.literal(50), z.literal(40)])
    .default(50)
    .describe('split: the picture takes 60, 50 or 40 % of the width'),
  mediaPosition: z
    .enum(bannerMediaPositions)
    .default('start')
    .describe('split: the picture before (start) or after (end) the text'),
});

export type BannerContent = z.output<typeof bannerSchema>;
export type BannerContentInput = z.input<typeof bannerSchema>;
