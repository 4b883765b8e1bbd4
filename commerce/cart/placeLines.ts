/** The parts of an address that say where it is. */
export interface Place {
  city: string;
  postalCode: string;
  country: string;
  province?: string | null | undefined;
}

/**
 * The lines of an address with its city and postal code, as its country writes them: after
 * the city and state (US, CA), on a line of their own (GB, IE), else before the city. The
 * store's address blocks and the service's invoices write addresses with it.
 */
export function placeLines(address: Place): string[] {
  const { city, province, postalCode } = address;
  switch (address.country.toUpperCase()) {
    case 'US':
    case 'CA':
      return [`${city}${province ? `, ${province}` : ''} ${postalCode}`];
    case 'GB':
    case 'IE':
      return [city, postalCode];
    default:
      return [`${postalCode} ${city}${province ? `, ${province}` : ''}`];
  }
}

/** A country's name in a language (a BCP 47 tag); the code as given when Intl knows none. */
export function countryName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a letter needs of an address to reach it. */
export interface Addressee extends Place {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | null | undefined;
}

/**
 * The lines of a letter's address: name, street lines, the place as its country writes it,
 * the country by name in the reader's language (a BCP 47 tag).
 */
export function postalLines(address: Addressee, tag: string): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2 ?? '',
    ...placeLines(address),
    countryName(address.country, tag),
  ].filter((line) => line !== '');
}
