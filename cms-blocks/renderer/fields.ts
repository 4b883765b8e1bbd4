import { z } from 'zod';
import { contentBreakpoint, contentSpace } from '#api/contract/contentSections.ts';
import { isSafeUrl } from '../richText/urls.ts';

/*
 * Fields many block schemas share: links and buttons (spec §3 banner targets: text, url,
 * targetAttribute, style, size), pictures, and per-breakpoint values.
 */

export const safeUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(isSafeUrl, 'url must be http(s), mailto, tel or relative')
  .describe('http(s), mailto:, tel: or a site path (/en-us/…, ?q=…, #modal-…)');

export const targetStyles = ['primary', 'secondary', 'tertiary', 'link'] as const;
export const targetSizes = ['small', 'medium', 'large'] as const;

export const contentTarget = z.object({
  text: z.string().trim().min(1).max(160).describe('The visible text of the link or button'),
  url: safeUrl,
  targetAttribute: z
    .enum(['_self', '_blank'])
    .default('_self')
    .describe('_blank opens another site in a new tab'),
  style: z.enum(targetStyles).default('link').describe('A button tone, or a plain link'),
  size: z.enum(targetSizes).default('medium'),
});
export type ContentTarget = z.output<typeof contentTarget>;

/** A picture of the image service (CONTRIBUTING "Images"). */
export const contentMedia = z.object({
  type: z.literal('image').default('image'),
  url: z.string().trim().min(1).max(500).describe('/api/images/upload/{publicId}'),
  alt: z.string().max(300).default('').describe('What the picture shows; empty if decorative'),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ContentMedia = z.output<typeof contentMedia>;

// Read in the browser by blocks: in a module without zod.
export { mediaAspectRatio } from './media.ts';

/** One boolean per breakpoint (spec §3 mega menu `hideShopAll`, `titleVisibility`). */
export const breakpointFlags = (fallback: boolean) =>
  z
    .object({
      sm: z.boolean().default(fallback),
      md: z.boolean().default(fallback),
      lg: z.boolean().default(fallback),
    })
    .prefault({});

/** A space token per breakpoint; a missing breakpoint inherits the smaller one. */
export const responsiveSpace = z.partialRecord(contentBreakpoint, contentSpace);
export type ResponsiveSpace = z.output<typeof responsiveSpace>;

/** The breakpoints a block is collapsible at (footer link lists on small screens). */
export const breakpointList = z.array(contentBreakpoint).max(3).default([]);
