import { describe, expect, it } from 'vitest';
import { articlePageSize, parseArticleQuery, toggleTag } from './articleGrid.ts';

describe('articlePageSize', () => {
  it('is rowsToLoad times the small grid size (spec §9)', () => {
    expect(articlePageSize({ rowsToLoad: 2, gridSize: { sm: 2 } })).toBe(4);
    expect(articlePageSize({ rowsToLoad: 1, gridSize: { sm: 1 } })).toBe(1);
  });
  it('is 3 without rows, and the limit when there is one', () => {
    expect(articlePageSize({})).toBe(3);
    expect(articlePageSize({ rowsToLoad: 1, gridSize: { sm: 1 }, limit: 4 })).toBe(4);
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

describe('toggleTag', () => {
  it('adds a tag that is off and removes one that is on', () => {
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});
