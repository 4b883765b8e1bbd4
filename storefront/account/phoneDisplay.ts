import { applyMask, stripToDigits } from '#components/PhoneField/mask.ts';
import { maskDigitCount, phoneCountry } from '#i18n/phone.ts';

/**
 * A profile's phone as the site writes it (spec §9 masks): '3035550188' of a US profile on a
 * US site → '(303) 555 - 0188'. A number of another country than the site's starts with its
 * dial code; one whose digits do not fill its country's mask is shown as stored, never cut.
 */
export function displayPhone(
  phone: string | null | undefined,
  phoneCode: string | null | undefined,
  siteCountry: string,
): string | null {
  const digits = stripToDigits(phone);
  if (digits === '') return null;
  const country = phoneCountry(phoneCode || siteCountry);
  const national =
    digits.length === maskDigitCount(country.mask) ? applyMask(digits, country.mask) : digits;
  return country.code !== siteCountry.toUpperCase() && country.dialCode
    ? `${country.dialCode} ${national}`
    : national;
}
