import { isApiError } from '#api/client/index.ts';
import type { ErrorBody } from '#api/contract/common.ts';
import { type ErrorId, SERVICE_APP_ID } from '#api/contract/errors.ts';

/*
 * How the storefront's `/fapi/*` resource routes answer (spec §7 Internal): JSON of the
 * contract's shape, or the spec's error body (`errorDetails`, `correlationId`, §3/§8) with
 * a 4xx for bad input, never the HTML error page.
 */

/** Components and pages are the same for every shopper: cacheable a minute, like pages. */
export const FAPI_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Request bodies the pass-through calls accept (the service's own default limit). */
export const MAX_BODY_BYTES = 100 * 1024;

/** A failure to answer with the spec's error body. */
export class FapiError extends Error {
  readonly status: number;
  readonly errorId: ErrorId;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    errorId: ErrorId,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FapiError';
    this.status = status;
    this.errorId = errorId;
    this.headers = headers;
  }
}

const wellFormedId = /^[\w\-=]{1,128}$/;

/**
 * The correlation id of a request: the caller's `x-correlation-id` when well formed (the
 * service keeps the same rule), else a new one. Sent on to the service's calls, so its
 * logs and this answer name the same id.
 */
export function correlationIdOf(request: Request): string {
  const given = request.headers.get('x-correlation-id');
  return given && wellFormedId.test(given) ? given : crypto.randomUUID();
}

export function jsonResponse(
  body: unknown,
  { cacheControl, correlationId }: { cacheControl: string; correlationId: string },
): Response {
  return Response.json(body, {
    headers: { 'Cache-Control': cacheControl, 'x-correlation-id': correlationId },
  });
}

export function errorResponse(
  status: number,
  errorId: string,
  message: string,
  correlationId: string,
  {
    headers = {},
    details,
    appId,
  }: { headers?: Record<string, string>; details?: Record<string, unknown>; appId?: string } = {},
): Response {
  const body: ErrorBody = {
    errorDetails: [{ errorId, message, ...(details ? { details } : {}) }],
    appId: appId ?? SERVICE_APP_ID,
    correlationId,
  };
  return Response.json(body, {
    status,
    headers: { 'x-correlation-id': correlationId, ...headers },
  });
}

/**
 * A thrown failure as an answer: ours as they are; the service's 4xx passed on with its
 * errorId and message (bad input, unknown page: 404 API404); anything else logged and
 * answered 502 with the correlation id only (the service failed, not the caller).
 */
export function failureResponse(error: unknown, correlationId: string): Response {
  if (error instanceof FapiError) {
    return errorResponse(error.status, error.errorId, error.message, correlationId, {
      headers: error.headers,
    });
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return errorResponse(
      error.status,
      error.errorId || (error.status === 404 ? 'API404' : 'API400'),
      error.message,
      error.correlationId ?? correlationId,
      { details: error.details, appId: error.appId },
    );
  }
  console.error(
    JSON.stringify({
      msg: 'fapi call failed',
      correlationId,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
  );
  return errorResponse(502, 'GEN500', 'The service could not answer', correlationId);
}

/** Run a handler with the request's correlation id; any failure becomes an error body. */
export async function answer(
  request: Request,
  handler: (correlationId: string) => Promise<Response> | Response,
): Promise<Response> {
  const correlationId = correlationIdOf(request);
  try {
    return await handler(correlationId);
  } catch (error) {
    return failureResponse(error, correlationId);
  }
}

/** The answer of a method the route does not take (a GET to a beacon, a POST to a page). */
export function methodNotAllowed(request: Request, allow: string): Response {
  return errorResponse(
    405,
    'API405',
    `${request.method} is not allowed here; use ${allow}`,
    correlationIdOf(request),
    { headers: { Allow: allow } },
  );
}

/** What a call to the service sends along: the correlation id of this request. */
export function forwardHeaders(correlationId: string): Record<string, string> {
  return { 'x-correlation-id': correlationId };
}

async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number.parseInt(request.headers.get('content-length') ?? '', 10);
  const tooLarge = () =>
    new FapiError(413, 'API413', `Request bodies are limited to ${limit} bytes`);
  if (declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * A JSON request body, for passing on to the service: `undefined` when empty. JSON as
 * `application/json` (or `+json`), or as `text/plain`, which is what
 * `navigator.sendBeacon` sends for a string. 413, 415 and 400 otherwise.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  let text: string;
  try {
    text = await readCapped(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof FapiError) throw error;
    throw new FapiError(400, 'API400', 'The request body could not be read');
  }
  if (text.trim() === '') return undefined;
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !type.endsWith('+json') && type !== 'text/plain') {
    throw new FapiError(415, 'API415', 'Send the request body as application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new FapiError(400, 'API400', 'The request body is not valid JSON');
  }
}
