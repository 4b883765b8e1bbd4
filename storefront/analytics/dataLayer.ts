import type { Consent } from './consent.ts';

/*
 * The analytics data layer: `window.dataLayer`, the array tag managers read. Every event
 * needs the analytics group (C0002); without it nothing is pushed (EMEA until the visitor
 * agrees). Page views carry the page type of spec §2.
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
