import { z } from 'zod';

/*
 * The shopper photo gallery's CMS payload (spec §3 "gallery (containerId, filter with
 * placeholders PRODUCT_ID and CATEGORY)"). The filter names which photos to show: a
 * product (`productId`: a masterId, or PRODUCT_ID for the page's product), a category
 * (`category`: an id, or CATEGORY for the page's category), a stream; the first the page can
 * fill wins (gallery.ts). An empty filter shows the brand's newest photos.
 */

const filterValue = z.string().trim().max(64).optional();

export const galleryContainerId = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'containerId is a letter, then letters, digits, _ or -');

export const gallerySchema = z.object({
  containerId: galleryContainerId.describe(
    'The id of the element the gallery is created in (unique on the page)',
  ),
  filter: z
    .object({
      productId: filterValue.describe('A product masterId, or PRODUCT_ID: the page’s product'),
      category: filterValue.describe('A category id, or CATEGORY: the page’s category'),
      streamId: filterValue.describe('A photo stream of the social media content service'),
    })
    .default({})
    .describe('Which photos: the first field the page can fill; empty for the whole brand'),
  title: z.string().trim().max(200).default('').describe('The heading above the photos'),
  count: z.number().int().min(1).max(24).default(8).describe('How many photos at most'),
});

export type GalleryContent = z.infer<typeof gallerySchema>;
export type GalleryProps = z.input<typeof gallerySchema>;
