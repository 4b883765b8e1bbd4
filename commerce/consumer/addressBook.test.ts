import { describe, expect, it } from 'vitest';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import {
  bookOrder,
  bookWith,
  bookWithout,
  duplicateAddressVerdict,
  savedAsMainAddress,
} from './addressBook.ts';

const address = (id: string, approachType: 'S' | 'B', main: boolean): ConsumerAddress => ({
  id,
  approachType,
  main,
  firstName: 'Maya',
  lastName: 'Lind',
  addressLine1: `${id} Pearl Street`,
  addressLine2: null,
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  country: 'US',
  email: null,
  phone: null,
});

describe('the address book', () => {
  const book = [address('a', 'S', true), address('b', 'S', false), address('c', 'B', true)];

  it('refuses an address it holds already, whatever the case, but not the one edited', () => {
    const again = { ...address('a', 'S', false), firstName: ' MAYA ', city: 'boulder' };
    expect(duplicateAddressVerdict(book, again)?.errorId).toBe('CCA400');
    expect(duplicateAddressVerdict(book, again, 'a')).toBeNull();
    // The same lines as billing are another address.
    expect(duplicateAddressVerdict(book, { ...again, approachType: 'B' })).toBeNull();
    expect(duplicateAddressVerdict(book, { ...again, addressLine2: 'Unit 4' })).toBeNull();
  });

  it('makes the first address of a type its main one', () => {
    expect(savedAsMainAddress(false, book, 'S')).toBe(false);
    expect(savedAsMainAddress(true, book, 'S')).toBe(true);
    expect(savedAsMainAddress(false, [address('c', 'B', true)], 'S')).toBe(true);
  });

  it('keeps one main address per type', () => {
    const next = bookWith(book, address('d', 'S', true));
    expect(next.filter((held) => held.main).map((held) => held.id)).toEqual(['c', 'd']);
    // Edited in place, where it was.
    const edited = bookWith(book, { ...address('b', 'S', true), city: 'Denver' });
    expect(edited.map((held) => [held.id, held.main, held.city])).toEqual([
      ['a', false, 'Boulder'],
      ['b', true, 'Denver'],
      ['c', true, 'Boulder'],
    ]);
  });

  it('gives the main flag to the newest other address of the type when the main one goes', () => {
    const more = [...book, address('d', 'S', false)];
    expect(bookWithout(more, 'a').map((held) => [held.id, held.main])).toEqual([
      ['b', false],
      ['c', true],
      ['d', true],
    ]);
    expect(bookWithout(more, 'b')).toHaveLength(3);
    expect(bookWithout(more, 'c').some((held) => held.approachType === 'B')).toBe(false);
  });

  it('shows the main shipping, then the main billing address, then the rest as added', () => {
    const shown = bookOrder([address('x', 'B', false), ...book.toReversed()]);
    expect(shown.map((held) => held.id)).toEqual(['a', 'c', 'x', 'b']);
  });
});
