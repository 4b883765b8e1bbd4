import type {
  BlockSection,
  ContentSection,
  ExperienceSection,
  SegmentationSection,
} from '#api/contract/contentSections.ts';
import {
  chooseExperience,
  chooseSegment,
  type PersonalizationInput,
} from '../renderer/personalization.ts';
import type { PopUpVisit } from './popUpVisit.ts';

/*
 * The pop-up manager's choices (spec §2, §4, §9), without zod: the store runs them on every
 * page to learn whether there is a pop-up to show before it fetches the pop-up's code.
 */

/** Spec §9: pop-up delay default 2000 ms. */
export const POPUP_DEFAULT_DELAY_MS = 2000;

export const popUpLogoSizes = ['small', 'medium', 'large'] as const;

export const popUpKinds = ['newsletter', 'account'] as const;
export type PopUpKind = (typeof popUpKinds)[number];

/** How a pop-up is labelled (spec §9): the analytics label, and its kind for the form and text. */
export interface PopUpLabel {
  kind: PopUpKind;
  /** `Newsletter` or `Account` (analytics). */
  label: 'Newsletter' | 'Account';
  /** The account pop-up's analytics title, `Registration`; the newsletter's is its own title. */
  title?: 'Registration';
}

/** Spec §9: labelled Newsletter if its name contains 'newsletter', else Account with title Registration. */
export function popUpLabel(name: string | undefined): PopUpLabel {
  if ((name ?? '').toLowerCase().includes('newsletter')) {
    return { kind: 'newsletter', label: 'Newsletter' };
  }
  return { kind: 'account', label: 'Account', title: 'Registration' };
}

/** The pop-ups of the document in order, wrappers resolved for this shopper (spec §4). */
export function popUpSections(
  sections: readonly ContentSection[],
  personalization: PersonalizationInput = {},
): BlockSection[] {
  const found: BlockSection[] = [];
  const visit = (list: readonly ContentSection[]) => {
    for (const section of list) {
      if (section.component === 'Segmentation') {
        const choice = chooseSegment(section as SegmentationSection, personalization);
        visit(choice.kind === 'segment' ? choice.segment.targets : choice.sections);
      } else if (section.component === 'Experience') {
        const choice = chooseExperience(section as ExperienceSection, personalization);
        if (choice.kind !== 'skip') visit(choice.sections);
      } else if (section.component === 'PopUp') {
        found.push(section as BlockSection);
      }
    }
  };
  visit(sections);
  return found;
}

/**
 * Spec §2: the first pop-up not yet dismissed, or null. `kinds`: the kinds the site can show
 * (no account registration while sign-up is switched off, spec §6 allowNewSignUp). `visit`:
 * the pop-up already shown this visit (popUpVisit.ts), if any: then only that one may show,
 * and none once it is dismissed, so a visit meets at most one pop-up (issue 46).
 */
export function choosePopUp(
  sections: readonly ContentSection[],
  dismissed: readonly string[],
  personalization: PersonalizationInput = {},
  kinds: readonly PopUpKind[] = popUpKinds,
  visit: PopUpVisit | null = null,
): BlockSection | null {
  return (
    popUpSections(sections, personalization).find(
      (section) =>
        (visit === null || section.id === visit.id) &&
        !dismissed.includes(section.id) &&
        kinds.includes(popUpLabel(section.name).kind),
    ) ?? null
  );
}
