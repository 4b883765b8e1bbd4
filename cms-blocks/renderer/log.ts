import type { SectionErrorInfo } from './context.tsx';

/**
 * Spec §8: a CMS component error is logged as its message plus
 * `CMS Error: {component}, {id}`, and the section is skipped. Without zod: the browser logs
 * the errors of rendering (schema errors are logged where sections are checked, with zod's
 * readable summary: normalize.ts `logSectionError`).
 */
export function logSectionErrorAs(info: SectionErrorInfo, message: string): void {
  console.error(message, `CMS Error: ${info.component}, ${info.id}`);
}

/** The message of an error thrown while a section renders. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
