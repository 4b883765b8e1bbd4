import type { CartAddress } from '#api/contract/cart.ts';
import { postalLines } from '#commerce/cart/placeLines.ts';
import { displayPhone } from '#components/PhoneField/display.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';

/**
 * What a letter needs of an address: a cart's, or an order's and a return label's (whose
 * optional parts are null rather than absent).
 */
export type PostalAddress = Pick<
  CartAddress,
  'firstName' | 'lastName' | 'addressLine1' | 'city' | 'postalCode' | 'country'
> & {
  addressLine2?: string | null | undefined;
  province?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};

/**
 * An address as the lines a letter to it has, written for the site: the postal code where
 * its country puts it, the country by name in the site's language, the phone in the site's
 * mask (components/PhoneField/display.ts).
 */
export function addressLines(address: PostalAddress, locale: SiteLocale): string[] {
  const { tag, country: siteCountry } = localeInfo[locale];
  return [
    ...postalLines(address, tag),
    address.email ?? '',
    displayPhone(address.phone, address.country, siteCountry) ?? '',
  ].filter((line) => line !== '');
}
