import { describe, expect, it } from 'vitest';
import { resolveModalHref } from '../Button/modalHref.ts';
import { modalNameOf } from './hashModal.ts';

describe('modalNameOf (spec §2 #modal links)', () => {
  it.each([
    ['#modal-size-guide', 'size-guide'],
    ['#modal-loyalty-sign-up', 'loyalty-sign-up'],
    ['#modal', ''],
    ['#modal-caf%C3%A9', 'café'],
  ])('%s names %j', (hash, name) => {
    expect(modalNameOf(hash)).toBe(name);
  });

  it.each(['', '#', '#top', '#modals', 'modal-size-guide'])('%j names no dialog', (hash) => {
    expect(modalNameOf(hash)).toBeNull();
  });

  it('a resolved button target opens its dialog over the current page', () => {
    const current = { pathname: '/en-us/c/jackets-1001', search: '?sort=price' };
    const href = resolveModalHref('?color=red#modal-quickshop', current);
    const url = new URL(href, 'https://shop.example');
    expect(url.pathname).toBe(current.pathname);
    expect(url.searchParams.get('sort')).toBe('price');
    expect(url.searchParams.get('color')).toBe('red');
    expect(modalNameOf(url.hash)).toBe('quickshop');
  });
});
