import { articleEntries, journalEntry } from './articles.ts';
import type { ContentEntry } from './documents.ts';
import { eventEntries } from './events.ts';
import { filmsPageEntry } from './films.ts';
import { footerEntry } from './footer.ts';
import { fragmentEntries } from './fragments.ts';
import { homeEntries } from './home.ts';
import { categoryEntries, productEntries, searchEntries } from './landing.ts';
import { menuEntry } from './menu.ts';
import { pageEntries } from './pages.ts';
import { popupsEntry } from './popups.ts';
import { type ContentSite, contentSites } from './sites.ts';

/**
 * The demo content system: every document of every site (both brands × six locales), as
 * versions with their publication window. The service seeds its content tables from it and
 * the MSW handlers answer from it, so stories, tests and the running store agree.
 */
export function siteEntries(site: ContentSite): ContentEntry[] {
  return [
    ...homeEntries(site),
    ...fragmentEntries(site),
    menuEntry(site),
    footerEntry(site),
    popupsEntry(site),
    ...pageEntries(site),
    ...eventEntries(site),
    filmsPageEntry(site),
    journalEntry(site),
    ...articleEntries(site),
    ...categoryEntries(site),
    ...searchEntries(site),
    ...productEntries(site),
  ];
}

let cache: ContentEntry[] | undefined;

/** All versions of all documents (built once, then shared). */
export function contentEntries(): ContentEntry[] {
  cache ??= contentSites.flatMap(siteEntries);
  return cache;
}

export { articleSlug, articleTags, JOURNAL_SLUG } from './articles.ts';
export type { ContentEntry } from './documents.ts';
export { documentId } from './documents.ts';
export { DEMO_EVENT_DAYS, demoEventId, EVENT_PAGE_SLUG } from './events.ts';
export { legalLinks } from './footer.ts';
export { fragmentId } from './fragments.ts';
export { POPUP_DEFAULT_DELAY_MS } from './popups.ts';
export type { ContentSite } from './sites.ts';
export { contentSites, findContentSite, sitePath } from './sites.ts';
