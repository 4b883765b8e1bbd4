import { afterEach, describe, expect, it } from 'vitest';
import { everything, onlyRequired } from './consent.ts';
import {
  type ClickTarget,
  consentGatedDataLayer,
  defaultInteractionOrigins,
  INTERACTION_ORIGIN_ATTRIBUTE,
  INTERACTION_ORIGIN_KEY,
  interactionOriginFor,
  MAX_HELD_EVENTS,
  type NoteStorage,
  noteInteractionOrigin,
  pageTypeOf,
  pageViewEvent,
  productIdOfPath,
  productLinkClick,
  pushEvent,
} from './dataLayer.ts';

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

describe('interaction origins (spec §9)', () => {
  const page = 'https://ridgeline.example/en-us/search?q=jacket';
  const PRODUCT = '/en-us/p/summit-shell-jacket-RDGJK1001';

  /** A click inside a link `href`, itself inside a container of `origin` (if any). */
  function clickOn(href: string | null, origin?: string): ClickTarget {
    return {
      closest: (selector) => {
        if (selector === 'a[href]') return href === null ? null : { getAttribute: () => href };
        if (selector === `[${INTERACTION_ORIGIN_ATTRIBUTE}]` && origin !== undefined) {
          return {
            getAttribute: (name) => (name === INTERACTION_ORIGIN_ATTRIBUTE ? origin : null),
          };
        }
        return null;
      },
    };
  }

  function memoryStorage(): NoteStorage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }

  it('tracks search, grid and finders by default', () => {
    expect(defaultInteractionOrigins).toEqual(['search', 'grid', 'finders']);
  });

  it('reads the product id of a product page’s path only', () => {
    expect(productIdOfPath(PRODUCT)).toBe('RDGJK1001');
    expect(productIdOfPath('/de-de/p/gipfel-RDGJK100112/')).toBe('RDGJK100112');
    expect(productIdOfPath('/en-us/c/jackets-1100')).toBeNull();
    expect(productIdOfPath('/en-us/p/lowercase-rdgjk1001')).toBeNull();
    expect(productIdOfPath('/en-us/p/summit-RDGJK1001/reviews')).toBeNull();
  });

  it('names the origin of the container a product link is in, when the site tracks it', () => {
    const all = defaultInteractionOrigins;
    expect(productLinkClick(clickOn(PRODUCT, 'search'), page, all)).toEqual({
      productId: 'RDGJK1001',
      origin: 'search',
    });
    expect(
      productLinkClick(clickOn(`https://ridgeline.example${PRODUCT}?size=M`, 'grid'), page, all),
    ).toEqual({ productId: 'RDGJK1001', origin: 'grid' });
    expect(productLinkClick(clickOn(PRODUCT, 'finders'), page, all)?.origin).toBe('finders');
    // Out of any container, an origin the site leaves out, a name that is no origin: none.
    expect(productLinkClick(clickOn(PRODUCT), page, all)).toEqual({
      productId: 'RDGJK1001',
      origin: null,
    });
    expect(productLinkClick(clickOn(PRODUCT, 'grid'), page, ['search'])?.origin).toBeNull();
    expect(productLinkClick(clickOn(PRODUCT, 'carousel'), page, all)?.origin).toBeNull();
    // Not a product link: nothing to note.
    expect(productLinkClick(clickOn('/en-us/c/jackets-1100', 'grid'), page, all)).toBeNull();
    expect(productLinkClick(clickOn(null, 'grid'), page, all)).toBeNull();
    expect(
      productLinkClick(clickOn(`https://elsewhere.example${PRODUCT}`, 'grid'), page, all),
    ).toBeNull();
  });

  it('gives the product page’s view the origin noted for that product, once', () => {
    const storage = memoryStorage();
    noteInteractionOrigin(storage, { productId: 'RDGJK1001', origin: 'grid' });
    expect(interactionOriginFor(storage, PRODUCT)).toBe('grid');
    // Another product's page, another page: not from the grid.
    expect(interactionOriginFor(storage, '/en-us/p/trail-runner-RDGFW2001')).toBeNull();
    expect(interactionOriginFor(storage, '/en-us/cart')).toBeNull();
    expect(
      pageViewEvent({
        pageType: 'PDP',
        brand: 'ridgeline',
        locale: 'en-us',
        path: PRODUCT,
        interactionOrigin: interactionOriginFor(storage, PRODUCT),
      }),
    ).toEqual({
      event: 'page_view',
      pageType: 'PDP',
      brand: 'ridgeline',
      locale: 'en-us',
      path: PRODUCT,
      interactionOrigin: 'grid',
    });
    // A product link of no tracked origin clears the note: that visit came from elsewhere.
    noteInteractionOrigin(storage, { productId: 'RDGJK1001', origin: null });
    expect(storage.items.has(INTERACTION_ORIGIN_KEY)).toBe(false);
    expect(interactionOriginFor(storage, PRODUCT)).toBeNull();
    expect(
      pageViewEvent({
        pageType: 'PDP',
        brand: 'tread',
        locale: 'en-us',
        path: PRODUCT,
        interactionOrigin: null,
      }),
    ).not.toHaveProperty('interactionOrigin');
    // What another script left under the key is no origin.
    storage.setItem(INTERACTION_ORIGIN_KEY, '{not json');
    expect(interactionOriginFor(storage, PRODUCT)).toBeNull();
    expect(interactionOriginFor(null, PRODUCT)).toBeNull();
  });
});
