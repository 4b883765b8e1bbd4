import type { resources } from '#i18n/resources/index.ts';

/** A key of the `validation` namespace. */
export type ValidationMessageKey = keyof (typeof resources)['en']['validation'];

/** Spec §9: password min 8. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRequirement {
  id: 'minLength' | 'number' | 'upperCase' | 'lowerCase';
  /** Its message in the `validation` namespace (spec §5 wording). */
  messageKey: ValidationMessageKey;
  test: (value: string) => boolean;
}

/**
 * The four live password hints of spec §5, in the order they are listed. The sign-up
 * and change-password validators reuse these predicates, so the hints and the schema
 * can never disagree.
 */
export const passwordRequirements: readonly PasswordRequirement[] = [
  {
    id: 'minLength',
    messageKey: 'passwordMinLength',
    // Characters as a person counts them (an emoji is one), not UTF-16 units.
    test: (value) => [...value].length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'number', messageKey: 'passwordNumber', test: (value) => /[0-9]/.test(value) },
  // Any script's capitals and small letters count: É, Ö and ß are letters too.
  { id: 'upperCase', messageKey: 'passwordUpperCase', test: (value) => /\p{Lu}/u.test(value) },
  { id: 'lowerCase', messageKey: 'passwordLowerCase', test: (value) => /\p{Ll}/u.test(value) },
];

/** The requirements a value does not meet yet, in list order. */
export function unmetPasswordRequirements(value: string): PasswordRequirement[] {
  return passwordRequirements.filter((requirement) => !requirement.test(value));
}

/** Whether a password meets all of spec §5 ("Password does not meet requirements." otherwise). */
export function meetsPasswordRequirements(value: string): boolean {
  return unmetPasswordRequirements(value).length === 0;
}
