import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '#api/contract/common.ts';
import { type ErrorId, errorCatalogue, SERVICE_APP_ID } from '#api/contract/errors.ts';
import type { AppEnv } from './context.ts';

export interface ApiErrorOptions {
  /** The app that refuses, when not the service (the bot check's: spec §8 challenge). */
  appId?: string;
  /** Extra response headers (Retry-After, Allow …). */
  headers?: Record<string, string>;
  /** Values for the shopper's message, sent as the first error detail's `details`. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

function defaultMessage(errorId: ErrorId): string {
  const { summary } = errorCatalogue[errorId];
  return summary.charAt(0).toUpperCase() + summary.slice(1);
}

/**
 * A failure the shopper may meet: a catalogue code (spec §8) whose status comes from the
 * catalogue. Throw it from any handler or domain function; the service answers
 * `{ errorDetails: [{ errorId, message }], appId, correlationId }`.
 */
export class ApiError extends Error {
  readonly errorId: ErrorId;
  readonly status: number;
  readonly appId: string | undefined;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown> | undefined;

  constructor(errorId: ErrorId, message?: string, options: ApiErrorOptions = {}) {
    super(message ?? defaultMessage(errorId), { cause: options.cause });
    this.name = 'ApiError';
    this.errorId = errorId;
    this.status = errorCatalogue[errorId].status;
    this.appId = options.appId;
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}

/** A refusal of a rule of commerce/ (its catalogue code, message and details). */
export interface Refusal {
  errorId: ErrorId;
  message: string;
  details?: Record<string, unknown> | undefined;
}

/** The ApiError that answers a commerce/ rule's refusal. */
export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(
    refusal.errorId,
    refusal.message,
    refusal.details ? { details: refusal.details } : {},
  );
}

/** Throws the ApiError of a commerce/ rule's refusal; nothing when the rule allows. */
export function assertAllowed(refusal: Refusal | null): void {
  if (refusal) throw refusalError(refusal);
}

/** The spec's error body for an ApiError, with the request's correlation id. */
export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const body: ErrorBody = {
    errorDetails: [
      {
        errorId: error.errorId,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    ],
    appId: error.appId ?? SERVICE_APP_ID,
    correlationId: c.get('requestId'),
  };
  return c.json(body, error.status as ContentfulStatusCode, error.headers);
}
