import { describe, expect, it } from 'vitest';
import { contentDocument } from '#api/contract/content.ts';
import type { ContentSection } from '#api/contract/contentSections.ts';
import { contentEntries } from '#demo/content/index.ts';
import { segmentConditions } from '../renderer/personalization.ts';
import {
  DISMISSED_POPUPS_KEY,
  DISMISSED_POPUPS_MAX,
  dismissPopUp,
  parseDismissedPopups,
  readDismissedPopups,
} from './dismissedPopups.ts';
import { choosePopUp, POPUP_DEFAULT_DELAY_MS, popUpLabel, popUpSections } from './popUp.ts';
import {
  POPUP_VISIT_KEY,
  parsePopUpVisit,
  readPopUpVisit,
  recordPopUpVisit,
} from './popUpVisit.ts';

const entry = contentEntries().find(
  (candidate) => candidate.document.id === 'ridgeline-en-us-popups-popups',
);
const sections = contentDocument.parse(entry?.document).sections;
const guest = { conditions: segmentConditions({ loggedIn: false }) };
const member = { conditions: segmentConditions({ loggedIn: true }) };
const newsletter = 'ridgeline-en-us-newsletter-popup';
const registration = 'ridgeline-en-us-registration-popup';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    values,
  };
}

describe('pop-up label (spec §9)', () => {
  it('is Newsletter when the name contains newsletter, in any case', () => {
    expect(popUpLabel('newsletter pop-up')).toEqual({ kind: 'newsletter', label: 'Newsletter' });
    expect(popUpLabel('Spring NEWSLETTER')).toEqual({ kind: 'newsletter', label: 'Newsletter' });
  });

  it('is Account with title Registration otherwise, a missing name too', () => {
    const account = { kind: 'account', label: 'Account', title: 'Registration' };
    expect(popUpLabel('account registration pop-up')).toEqual(account);
    expect(popUpLabel('news letter')).toEqual(account);
    expect(popUpLabel(undefined)).toEqual(account);
  });

  it('has the spec default delay of 2000 ms', () => {
    expect(POPUP_DEFAULT_DELAY_MS).toBe(2000);
  });
});

describe('pop-up choice (spec §2: the first not yet dismissed)', () => {
  it('finds the pop-ups in order, the guest-only one only for guests', () => {
    expect(popUpSections(sections, guest).map((section) => section.id)).toEqual([
      newsletter,
      registration,
    ]);
    expect(popUpSections(sections, member).map((section) => section.id)).toEqual([newsletter]);
  });

  it('shows the first, then the next once the first is dismissed, then none', () => {
    expect(choosePopUp(sections, [], guest)?.id).toBe(newsletter);
    expect(choosePopUp(sections, [newsletter], guest)?.id).toBe(registration);
    expect(choosePopUp(sections, [newsletter, registration], guest)).toBeNull();
    expect(choosePopUp(sections, [newsletter], member)).toBeNull();
    expect(choosePopUp([], [], guest)).toBeNull();
  });

  it('meets at most one pop-up per visit: only the visit’s own, and none once it is dismissed', () => {
    const shown = { id: newsletter, expanded: true };
    expect(choosePopUp(sections, [], guest, undefined, shown)?.id).toBe(newsletter);
    // The newsletter closed this visit: the registration waits for the next visit.
    expect(choosePopUp(sections, [newsletter], guest, undefined, shown)).toBeNull();
    expect(choosePopUp(sections, [newsletter], guest, undefined, null)?.id).toBe(registration);
    // The visit's pop-up is no longer there for this shopper (or refused): none either.
    expect(
      choosePopUp(sections, [], guest, ['newsletter'], { id: registration, expanded: false }),
    ).toBeNull();
  });

  it('leaves out account registration while sign-up is off (spec §6 allowNewSignUp)', () => {
    expect(choosePopUp(sections, [], guest, ['newsletter'])?.id).toBe(newsletter);
    expect(choosePopUp(sections, [newsletter], guest, ['newsletter'])).toBeNull();
  });

  it('looks inside experiences (the baseline without a decision) and skips other blocks', () => {
    const popUp = (id: string, name: string): ContentSection =>
      ({ id, name, component: 'PopUp', props: {}, options: {} }) as unknown as ContentSection;
    const experience = {
      id: 'exp',
      component: 'Experience',
      options: {},
      props: {
        experienceId: 'e1',
        type: 'experiment',
        baselines: [popUp('base', 'newsletter')],
        variants: [{ name: 'B', variantId: 'v-b', targets: [popUp('variant', 'account')] }],
      },
    } as unknown as ContentSection;
    const spacer = { id: 's', component: 'Spacer', props: {}, options: {} } as ContentSection;
    expect(choosePopUp([spacer, experience], [])?.id).toBe('base');
    expect(choosePopUp([experience], [], { decide: () => 'v-b' })?.id).toBe('variant');
  });
});

describe('dismissedPopups persistence', () => {
  it('reads an empty list from nothing and from anything but an array of strings', () => {
    expect(parseDismissedPopups(null)).toEqual([]);
    expect(parseDismissedPopups('not json')).toEqual([]);
    expect(parseDismissedPopups('{"a":1}')).toEqual([]);
    expect(parseDismissedPopups('["a",2,"b"]')).toEqual(['a', 'b']);
  });

  it('adds an id once under dismissedPopups and reads it back', () => {
    const storage = memoryStorage();
    expect(dismissPopUp('a', storage)).toEqual(['a']);
    expect(dismissPopUp('b', storage)).toEqual(['a', 'b']);
    expect(dismissPopUp('a', storage)).toEqual(['b', 'a']);
    expect(storage.values.get(DISMISSED_POPUPS_KEY)).toBe('["b","a"]');
    expect(readDismissedPopups(storage)).toEqual(['b', 'a']);
  });

  it('keeps the most recent ids within its bound', () => {
    const storage = memoryStorage();
    for (let index = 0; index < DISMISSED_POPUPS_MAX + 5; index += 1) {
      dismissPopUp(`p${index}`, storage);
    }
    const list = readDismissedPopups(storage);
    expect(list).toHaveLength(DISMISSED_POPUPS_MAX);
    expect(list.at(-1)).toBe(`p${DISMISSED_POPUPS_MAX + 4}`);
    expect(list[0]).toBe('p5');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDismissedPopups(broken)).toEqual([]);
    expect(dismissPopUp('a', broken)).toEqual(['a']);
    expect(readDismissedPopups(null)).toEqual([]);
  });
});

describe('the visit’s pop-up (sessionStorage popUpOfVisit)', () => {
  it('reads none from nothing and from anything but { id, expanded }', () => {
    expect(parsePopUpVisit(null)).toBeNull();
    expect(parsePopUpVisit('not json')).toBeNull();
    expect(parsePopUpVisit('["a"]')).toBeNull();
    expect(parsePopUpVisit('{"id":"a"}')).toBeNull();
    expect(parsePopUpVisit('{"id":"a","expanded":true}')).toEqual({ id: 'a', expanded: true });
  });

  it('keeps the first pop-up shown, and that it expanded, for the rest of the visit', () => {
    const storage = memoryStorage();
    expect(recordPopUpVisit('a', false, storage)).toEqual({ id: 'a', expanded: false });
    // Another pop-up does not take over the visit.
    expect(recordPopUpVisit('b', true, storage)).toEqual({ id: 'a', expanded: false });
    expect(recordPopUpVisit('a', true, storage)).toEqual({ id: 'a', expanded: true });
    // Shown minimized again on the next page: it has still expanded once this visit.
    expect(recordPopUpVisit('a', false, storage)).toEqual({ id: 'a', expanded: true });
    expect(storage.values.get(POPUP_VISIT_KEY)).toBe('{"id":"a","expanded":true}');
    expect(readPopUpVisit(storage)).toEqual({ id: 'a', expanded: true });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPopUpVisit(broken)).toBeNull();
    expect(recordPopUpVisit('a', true, broken)).toEqual({ id: 'a', expanded: true });
    expect(readPopUpVisit(null)).toBeNull();
  });
});
