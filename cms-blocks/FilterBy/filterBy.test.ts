import { describe, expect, it } from 'vitest';
import { filterByShows } from './filterBy.ts';

const product = { productId: 'RDGJK1001', masterId: 'RDGJK1000' };
const category = { categoryId: 'cat-jackets' };

describe('filterByShows (spec §3 filter-by)', () => {
  it('bySku IN shows for a listed product or master id, whatever the case', () => {
    const rule = { variant: 'bySku', operator: 'IN' } as const;
    expect(filterByShows({ ...rule, filterBy: ['rdgjk1001'] }, product)).toBe(true);
    expect(filterByShows({ ...rule, filterBy: ['RDGJK1000'] }, product)).toBe(true);
    expect(filterByShows({ ...rule, filterBy: ['TRDBT2001'] }, product)).toBe(false);
  });

  it('bySku NOT IN shows for every product but the listed ones', () => {
    const rule = { variant: 'bySku', operator: 'NOT IN' } as const;
    expect(filterByShows({ ...rule, filterBy: ['RDGJK1001'] }, product)).toBe(false);
    expect(filterByShows({ ...rule, filterBy: ['TRDBT2001'] }, product)).toBe(true);
  });

  it('byCategory compares the page category, not the product', () => {
    const inList = { variant: 'byCategory', operator: 'IN', filterBy: ['cat-jackets'] } as const;
    expect(filterByShows(inList, category)).toBe(true);
    expect(filterByShows(inList, { ...product, categoryId: 'cat-boots' })).toBe(false);
    expect(filterByShows({ ...inList, operator: 'NOT IN' }, category)).toBe(false);
    expect(filterByShows({ ...inList, operator: 'NOT IN' }, { categoryId: 'cat-boots' })).toBe(
      true,
    );
  });

  it('a page without a product or category is in no list', () => {
    expect(filterByShows({ variant: 'bySku', operator: 'IN', filterBy: ['X'] }, {})).toBe(false);
    expect(filterByShows({ variant: 'byCategory', operator: 'NOT IN', filterBy: ['X'] }, {})).toBe(
      true,
    );
    expect(filterByShows({ variant: 'bySku', operator: 'IN', filterBy: [] }, product)).toBe(false);
  });
});
