import { isApiError } from '#api/client/index.ts';
import type { CheckoutAddress } from './calls.ts';

type Field = keyof CheckoutAddress;
const fields: readonly Field[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'country',
  'postalCode',
  'province',
  'email',
  'phone',
];

/** Where the service's address errors belong (spec §8: on the field when it names one). */
const fieldOfError: Partial<Record<string, Field>> = {
  SHP410: 'phone',
  BILL410: 'phone',
  PAY401: 'country',
  SHP500: 'addressLine1',
};

/**
 * The fields an address error names, each with its message key: CHK380/CHK320 list them in
 * their details, SHP410 and BILL410 are the phone, PAY401 the country, SHP500 the first
 * line. Empty when the error is not about a field (the banner says it).
 */
export function addressFieldErrors(error: unknown): { field: Field; message: string }[] {
  if (!isApiError(error) || !error.errorId) return [];
  const listed = error.details?.fields;
  if (Array.isArray(listed)) {
    return listed.flatMap((entry) => {
      const field = (entry as { field?: unknown }).field;
      const errorId = (entry as { errorId?: unknown }).errorId;
      return fields.includes(field as Field)
        ? [{ field: field as Field, message: `errors:${String(errorId ?? error.errorId)}` }]
        : [];
    });
  }
  const field = fieldOfError[error.errorId];
  return field ? [{ field, message: `errors:${error.errorId}` }] : [];
}
