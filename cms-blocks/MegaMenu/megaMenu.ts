import type { ContentSection } from '#api/contract/contentSections.ts';
import type { SectionErrorInfo } from '../renderer/context.tsx';
import { normalizeSections } from '../renderer/normalize.ts';
import {
  chooseExperience,
  chooseSegment,
  type PersonalizationInput,
} from '../renderer/personalization.ts';
import { type MegaMenuItem, type MenuLink, megaMenuItemSchema } from './MegaMenu.schema.ts';

/** Whether an item opens a panel (it has something below it) or is a plain link. */
export function hasPanel(item: MegaMenuItem): boolean {
  return item.columns.length > 0 || item.menuBanner !== null || item.visualSelectors.length > 0;
}

/** The top-level "shop all" entry: the author's override, else "Shop all {title}". */
export function shopAllLink(item: MegaMenuItem, label: (name: string) => string): MenuLink {
  return item.overrideShopAll ?? { title: label(item.title), target: item.target };
}

/**
 * The top-level items of a menu document (spec §7 `menu/{siteId}`: one `MegaMenu` section
 * per item), with experiences and segmentations resolved like the page renderer does.
 * Invalid items are left out and listed, to be logged as `CMS Error: MegaMenu, id`.
 */
export function menuItemsFromSections(
  inputs: readonly unknown[],
  personalization: PersonalizationInput = {},
): { items: (MegaMenuItem & { id: string })[]; errors: SectionErrorInfo[] } {
  const { sections, errors } = normalizeSections(inputs);
  const items: (MegaMenuItem & { id: string })[] = [];
  visitMenu(sections, personalization, (section) => {
    if (section.component === 'MegaMenu') {
      const parsed = megaMenuItemSchema.safeParse(section.props);
      if (parsed.success) items.push({ ...parsed.data, id: section.id });
      else
        errors.push({
          component: 'MegaMenu',
          id: section.id,
          reason: 'invalid',
          error: parsed.error,
        });
    } else {
      errors.push({
        component: section.component,
        id: section.id,
        reason: 'unknown',
        error: new Error(`A menu holds MegaMenu sections, not "${section.component}"`),
      });
    }
  });
  return { items, errors };
}

/**
 * The top-level items of menu sections checked before (renderer/check.ts, against the
 * MegaMenu block alone): each item's props are already the schema's output, so nothing is
 * parsed here and no zod is needed (the store checks its menu on the server).
 */
export function checkedMenuItems(
  sections: readonly ContentSection[],
  personalization: PersonalizationInput = {},
): (MegaMenuItem & { id: string })[] {
  const items: (MegaMenuItem & { id: string })[] = [];
  visitMenu(sections, personalization, (section) => {
    if (section.component === 'MegaMenu') {
      items.push({ ...(section.props as MegaMenuItem), id: section.id });
    }
  });
  return items;
}

/** Experiences and segmentations resolved like the page renderer does; items to `take`. */
function visitMenu(
  list: readonly ContentSection[],
  personalization: PersonalizationInput,
  take: (section: ContentSection) => void,
): void {
  for (const section of list) {
    if (section.component === 'Experience') {
      const choice = chooseExperience(section as never, personalization);
      if (choice.kind !== 'skip') visitMenu(choice.sections, personalization, take);
    } else if (section.component === 'Segmentation') {
      const choice = chooseSegment(section as never, personalization);
      const chosen = choice.kind === 'segment' ? choice.segment.targets : choice.sections;
      visitMenu(chosen, personalization, take);
    } else {
      take(section);
    }
  }
}
