import type { Cart } from '#api/contract/cart.ts';
import type { ConsumerAddress, ConsumerProfile } from '#api/contract/consumer.ts';
import { bookOrder, sameAddress } from '#commerce/consumer/addressBook.ts';
import type { CheckoutAddress } from './calls.ts';

/** What a saved address without its own contact takes from the profile. */
type Contact = { email?: string | null; phone?: string | null };

/** A saved address as a checkout address (the profile's email and phone where it has none). */
export function checkoutAddressOf(
  address: ConsumerAddress,
  profile: Pick<ConsumerProfile, 'consumerDetails'> | Contact | null | undefined,
): CheckoutAddress {
  const contact: Contact | undefined =
    profile && 'consumerDetails' in profile ? profile.consumerDetails : (profile ?? undefined);
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? undefined,
    city: address.city,
    province: address.province ?? undefined,
    postalCode: address.postalCode,
    country: address.country,
    email: address.email ?? contact?.email ?? '',
    phone: address.phone ?? contact?.phone ?? '',
  };
}

/** The member's saved addresses of a kind, the main one first (none for a guest). */
export function savedAddressesOf(
  profile: Pick<ConsumerProfile, 'consumerDetails'> | null | undefined,
  kind: ConsumerAddress['approachType'],
): ConsumerAddress[] {
  return bookOrder(profile?.consumerDetails.address ?? []).filter(
    (address) => address.approachType === kind,
  );
}

/**
 * Which saved address the step starts on: the one the cart holds (by its id, or the same
 * lines), none when the cart holds another address (typed earlier), else the main one.
 */
export function startingAddressId(
  held: Cart['shippingAddress'] | Cart['billingAddress'],
  saved: readonly ConsumerAddress[],
): string | null {
  if (held) {
    const same = saved.find(
      (address) =>
        address.id === held.id ||
        sameAddress(address, { ...held, approachType: address.approachType }),
    );
    return same?.id ?? null;
  }
  return saved[0]?.id ?? null;
}

/**
 * What a member's new address starts from: the profile's name, email, phone and postal
 * code (a guest starts from nothing).
 */
export function profileStart(
  profile: Pick<ConsumerProfile, 'consumerDetails'> | null | undefined,
): Partial<CheckoutAddress> | null {
  if (!profile) return null;
  const details = profile.consumerDetails;
  return {
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    email: details.email,
    phone: details.phone ?? '',
    postalCode: details.postalCode ?? '',
  };
}
