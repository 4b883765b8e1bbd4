import type { Brand } from '#api/contract/common.ts';
import type { ContentSectionInput } from '#api/contract/contentSections.ts';

/**
 * The product page's own shopper-photo gallery: the product's stream of the social media
 * content service, tagged with its masterId (spec §7 Products: "masterId used for gallery
 * tag"). A CMS `Gallery` section is hidden on product pages (spec §2); this one is part of
 * the page, in a container of its own, loaded once it comes into view.
 */
export function communityGallerySection(brand: Brand): ContentSectionInput {
  return {
    id: 'product-community-gallery',
    component: 'Gallery',
    props: { containerId: `${brand}-product-gallery`, filter: { productId: 'PRODUCT_ID' } },
    options: { hydration: 'visible' },
  };
}
