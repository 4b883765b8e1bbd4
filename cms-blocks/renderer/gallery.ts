/** The path segment of the customs (product customizer) pages. */
export const CUSTOMS_PATH_SEGMENT = 'customs';

/**
 * Spec §2: the product gallery block is hidden on the customs path and on a product page
 * (`pageType` PDP, spec §2 page types). `path` may carry a query and a hash.
 */
export function galleryHidden(path: string, pageType: string | undefined): boolean {
  if (pageType === 'PDP') return true;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.split('/').some((segment) => segment.toLowerCase() === CUSTOMS_PATH_SEGMENT);
}
