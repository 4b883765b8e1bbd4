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

/** Errno codes of a socket to the database that failed or never opened. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** What pg and PGlite say, without a code, when the connection under a query went away. */
const LOST_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Whether an error means the database could not be reached for a moment — the connection
 * was terminated (57P01 admin shutdown, a failover, an idle timeout), PostgreSQL is
 * starting or stopping (57P02, 57P03), any connection exception (class 08), a socket that
 * failed — rather than a fault of the request or of the code. Such a request is worth a
 * retry: the service answers API503 with Retry-After (app.ts), and the pool opens a fresh
 * connection for the next one.
 */
export function isConnectionLoss(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code?.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') {
    return true;
  }
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { code: errno, message } = current as { code?: unknown; message?: unknown };
    if (typeof errno === 'string' && SOCKET_CODES.has(errno)) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
