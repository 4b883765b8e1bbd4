import { idOfSlugSegment } from '../site/paths.ts';
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

// ——— Interaction origins (spec §9 "default interaction origins include search, grid, finders") ———

/** Where a shopper can come to a product from: search results, a category grid, a finder. */
export const interactionOrigins = ['search', 'grid', 'finders'] as const;
export type InteractionOrigin = (typeof interactionOrigins)[number];

/** The origins a site tracks unless its settings say otherwise (STORE_SETTINGS). */
export const defaultInteractionOrigins: readonly InteractionOrigin[] = Object.freeze([
  ...interactionOrigins,
]);

export const isInteractionOrigin = (value: unknown): value is InteractionOrigin =>
  (interactionOrigins as readonly unknown[]).includes(value);

/** Names the origin of the product links inside an element: `data-interaction-origin="grid"`. */
export const INTERACTION_ORIGIN_ATTRIBUTE = 'data-interaction-origin';

/** Where a product link's origin waits for the product page's view (the tab's session storage). */
export const INTERACTION_ORIGIN_KEY = 'cairn.interactionOrigin';

/** The product id of a product page's path (`/{locale}/p/{slug}-{productId}`), else null. */
export function productIdOfPath(pathname: string): string | null {
  const match = /^\/[a-z]{2}-[a-z]{2}\/p\/([^/]+)\/?$/.exec(pathname);
  return match ? idOfSlugSegment(match[1], 'product') : null;
}

/** What a click needs of the DOM (an Element), so the rule reads without a browser. */
export interface ClickTarget {
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

/** A click on a link to a product page, and the origin it counts for (null: none tracked). */
export interface ProductLinkClick {
  productId: string;
  origin: InteractionOrigin | null;
}

/**
 * The product link a click landed in (`target` the event's, `baseUrl` the page's), and its
 * origin: the nearest container's `data-interaction-origin`, when the site tracks it.
 * Null when the click is on no link to a product page.
 */
export function productLinkClick(
  target: ClickTarget,
  baseUrl: string,
  tracked: readonly InteractionOrigin[],
): ProductLinkClick | null {
  const href = target.closest('a[href]')?.getAttribute('href');
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, baseUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(baseUrl).origin) return null;
  const productId = productIdOfPath(url.pathname);
  if (!productId) return null;
  const named = target
    .closest(`[${INTERACTION_ORIGIN_ATTRIBUTE}]`)
    ?.getAttribute(INTERACTION_ORIGIN_ATTRIBUTE);
  const origin = isInteractionOrigin(named) && tracked.includes(named) ? named : null;
  return { productId, origin };
}

/** The part of `Storage` the notes use. */
export type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage; null on the server and where the browser refuses it. */
export function tabStorage(): NoteStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remember where the shopper is going to a product from, for its page's view; a product
 * link of no tracked origin clears what an earlier one left.
 */
export function noteInteractionOrigin(storage: NoteStorage | null, click: ProductLinkClick): void {
  if (!storage) return;
  if (click.origin) {
    storage.setItem(
      INTERACTION_ORIGIN_KEY,
      JSON.stringify({ productId: click.productId, origin: click.origin }),
    );
  } else {
    storage.removeItem(INTERACTION_ORIGIN_KEY);
  }
}

/**
 * A navigation to `href` the page makes itself (a suggestion chosen from a list, no link
 * clicked), from `origin`: noted as a click on a product link there would be.
 */
export function noteProductNavigation(
  href: string,
  origin: InteractionOrigin,
  tracked: readonly InteractionOrigin[],
): void {
  if (typeof window === 'undefined') return;
  const productId = productIdOfPath(new URL(href, window.location.href).pathname);
  if (!productId) return;
  noteInteractionOrigin(tabStorage(), {
    productId,
    origin: tracked.includes(origin) ? origin : null,
  });
}

/** The origin noted for the product page at `pathname`, if the shopper came to it from one. */
export function interactionOriginFor(
  storage: NoteStorage | null,
  pathname: string,
): InteractionOrigin | null {
  const productId = productIdOfPath(pathname);
  const text = productId ? storage?.getItem(INTERACTION_ORIGIN_KEY) : null;
  if (!text) return null;
  try {
    const note = JSON.parse(text) as { productId?: unknown; origin?: unknown };
    return note.productId === productId && isInteractionOrigin(note.origin) ? note.origin : null;
  } catch {
    return null;
  }
}

/** The page view of spec §2's page types; a product page's carries where the shopper came from. */
export function pageViewEvent(view: {
  pageType: PageType;
  brand: string;
  locale: string;
  path: string;
  interactionOrigin: InteractionOrigin | null;
}): DataLayerEvent {
  const { interactionOrigin, ...rest } = view;
  return { event: 'page_view', ...rest, ...(interactionOrigin ? { interactionOrigin } : {}) };
}
