import { describe, expect, it } from 'vitest';
import { canonicalRedirect, idOfSlugSegment } from './paths.ts';

describe('idOfSlugSegment', () => {
  it('takes the product id after the last dash: 8 to 11 upper-case letters or digits', () => {
    expect(idOfSlugSegment('mens-nunatak-rain-jacket-RDGJK1001', 'product')).toBe('RDGJK1001');
    expect(idOfSlugSegment('RDGJK1001', 'product')).toBe('RDGJK1001');
    expect(idOfSlugSegment('x-ABCDEFGH', 'product')).toBe('ABCDEFGH');
    expect(idOfSlugSegment('x-ABCDEFGHIJK', 'product')).toBe('ABCDEFGHIJK');
  });

  it('refuses a malformed product id', () => {
    for (const segment of [
      'x-ABCDEFG',
      'x-ABCDEFGHIJKL',
      'x-rdgjk1001',
      'x-RDGJK_1001',
      'x-',
      '',
    ]) {
      expect(idOfSlugSegment(segment, 'product'), segment).toBeNull();
    }
    expect(idOfSlugSegment(undefined, 'product')).toBeNull();
  });

  it('takes a category id of 4 to 10 digits', () => {
    expect(idOfSlugSegment('mens-jackets-1010', 'category')).toBe('1010');
    expect(idOfSlugSegment('x-1234567890', 'category')).toBe('1234567890');
    for (const segment of ['x-123', 'x-12345678901', 'x-12a4', 'jackets']) {
      expect(idOfSlugSegment(segment, 'category'), segment).toBeNull();
    }
  });
});

describe('canonicalRedirect', () => {
  it('is undefined on the canonical path, and keeps the query when it redirects', () => {
    const path = '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001';
    expect(canonicalRedirect(`http://x${path}?color=forest`, path)).toBeUndefined();
    expect(canonicalRedirect('http://x/en-us/p/old-name-RDGJK1001?color=forest&size=L', path)).toBe(
      `${path}?color=forest&size=L`,
    );
  });

  it('sees a client navigation’s data request as the page itself', () => {
    const path = '/en-us/c/jackets-1100';
    expect(
      canonicalRedirect(`http://x${path}.data?color=green&_routes=routes%2Fcategory`, path),
    ).toBeUndefined();
    expect(canonicalRedirect('http://x/en-us/c/old-1100.data?color=green&_routes=a', path)).toBe(
      `${path}?color=green`,
    );
  });
});
