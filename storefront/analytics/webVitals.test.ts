import { describe, expect, it, vi } from 'vitest';
import { ingestPerformance } from '#api/contract/internal.ts';
import {
  type BeaconTransport,
  INGEST_PATH,
  MAX_METRICS_PER_BEACON,
  type MeasuredMetric,
  pageLabel,
  sendBeacon,
  startWebVitals,
  vitalsBatch,
  type WebVitalsOptions,
} from './webVitals.ts';

const lcp = (value: number, id = 'v6-lcp'): MeasuredMetric => ({
  name: 'LCP',
  value,
  rating: 'good',
  id,
});

describe('pageLabel', () => {
  it('names the page type and the deepest route', () => {
    expect(
      pageLabel([
        { id: 'root' },
        { id: 'routes/site' },
        { id: 'routes/product', handle: { pageType: 'PDP' } },
      ]),
    ).toBe('PDP routes/product');
    expect(pageLabel([{ id: 'root' }, { id: 'routes/content-page' }])).toBe(
      'Other routes/content-page',
    );
  });
});

describe('vitalsBatch', () => {
  it('keeps the last value of each metric and sends one beacon per page, as the contract takes it', () => {
    const batch = vitalsBatch();
    batch.record('PDP routes/product', lcp(2400));
    batch.record('PDP routes/product', { name: 'CLS', value: 0.02, rating: 'good', id: 'v6-cls' });
    // A later report of the same LCP (its id): the newer value replaces it.
    batch.record('PDP routes/product', lcp(2600));
    batch.record('Home routes/home', { name: 'TTFB', value: 180, id: 'v6-ttfb' });
    expect(batch.size()).toBe(3);
    const beacons = batch.take();
    expect(beacons).toEqual([
      {
        page: 'PDP routes/product',
        metrics: [
          { name: 'CLS', value: 0.02, rating: 'good', id: 'v6-cls' },
          { name: 'LCP', value: 2600, rating: 'good', id: 'v6-lcp' },
        ],
      },
      { page: 'Home routes/home', metrics: [{ name: 'TTFB', value: 180, id: 'v6-ttfb' }] },
    ]);
    for (const beacon of beacons)
      expect(ingestPerformance.body.safeParse(beacon).success).toBe(true);
    // Taken: nothing waits any more.
    expect(batch.size()).toBe(0);
    expect(batch.take()).toEqual([]);
  });

  it('splits a long batch at the contract’s 20 metrics and drops values it refuses', () => {
    const batch = vitalsBatch();
    for (let index = 0; index < 45; index++)
      batch.record('PLP routes/category', lcp(index, `id-${index}`));
    batch.record('PLP routes/category', lcp(Number.NaN, 'nan'));
    batch.record('PLP routes/category', lcp(-1, 'negative'));
    batch.record('PLP routes/category', lcp(1, `long-${'x'.repeat(100)}`));
    const beacons = batch.take();
    expect(beacons.map((beacon) => beacon.metrics.length)).toEqual([20, 20, 6]);
    expect(MAX_METRICS_PER_BEACON).toBe(20);
    for (const beacon of beacons)
      expect(ingestPerformance.body.safeParse(beacon).success).toBe(true);
  });
});

describe('sendBeacon', () => {
  const beacon = { page: 'Cart routes/cart', metrics: [lcp(1200)] };

  it('sends an application/json Blob by navigator.sendBeacon', async () => {
    const sent: Array<[string, BodyInit]> = [];
    const transport: BeaconTransport = {
      sendBeacon: (url, data) => {
        sent.push([url, data]);
        return true;
      },
      fetch: vi.fn(async () => undefined),
    };
    sendBeacon(beacon, transport);
    expect(sent).toHaveLength(1);
    const [url, data] = sent[0] as [string, Blob];
    expect(url).toBe(INGEST_PATH);
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await data.text())).toEqual(beacon);
    expect(transport.fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when there is no beacon or it is refused', () => {
    for (const sendBeaconOf of [undefined, () => false]) {
      const transport = { sendBeacon: sendBeaconOf, fetch: vi.fn(async () => undefined) };
      sendBeacon(beacon, transport);
      expect(transport.fetch).toHaveBeenCalledWith(INGEST_PATH, {
        method: 'POST',
        body: JSON.stringify(beacon),
        headers: { 'content-type': 'application/json' },
        keepalive: true,
        credentials: 'same-origin',
      });
    }
  });
});

/** A page to start the beacon on: its document's visibility, a fake library, what was sent. */
function fakePage(options: { mayReport?: () => boolean; page?: () => string } = {}) {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const window = Object.assign(new EventTarget(), { document });
  const callbacks = new Map<string, (metric: MeasuredMetric) => void>();
  const library = Object.fromEntries(
    ['onLCP', 'onINP', 'onCLS', 'onFCP', 'onTTFB'].map((name) => [
      name,
      (callback: (metric: MeasuredMetric) => void) => callbacks.set(name, callback),
    ]),
  ) as unknown as Awaited<ReturnType<NonNullable<WebVitalsOptions['load']>>>;
  const sent: unknown[] = [];
  const transport: BeaconTransport = {
    sendBeacon: (_url, data) => {
      void (data as Blob).text().then((text) => sent.push(JSON.parse(text)));
      return true;
    },
    fetch: async () => undefined,
  };
  const batch = startWebVitals({
    page: options.page ?? (() => 'PDP routes/product'),
    mayReport: options.mayReport ?? (() => true),
    load: async () => library,
    transport,
    target: window as unknown as NonNullable<WebVitalsOptions['target']>,
  });
  const hide = async () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const report = (name: string, metric: MeasuredMetric) => callbacks.get(name)?.(metric);
  return { batch, hide, report, sent, window, callbacks, document };
}

describe('startWebVitals', () => {
  it('listens to the five metrics and sends them in one beacon when the page is hidden', async () => {
    const page = fakePage();
    await vi.waitFor(() => expect(page.callbacks.size).toBe(5));
    page.report('onTTFB', { name: 'TTFB', value: 150, rating: 'good', id: 't' });
    page.report('onFCP', { name: 'FCP', value: 900, rating: 'good', id: 'f' });
    page.report('onLCP', lcp(2100));
    // Nothing goes while the shopper is on the page.
    expect(page.sent).toEqual([]);
    page.report('onCLS', { name: 'CLS', value: 0.3, rating: 'poor', id: 'c' });
    page.report('onINP', { name: 'INP', value: 240, rating: 'needs-improvement', id: 'i' });
    await page.hide();
    expect(page.sent).toEqual([
      {
        page: 'PDP routes/product',
        metrics: [
          { name: 'TTFB', value: 150, rating: 'good', id: 't' },
          { name: 'FCP', value: 900, rating: 'good', id: 'f' },
          { name: 'LCP', value: 2100, rating: 'good', id: 'v6-lcp' },
          { name: 'CLS', value: 0.3, rating: 'poor', id: 'c' },
          { name: 'INP', value: 240, rating: 'needs-improvement', id: 'i' },
        ],
      },
    ]);
    // Hidden again with nothing new: no empty beacon.
    page.document.visibilityState = 'visible';
    await page.hide();
    expect(page.sent).toHaveLength(1);
  });

  it('sends nothing without consent, and does not keep what it measured for later', async () => {
    let consent = false;
    const page = fakePage({ mayReport: () => consent });
    await vi.waitFor(() => expect(page.callbacks.size).toBe(5));
    page.report('onLCP', lcp(2100));
    await page.hide();
    expect(page.sent).toEqual([]);
    expect(page.batch.size()).toBe(0);
    consent = true;
    page.report('onCLS', { name: 'CLS', value: 0, rating: 'good', id: 'c' });
    page.document.visibilityState = 'visible';
    await page.hide();
    expect(page.sent).toEqual([
      { page: 'PDP routes/product', metrics: [{ name: 'CLS', value: 0, rating: 'good', id: 'c' }] },
    ]);
  });

  it('names the page the document was loaded on, and the restored one after the back/forward cache', async () => {
    let current = 'Home routes/home';
    const page = fakePage({ page: () => current });
    await vi.waitFor(() => expect(page.callbacks.size).toBe(5));
    // A client navigation later: the load's metrics still belong to home.
    current = 'PDP routes/product';
    page.report('onLCP', lcp(1800, 'first'));
    page.window.dispatchEvent(new PageTransitionEventLike('pageshow', true));
    page.report('onLCP', lcp(400, 'restored'));
    page.window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.sent).toEqual([
      { page: 'Home routes/home', metrics: [lcp(1800, 'first')] },
      { page: 'PDP routes/product', metrics: [lcp(400, 'restored')] },
    ]);
  });
});

/** `pageshow` as the browser fires it (Node has no PageTransitionEvent). */
class PageTransitionEventLike extends Event {
  readonly persisted: boolean;
  constructor(type: string, persisted: boolean) {
    super(type);
    this.persisted = persisted;
  }
}
