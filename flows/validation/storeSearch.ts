import { z } from 'zod';
import { POSTAL_CODE_MAX_LENGTH } from '#commerce/catalogue/storeText.ts';
import { textField } from './rules.ts';

/**
 * A store or collection point search's field: a postal code or a city, either, but a
 * postal code no longer than the service takes (a text with a digit is a postal code,
 * commerce/catalogue/storeText.ts placeOfText).
 */
export const storeSearchSchema = z.object({
  where: textField({
    minLength: 2,
    maxLength: 60,
    pattern: `\\D*|[\\s\\S]{2,${POSTAL_CODE_MAX_LENGTH}}`,
    patternMessage: { key: 'postalCode' },
  }),
});
export type StoreSearchInput = z.input<typeof storeSearchSchema>;
