import { describe, expect, it } from 'vitest';
import { isExternalHref } from './RouterBridge.tsx';

describe('isExternalHref', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['tel:+15555550100', true],
    ['mailto:help@example.com', true],
    ['//cdn.example.com/x.png', true],
    ['#main', true],
    ['/en-us/c/jackets-1001', false],
    ['en-us/cart', false],
    ['?page=2', false],
    ['', false],
  ])('%s external: %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});
