import { describe, expect, it } from 'vitest';
import {
  ARTICLE_FACETS_SHOWN,
  articlePageSize,
  canClearTags,
  facetsFitAt,
  formatArticleDate,
  nextArticleOffset,
  parseArticleQuery,
  toggleTag,
} from './articleGrid.ts';

describe('articlePageSize', () => {
  it('is rowsToLoad times the small grid size (spec §9)', () => {
    expect(articlePageSize({ rowsToLoad: 2, gridSize: { sm: 2 } })).toBe(4);
    expect(articlePageSize({ rowsToLoad: 1, gridSize: { sm: 1 } })).toBe(1);
  });
  it('is 3 without rows, and the limit when there is one', () => {
    expect(articlePageSize({})).toBe(3);
    expect(articlePageSize({ gridSize: { sm: 2 } })).toBe(3);
    expect(articlePageSize({ rowsToLoad: 1, gridSize: { sm: 1 }, limit: 4 })).toBe(4);
  });
});

describe('nextArticleOffset (spec §4 paging)', () => {
  const page = (count: number, numFound: number) => ({
    result: Array.from({ length: count }, (_, index) => index),
    numFound,
  });
  it('starts at 0', () => {
    expect(nextArticleOffset([])).toBe(0);
  });
  it('adds a page: the next offset is what is loaded so far', () => {
    expect(nextArticleOffset([page(3, 10)])).toBe(3);
    expect(nextArticleOffset([page(3, 10), page(3, 10)])).toBe(6);
  });
  it('stops when everything found is loaded, or a page comes back empty', () => {
    expect(nextArticleOffset([page(3, 10), page(3, 10), page(3, 10), page(1, 10)])).toBe(undefined);
    expect(nextArticleOffset([page(3, 6), page(3, 6)])).toBe(undefined);
    expect(nextArticleOffset([page(3, 10), page(0, 10)])).toBe(undefined);
  });
});

describe('parseArticleQuery', () => {
  it('reads repeated and comma-separated tags, the excluded article and text', () => {
    expect(parseArticleQuery('tagId=how-to&tagId=gear,how-to&excludeId=a1&q=rain')).toEqual({
      tagId: ['how-to', 'gear'],
      excludeId: 'a1',
      q: 'rain',
    });
  });
  it('reads an empty query as no filter', () => {
    expect(parseArticleQuery('')).toEqual({ tagId: [] });
  });
});

describe('tag rules (spec §4)', () => {
  it('toggling adds a tag that is off and removes one that is on', () => {
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleTag(['a'], 'a')).toEqual([]);
  });
  it('clear all is offered while the tags differ from the initial unfiltered ones', () => {
    expect(canClearTags([], [])).toBe(false);
    expect(canClearTags(['hiking'], [])).toBe(true);
    expect(canClearTags(['family'], ['family'])).toBe(false);
    expect(canClearTags(['b', 'a'], ['a', 'b'])).toBe(false);
    expect(canClearTags(['a'], ['a', 'b'])).toBe(true);
    expect(canClearTags(['a', 'c'], ['a', 'b'])).toBe(true);
  });
});

describe('facets see more/less (spec §9: sm 4, md 10, lg 20)', () => {
  it('shows 4, 10 and 20 tags collapsed', () => {
    expect(ARTICLE_FACETS_SHOWN).toEqual({ sm: 4, md: 10, lg: 20 });
  });
  it('needs the toggle only where the tags are more than shown', () => {
    expect(facetsFitAt(4)).toEqual({ sm: true, md: true, lg: true });
    expect(facetsFitAt(5)).toEqual({ sm: false, md: true, lg: true });
    expect(facetsFitAt(11)).toEqual({ sm: false, md: false, lg: true });
    expect(facetsFitAt(21)).toEqual({ sm: false, md: false, lg: false });
  });
});

describe('formatArticleDate', () => {
  it('says the calendar day in the words of the locale, whatever the time zone', () => {
    expect(formatArticleDate('2026-10-28', 'en-US')).toBe('October 28, 2026');
    expect(formatArticleDate('2026-10-28', 'fr-CA')).toBe('28 octobre 2026');
    expect(formatArticleDate('2026-10-01', 'de-DE')).toBe('1. Oktober 2026');
  });
});
