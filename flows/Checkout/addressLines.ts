import type { CartAddress } from '#api/contract/cart.ts';
import { displayPhone } from '#components/PhoneField/display.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';

/** Where the postal code goes: after the city and state (US, CA), on a line of its own (GB), else before the city. */
function placeLines(address: CartAddress): string[] {
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

/**
 * An address as the lines a letter to it has, written for the site: the postal code where
 * its country puts it, the country by name in the site's language, the phone in the site's
 * mask (components/PhoneField/display.ts).
 */
export function addressLines(address: CartAddress, locale: SiteLocale): string[] {
  const { tag, country: siteCountry } = localeInfo[locale];
  let countryName: string = address.country;
  try {
    countryName =
      new Intl.DisplayNames([tag], { type: 'region' }).of(address.country) ?? countryName;
  } catch {
    // Not a region Intl knows: the code as given.
  }
  return [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2 ?? '',
    ...placeLines(address),
    countryName,
    address.email,
    displayPhone(address.phone, address.country, siteCountry) ?? '',
  ].filter((line) => line !== '');
}
