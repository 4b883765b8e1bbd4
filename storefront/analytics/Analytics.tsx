import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useMatches } from 'react-router';
import { type TrackingEvent, TrackingProvider } from '#cms-blocks/tracking.tsx';
import { useSiteSettings } from '../site/SiteFeatures.tsx';
import type { Site } from '../site/site.ts';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type Consent,
  consentEnforced,
  consentFromCookies,
  effectiveConsent,
  serializeConsent,
} from './consent.ts';
import {
  consentGatedDataLayer,
  INTERACTION_ORIGIN_KEY,
  interactionOriginFor,
  noteInteractionOrigin,
  type PageType,
  pageTypeOf,
  pageViewEvent,
  productLinkClick,
  pushEvent,
  tabStorage,
} from './dataLayer.ts';

/**
 * What the shell reads of analytics. Nothing in it changes after the first render: a new
 * value of a context above the page reaches every section still waiting to hydrate (React
 * cannot tell whether it reads it), and React would drop their server HTML.
 */
interface AnalyticsState {
  enforced: boolean;
  choose: (consent: Consent) => void;
  /** Open the consent settings again (the footer's "Cookie settings"). */
  openSettings: () => void;
  pageTypeOverride: RefObject<PageType | null>;
  /** Whether the consent banner is up (a store, not a context value: see above). */
  consentBanner: BannerFlag;
}

/** Whether the consent banner is up; `undefined` until the consent cookie has been read. */
interface BannerFlag {
  get: () => boolean | undefined;
  set: (shown: boolean | undefined) => void;
  subscribe: (onChange: () => void) => () => void;
}

function bannerFlag(initial: boolean | undefined): BannerFlag {
  let shown = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    set: (next) => {
      if (next === shown) return;
      shown = next;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const noBanner = bannerFlag(false);

const unknownOnServer = () => undefined;

const AnalyticsContext = createContext<AnalyticsState | null>(null);

export function useAnalytics(): AnalyticsState {
  const state = useContext(AnalyticsContext);
  if (!state) throw new Error('useAnalytics needs <AnalyticsProvider>');
  return state;
}

/** The error page says it is one: its page view is sent with page type Error. */
export function useErrorPageType() {
  const state = useContext(AnalyticsContext);
  useEffect(() => {
    if (!state) return;
    state.pageTypeOverride.current = 'Error';
    return () => {
      state.pageTypeOverride.current = null;
    };
  }, [state]);
}

/**
 * Whether the consent banner is up (`undefined` until the browser has read the consent):
 * what shows over the page (the pop-ups) waits until it is answered, so it never covers it.
 * Outside an AnalyticsProvider there is no banner.
 */
export function useConsentBannerShown(): boolean | undefined {
  const flag = useContext(AnalyticsContext)?.consentBanner ?? noBanner;
  return useSyncExternalStore(flag.subscribe, flag.get, unknownOnServer);
}

// The banner shows only in the browser, on EMEA sites, until the visitor chooses: its code
// (and the checkboxes') loads then, not with every page.
const ConsentBanner = lazy(() =>
  import('./ConsentBanner.tsx').then((module) => ({ default: module.ConsentBanner })),
);

/**
 * Consent and analytics for the site: the banner on EMEA sites until the visitor chooses
 * (read from the cookie in the browser only, so cached HTML is the same for everyone),
 * a page view per navigation with the route's page type, and the blocks' events, all
 * into `window.dataLayer` when the analytics group allows it (the blocks' events held until
 * the visitor answers, then replayed or discarded).
 */
export function AnalyticsProvider({ site, children }: { site: Site; children: ReactNode }) {
  const enforced = consentEnforced(site.info.region);
  const [stored, setStored] = useState<Consent | null | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => {
    const saved = consentFromCookies(document.cookie);
    // A transition, as the page hydrates: see usePickupStore.
    startTransition(() => setStored(saved));
  }, []);
  const consent = effectiveConsent(site.info.region, stored ?? null);
  const pageTypeOverride = useRef<PageType | null>(null);
  const bannerShown = enforced && (stored === null || settingsOpen);
  const [consentBanner] = useState(() => bannerFlag(undefined));
  useEffect(() => {
    consentBanner.set(stored === undefined ? undefined : bannerShown);
  }, [consentBanner, stored, bannerShown]);

  const choose = useCallback((choice: Consent) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, set synchronously so the next page reads it; the Cookie Store API is not in every supported browser.
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(choice))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    setStored({ ...choice, C0001: true });
    setSettingsOpen(false);
  }, []);

  const location = useLocation();
  const matches = useMatches();
  const pageType = pageTypeOf(matches);
  // Spec §9 interaction origins: a click on a product link inside a container that names its
  // origin (search results, a category grid, a finder) notes it for the product page's view.
  const { interactionOrigins: tracked } = useSiteSettings();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const click = productLinkClick(event.target, window.location.href, tracked);
      if (click) noteInteractionOrigin(tabStorage(), click);
    };
    // Capturing: the note is there before the router's own click handler navigates.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [tracked]);
  // One page view per location, sent once the consent allows it (also when given later).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (stored === undefined || sent.current === location.key) return;
    const storage = tabStorage();
    const interactionOrigin = interactionOriginFor(storage, location.pathname);
    const pushed = pushEvent(
      consent,
      pageViewEvent({
        pageType: pageTypeOverride.current ?? pageType,
        brand: site.brand,
        locale: site.locale,
        path: location.pathname,
        interactionOrigin,
      }),
    );
    if (!pushed) return;
    sent.current = location.key;
    // Reported once: a reload or a later visit of the product came from nowhere in particular.
    if (interactionOrigin) storage?.removeItem(INTERACTION_ORIGIN_KEY);
  }, [consent, stored, location, pageType, site]);

  // One tracker for the life of the page (a new one would be a new context value: see
  // `AnalyticsState`). Its events wait for the visitor's answer on EMEA sites, then go in
  // after the page view (this effect runs after the one above) or are discarded.
  const decided = !enforced || (stored !== undefined && stored !== null);
  const [dataLayer] = useState(() => consentGatedDataLayer(enforced ? undefined : consent));
  useEffect(() => {
    dataLayer.decide(decided ? consent : undefined);
  }, [dataLayer, decided, consent]);
  const track = useCallback(
    (event: TrackingEvent) => {
      dataLayer.push({ event: event.name, ...event.payload });
    },
    [dataLayer],
  );
  const state = useMemo<AnalyticsState>(
    () => ({
      enforced,
      choose,
      openSettings: () => setSettingsOpen(true),
      pageTypeOverride,
      consentBanner,
    }),
    [enforced, choose, consentBanner],
  );
  return (
    <AnalyticsContext value={state}>
      <TrackingProvider onEvent={track}>{children}</TrackingProvider>
      {bannerShown ? (
        <Suspense fallback={null}>
          <ConsentBanner
            current={stored ?? null}
            onChoose={choose}
            onClose={stored ? () => setSettingsOpen(false) : undefined}
          />
        </Suspense>
      ) : null}
    </AnalyticsContext>
  );
}
