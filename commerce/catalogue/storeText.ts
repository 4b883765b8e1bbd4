import type { DistanceUnit, StoreAddress } from '#api/contract/stores.ts';

/*
 * How a store or collection point search reads what the shopper typed and writes what it
 * found: shared by the product page's pickup dialog, the cart's change-delivery dialog and
 * the checkout's collection point picker.
 */

/** The longest postal code the search takes (api/contract/stores.ts locationSearch). */
export const POSTAL_CODE_MAX_LENGTH = 10;

/**
 * What the shopper typed in the search: anything with a digit is a postal code (cities have
 * none; UK and Canadian postcodes do), upper-cased; anything else a city.
 */
export function placeOfText(text: string): { postalCode: string } | { city: string } {
  const value = text.trim();
  return /\d/.test(value) ? { postalCode: value.toUpperCase() } : { city: value };
}

/** An address on one line, in the order its country writes it. */
export function addressLine(address: StoreAddress): string {
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  switch (address.country) {
    case 'US':
    case 'CA':
      return `${street}, ${address.city}${address.province ? `, ${address.province}` : ''} ${address.postalCode}`;
    case 'GB':
      return `${street}, ${address.city} ${address.postalCode}`;
    default:
      return `${street}, ${address.postalCode} ${address.city}`;
  }
}

const distanceFormats = new Map<string, Intl.NumberFormat>();

/** A distance in the unit the search answered, as the site writes it ("1.2 mi", "3,4 km"). */
export function formatDistance(distance: number, unit: DistanceUnit, tag: string): string {
  const key = `${tag}|${unit}`;
  let format = distanceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: unit === 'mi' ? 'mile' : 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    distanceFormats.set(key, format);
  }
  return format.format(distance);
}
