import type { Namespace, TFunction } from 'i18next';
import type { resources } from './resources/index.ts';

/** A message of the `validation` namespace (spec §5 wording lives in the resources). */
export type ValidationKey = keyof (typeof resources)['en']['validation'];

/** A key of another namespace, written `ns:key` (e.g. `errors:AUT439` set by a server error). */
export type ForeignKey = `${keyof (typeof resources)['en']}:${string}`;

/**
 * A parameter value: plain text or a number is interpolated as is; `{ $t: key }` is itself
 * translated first (a field label in `Value must be the same as {{field}}`).
 */
export type MessageParam = string | number | { $t: ValidationKey | ForeignKey };
export type MessageParams = Record<string, MessageParam>;

export interface ValidationMessage {
  key: ValidationKey | ForeignKey;
  params?: MessageParams;
}

/**
 * react-hook-form keeps only `message: string` and `type` of a zod issue (zodResolver drops
 * zod's `params`), so the key and its parameters travel inside the message string:
 * `key` alone, or `key|{"n":2}` with the parameters as JSON after the first `|`.
 */
const SEPARATOR = '|';
const ENCODED = /^[A-Za-z][\w.-]*(?::\w[\w.-]*)?(?:\|\{.*\})?$/s;

export function encodeMessage(key: ValidationMessage['key'], params?: MessageParams): string {
  return params && Object.keys(params).length > 0
    ? `${key}${SEPARATOR}${JSON.stringify(params)}`
    : key;
}

/** The key and parameters of an encoded message; undefined for free text (a server message). */
export function decodeMessage(message: string): ValidationMessage | undefined {
  if (!ENCODED.test(message)) return undefined;
  const at = message.indexOf(SEPARATOR);
  if (at === -1) return { key: message as ValidationMessage['key'] };
  try {
    const params = JSON.parse(message.slice(at + 1)) as MessageParams;
    return { key: message.slice(0, at) as ValidationMessage['key'], params };
  } catch {
    return undefined;
  }
}

/**
 * The translate function a form passes in: `useTranslation(…).t` of any namespaces, or
 * `i18n.getFixedT(lng, …)`, without a key prefix. Keys are looked up in `validation` (unless
 * written `ns:key`) whatever the function's default namespace is.
 */
export type Translate<Ns extends Namespace = Namespace> = TFunction<Ns, undefined>;

type LooseTranslate = (key: string, options: Record<string, unknown>) => string;

/** The text of an encoded message in the shopper's language. */
export function translateMessage<Ns extends Namespace>(t: Translate<Ns>, message: string): string {
  const decoded = decodeMessage(message);
  if (!decoded) return message;
  const translate = t as unknown as LooseTranslate;
  const options = { ns: 'validation' };
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(decoded.params ?? {})) {
    params[name] = typeof value === 'object' ? translate(value.$t, options) : value;
  }
  return translate(decoded.key, { ...params, ...options });
}

/**
 * What a field shows for its react-hook-form error:
 * `<FieldError>{translateFieldError(t, errors.email)}</FieldError>`.
 * Undefined when the field has no error (or an error without a message).
 */
export function translateFieldError<Ns extends Namespace>(
  t: Translate<Ns>,
  error: { message?: string | undefined } | undefined,
): string | undefined {
  return error?.message ? translateMessage(t, error.message) : undefined;
}
