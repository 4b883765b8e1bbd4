import { afterEach, describe, expect, it } from 'vitest';
import { everything, onlyRequired } from './consent.ts';
import { consentGatedDataLayer, MAX_HELD_EVENTS, pageTypeOf, pushEvent } from './dataLayer.ts';

describe('the data layer', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('pushes only with the analytics group', () => {
    Object.assign(globalThis, { window: {} });
    expect(pushEvent(onlyRequired, { event: 'page_view' })).toBe(false);
    expect((globalThis as { window: Window }).window.dataLayer).toBeUndefined();
    expect(pushEvent(everything, { event: 'page_view', pageType: 'Home' })).toBe(true);
    expect((globalThis as { window: Window }).window.dataLayer).toEqual([
      { event: 'page_view', pageType: 'Home' },
    ]);
  });

  const experience = (label: string) => ({
    event: 'product.onMonetateActiveExperiences',
    experienceId: 'ridgeline-home-hero',
    label,
  });
  const pushed = () => (globalThis as { window: Window }).window.dataLayer;

  it('holds events until the visitor answers, then replays them in order once analytics is granted', () => {
    Object.assign(globalThis, { window: {} });
    const layer = consentGatedDataLayer(undefined);
    expect(layer.push(experience('AB_Mon_SS_baseline'))).toBe('held');
    expect(layer.push({ event: 'popUp.onImpression' })).toBe('held');
    expect(pushed()).toBeUndefined();
    // The settings open again with no answer yet: still held.
    layer.decide(undefined);
    expect(layer.held()).toHaveLength(2);
    layer.decide({ ...onlyRequired, C0002: true });
    expect(pushed()).toEqual([experience('AB_Mon_SS_baseline'), { event: 'popUp.onImpression' }]);
    expect(layer.held()).toEqual([]);
    expect(layer.push(experience('AB_Mon_SS_Calm'))).toBe('pushed');
    expect(pushed()).toHaveLength(3);
  });

  it('discards what it held when the visitor refuses analytics, and drops what follows', () => {
    Object.assign(globalThis, { window: {} });
    const layer = consentGatedDataLayer(undefined);
    layer.push(experience('AB_Mon_SS_baseline'));
    layer.decide({ ...everything, C0002: false });
    expect(layer.held()).toEqual([]);
    expect(layer.push(experience('AB_Mon_SS_baseline'))).toBe('dropped');
    expect(pushed()).toBeUndefined();
    // A later change of mind (cookie settings) lets new events through, not the discarded.
    layer.decide(everything);
    expect(layer.push({ event: 'popUp.onImpression' })).toBe('pushed');
    expect(pushed()).toEqual([{ event: 'popUp.onImpression' }]);
  });

  it('pushes at once where consent is not asked for, and holds a bounded number', () => {
    Object.assign(globalThis, { window: {} });
    expect(consentGatedDataLayer(everything).push({ event: 'page_view' })).toBe('pushed');
    const layer = consentGatedDataLayer(undefined);
    for (let index = 0; index <= MAX_HELD_EVENTS; index++) layer.push({ event: `e${index}` });
    expect(layer.held()).toHaveLength(MAX_HELD_EVENTS);
    expect(layer.held()[0]).toEqual({ event: 'e1' });
  });

  it('names the page type of the deepest route that has one', () => {
    expect(pageTypeOf([{ handle: { pageType: 'Home' } }, { handle: {} }])).toBe('Home');
    expect(
      pageTypeOf([
        { handle: { pageType: 'Other' } },
        {
          handle: {
            pageType: (data: unknown) => ((data as { q?: string }).q ? 'Search' : 'SearchHub'),
          },
          loaderData: { q: '' },
        },
      ]),
    ).toBe('SearchHub');
    expect(pageTypeOf([{}])).toBe('Other');
  });
});
