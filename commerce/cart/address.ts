import type { CartAddress } from '#api/contract/cart.ts';
import type { AddressRules } from '#api/contract/utilities.ts';

/*
 * A checkout address against its country's rules (spec §5: the defaults, then the
 * country's patterns and lengths; the rules are the countries' rows the service also
 * answers at /consumers-v3/utilities/i18n). Pure, shared by the service and the mocks.
 */

/** A checkout address as a shopper writes it: the contract's cartAddress less its id, kind and main flag. */
export type AddressInput = Omit<CartAddress, 'id' | 'approachType' | 'main'>;

/** An address held on a cart or an order, with the consumer's saved address it came from. */
export type HeldAddress = AddressInput & { addressId?: string | null };

/** An address with its optional parts written as null, as an address book and an order hold it. */
export type StoredParts = Omit<AddressInput, 'addressLine2' | 'province'> & {
  addressLine2: string | null;
  province: string | null;
};

/** The address fields of `address` (nothing else it carries), the optional parts as null. */
export function storedParts(address: AddressInput): StoredParts {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? null,
    city: address.city,
    province: address.province ?? null,
    postalCode: address.postalCode,
    country: address.country,
    email: address.email,
    phone: address.phone,
  };
}

export interface AddressProblem {
  field: keyof AddressInput;
  /** CHK320 (a field breaks its rule), SHP410 / BILL410 (no phone). */
  errorId: 'CHK320' | 'SHP410' | 'BILL410';
}

const checkedFields = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
  'province',
  'email',
  'phone',
] as const;

/** The address trimmed, its postal code upper-cased as the rules ask. */
export function normalizeAddress<A extends AddressInput>(address: A, rules: AddressRules): A {
  const trim = (value: string | undefined) => value?.trim();
  const postalCode = address.postalCode.trim();
  return {
    ...address,
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    addressLine1: address.addressLine1.trim(),
    addressLine2: trim(address.addressLine2) || undefined,
    city: address.city.trim(),
    country: address.country.toUpperCase(),
    postalCode: rules.postalCode.uppercase ? postalCode.toUpperCase() : postalCode,
    province: trim(address.province) || undefined,
    email: address.email.trim().toLowerCase(),
    phone: address.phone.trim(),
  };
}

/** What breaks the rules; empty when the address is fine. `kind` picks the phone's code. */
export function addressProblems(
  address: AddressInput,
  rules: AddressRules,
  kind: 'shipping' | 'billing',
): AddressProblem[] {
  const problems: AddressProblem[] = [];
  for (const field of checkedFields) {
    const rule = rules[field];
    const value = (address[field] ?? '').trim();
    if (!value) {
      if (field === 'phone') {
        problems.push({ field, errorId: kind === 'shipping' ? 'SHP410' : 'BILL410' });
      } else if (rule.required || (field === 'province' && rules.province.list.length > 0)) {
        problems.push({ field, errorId: 'CHK320' });
      }
      continue;
    }
    if (field === 'phone') {
      // Phones arrive in international form (+1 303 555 0100): the country's national
      // pattern and lengths do not apply to them; E.164 allows 15 digits at most.
      const digits = value.replace(/\D/g, '');
      if (!/^\+?[\d\s().-]+$/.test(value) || digits.length < 7 || digits.length > 15) {
        problems.push({ field, errorId: 'CHK320' });
      }
      continue;
    }
    const checked = rule.uppercase ? value.toUpperCase() : value;
    const broken =
      (rule.minLength !== null && checked.length < rule.minLength) ||
      (rule.maxLength !== null && checked.length > rule.maxLength) ||
      (rule.pattern !== null && !new RegExp(rule.pattern).test(checked)) ||
      (field === 'province' &&
        rules.province.list.length > 0 &&
        !rules.province.list.some((option) => option.code === checked));
    if (broken) problems.push({ field, errorId: 'CHK320' });
  }
  return problems;
}
