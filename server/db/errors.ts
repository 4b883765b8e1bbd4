/** The PostgreSQL SQLSTATE of an error (pg, PGlite and Drizzle's wrapper alike). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
/** Serialization failure, deadlock, lock not available: worth a retry. */
export const TRANSIENT_CODES = new Set(['40001', '40P01', '55P03']);
