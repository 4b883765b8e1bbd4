import type { ContentSection } from '#api/contract/contentSections.ts';

/*
 * A category page shows its products in the first screen: of its CMS content only compact
 * pieces lead the page, the rest follows the products (banners, tiles, shoppers' photos,
 * carousels, questions and answers).
 */

/** Notices above the page's title (a promo bar). */
const noticeBlocks: ReadonlySet<string> = new Set(['PromoBar']);
/** Kept with the title: a short introduction and the sub-navigation. */
const headerBlocks: ReadonlySet<string> = new Set(['RichText', 'SecondaryNav']);

export interface CategoryContentSlots {
  /** Above the breadcrumbs and the title. */
  notices: ContentSection[];
  /** Below the title, above the listing. */
  header: ContentSection[];
  /** Below the listing. */
  below: ContentSection[];
}

/**
 * The document's leading run of notices and header pieces, in the editor's order, goes
 * above the listing; from the first other section on, everything goes below it.
 */
export function categoryContentSlots(sections: readonly ContentSection[]): CategoryContentSlots {
  const slots: CategoryContentSlots = { notices: [], header: [], below: [] };
  let index = 0;
  for (; index < sections.length; index++) {
    const section = sections[index] as ContentSection;
    if (noticeBlocks.has(section.component)) slots.notices.push(section);
    else if (headerBlocks.has(section.component)) slots.header.push(section);
    else break;
  }
  slots.below = sections.slice(index);
  return slots;
}
