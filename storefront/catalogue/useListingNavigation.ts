import { useCallback, useEffect, useRef, useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useNavigate, useNavigation } from 'react-router';
import { useApiClient } from '#api/client/react.tsx';
import type { FacetId, ProductSearchResult } from '#api/contract/search.ts';
import {
  type ListingState,
  listingKey,
  listingScope,
  listingState,
  SKELETON_DELAY_MS,
} from './listing.ts';
import { loadListing, loadNextPage } from './loadListing.ts';

/*
 * A listing's controls (facets, chips, sort, load more) fetch the products they lead to in
 * the browser first, and change the URL once they are there: while a slow answer comes the
 * grid shows its skeleton (or "load more" is busy), a failure leaves the products and the
 * URL as they were with a message, and the page's loader need not run again for what the
 * browser already has (the category route's `shouldRevalidate`). The back button comes
 * back to the same products, from here or from the loader.
 */

/** A refinement (facets, chips, sort) or the next page. */
export type ListingRequestKind = 'refine' | 'more';

export interface ListingView {
  result: ProductSearchResult;
  state: ListingState;
}

/** Listings fetched in the browser, by `listingKey`, newest last (a few back-button steps). */
const fetched = new Map<string, ListingView>();
const FETCHED_KEPT = 12;

function remember(key: string, view: ListingView) {
  fetched.delete(key);
  fetched.set(key, view);
  for (const old of fetched.keys()) {
    if (fetched.size <= FETCHED_KEPT) break;
    fetched.delete(old);
  }
}

const keyOfUrl = (url: URL, facets: readonly FacetId[]) =>
  listingKey(url.pathname, listingState(url, facets));

/** Forget what the browser fetched (a story or test starting afresh). */
export function forgetFetchedListings() {
  fetched.clear();
}

/**
 * A listing route's `shouldRevalidate`: moving to a state of the same listing the browser
 * has just fetched needs no loader (the page shows what it fetched); anything else as usual.
 */
export function listingShouldRevalidate(
  { currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs,
  facets: readonly FacetId[],
): boolean {
  const moving = currentUrl.href !== nextUrl.href && currentUrl.pathname === nextUrl.pathname;
  return moving && fetched.has(keyOfUrl(nextUrl, facets)) ? false : defaultShouldRevalidate;
}

/**
 * What the listing shows for the URL: what the loader answered when it is of this URL,
 * else what the browser fetched for it (its loader skipped), else the loader's answer.
 */
export function useListingView(
  loaded: ListingView,
  url: URL,
  facets: readonly FacetId[],
): ListingView {
  const navigation = useNavigation();
  const key = keyOfUrl(url, facets);
  // The search page runs its loader after the move too: the fetched products show meanwhile.
  const target =
    navigation.state === 'loading' && navigation.location.pathname === url.pathname
      ? fetched.get(
          keyOfUrl(
            new URL(`${navigation.location.pathname}${navigation.location.search}`, url),
            facets,
          ),
        )
      : undefined;
  if (target) return target;
  if (listingKey(url.pathname, loaded.state) === key) return loaded;
  return fetched.get(key) ?? loaded;
}

export interface ListingNavigation {
  /**
   * Fetch the listing `to` leads to from the latest URL (the page's, or the one a request
   * under way leads to, so that quick choices add up), then go there.
   */
  go: (to: (from: URL) => string, kind: ListingRequestKind) => void;
  /** The request under way, if any, with the state it asks for. */
  pending: { kind: ListingRequestKind; state: ListingState } | null;
  /** A refinement is slow: the grid shows its skeleton. */
  showSkeleton: boolean;
  /** The last request failed (until the next one). */
  failed: ListingRequestKind | null;
  /**
   * The last request that landed (a new one each time): after "load more", with the index
   * of its first new card.
   */
  landed: { kind: 'refine' } | { kind: 'more'; firstNew: number } | null;
}

interface Request {
  id: number;
  kind: ListingRequestKind;
  state: ListingState;
  /** The `listingKey` it leads to. */
  key: string;
  /** After "load more", the index of the first new card. */
  firstNew: number;
}

export function useListingNavigation(
  view: ListingView,
  url: URL,
  facets: readonly FacetId[],
): ListingNavigation {
  const api = useApiClient();
  const navigate = useNavigate();
  const [request, setRequest] = useState<Request | null>(null);
  const [failed, setFailed] = useState<ListingRequestKind | null>(null);
  const [slow, setSlow] = useState(false);
  const [landed, setLanded] = useState<ListingNavigation['landed']>(null);
  const sequence = useRef(0);
  // The latest view and URL for the callback, which stays the same across renders.
  const current = useRef({ view, url });
  current.current = { view, url };
  // What the next choice builds on: the page's URL once it moves (a landing, the back
  // button, a link), the URL a request leads to while it is under way.
  const latest = useRef(url);
  const href = url.href;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's text is what moves.
  useEffect(() => {
    latest.current = current.current.url;
  }, [href]);
  // The request is over once the page shows its URL (the router commits the move a little
  // after it resolves): until then its skeleton or busy button stays.
  const here = keyOfUrl(url, facets);
  const arrived = request !== null && request.key === here;

  useEffect(() => {
    if (request?.kind !== 'refine') return;
    const timer = setTimeout(() => setSlow(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [request]);

  useEffect(() => {
    if (!request || !arrived) return;
    setRequest(null);
    setSlow(false);
    setLanded(
      request.kind === 'more' ? { kind: 'more', firstNew: request.firstNew } : { kind: 'refine' },
    );
  }, [request, arrived]);

  const go = useCallback(
    (to: (from: URL) => string, kind: ListingRequestKind) => {
      const { view: shown } = current.current;
      const from = latest.current;
      const next = new URL(to(from), from);
      const state = listingState(next, facets);
      const key = keyOfUrl(next, facets);
      // What the page shows already (Apply with nothing changed): nothing to fetch.
      if (key === keyOfUrl(from, facets)) return;
      const id = ++sequence.current;
      latest.current = next;
      setRequest({ id, kind, state, key, firstNew: shown.result.products.length });
      setFailed(null);
      setSlow(false);
      const scope = listingScope(shown.result, from, facets);
      const load =
        kind === 'more'
          ? loadNextPage(api, scope, state, shown.result)
          : loadListing(api, scope, state);
      load.then(
        (result) => {
          if (id !== sequence.current) return;
          remember(key, { result, state });
          void navigate(`${next.pathname}${next.search}`, { preventScrollReset: true });
        },
        () => {
          if (id !== sequence.current) return;
          latest.current = current.current.url;
          setRequest(null);
          setSlow(false);
          setFailed(kind);
        },
      );
    },
    [api, navigate, facets],
  );

  const pending = request && !arrived ? { kind: request.kind, state: request.state } : null;
  return { go, pending, showSkeleton: slow && pending !== null, failed, landed };
}
