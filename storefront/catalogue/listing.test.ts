import { describe, expect, it } from 'vitest';
import {
  clearHref,
  listingState,
  moreHref,
  searchFilters,
  sortHref,
  toggleHref,
} from './listing.ts';

const facets = ['brand', 'color', 'size', 'price', 'rating'] as const;
const at = (path: string) => new URL(`http://store${path}`);

describe('listing state in the URL', () => {
  it('reads facets (comma-joined or repeated), sort and page', () => {
    const state = listingState(
      at('/en-us/c/jackets-1010?color=black,blue&color=green&rating=4&rating=3&sort=newest&page=3'),
      facets,
    );
    expect(state).toEqual({
      selections: { color: ['black', 'blue', 'green'], rating: ['4'] },
      sort: 'newest',
      page: 3,
    });
    expect(searchFilters(state)).toEqual({
      sort: 'newest',
      color: 'black,blue,green',
      rating: '4',
    });
  });

  it('ignores an unknown sort and a page out of range', () => {
    expect(listingState(at('/x?sort=cheapest&page=0'), facets)).toMatchObject({
      sort: undefined,
      page: 1,
    });
    expect(listingState(at('/x?page=999'), facets).page).toBe(20);
    expect(listingState(at('/x?page=abc'), facets).page).toBe(1);
  });

  it('toggles a value on and off, back to page 1, keeping the rest', () => {
    const url = at('/en-us/search?q=jacket&color=black&page=2');
    expect(toggleHref(url, 'color', 'blue')).toBe('/en-us/search?q=jacket&color=black%2Cblue');
    expect(toggleHref(url, 'color', 'black')).toBe('/en-us/search?q=jacket');
    expect(toggleHref(at('/x?rating=3'), 'rating', '4')).toBe('/x?rating=4');
  });

  it('keeps the merchandising facets and sort of the menu’s links', () => {
    const merchandising = ['badge', 'activity', ...facets] as const;
    const url = at('/en-us/c/women-2000?badge=sale&activity=winter&sort=bestSellers');
    expect(listingState(url, merchandising)).toEqual({
      selections: { badge: ['sale'], activity: ['winter'] },
      sort: 'bestSellers',
      page: 1,
    });
    // Several values of one at once, as for colours.
    expect(toggleHref(url, 'badge', 'new')).toBe(
      '/en-us/c/women-2000?activity=winter&sort=bestSellers&badge=sale%2Cnew',
    );
    expect(toggleHref(url, 'activity', 'winter')).toBe(
      '/en-us/c/women-2000?badge=sale&sort=bestSellers',
    );
  });

  it('clears, sorts and loads more', () => {
    const url = at('/en-us/c/jackets-1010?color=black&size=M&sort=rating&page=2');
    expect(clearHref(url, facets)).toBe('/en-us/c/jackets-1010?sort=rating');
    expect(sortHref(url, 'price-asc')).toBe(
      '/en-us/c/jackets-1010?color=black&size=M&sort=price-asc',
    );
    expect(moreHref(url, 2)).toBe('/en-us/c/jackets-1010?color=black&size=M&sort=rating&page=3');
  });
});
