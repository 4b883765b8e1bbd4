import { z } from 'zod';
import { MAX_ITEMS_PER_REQUEST } from '#api/contract/cart.ts';
import { price, productId } from '#api/contract/common.ts';
import { safeUrl } from '../renderer/fields.ts';

/*
 * The upsell ("complete the look") payload (spec §3 Upsell content: recommendedProducts,
 * stackedCount, variant carousel, addToCartControls cta or checkbox; spec §3 Upsell: id,
 * sku, name, url, image, price). Spec §2 also offers a details link or a quick-shop modal
 * per product: `detailsControl` chooses.
 *
 * A recommended product is either a product id (an editor's pick: the service fills in
 * name, picture, price and the variant from the catalogue) or a complete upsell entry (as a
 * personalization engine sends it, the price decided by the service).
 */

/** Spec §9: the upsell shows the first stackedCount products, default 3. */
export const UPSELL_DEFAULT_STACKED_COUNT = 3;

export const upsellVariants = ['stacked', 'carousel'] as const;
export const upsellAddToCartControls = ['cta', 'checkbox'] as const;
export const upsellDetailsControls = ['link', 'quickShop'] as const;

export const upsellProduct = z.object({
  /** The product (style): its inventory is checked, quick shop opens it. */
  id: productId,
  /** The variant the add-to-cart puts into the cart. */
  sku: productId,
  name: z.string().trim().min(1).max(200),
  /** The product page. */
  url: safeUrl,
  image: z.object({ src: z.string().trim().min(1).max(500), alt: z.string().max(300).default('') }),
  /** Spec §3 Price, as the service decided it. */
  price,
});
export type UpsellProduct = z.output<typeof upsellProduct>;

export const upsellReference = z.union([productId, upsellProduct]);
export type UpsellReference = z.output<typeof upsellReference>;

export const upsellSchema = z.object({
  title: z.string().trim().max(200).default('').describe('The heading, e.g. "Complete the look"'),
  recommendedProducts: z
    .array(upsellReference)
    .max(MAX_ITEMS_PER_REQUEST)
    .default([])
    .describe(
      'Product ids (name, picture and price come from the catalogue) or complete upsell entries; only those in stock are shown',
    ),
  stackedCount: z
    .number()
    .int()
    .min(1)
    .max(MAX_ITEMS_PER_REQUEST)
    .default(UPSELL_DEFAULT_STACKED_COUNT)
    .describe('How many of the products to show, first in stock first'),
  variant: z
    .enum(upsellVariants)
    .default('stacked')
    .describe('stacked: a list, one product a row · carousel: cards side by side'),
  addToCartControls: z
    .enum(upsellAddToCartControls)
    .default('cta')
    .describe('cta: an Add to cart button per product · checkbox: tick several, add them at once'),
  detailsControl: z
    .enum(upsellDetailsControls)
    .default('link')
    .describe('link: a link to the product page · quickShop: choose size and colour in a dialog'),
});

export type UpsellContent = z.output<typeof upsellSchema>;
export type UpsellContentInput = z.input<typeof upsellSchema>;
