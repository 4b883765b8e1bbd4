import { describe, expect, it } from 'vitest';
import { pathOnSite } from './paths.ts';

describe('pathOnSite', () => {
  it('swaps the locale segment and keeps the rest of the path and the query', () => {
    expect(pathOnSite('/en-ca/c/jackets-1100', '?color=green', 'fr-ca')).toBe(
      '/fr-ca/c/jackets-1100?color=green',
    );
    expect(pathOnSite('/en-us', '', 'de-de')).toBe('/de-de');
    expect(pathOnSite('/en-us/', '', 'de-de')).toBe('/de-de');
  });
});
