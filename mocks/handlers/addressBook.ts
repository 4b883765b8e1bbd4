import type { ConsumerAddress } from '#api/contract/consumer.ts';
import type { DemoAccount } from '#demo/profiles/index.ts';

/*
 * The demo accounts' address books as the stories changed them (by consumer id), until
 * the next `resetAddressBooks()`: an address added in a story is in the profile the page
 * reads back, as the service's consumer_addresses would hold it. The book's rules are
 * commerce/consumer/addressBook.ts.
 */
let books = new Map<string, ConsumerAddress[]>();

export function resetAddressBooks(): void {
  books = new Map();
}

/** The account's address book: as changed, else as the demo data has it. */
export function addressBookOf(account: DemoAccount): ConsumerAddress[] {
  return structuredClone(
    books.get(account.profile.consumerId) ?? account.profile.consumerDetails.address,
  );
}

export function keepAddressBook(account: DemoAccount, book: readonly ConsumerAddress[]): void {
  books.set(account.profile.consumerId, structuredClone([...book]));
}
