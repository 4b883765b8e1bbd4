import { describe, expect, it } from 'vitest';
import { ratingFacetLabel } from './search.ts';

describe('ratingFacetLabel', () => {
  it('says one star in the singular and more in the plural, in each language', () => {
    expect(ratingFacetLabel(1, 'en')).toBe('1 star & up');
    expect(ratingFacetLabel(4, 'en')).toBe('4 stars & up');
    expect(ratingFacetLabel(1, 'fr')).toBe('1 étoile et plus');
    expect(ratingFacetLabel(3, 'fr')).toBe('3 étoiles et plus');
    expect(ratingFacetLabel(1, 'de')).toBe('ab 1 Stern');
    expect(ratingFacetLabel(2, 'de')).toBe('ab 2 Sternen');
  });
});
