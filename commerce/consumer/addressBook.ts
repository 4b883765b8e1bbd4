import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { refusal, type Verdict } from '../checkout/verdict.ts';

/*
 * A member's address book (spec §3 Address, §7 consumer address): one main address per
 * type (S shipping, B billing), no address twice. The service keeps the book in
 * consumer_addresses (its duplicate check is the same comparison in SQL); the MSW handlers
 * keep it in memory by these rules; the account page orders it by `bookOrder`.
 */

/** What makes two addresses of a book the same one (names, lines and city in any case). */
export type AddressIdentity = Pick<
  ConsumerAddress,
  'approachType' | 'firstName' | 'lastName' | 'addressLine1' | 'city' | 'postalCode' | 'country'
> & { addressLine2?: string | null | undefined };

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

export function sameAddress(a: AddressIdentity, b: AddressIdentity): boolean {
  return (
    a.approachType === b.approachType &&
    norm(a.firstName) === norm(b.firstName) &&
    norm(a.lastName) === norm(b.lastName) &&
    norm(a.addressLine1) === norm(b.addressLine1) &&
    norm(a.addressLine2) === norm(b.addressLine2) &&
    norm(a.city) === norm(b.city) &&
    a.postalCode === b.postalCode &&
    a.country === b.country
  );
}

/** CCA400 when the book holds this address already (`exceptId`: the one being edited). */
export function duplicateAddressVerdict(
  book: readonly (AddressIdentity & { id: string })[],
  address: AddressIdentity,
  exceptId?: string,
): Verdict {
  return book.some((held) => held.id !== exceptId && sameAddress(held, address))
    ? refusal('CCA400', 'This address is already saved')
    : null;
}

/** An address saved is its type's main one when asked, or when it is the first of its type. */
export function savedAsMainAddress(
  asked: boolean,
  book: readonly Pick<ConsumerAddress, 'approachType'>[],
  approachType: ConsumerAddress['approachType'],
): boolean {
  return asked || !book.some((held) => held.approachType === approachType);
}

/**
 * The book with `address` added or put in place of the one of its id (kept where it was);
 * a main address takes the flag from the others of its type.
 */
export function bookWith(
  book: readonly ConsumerAddress[],
  address: ConsumerAddress,
): ConsumerAddress[] {
  const others = book.map((held) =>
    address.main && held.id !== address.id && held.approachType === address.approachType
      ? { ...held, main: false }
      : held,
  );
  const at = others.findIndex((held) => held.id === address.id);
  if (at < 0) return [...others, address];
  return others.map((held, index) => (index === at ? address : held));
}

/**
 * The book without the address of `id`; when it was its type's main address the newest
 * other of the type (the last added) becomes main, as the service does.
 */
export function bookWithout(book: readonly ConsumerAddress[], id: string): ConsumerAddress[] {
  const gone = book.find((held) => held.id === id);
  const rest = book.filter((held) => held.id !== id);
  if (!gone?.main) return rest;
  const next = rest.findLast((held) => held.approachType === gone.approachType);
  return rest.map((held) => (held === next ? { ...held, main: true } : held));
}

/**
 * The order a book is shown in: the main shipping address, the main billing address, then
 * the others as they were added.
 */
export function bookOrder(book: readonly ConsumerAddress[]): ConsumerAddress[] {
  const rank = (address: ConsumerAddress) =>
    address.main ? (address.approachType === 'S' ? 0 : 1) : 2;
  return book
    .map((address, index) => ({ address, index }))
    .sort((a, b) => rank(a.address) - rank(b.address) || a.index - b.index)
    .map(({ address }) => address);
}
