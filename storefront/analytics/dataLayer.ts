import type { Consent } from './consent.ts';

/*
 * The analytics data layer: `window.dataLayer`, the array tag managers read. Every event
 * needs the analytics group (C0002); without it nothing is pushed (EMEA until the visitor
 * agrees: meanwhile the blocks' events wait in `consentGatedDataLayer`). Page views carry
 * the page type of spec §2.
 */

export type PageType =
  | 'PDP'
  | 'PLP'
  | 'Cart'
  | 'Account'
  | 'Search'
  | 'SearchHub'
  | 'Home'
  | 'Order Confirmation'
  | 'Checkout'
  | 'Error'
  | 'Other';

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Push an event when the consent allows analytics; answers whether it was pushed. */
export function pushEvent(consent: Consent, event: DataLayerEvent): boolean {
  if (typeof window === 'undefined' || !consent.C0002) return false;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return true;
}

/** Spec §9 sets no bound: this many events wait for the visitor's answer, the oldest go. */
export const MAX_HELD_EVENTS = 200;

/**
 * The data layer behind the consent: until the visitor of an EMEA site has answered (or
 * before the browser has read the stored answer), events are held, not lost: the
 * experiences' `product.onMonetateActiveExperiences` fire on the first render, well before
 * anyone clicks the banner. The answer replays them in order (analytics granted) or
 * discards them (refused).
 */
export interface ConsentGatedDataLayer {
  /** Push now, hold until the answer, or drop (refused): answers which. */
  push: (event: DataLayerEvent) => 'pushed' | 'held' | 'dropped';
  /** The consent now: `undefined` while unanswered (or not read yet). */
  decide: (consent: Consent | undefined) => void;
  held: () => readonly DataLayerEvent[];
}

export function consentGatedDataLayer(
  initial: Consent | undefined,
  maxHeld = MAX_HELD_EVENTS,
): ConsentGatedDataLayer {
  let consent = initial;
  let held: DataLayerEvent[] = [];
  return {
    push(event) {
      if (consent === undefined) {
        held.push(event);
        if (held.length > maxHeld) held.shift();
        return 'held';
      }
      return pushEvent(consent, event) ? 'pushed' : 'dropped';
    },
    decide(next) {
      consent = next;
      if (next === undefined) return;
      const waiting = held;
      held = [];
      if (next.C0002) for (const event of waiting) pushEvent(next, event);
    },
    held: () => held,
  };
}

/** A route's `handle.pageType`: a page type, or a function of the route's loader data. */
export type PageTypeHandle = PageType | ((data: unknown) => PageType);

/** The page type of the deepest route that names one; Other when none does. */
export function pageTypeOf(
  matches: readonly { handle?: unknown; loaderData?: unknown; data?: unknown }[],
): PageType {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { pageType?: PageTypeHandle } | undefined;
    const pageType = handle?.pageType;
    if (typeof pageType === 'function') return pageType(match.loaderData ?? match.data);
    if (pageType) return pageType;
  }
  return 'Other';
}
