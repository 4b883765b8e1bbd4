import { DrizzleQueryError } from 'drizzle-orm';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { ServerConfig } from '../config.ts';

/** Fields that never reach a log line, at any of the first three levels of an object. */
const secretFields = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'authorizationCode',
  'codeVerifier',
  'captcha',
  'recaptcha_response',
  'cardNumber',
  'number',
  'cvv',
  'cvc',
  'securityCode',
  'expirationMonth',
  'expirationYear',
  'pin',
  'cookie',
  'authorization',
];

export const redactPaths = secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/** Structured JSON logs; every request's lines carry its correlationId. */
export function createLogger(
  config: Pick<ServerConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'cairn-api' },
      redact: { paths: redactPaths, censor: '[redacted]' },
      // Every error logged as `err` goes through loggableError (no SQL values); one made
      // loggable already is kept as it is (pino's own serializer would fold its causes).
      serializers: {
        err: (value: unknown) => (value instanceof Error ? loggableError(value) : value),
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** What a database error may keep in the log: codes and names, never values. */
const databaseErrorFields = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/** Fields that carry a statement or the values it was given. */
const statementFields = new Set(['query', 'params', 'detail', 'where', 'internalQuery', 'hint']);

/**
 * A database error (pg's DatabaseError, PGlite's): it carries a SQLSTATE `code` and a
 * `severity`, and values in `detail` ("Key (email)=(maya@example.com) already exists"),
 * `where`, `query`, `params`.
 */
function isDatabaseError(error: Error): error is Error & Record<string, unknown> {
  const fields = error as Error & Record<string, unknown>;
  return typeof fields.severity === 'string' && /^[0-9A-Z]{5}$/.test(String(fields.code));
}

/**
 * A database message without the values PostgreSQL quotes after a colon (`invalid input
 * syntax for type date: "maya@example.com"`); names (`constraint "consumers_email_key"`)
 * stay.
 */
function withoutValues(message: string): string {
  return message.replace(/: ".*$/s, ': [redacted]');
}

/** The first table a statement writes or reads: `insert into "consumers"`, no values. */
function statementOf(query: string): string | undefined {
  const match =
    /^\s*(insert into|update|delete from)\s+("[^"]*")/i.exec(query) ??
    /\b(from)\s+("[^"]*")/i.exec(query);
  return match ? `${match[1]?.toLowerCase()} ${match[2]}` : undefined;
}

/** A stack with its first line (the message, which may hold values) replaced. */
function restack(error: Error, type: string, message: string): string | undefined {
  if (!error.stack) return undefined;
  // V8 starts a stack with `${name}: ${message}` as it was when the error was made.
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack.startsWith(header) ? header.length : error.stack.search(/\n {4}at /);
  return `${type}: ${message}${frames >= 0 ? error.stack.slice(frames) : ''}`;
}

/**
 * An error for the log, without personal data: Drizzle's failed-query error carries the
 * statement and its parameters (emails, hashes) in `query`, `params` and its message, a
 * database error quotes values in its message, `detail` and `where`. They keep their
 * SQLSTATE code, table, constraint and the statement's kind (`insert into "consumers"`);
 * everything else of theirs is dropped. Other errors keep their message and plain fields
 * (a system error's code, syscall …). The logger's `err` serializer applies it to every
 * error it is given.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  return loggable(error, 0);
}

function loggable(error: unknown, depth: number): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause =
    error.cause instanceof Error && depth < 5 ? loggable(error.cause, depth + 1) : undefined;
  if (error instanceof DrizzleQueryError) {
    const statement = statementOf(error.query);
    const message = statement ? `Failed query: ${statement}` : 'Failed query';
    return {
      type: 'DrizzleQueryError',
      message,
      ...(statement ? { statement } : {}),
      stack: restack(error, 'DrizzleQueryError', message),
      ...(cause ? { cause } : {}),
    };
  }
  if (isDatabaseError(error)) {
    const message = withoutValues(error.message);
    const fields: Record<string, unknown> = {};
    for (const field of databaseErrorFields) {
      if (error[field] !== undefined) fields[field] = error[field];
    }
    return {
      type: 'DatabaseError',
      message,
      ...fields,
      stack: restack(error, 'DatabaseError', message),
      ...(cause ? { cause } : {}),
    };
  }
  // A message that quotes a failed query's (a wrapper's) keeps no parameters either.
  const strip = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  // Plain fields such as a system error's code, errno, syscall; never a statement's.
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (statementFields.has(key) || key === 'cause') continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return {
    type: error.name,
    message: strip(error.message),
    ...fields,
    stack: error.stack ? strip(error.stack) : undefined,
    ...(error instanceof AggregateError && depth < 5
      ? { errors: error.errors.slice(0, 5).map((item) => loggable(item, depth + 1)) }
      : {}),
    ...(cause ? { cause } : {}),
  };
}

/**
 * A request's logger, `parent.child(bindings)`, made on its first use: pino applies the
 * redaction paths to the bindings of every child, which is a large share of a cheap
 * request's cost when nothing is logged for it.
 */
export function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const real = () => {
    child ??= parent.child(bindings);
    return child;
  };
  return new Proxy(parent, {
    get(_target, property) {
      const logger = real();
      const value = Reflect.get(logger, property, logger);
      return typeof value === 'function' ? value.bind(logger) : value;
    },
    set(_target, property, value) {
      return Reflect.set(real(), property, value);
    },
  });
}
