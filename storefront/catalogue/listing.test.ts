import { describe, expect, it } from 'vitest';
import {
  clearHref,
  listingKey,
  listingScope,
  listingState,
  moreHref,
  nextChosen,
  searchFilters,
  selectionHref,
  selectionsHref,
  sortHref,
  toggleHref,
  usefulRatingValues,
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

describe('choosing in groups of checkboxes', () => {
  const url = at('/en-us/c/jackets-1010?color=black&rating=3&sort=rating&page=2');

  it('replaces a facet’s values, back to page 1', () => {
    expect(selectionHref(url, 'color', ['black', 'green'])).toBe(
      '/en-us/c/jackets-1010?rating=3&sort=rating&color=black%2Cgreen',
    );
    expect(selectionHref(url, 'color', [])).toBe('/en-us/c/jackets-1010?rating=3&sort=rating');
  });

  it('keeps one rating: the one just ticked, or none when it is unticked', () => {
    expect(nextChosen('rating', ['3', '4'], ['3'])).toEqual(['4']);
    expect(nextChosen('rating', [], ['3'])).toEqual([]);
    expect(nextChosen('size', ['M', 'L'], ['M'])).toEqual(['M', 'L']);
    expect(selectionHref(url, 'rating', ['3', '4'])).toBe(
      '/en-us/c/jackets-1010?color=black&sort=rating&rating=4',
    );
  });

  it('applies a whole selection (the phone’s panel), other parameters kept', () => {
    expect(
      selectionsHref(at('/en-us/search?q=jacket&color=black&page=3'), facets, {
        size: ['M'],
        color: [],
        rating: ['4'],
      }),
    ).toBe('/en-us/search?q=jacket&size=M&rating=4');
  });
});

describe('what a listing shows', () => {
  it('is keyed by its path and state, whatever the order or other parameters of its URL', () => {
    const key = (path: string) => listingKey(at(path).pathname, listingState(at(path), facets));
    expect(key('/x?color=blue,black&size=M&utm_source=mail')).toBe(
      key('/x?size=M&color=black,blue'),
    );
    expect(key('/x?color=black')).not.toBe(key('/x?color=black&page=2'));
    expect(key('/x?color=black')).not.toBe(key('/y?color=black'));
  });

  it('is searched again in its scope: the category, or the text (as typed when asked)', () => {
    const category = { id: '1100', name: 'Jackets', breadcrumbs: [] };
    expect(listingScope({ category, query: null }, at('/en-us/c/jackets-1100'), facets)).toEqual({
      categoryId: '1100',
    });
    expect(
      listingScope(
        { category: null, query: 'jacket' },
        at('/en-us/search?q=jacket&exact=true'),
        facets,
      ),
    ).toEqual({ query: 'jacket', exact: 'true' });
    // Where the category is a facet (search), it is a filter of the state, not the scope.
    expect(
      listingScope({ category, query: 'rain' }, at('/en-us/search?q=rain&categoryId=1100'), [
        'categoryId',
        ...facets,
      ]),
    ).toEqual({ query: 'rain' });
  });
});

describe('the rating values worth offering', () => {
  const value = (stars: number, count: number, selected = false) => ({
    value: String(stars),
    label: `${stars}`,
    count,
    selected,
  });

  it('leaves out a minimum that adds nothing over a stricter one, or that every product meets', () => {
    const values = [value(4, 27), value(3, 50), value(2, 53), value(1, 53)];
    expect(usefulRatingValues(values, 61).map((entry) => entry.value)).toEqual(['4', '3', '2']);
    // Every product rated two stars or more: "2 stars & up" filters nothing either.
    expect(usefulRatingValues(values, 53).map((entry) => entry.value)).toEqual(['4', '3']);
  });

  it('keeps the minimum chosen, whatever it adds', () => {
    const values = [value(4, 27), value(3, 27, true), value(1, 27)];
    expect(usefulRatingValues(values, null).map((entry) => entry.value)).toEqual(['4', '3']);
  });
});
