import { z } from 'zod';
import { type MessageParam, encodeMessage as m, type ValidationMessage } from './messages.ts';
import { isStrongPassword } from './password.ts';

/*
 * A field shows its first failing check (zodResolver keeps the first issue of each path), so
 * checks are listed in the order messages should win. None uses zod's `abort`: an aborted
 * field would stop the object-level checks (phone against phone code, same-as) of the form.
 */

/**
 * Spec §5 name: letters (incl. accented), whitespace, comma, period, apostrophe, backtick,
 * hyphen. "Letters" are Unicode letters of any script (\p{L}: Zoë, Łukasz, Дмитрий, 王芳)
 * with combining marks (\p{M}: an accent typed as a separate mark, Devanagari vowel signs);
 * the typographic apostrophe ’ counts as an apostrophe (phone keyboards type it for ').
 * Digits, emoji and other symbols fail, and a name needs at least one letter.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}\s,.'’`-]+$/u;
const HAS_LETTER = /\p{L}/u;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value) && HAS_LETTER.test(value);
}

/**
 * Spec §5 email: the standard pattern with a dot in the domain: zod's own email pattern
 * (no leading, trailing or doubled dot in the local part, a top-level domain of 2+ letters).
 */
export const EMAIL_PATTERN = z.regexes.email;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Blank or whitespace only ("This field is required"). */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** A pattern as a whole-value RegExp (service rules send a source string). */
export function toPattern(pattern: RegExp | string): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const whole = `^(?:${pattern})$`;
  try {
    return new RegExp(whole, 'u');
  } catch {
    return new RegExp(whole);
  }
}

export interface TextRules {
  /** Blank or whitespace fails with `required`; when false, blank gives undefined. @default true */
  required?: boolean;
  exactLength?: number;
  minLength?: number;
  maxLength?: number;
  /** Spec §5 email. */
  email?: boolean;
  /** Spec §5 name. */
  name?: boolean;
  /** Spec §5 password check (the four requirements). */
  password?: boolean;
  /** Must match the whole value. */
  pattern?: RegExp | string;
  /** @default { key: 'regex', params: { regex: pattern source } } */
  patternMessage?: ValidationMessage;
  /** Trim (and NFC-normalise) the value before checking it; false for passwords. @default true */
  trim?: boolean;
  /** Upper-case the value (postal codes). */
  uppercase?: boolean;
}

function checks(rules: TextRules): z.ZodString {
  let schema = z.string();
  if (rules.required ?? true) {
    schema = schema.refine((value) => !isBlank(value), { error: m('required') });
  }
  const { exactLength: exact, minLength: min, maxLength: max } = rules;
  if (exact !== undefined) {
    schema = schema.length(exact, { error: m('exactLength', { n: exact }) });
  }
  if (min !== undefined) schema = schema.min(min, { error: m('minLength', { n: min }) });
  if (max !== undefined) schema = schema.max(max, { error: m('maxLength', { n: max }) });
  if (rules.email) schema = schema.regex(EMAIL_PATTERN, { error: m('email') });
  if (rules.name) schema = schema.refine(isValidName, { error: m('name') });
  if (rules.password) schema = schema.refine(isStrongPassword, { error: m('password') });
  if (rules.pattern !== undefined) {
    const pattern = toPattern(rules.pattern);
    const message = rules.patternMessage ?? { key: 'regex', params: { regex: pattern.source } };
    schema = schema.regex(pattern, { error: m(message.key, message.params) });
  }
  return schema;
}

/** A field's output: string when required (the default), string | undefined otherwise. */
export type TextOutput<R extends { required?: boolean }> = R extends { required: true }
  ? string
  : 'required' extends keyof R
    ? string | undefined
    : string;

/** What a text input holds: its string; null and undefined count as blank. */
export type TextInput = string | null | undefined;

/**
 * A text field. Output: the trimmed, NFC-normalised value; an optional field left blank
 * gives undefined.
 */
export function textField<const R extends TextRules = Record<never, never>>(
  rules: R = {} as R,
): z.ZodType<TextOutput<R>, TextInput> {
  const required = rules.required ?? true;
  const trim = rules.trim ?? true;
  const normalize = (value: TextInput): string => {
    let text = value ?? '';
    if (trim) text = text.trim().normalize('NFC');
    return rules.uppercase ? text.toUpperCase() : text;
  };
  const base = z.string({ error: m('required') }).nullish();
  const inner = checks({ ...rules, required });
  const field = required
    ? base.transform(normalize).pipe(inner)
    : base
        .transform((value) => (isBlank(value) ? undefined : normalize(value)))
        .pipe(inner.optional());
  return field as unknown as z.ZodType<TextOutput<R>, TextInput>;
}

/** Spec §5 required: any text field (blank or whitespace fails). */
export const requiredField = <const R extends Omit<TextRules, 'required'>>(rules: R = {} as R) =>
  textField(rules);

/** Spec §5 email (required unless told). */
export const emailField = <const R extends TextRules = Record<never, never>>(rules: R = {} as R) =>
  textField({ ...rules, email: true });

/** Spec §5 name, spec §9 names min 2 (and the address max 30). */
export const nameField = <const R extends TextRules = Record<never, never>>(rules: R = {} as R) =>
  textField({ minLength: 2, maxLength: 30, ...rules, name: true });

/** A password: required (whitespace-only fails) but never trimmed; `check` adds spec §5. */
export const passwordField = <
  const R extends { check?: boolean; required?: boolean } = Record<never, never>,
>(
  rules: R = {} as R,
) =>
  textField({
    required: rules.required,
    trim: false,
    password: rules.check,
  }) as unknown as z.ZodType<TextOutput<R>, TextInput>;

export interface NumberRules {
  /** @default true */
  required?: boolean;
  min?: number;
  max?: number;
}

/**
 * A number (a RAC NumberField's value, or `valueAsNumber`): min and max value messages of
 * spec §5. NaN, null and undefined count as empty.
 */
export function numberField({
  required = true,
  min,
  max,
}: NumberRules = {}): z.ZodType<number | undefined, number | null | undefined> {
  let inner = z.number({ error: m('required') });
  if (min !== undefined) inner = inner.min(min, { error: m('minValue', { n: min }) });
  if (max !== undefined) inner = inner.max(max, { error: m('maxValue', { n: max }) });
  return z
    .custom<number | null | undefined>(
      (value) => value === null || value === undefined || typeof value === 'number',
      { error: m('required') },
    )
    .transform((value) => (value === null || Number.isNaN(value) ? undefined : value))
    .pipe(required ? inner : inner.optional());
}

/** A checkbox; a required one must be ticked ("required checkbox" message). */
export function checkboxField({
  required = false,
} = {}): z.ZodType<boolean, boolean | null | undefined> {
  return z
    .boolean({ error: m('requiredCheckbox') })
    .nullish()
    .transform((value) => value === true)
    .refine((value) => value || !required, { error: m('requiredCheckbox') });
}

export interface SelectRules {
  /** @default true */
  required?: boolean;
  /** The allowed values; anything else fails with `option`. */
  options?: readonly string[];
}

/** A select (gender, province, country …). */
export function selectField({
  required = true,
  options,
}: SelectRules = {}): z.ZodType<string | undefined, string | null | undefined> {
  const field = textField({ required });
  if (!options) return field;
  return field.refine((value) => value === undefined || options.includes(value), {
    error: m('option'),
  });
}

/** Spec §5 regex: "Value should match {regex}". */
export const regexField = <const R extends TextRules = Record<never, never>>(
  pattern: RegExp | string,
  rules: R = {} as R,
) => textField({ ...rules, pattern });

/**
 * Spec §5 same-as, for an object schema's `superRefine`: `field` must equal `other`;
 * `label` names the other field in the message ("Value must be the same as {field}").
 */
export function sameAs<Field extends string, Other extends string>(
  field: Field,
  other: Other,
  label: MessageParam = other,
) {
  return (values: Partial<Record<Field | Other, unknown>>, ctx: z.RefinementCtx): void => {
    const value = values[field];
    if (typeof value !== 'string' || isBlank(value)) return;
    if (value !== values[other]) {
      ctx.addIssue({ code: 'custom', path: [field], message: m('sameAs', { field: label }) });
    }
  };
}
