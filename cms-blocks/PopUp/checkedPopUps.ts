import { z } from 'zod';
import type { ContentDocument } from '#api/contract/content.ts';
import { walkSections } from '#api/contract/contentSections.ts';
import { logSectionErrorAs } from '../renderer/log.ts';
import { type PopUpContent, popUpSchema } from './PopUp.schema.ts';

/** The site's pop-ups as the store hands them to the browser: checked where zod already is. */
export interface CheckedPopUps {
  /** The document's sections, wrappers included (the browser resolves them per shopper). */
  sections: ContentDocument['sections'];
  /** Each valid pop-up's content by section id; a pop-up missing here is not shown. */
  popUps: Record<string, PopUpContent>;
}

/**
 * Checks every pop-up of the document with its schema (spec §8: a payload the schema refuses
 * is skipped and logged), on the server, so the browser's pop-up manager needs no zod.
 */
export function checkPopUps(document: Pick<ContentDocument, 'sections'>): CheckedPopUps {
  const popUps: Record<string, PopUpContent> = {};
  walkSections(document.sections, (section) => {
    if (section.component !== 'PopUp' || !('props' in section)) return;
    const parsed = popUpSchema.safeParse(section.props);
    if (parsed.success) popUps[section.id] = parsed.data;
    else {
      logSectionErrorAs(
        { component: 'PopUp', id: section.id, reason: 'invalid', error: parsed.error },
        z.prettifyError(parsed.error),
      );
    }
  });
  return { sections: document.sections, popUps };
}
