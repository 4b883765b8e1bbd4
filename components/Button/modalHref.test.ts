import { describe, expect, it } from 'vitest';
import { resolveModalHref } from './modalHref.ts';

const here = { pathname: '/en-us/c/jackets-1234', search: '?sort=price&page=2' };

describe('resolveModalHref', () => {
  it.each([
    ['#modal-size-guide', '/en-us/c/jackets-1234?sort=price&page=2#modal-size-guide'],
    ['?sizes=m#modal-quickshop', '/en-us/c/jackets-1234?sort=price&page=2&sizes=m#modal-quickshop'],
    ['?page=1#modal', '/en-us/c/jackets-1234?sort=price&page=1#modal'],
    ['?a=1#section', '?a=1#section'],
    ['?a=1', '?a=1'],
    ['/en-us/p/shell-jacket-ABC12345', '/en-us/p/shell-jacket-ABC12345'],
    ['https://example.com/#modal', 'https://example.com/#modal'],
    ['#top', '#top'],
    ['', ''],
  ])('%s → %s', (href, expected) => {
    expect(resolveModalHref(href, here)).toBe(expected);
  });

  it('works from a page without a query', () => {
    expect(resolveModalHref('#modal-x', { pathname: '/en-us', search: '' })).toBe('/en-us#modal-x');
    expect(resolveModalHref('?a=b#modal-x', { pathname: '/en-us', search: '' })).toBe(
      '/en-us?a=b#modal-x',
    );
  });
});
