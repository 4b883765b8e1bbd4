import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import type { ingestPerformance } from '#api/contract/internal.ts';
import type { RouteBody } from '#api/contract/route.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { consentFromCookies, effectiveConsent } from './consent.ts';
import { pageTypeOf } from './dataLayer.ts';

/*
 * The Web Vitals beacon (spec §7 Internal, POST /fapi/performance/ingest): LCP, INP, CLS, FCP
 * and TTFB as the `web-vitals` library measures them, each with the page type and route of
 * the page it was measured on, sent together when the page is hidden (the one moment a
 * browser reliably gives a page: the shopper switches tab, closes it or leaves), by
 * `navigator.sendBeacon`, else `fetch` with keepalive. Only in the store's browser pages
 * (root.tsx), with the analytics consent group (C0002) where consent is asked (EMEA);
 * never under automation (end-to-end tests, benchmarks) unless the page enables it.
 * The library loads once the page is idle: its observers read what happened before
 * (buffered entries), and the page's first render never waits for it.
 */

export const INGEST_PATH = '/fapi/performance/ingest';
type Beacon = RouteBody<typeof ingestPerformance>;
type BeaconMetric = Beacon['metrics'][number];

/** The contract's limits: metrics per beacon, characters of `page` and of a metric id. */
export const MAX_METRICS_PER_BEACON = 20;
const MAX_PAGE_LENGTH = 256;
const MAX_ID_LENGTH = 64;

/** What the batch reads of a `web-vitals` metric. */
export interface MeasuredMetric {
  name: BeaconMetric['name'];
  value: number;
  rating?: BeaconMetric['rating'];
  id: string;
}

/** The page a metric belongs to, as the beacon names it: `PDP routes/product`. */
export function pageLabel(
  matches: readonly { id: string; handle?: unknown; loaderData?: unknown; data?: unknown }[],
): string {
  const route = matches.at(-1)?.id ?? 'root';
  return `${pageTypeOf(matches)} ${route}`.slice(0, MAX_PAGE_LENGTH);
}

export interface VitalsBatch {
  /** A metric measured on `page`; a newer value of the same metric (its id) replaces it. */
  record: (page: string, metric: MeasuredMetric) => void;
  /** The beacons of what was recorded (one per page, at most 20 metrics each); empties it. */
  take: () => Beacon[];
  /** How many metrics wait. */
  size: () => number;
}

export function vitalsBatch(): VitalsBatch {
  let pending = new Map<string, Map<string, BeaconMetric>>();
  return {
    record(page, metric) {
      // The contract takes finite, non-negative values only; a browser's odd one is dropped.
      if (!Number.isFinite(metric.value) || metric.value < 0) return;
      const label = page.slice(0, MAX_PAGE_LENGTH);
      const metrics = pending.get(label) ?? new Map<string, BeaconMetric>();
      const id = metric.id.slice(0, MAX_ID_LENGTH);
      // Re-set so the newest value also goes last: the order metrics were last measured in.
      metrics.delete(id);
      metrics.set(id, {
        name: metric.name,
        value: metric.value,
        ...(metric.rating ? { rating: metric.rating } : {}),
        id,
      });
      pending.set(label, metrics);
    },
    take() {
      const beacons: Beacon[] = [];
      for (const [page, metrics] of pending) {
        const all = [...metrics.values()];
        for (let start = 0; start < all.length; start += MAX_METRICS_PER_BEACON) {
          beacons.push({ page, metrics: all.slice(start, start + MAX_METRICS_PER_BEACON) });
        }
      }
      pending = new Map();
      return beacons;
    },
    size: () => [...pending.values()].reduce((count, metrics) => count + metrics.size, 0),
  };
}

/** What sending a beacon needs of the browser (a test passes its own). */
export interface BeaconTransport {
  sendBeacon?: ((url: string, data: BodyInit) => boolean) | undefined;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

/** One beacon by `sendBeacon` (an application/json Blob), else a keepalive `fetch`. */
export function sendBeacon(beacon: Beacon, transport: BeaconTransport, url = INGEST_PATH): void {
  const json = JSON.stringify(beacon);
  try {
    if (transport.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon (too much queued, blocked): the fetch below.
  }
  void transport
    .fetch(url, {
      method: 'POST',
      body: json,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    })
    .catch(() => {
      // Measurements are best effort: a lost beacon is not the shopper's problem.
    });
}

export interface WebVitalsOptions {
  /** The page the shopper is on now. */
  page: () => string;
  /** Whether the beacon may go now (consent, automation): read when it is about to. */
  mayReport: () => boolean;
  /** @default the library, loaded when the page is idle */
  load?: () => Promise<
    Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onFCP' | 'onTTFB'>
  >;
  transport?: BeaconTransport;
  target?: Pick<Window, 'addEventListener'> & {
    document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  };
}

/**
 * Measures the page's Web Vitals and sends them when the page is hidden. Metrics belong to
 * the page the document was loaded on (or restored from the back/forward cache on): LCP,
 * FCP and TTFB are that navigation's, and CLS and INP, reported at the end, add up over its
 * whole life. Answers the batch (tests); call once per document.
 */
export function startWebVitals({
  page,
  mayReport,
  load = () => import('web-vitals'),
  transport = {
    sendBeacon: navigator.sendBeacon?.bind(navigator),
    fetch: (url, init) => fetch(url, init),
  },
  target = window,
}: WebVitalsOptions): VitalsBatch {
  const batch = vitalsBatch();
  let navigationPage = page();
  const flush = () => {
    const beacons = batch.take();
    if (!mayReport()) return;
    for (const beacon of beacons) sendBeacon(beacon, transport);
  };
  // On the document, not the window: the library's own listeners (on the window, capturing)
  // report CLS and INP first, so they go in this beacon.
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
  // Safari may leave without a visibilitychange; an empty batch sends nothing.
  target.addEventListener('pagehide', flush);
  target.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) navigationPage = page();
  });
  void load().then(
    (vitals) => {
      const record = (metric: MeasuredMetric) => batch.record(navigationPage, metric);
      vitals.onTTFB(record);
      vitals.onFCP(record);
      vitals.onLCP(record);
      vitals.onCLS(record);
      vitals.onINP(record);
    },
    () => {
      // The chunk did not load (offline, a new deploy): nothing measured.
    },
  );
  return batch;
}

declare global {
  interface Window {
    /** Set before the page loads (an end-to-end test's init script): beacons under automation. */
    cairnWebVitals?: boolean;
  }
}

/** Not under automation (Chromium driven by the end-to-end tests or a benchmark) unless enabled. */
function automated(): boolean {
  return navigator.webdriver === true && window.cairnWebVitals !== true;
}

let started = false;

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
};

/**
 * The store's beacon: started once the page has hydrated, the library loaded when the page
 * is idle. `locale` is the site's: its region says whether consent is asked.
 */
export function useWebVitalsBeacon(locale: SiteLocale) {
  const matches = useMatches();
  const current = useRef({ page: pageLabel(matches), locale });
  useEffect(() => {
    current.current = { page: pageLabel(matches), locale };
  });
  useEffect(() => {
    if (started) return;
    started = true;
    const region = () => localeInfo[current.current.locale].region;
    startWebVitals({
      page: () => current.current.page,
      mayReport: () =>
        !automated() && effectiveConsent(region(), consentFromCookies(document.cookie)).C0002,
      load: () =>
        new Promise<void>((resolve) => whenIdle(resolve)).then(() => import('web-vitals')),
    });
  }, []);
}

/** The beacon as an element of the root layout (root.tsx): renders nothing. */
export function WebVitalsBeacon({ locale }: { locale: SiteLocale }) {
  useWebVitalsBeacon(locale);
  return null;
}
