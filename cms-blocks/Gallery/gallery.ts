/*
 * The gallery's rules without React: spec §9 "Gallery shows after 500 ms"; the filter's
 * placeholders (spec §3) and the call of the social media content service it makes; the
 * galleries on a page, created and destroyed by container id (spec §7 "Third party").
 */

/** Spec §9: the gallery shows 500 ms after its photos are there. */
export const GALLERY_SHOW_DELAY_MS = 500;

export const PRODUCT_ID_PLACEHOLDER = 'PRODUCT_ID';
export const CATEGORY_PLACEHOLDER = 'CATEGORY';

export interface GalleryPage {
  /** The product page's product (its masterId). */
  productId?: string | undefined;
  /** The category page's category. */
  categoryId?: string | undefined;
}

export interface GalleryFilter {
  productId?: string | undefined;
  category?: string | undefined;
  streamId?: string | undefined;
}

export type GalleryRequest =
  | { kind: 'customer' }
  | { kind: 'tag'; tag: string }
  | { kind: 'category'; categoryId: string }
  | { kind: 'stream'; streamId: string };

const PRODUCT = /^[A-Z0-9]{8,11}$/;
const CATEGORY = /^\d{4,10}$/;
const STREAM = /^[A-Za-z0-9_-]{1,64}$/;

/** A filter value with its placeholder replaced by the page's; undefined when it has none. */
export function fillPlaceholder(value: string | undefined, page: GalleryPage): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (trimmed === PRODUCT_ID_PLACEHOLDER) return page.productId || undefined;
  if (trimmed === CATEGORY_PLACEHOLDER) return page.categoryId || undefined;
  return trimmed;
}

/**
 * Which photos a gallery shows on a page: its product's stream (by the masterId tag), else
 * its category's photos, else its stream, each once its placeholder is filled from the page
 * (PRODUCT_ID: the page's product, CATEGORY: the page's category). An empty filter: the
 * brand's newest photos. Null when the page fills none of its fields, or a value is not an
 * id (no gallery then, rather than photos of "PRODUCT_ID").
 */
export function resolveGalleryFilter(
  filter: GalleryFilter,
  page: GalleryPage,
): GalleryRequest | null {
  const given = [filter.productId, filter.category, filter.streamId].some((value) => value?.trim());
  if (!given) return { kind: 'customer' };
  const productId = fillPlaceholder(filter.productId, page);
  if (productId) return PRODUCT.test(productId) ? { kind: 'tag', tag: productId } : null;
  const categoryId = fillPlaceholder(filter.category, page);
  if (categoryId) return CATEGORY.test(categoryId) ? { kind: 'category', categoryId } : null;
  const streamId = filter.streamId?.trim();
  if (streamId) return STREAM.test(streamId) ? { kind: 'stream', streamId } : null;
  return null;
}

/** The brand (the service's customer) of a site id `{brand}-{locale}`. */
export function customerOfSite(siteId: string | undefined): 'ridgeline' | 'tread' | null {
  const brand = siteId?.split('-')[0];
  return brand === 'ridgeline' || brand === 'tread' ? brand : null;
}

/**
 * The galleries on the page by container id: one gallery per container. `create` answers
 * false when the id already holds one (a second block with the same id stays empty);
 * `destroy` frees it again.
 */
export function createGalleryRegistry() {
  const live = new Map<string, symbol>();
  return {
    create(containerId: string, owner: symbol): boolean {
      const current = live.get(containerId);
      if (current && current !== owner) return false;
      live.set(containerId, owner);
      return true;
    },
    destroy(containerId: string, owner: symbol): void {
      if (live.get(containerId) === owner) live.delete(containerId);
    },
    has(containerId: string): boolean {
      return live.has(containerId);
    },
  };
}

/** The page's galleries (one document per browser tab). */
export const galleries = createGalleryRegistry();
