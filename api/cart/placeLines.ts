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
