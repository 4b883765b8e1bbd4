import type { SiteLocale } from '#i18n/index.ts';

/*
 * Product and category URLs (spec §2): `/{locale}/p/{slug}-{productId}` with a product id
 * of 8 to 11 upper-case letters or digits, `/{locale}/c/{slug}-{categoryId}` with a
 * category id of 4 to 10 digits. The id is what follows the last `-`; the slug is only
 * for people and search engines, so a wrong one redirects to the canonical URL.
 */

const idPatterns = {
  product: /^[A-Z0-9]{8,11}$/,
  category: /^\d{4,10}$/,
} as const;

export type PathKind = keyof typeof idPatterns;

/** The id of a `{slug}-{id}` segment, or null when it is not a well-formed one. */
export function idOfSlugSegment(segment: string | undefined, kind: PathKind): string | null {
  if (!segment) return null;
  const dash = segment.lastIndexOf('-');
  const id = dash < 0 ? segment : segment.slice(dash + 1);
  return idPatterns[kind].test(id) ? id : null;
}

/**
 * The permanent redirect (308) to `canonicalPath` when the request's path is not it; the
 * query is kept. Undefined when the request is on the canonical URL already.
 */
export function canonicalRedirect(requestUrl: string, canonicalPath: string): string | undefined {
  const url = new URL(requestUrl);
  // A client navigation's data request (`/en-us/p/….data?_routes=…`) is the same page.
  const pathname = url.pathname.replace(/\.data$/, '');
  if (decodeURIComponent(pathname) === canonicalPath) return undefined;
  url.searchParams.delete('_routes');
  return `${canonicalPath}${url.search}`;
}

/** The same page on another site: the path's locale segment swapped, the query kept. */
export function pathOnSite(pathname: string, search: string, locale: SiteLocale): string {
  const [, , ...rest] = pathname.split('/');
  return `/${[locale, ...rest].join('/').replace(/\/$/, '')}${search}`;
}
