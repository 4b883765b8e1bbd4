import { maskDigitCount, phoneCountry } from '#i18n/phone.ts';
import { applyMask, stripToDigits } from './mask.ts';

/**
 * A stored phone as the site writes it (spec §9 masks): '3035550188' of a US profile on a US
 * site → '(303) 555 - 0188'; an international '+13035550188' the same, its dial code dropped
 * when it is the country's. A number of another country than the site's starts with its dial
 * code; one whose digits do not fill its country's mask is shown as stored, never cut.
 */
export function displayPhone(
  phone: string | null | undefined,
  phoneCode: string | null | undefined,
  siteCountry: string,
): string | null {
  let digits = stripToDigits(phone);
  if (digits === '') return null;
  const country = phoneCountry(phoneCode || siteCountry);
  const dialDigits = stripToDigits(country.dialCode);
  if (phone?.trim().startsWith('+') && dialDigits !== '' && digits.startsWith(dialDigits)) {
    digits = digits.slice(dialDigits.length);
  }
  if (country.trunkPrefix && digits.length > maskDigitCount(country.mask)) {
    digits = digits.startsWith(country.trunkPrefix) ? digits.slice(1) : digits;
  }
  const fits = digits.length === maskDigitCount(country.mask);
  if (!fits) return phone?.trim() ?? digits;
  const national = applyMask(digits, country.mask);
  return country.code !== siteCountry.toUpperCase() && country.dialCode
    ? `${country.dialCode} ${national}`
    : national;
}
