import { afterEach, describe, expect, it } from 'vitest';
import { everything, onlyRequired } from './consent.ts';
import { pageTypeOf, pushEvent } from './dataLayer.ts';

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
