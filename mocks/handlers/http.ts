/**
 * MSW handlers typed by api/contract. Every domain file (`mocks/handlers/<domain>.ts`)
 * builds its handlers with `mockRoute(route, resolver)`: the resolver answers from
 * demo; the result offers the happy path and factories for every other state:
 *
 *   consumerHandlers.signIn.ok()                 // happy path (in happyPathHandlers)
 *   consumerHandlers.signIn.error('AUT423')      // the catalogue's status and body
 *   consumerHandlers.signIn.reply({ … })         // a specific typed answer
 *   consumerHandlers.signIn.loading()            // never answers (loading states)
 *
 * Requests are validated with the contract like the service does (API400 with the
 * spec's error body), and answers are parsed with the contract, so a mock cannot drift.
 */

import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { API_BASE, type ErrorBody, siteLocale } from '#api/contract/common.ts';
import {
  type ErrorId,
  errorCatalogue,
  readTaggedMessage,
  SERVICE_APP_ID,
} from '#api/contract/errors.ts';
import { type AnyRoute, hasBody, type RouteResponse } from '#api/contract/route.ts';
import { type Site, siteOf } from '#commerce/catalogue/site.ts';

export interface MockRequest<R extends AnyRoute> {
  params: z.output<R['params']>;
  query: z.output<R['query']>;
  body: z.output<R['body']>;
  request: Request;
  cookies: Record<string, string>;
}

/** Return the response object (sent with the route's success status) or a Response. */
export type MockResolver<R extends AnyRoute> = (
  request: MockRequest<R>,
) => RouteResponse<R> | Response | Promise<RouteResponse<R> | Response>;

export interface MockRoute<R extends AnyRoute> {
  route: R;
  ok(): HttpHandler;
  error(
    errorId: ErrorId,
    options?: { message?: string; appId?: string; details?: Record<string, unknown> },
  ): HttpHandler;
  reply(body: RouteResponse<R>, init?: { status?: number; headers?: HeadersInit }): HttpHandler;
  loading(): HttpHandler;
  /** A slow connection: the answer of the handlers after this one, `ms` later. */
  slow(ms: number): HttpHandler;
  /** A handler with another resolver (stateful stories, specific requests). */
  with(resolver: MockResolver<R>): HttpHandler;
}

/** The pattern MSW matches: any origin, the route's path below `/api`. */
export function mockPath(route: AnyRoute): string {
  return `*${API_BASE}${route.path}`;
}

const MOCK_CORRELATION_ID = 'mock-correlation-id';

/** The spec's error body with the catalogue status (spec §8). */
/**
 * Whether a resolver answered a Response rather than a body. MSW's own HttpResponse
 * (errorResponse's) extends the Response class there was when MSW loaded; a Node server of
 * @hono/node-server started later in the same process (the service's tests share one)
 * replaces the global `Response` with its own, of which those are no instances.
 */
function isResponse(value: unknown): value is Response {
  return value instanceof HttpResponse || value instanceof Response;
}

export function errorResponse(
  errorId: ErrorId,
  options: {
    message?: string;
    appId?: string;
    headers?: HeadersInit;
    details?: Record<string, unknown>;
  } = {},
): Response {
  const { summary, status } = errorCatalogue[errorId];
  const body: ErrorBody = {
    errorDetails: [
      {
        errorId,
        message: options.message ?? summary.charAt(0).toUpperCase() + summary.slice(1),
        ...(options.details ? { details: options.details } : {}),
      },
    ],
    appId: options.appId ?? SERVICE_APP_ID,
    correlationId: MOCK_CORRELATION_ID,
  };
  return HttpResponse.json(body, {
    status,
    headers: {
      'x-correlation-id': MOCK_CORRELATION_ID,
      ...Object.fromEntries(new Headers(options.headers)),
    },
  });
}

/**
 * A typed success answer with extra headers (Set-Cookie …), parsed with the contract.
 */
export function respond<R extends AnyRoute>(
  route: R,
  body: RouteResponse<R>,
  init: { status?: number; headers?: HeadersInit } = {},
): Response {
  const status = init.status ?? route.successStatus;
  if (status === 204) return new HttpResponse(null, { status, headers: init.headers });
  return HttpResponse.json(route.response.parse(body) as never, {
    status,
    ...(init.headers ? { headers: init.headers } : {}),
  });
}

/** Throw from a resolver to answer a catalogue error. */
export class MockApiError extends Error {
  readonly errorId: ErrorId;
  readonly appId: string | undefined;
  /** Values for the shopper's message, answered as the error detail's `details`. */
  readonly details: Record<string, unknown> | undefined;
  constructor(
    errorId: ErrorId,
    message?: string,
    appId?: string,
    details?: Record<string, unknown>,
  ) {
    super(message ?? errorCatalogue[errorId].summary);
    this.errorId = errorId;
    this.appId = appId;
    this.details = details;
  }
}

/** A refusal of a rule of commerce/ (its catalogue code, message and details). */
export interface Refusal {
  errorId: ErrorId;
  message: string;
  details?: Record<string, unknown> | undefined;
}

/** Answer a commerce/ rule's refusal as the service does (server/http/errors.ts). */
export function refuse(refusal: Refusal): never {
  throw new MockApiError(refusal.errorId, refusal.message, undefined, refusal.details);
}

/** Answer a commerce/ rule's refusal, if any (nothing when the rule allows). */
export function assertAllowed(refusal: Refusal | null): void {
  if (refusal) refuse(refusal);
}

/**
 * The site of a call whose contract query names no locale: the `?locale=` it was sent with,
 * else the default site.
 */
export function requestSite(request: Request): Site {
  const locale = siteLocale.safeParse(new URL(request.url).searchParams.get('locale'));
  return siteOf(locale.success ? locale.data : undefined);
}

function invalid(part: string, error: z.ZodError): Response {
  const issue = error.issues[0];
  const where = [part, ...(issue?.path ?? [])].map(String).join('.');
  const { errorId, message } = readTaggedMessage(issue?.message ?? 'Invalid request');
  return errorResponse(errorId ?? 'API400', { message: `${where}: ${message}` });
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/** MSW's handler maker of the route's method (`http.get`, `http.put` …). */
export function methodOf(route: AnyRoute) {
  switch (route.method) {
    case 'GET':
      return http.get;
    case 'POST':
      return http.post;
    case 'PUT':
      return http.put;
    case 'PATCH':
      return http.patch;
    case 'DELETE':
      return http.delete;
  }
}

async function readBody(request: Request): Promise<unknown | Response> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return errorResponse('API400', { message: 'The request body is not valid JSON' });
  }
}

function handlerFor<R extends AnyRoute>(route: R, resolver: MockResolver<R>): HttpHandler {
  const takesBody = hasBody(route);
  return methodOf(route)(mockPath(route), async ({ request, params, cookies }) => {
    const parsedParams = route.params.safeParse(params);
    if (!parsedParams.success) return invalid('params', parsedParams.error);
    const parsedQuery = route.query.safeParse(queryOf(new URL(request.url)));
    if (!parsedQuery.success) return invalid('query', parsedQuery.error);
    let body: unknown;
    if (takesBody) {
      const raw = await readBody(request.clone());
      if (isResponse(raw)) return raw;
      const parsedBody = route.body.safeParse(raw);
      if (!parsedBody.success) return invalid('body', parsedBody.error);
      body = parsedBody.data;
    }
    try {
      const result = await resolver({
        params: parsedParams.data as z.output<R['params']>,
        query: parsedQuery.data as z.output<R['query']>,
        body: body as z.output<R['body']>,
        request,
        cookies,
      });
      if (isResponse(result)) return result;
      const checked = route.response.parse(result);
      if (route.successStatus === 204) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(checked as never, { status: route.successStatus });
    } catch (error) {
      if (error instanceof MockApiError) {
        return errorResponse(error.errorId, {
          message: error.message,
          ...(error.appId ? { appId: error.appId } : {}),
          ...(error.details ? { details: error.details } : {}),
        });
      }
      throw error;
    }
  });
}

/** Typed handlers for one contract route; see the top of this file. */
export function mockRoute<R extends AnyRoute>(route: R, resolver: MockResolver<R>): MockRoute<R> {
  return {
    route,
    ok: () => handlerFor(route, resolver),
    with: (other) => handlerFor(route, other),
    error: (errorId, options = {}) =>
      methodOf(route)(mockPath(route), () => errorResponse(errorId, options)),
    reply: (body, init = {}) =>
      methodOf(route)(mockPath(route), () =>
        HttpResponse.json(route.response.parse(body) as never, {
          status: init.status ?? route.successStatus,
          ...(init.headers ? { headers: init.headers } : {}),
        }),
      ),
    loading: () =>
      methodOf(route)(mockPath(route), async () => {
        await delay('infinite');
        return new Response(null, { status: 204 });
      }),
    // Answering nothing, MSW goes on to the next handler for the request.
    slow: (ms) =>
      methodOf(route)(mockPath(route), async () => {
        await delay(ms);
      }),
  };
}
