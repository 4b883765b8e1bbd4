import { useMemo } from 'react';
import type { ContentDocument } from '#api/contract/content.ts';
import { getMenu } from '#api/contract/content.ts';
import type { ContentSection } from '#api/contract/contentSections.ts';
import { logSectionError } from '../renderer/normalize.ts';
import type { PersonalizationInput } from '../renderer/personalization.ts';
import { useContentDocument } from '../renderer/useContentDocument.ts';
import { MegaMenu } from './MegaMenu.tsx';
import { checkedMenuItems, menuItemsFromSections } from './megaMenu.ts';

const logged = new WeakSet<object>();

export interface MegaMenuFromDocumentProps {
  /** The menu document (`menu/{siteId}`). */
  document: Pick<ContentDocument, 'sections'>;
  personalization?: PersonalizationInput;
}

/**
 * The site's mega menu from its content document: one `MegaMenu` section per top-level
 * item. An invalid item is skipped and logged (`CMS Error: MegaMenu, id`), the others show.
 */
export function MegaMenuFromDocument({ document, personalization }: MegaMenuFromDocumentProps) {
  const result = useMemo(
    () => menuItemsFromSections(document.sections, personalization),
    [document.sections, personalization],
  );
  if (!logged.has(result)) {
    logged.add(result);
    for (const error of result.errors) logSectionError(error);
  }
  return <MegaMenu items={result.items} />;
}

/**
 * The site's mega menu from menu sections checked before (renderer/check.ts against the
 * MegaMenu block, on the server: the store's site loader), without zod in the browser.
 */
export function CheckedMegaMenu({
  sections,
  personalization,
}: {
  sections: readonly ContentSection[];
  personalization?: PersonalizationInput;
}) {
  const items = useMemo(
    () => checkedMenuItems(sections, personalization),
    [sections, personalization],
  );
  return <MegaMenu items={items} />;
}

/** The connected menu: fetches `menu/{siteId}` (preview parameters pass through). */
export function SiteMegaMenu({
  siteId,
  personalization,
}: {
  siteId: string;
  personalization?: PersonalizationInput;
}) {
  const { data } = useContentDocument(getMenu, { siteId });
  if (!data) return null;
  return <MegaMenuFromDocument document={data} personalization={personalization} />;
}
