import type { SiteLocaleInfo } from '#i18n/index.ts';

/** A review's or question's day in the site's format ("Mar 4, 2026", "4 mars 2026"). */
export function formatDay(iso: string, site: Pick<SiteLocaleInfo, 'tag'>): string {
  return new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A language's name in the site's language ("French", "Französisch"). */
export function languageName(language: string, site: Pick<SiteLocaleInfo, 'tag'>): string {
  return new Intl.DisplayNames([site.tag], { type: 'language' }).of(language) ?? language;
}

/** The share of all reviews with `count` of them, as a bar's width (0–100, whole numbers). */
export function shareOf(count: number, total: number): number {
  if (total <= 0 || count <= 0) return 0;
  return Math.max(1, Math.round((count / total) * 100));
}
