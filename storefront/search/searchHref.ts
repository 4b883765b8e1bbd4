import type { SiteLocale } from '#i18n/index.ts';

/**
 * The search page's parameter for the text as typed, never corrected (the contract's
 * `exact`): the "Search instead for …" link after a spelling correction.
 */
export const EXACT_PARAM = 'exact';

/** The search page of a text: `/en-us/search?q=rain%20jacket` (the hub without one). */
export function searchHref(
  locale: SiteLocale,
  query: string,
  options: { exact?: boolean } = {},
): string {
  const text = query.trim();
  if (!text) return `/${locale}/search`;
  const exact = options.exact ? `&${EXACT_PARAM}=true` : '';
  return `/${locale}/search?q=${encodeURIComponent(text)}${exact}`;
}
