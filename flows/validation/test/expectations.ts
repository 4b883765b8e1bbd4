import type { z } from 'zod';
import { decodeMessage, type ValidationMessage } from '../messages.ts';

/**
 * What a field would show for `value`: the first issue's decoded message (the one
 * zodResolver puts on the field), or null when the value passes.
 */
export function messageOf(
  schema: z.ZodType,
  value: unknown,
  path?: string,
): ValidationMessage | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue =
    path === undefined
      ? result.error.issues[0]
      : result.error.issues.find((candidate) => candidate.path.join('.') === path);
  if (!issue) return null;
  const decoded = decodeMessage(issue.message);
  if (!decoded) throw new Error(`Not an encoded message: ${issue.message}`);
  return decoded;
}

/** Every failing path with its message key. */
export function keysByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const keys: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    keys[path] ??= decodeMessage(issue.message)?.key ?? issue.message;
  }
  return keys;
}

/** The parsed output, failing the test when the value does not pass. */
export function outputOf<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Expected a pass: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
