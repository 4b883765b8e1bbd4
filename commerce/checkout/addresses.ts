import type { Cart } from '#api/contract/cart.ts';
import type { AddressRules } from '#api/contract/utilities.ts';
import { type AddressInput, addressProblems, normalizeAddress } from '../cart/address.ts';
import { homeDeliveryCodes, isPoBox, shippingMethodsByCode } from '../cart/delivery.ts';
import { type Refusal, refusal, type Verdict } from './verdict.ts';

/*
 * Checkout's addresses and delivery methods (spec §5, §8): an address against its
 * country's rules for the cart's site (commerce/cart/address.ts), PO boxes and couriers,
 * the billing address's source, the shipment a method is chosen for. The country row is
 * the caller's to read (the database, the demo countries).
 */

export type AddressKind = 'shipping' | 'billing';

/** What the checks read of a country's row (commerce/catalogue/countries.ts CountryRow). */
export interface CountryFacts {
  /** The site locales that ship to the country. */
  sites: readonly string[];
  shipping: AddressRules;
  billing: AddressRules;
}

/**
 * The address checked against its country's rules for the cart's site, normalized:
 * PAY401 a country the site does not ship to (or none); the field problems as CHK380
 * (shipping) or CHK320 (billing) with every field in details, SHP410 / BILL410 when only
 * the phone is missing.
 */
export function checkAddress<A extends AddressInput>(
  address: A,
  country: CountryFacts | undefined,
  kind: AddressKind,
  siteLocale: string,
): A | Refusal {
  const code = address.country.toUpperCase();
  if (!country || (kind === 'shipping' && !country.sites.includes(siteLocale))) {
    return refusal('PAY401', `We cannot ship to ${code} from this site`, { field: 'country' });
  }
  const rules = country[kind];
  const normalized = normalizeAddress({ ...address, country: code }, rules);
  const problems = addressProblems(normalized, rules, kind);
  if (problems.length === 0) return normalized;
  const phoneOnly = problems.every((problem) => problem.field === 'phone');
  const errorId = phoneOnly
    ? (problems[0]?.errorId ?? 'CHK320')
    : kind === 'shipping'
      ? 'CHK380'
      : 'CHK320';
  return refusal(
    errorId,
    `The ${kind} address is not valid: ${problems.map((p) => p.field).join(', ')}`,
    { fields: problems },
  );
}

/**
 * validateShippingAddress's answer: the same rule as saving it (a country the cart's site
 * ships to, its rules), and the normalized address as the suggestion when it changed.
 */
export function addressValidation<A extends AddressInput>(
  address: A,
  country: CountryFacts | undefined,
  siteLocale: string,
) {
  if (!country?.sites.includes(siteLocale)) {
    return { valid: false, errors: [{ field: 'country', errorId: 'PAY401' }], suggestions: [] };
  }
  const normalized = normalizeAddress(address, country.shipping);
  const errors = addressProblems(normalized, country.shipping, 'shipping');
  const changed = JSON.stringify(normalized) !== JSON.stringify(address);
  return {
    valid: errors.length === 0,
    errors,
    suggestions: errors.length === 0 && changed ? [normalized] : [],
  };
}

/** Whether an address's lines name a PO box. */
export const namesPoBox = (address: Pick<AddressInput, 'addressLine1' | 'addressLine2'>) =>
  isPoBox(`${address.addressLine1} ${address.addressLine2 ?? ''}`);

/**
 * SHP500 for a PO box (`namesPoBox`) when a home shipment of the cart has a courier's
 * method chosen that does not deliver to one.
 */
export function poBoxVerdict(view: Pick<Cart, 'shippingMethods'>): Verdict {
  const courierOnly = view.shippingMethods.some(
    (shipment) =>
      homeDeliveryCodes.includes(shipment.code) &&
      shipment.applicableShippingMethods.some(
        (method) =>
          method.selected &&
          shippingMethodsByCode[shipment.code].find((known) => known.code === method.code)?.noPoBox,
      ),
  );
  return courierOnly
    ? refusal('SHP500', 'This delivery method does not deliver to a PO box', {
        field: 'addressLine1',
      })
    : null;
}

/**
 * The address to bill to: the shipping address (`sameAsShipping`) or the one given;
 * BIL400 when that one is missing.
 */
export function billingSource<A extends object>(
  body: { sameAsShipping: boolean; address?: A | undefined },
  shippingAddress: A | null,
): A | Refusal {
  const source = body.sameAsShipping ? shippingAddress : body.address;
  if (source) return source;
  return refusal(
    'BIL400',
    body.sameAsShipping
      ? 'There is no shipping address to bill to'
      : 'The billing address is missing',
  );
}

/** The cart's shipment `shippingId`; SHP404 when it has none. */
export function shipmentOf(view: Pick<Cart, 'shippingMethods'>, shippingId: string) {
  const shipment = view.shippingMethods.find((s) => s.shippingId === shippingId);
  return shipment ?? refusal('SHP404', `No shipment ${shippingId} on this cart`);
}

/** SHP404 unless `code` is one of the methods of the shipment `shippingId`. */
export function shippingMethodVerdict(
  view: Pick<Cart, 'shippingMethods'>,
  shippingId: string,
  code: string,
): Verdict {
  const shipment = view.shippingMethods.find((s) => s.shippingId === shippingId);
  if (shipment?.applicableShippingMethods.some((method) => method.code === code)) return null;
  return refusal('SHP404', `No shipping method ${code} for the shipment ${shippingId}`, {
    shippingId,
    code,
  });
}
