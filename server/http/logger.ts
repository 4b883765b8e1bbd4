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
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/**
 * An error for the log: Drizzle puts the query's parameters (emails, hashes) into its
 * message; keep the statement, drop the values.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const strip = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  const cause = error.cause instanceof Error ? loggableError(error.cause) : undefined;
  return {
    type: error.name,
    message: strip(error.message),
    stack: error.stack ? strip(error.stack) : undefined,
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
