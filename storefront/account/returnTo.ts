import type { SiteLocale } from '#i18n/index.ts';

/**
 * Where a sign-in page goes when it is done: `?returnTo=` when it is a page of the same
 * site (a path below `/{locale}/`, never another origin or a protocol-relative URL), else
 * the account.
 */
export function returnPathOf(search: URLSearchParams, locale: SiteLocale): string {
  const wanted = search.get('returnTo') ?? '';
  const own = `/${locale}/`;
  if (wanted.startsWith(own) && !wanted.startsWith('//') && !/[\\\r\n]/.test(wanted)) {
    return wanted;
  }
  return `/${locale}/account`;
}

/** The sign-in page that comes back here afterwards. */
export function signInPathFor(locale: SiteLocale, returnTo: string): string {
  return `/${locale}/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
}
