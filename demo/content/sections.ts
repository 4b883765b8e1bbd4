import type {
  BlockSectionInput,
  Brand,
  ContentSectionInput,
  ExperienceSectionInput,
  SectionOptionsInput,
  SegmentationSectionInput,
  SegmentCondition,
} from '#api/contract/index.ts';
import { isGiftOnly } from '#commerce/cart/gifts.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { hashSeed } from '../catalogue/random.ts';
import { contentPublicId } from '../images/drawn.ts';
import { LANDSCAPE_HEIGHT, LANDSCAPE_WIDTH } from '../images/landscape.ts';
import { categoryPath, findCategory } from './catalogueLinks.ts';
import type { ContentSite, Text } from './sites.ts';

/** A block section. `id` is unique inside its document. */
export function block(
  id: string,
  component: string,
  props: Record<string, unknown>,
  options?: SectionOptionsInput,
  name?: string,
): BlockSectionInput {
  return { id, component, props, ...(options ? { options } : {}), ...(name ? { name } : {}) };
}

/** A reference to a shared fragment, resolved in place by `augmentedpage`. */
export function fragmentRef(id: string, fragmentId: string, options?: SectionOptionsInput) {
  return block(id, 'Fragment', { fragmentId }, options);
}

export function experience(
  id: string,
  name: string,
  props: ExperienceSectionInput['props'],
  options?: SectionOptionsInput,
): ExperienceSectionInput {
  return { id, name, component: 'Experience', props, ...(options ? { options } : {}) };
}

export function segmentation(
  id: string,
  name: string,
  segments: { id: SegmentCondition; name?: string; targets: ContentSectionInput[] }[],
  baselines: ContentSectionInput[],
  options?: SectionOptionsInput,
): SegmentationSectionInput {
  return {
    id,
    name,
    component: 'Segmentation',
    props: { segments, baselines },
    ...(options ? { options } : {}),
  };
}

/** A CTA or link of a block (spec §3 banner targets: text, url, targetAttribute, style, size). */
export interface Target {
  text: string;
  url: string;
  targetAttribute: '_self' | '_blank';
  style: 'primary' | 'secondary' | 'tertiary' | 'link';
  size: 'small' | 'medium' | 'large';
}

export function target(
  text: string,
  url: string,
  style: Target['style'] = 'primary',
  size: Target['size'] = 'medium',
): Target {
  return { text, url, targetAttribute: url.startsWith('http') ? '_blank' : '_self', style, size };
}

/** Content media: an image of the image route (CONTRIBUTING "Images"). */
export interface Media {
  type: 'image';
  url: string;
  alt: string;
  width: number;
  height: number;
}

function productsOf(brand: Brand, categoryId?: string) {
  // The gifts with purchase came after the content was written: they draw no content image.
  const all = getCatalogue().products.filter(
    (product) => product.brand === brand && !isGiftOnly(product.id),
  );
  const inCategory = categoryId
    ? all.filter((product) => {
        const leaf = findCategory(product.categoryId);
        return leaf ? categoryPath(leaf).some((category) => category.id === categoryId) : false;
      })
    : [];
  return inCategory.length > 0 ? inCategory : all;
}

/** A product of the brand (of the category when given) and a colour of it, picked by a key. */
function pickProduct(brand: Brand, key: string, categoryId?: string) {
  const pool = productsOf(brand, categoryId);
  const seed = hashSeed(`${brand}/${key}`);
  const product = pool[seed % pool.length];
  const color = product?.colors[seed % (product.colors.length || 1)];
  if (!product || !color) throw new Error(`no product for ${brand} ${key}`);
  return { product, color };
}

/**
 * Content media (heroes, banners, collections, journal): a landscape the image route draws
 * from the key (demo/images/landscape.ts), 1600 × 900; a crop of another shape is the
 * route's `c_fill`. With a category, a product of it stands in the picture (category tiles,
 * menu cards), picked by the key so every site shows the same picture for the same slot.
 */
export function contentImage(brand: Brand, key: string, alt: string, categoryId?: string): Media {
  const subject = categoryId ? pickProduct(brand, key, categoryId) : null;
  const publicId = contentPublicId(
    brand,
    key,
    subject ? { id: subject.product.id, colorCode: subject.color.code } : undefined,
  );
  return {
    type: 'image',
    url: `/api/images/upload/${publicId}`,
    alt,
    width: LANDSCAPE_WIDTH,
    height: LANDSCAPE_HEIGHT,
  };
}

/** A product shot (800 × 1000) for a block that shows one product, picked by the key. */
export function productImage(brand: Brand, key: string, alt: string, categoryId?: string): Media {
  const publicId = pickProduct(brand, key, categoryId).color.images[0];
  if (!publicId) throw new Error(`no artwork for ${brand} ${key}`);
  return { type: 'image', url: `/api/images/upload/${publicId}`, alt, width: 800, height: 1000 };
}

/** Pick a language's text. */
export function tx(site: ContentSite, text: Text): string {
  return text[site.lang];
}

/** Replace `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Minimal HTML a CMS rich-text field holds: paragraphs, emphasis and links only. */
export function paragraphs(...texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * An accordion in a help or legal page's column, beside the side navigation: the column is
 * already a reading width, so it takes all of it and no padding of its own, lined up with
 * the title and text above it.
 */
export const inColumn = { paddings: 'none', isFullWidth: true } as const;

/** An Accordion block's props: one item per [title, text], `values` filled into the texts. */
export function accordion(
  site: ContentSite,
  items: [Text, Text][],
  values: Record<string, string | number> = {},
) {
  return {
    accordions: items.map(([title, text]) => ({
      title: tx(site, title),
      richText: `<p>${fill(tx(site, text), values)}</p>`,
    })),
    iconsStyle: 'chevron',
    style: 'default',
    titleColor: 'neutral',
    bottomDivider: true,
    isFullWidth: false,
    paddings: 'medium',
  };
}
