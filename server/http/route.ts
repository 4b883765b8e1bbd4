import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { z } from 'zod';
import { localeQuery, type SiteLocale } from '#api/contract/common.ts';
import { readTaggedMessage } from '#api/contract/errors.ts';
import { type AnyRoute, hasBody, type RouteResponse } from '#api/contract/route.ts';
import type { AuthHooks } from '../auth/handover.ts';
import { assertActiveSession } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import type {
  AgentAuth,
  AppDeps,
  AppEnv,
  AuthContext,
  ConsumerAuth,
  SessionAuth,
} from './context.ts';
import { ApiError } from './errors.ts';

/** The auth context a handler receives, narrowed by the route's `auth` level. */
type AuthFor<R extends AnyRoute> = R['auth'] extends 'user'
  ? ConsumerAuth
  : R['auth'] extends 'agent'
    ? AgentAuth
    : R['auth'] extends 'guest'
      ? SessionAuth
      : AuthContext;

export interface HandlerArgs<R extends AnyRoute> {
  params: z.output<R['params']>;
  query: z.output<R['query']>;
  body: z.output<R['body']>;
  headers: z.output<R['headers']>;
  /** The site locale of the `locale` query parameter, when sent. */
  locale: SiteLocale | undefined;
  auth: AuthFor<R>;
  db: Database;
  deps: AppDeps;
  log: Logger;
  /** Hono's context: set cookies or headers, read the raw request. */
  c: Context<AppEnv>;
}

/**
 * A route's implementation: return the response object (parsed with the contract outside
 * production and sent with the route's success status), or a Response of your own.
 */
export type Handler<R extends AnyRoute> = (
  args: HandlerArgs<R>,
) =>
  | Promise<RouteResponse<R> | Response | SerializedJson>
  | RouteResponse<R>
  | Response
  | SerializedJson;

/**
 * A response body serialized once and reused (a cached hot read such as product details):
 * sent as is with the route's success status, and still checked against the contract
 * outside production like any other answer.
 */
export class SerializedJson {
  readonly text: string;
  /** The UTF-8 bytes, encoded once: writing a cached string re-encodes it per request. */
  readonly bytes: Uint8Array<ArrayBuffer>;
  constructor(text: string) {
    this.text = text;
    this.bytes = new TextEncoder().encode(text);
  }
}

function firstIssue(error: z.ZodError, part: string): ApiError {
  const issue = error.issues[0];
  const where = [part, ...(issue?.path ?? [])].map(String).join('.');
  const { errorId, message } = readTaggedMessage(issue?.message ?? 'Invalid request');
  return new ApiError(errorId ?? 'API400', `${where}: ${message}`);
}

function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw firstIssue(result.error, part);
  return result.data;
}

function queryObject(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

function acceptsJson(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .some((type) => type === 'application/json' || type === 'application/*' || type === '*/*');
}

/**
 * The deepest nesting of arrays and objects a request body may have. The contract's
 * bodies are a few levels deep (a content document, the deepest answer validate-response
 * checks, about 15); deeper bodies only overflow whoever walks them.
 */
export const MAX_BODY_DEPTH = 64;

/**
 * Escapes of characters PostgreSQL cannot store: U+0000 (not in text) and halves of a
 * surrogate pair (a lone one cannot be encoded as UTF-8; jsonb refuses it). A request body
 * holds them only as JSON escapes: a raw NUL is not valid JSON, and the UTF-8 decoder
 * turns encoded surrogates into U+FFFD.
 */
const unstorableEscape = /\\u(?:0000|[dD][89a-fA-F])/;

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    // The client went away or the server gave up waiting (a Content-Length longer than
    // the body): nobody may be listening, but this is no fault of the service.
    throw new ApiError('API400', 'The request body could not be read');
  }
  if (text.trim() === '') return undefined;
  const contentType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json' && !contentType?.endsWith('+json')) {
    throw new ApiError('API415', 'Send the request body as application/json');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('API400', 'The request body is not valid JSON');
  }
  // Nesting deeper than MAX_BODY_DEPTH needs more openers than a short body has.
  const checkText = unstorableEscape.test(text);
  if (checkText || text.length > 2 * MAX_BODY_DEPTH) checkBody(body, checkText);
  return body;
}

/**
 * Refuses (API400) a body nested deeper than MAX_BODY_DEPTH and, with `checkText`, text
 * (keys too) holding U+0000 or a lone surrogate. Walks with a stack of its own: a deep
 * body must not overflow the call stack.
 */
function checkBody(body: unknown, checkText: boolean): void {
  const values: unknown[] = [body];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop() as number;
    if (typeof value === 'string') {
      if (checkText) checkString(value);
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) {
        throw new ApiError(
          'API400',
          `The request body is nested deeper than ${MAX_BODY_DEPTH} levels`,
        );
      }
      if (Array.isArray(value)) {
        for (const item of value) {
          values.push(item);
          depths.push(depth + 1);
        }
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (checkText) checkString(key);
          values.push(item);
          depths.push(depth + 1);
        }
      }
    }
  }
}

function checkString(text: string): void {
  if (text.includes('\u0000')) {
    throw new ApiError('API400', 'Text in the request body must not contain U+0000');
  }
  if (!text.isWellFormed()) {
    throw new ApiError(
      'API400',
      'Text in the request body must not contain a lone surrogate (\\ud800-\\udfff)',
    );
  }
}

/** How a route is registered beyond its contract. */
export interface RouteOptions {
  /**
   * A public route (`auth: 'none'`) whose handler acts on `auth` (who the caller is): a
   * consumer's or associate's token is checked against its session as on the other
   * levels. Not for sign-out and the token call, which must work with a dead session.
   */
  readsAuth?: boolean;
}

async function authorize(
  route: AnyRoute,
  auth: AuthContext,
  deps: AppDeps,
  options: RouteOptions,
): Promise<void> {
  if (route.auth === 'none') {
    if (!options.readsAuth) return;
  } else if (auth.kind === 'anonymous') {
    throw new ApiError('AUT432', 'A session token is required');
  } else if (route.auth === 'user' && auth.kind !== 'consumer') {
    throw new ApiError('AUT432', 'Sign in to use this call');
  } else if (route.auth === 'agent' && auth.kind !== 'agent') {
    throw new ApiError('AUT432', 'An associate session is required');
  }
  // Every call made with a consumer's or an associate's token, whatever the route's level,
  // checks that the session was not revoked (sign-out, password change, replayed refresh
  // token): one primary-key read. Guests trust their token until it expires.
  if (auth.kind === 'consumer' || auth.kind === 'agent') {
    await assertActiveSession(deps.db, auth.sessionId, deps.now());
  }
}

/**
 * Register one contract route on the service: validates params, query (incl. `locale`),
 * headers and the JSON body with the contract, enforces the route's auth level and calls
 * the handler with typed arguments. Failures answer the catalogue's error body.
 */
export function registerRoute<R extends AnyRoute>(
  app: Hono<AppEnv>,
  route: R,
  handler: Handler<R>,
  options: RouteOptions = {},
): void {
  const takesBody = hasBody(route);
  // The headers the call declares (most declare none): copying every request header for
  // a schema that keeps none of them costs more than the rest of a cached read.
  const headerNames =
    route.headers instanceof z.ZodObject ? Object.keys(route.headers.shape) : undefined;
  const readHeaders = (c: Context<AppEnv>): Record<string, string | undefined> => {
    if (!headerNames) return Object.fromEntries(c.req.raw.headers);
    const picked: Record<string, string | undefined> = {};
    for (const name of headerNames) {
      const value = c.req.header(name);
      if (value !== undefined) picked[name] = value;
    }
    return picked;
  };
  app.on(route.method, route.path, async (c) => {
    const deps = c.get('deps');
    if (!acceptsJson(c.req.header('accept'))) {
      throw new ApiError('API406', 'This call answers application/json');
    }
    const rawQuery = queryObject(c);
    const { locale } = parsePart(localeQuery, rawQuery, 'query');
    const params = parsePart(route.params, c.req.param(), 'params') as z.output<R['params']>;
    const query = parsePart(route.query, rawQuery, 'query') as z.output<R['query']>;
    const headers = parsePart(route.headers, readHeaders(c), 'headers') as z.output<R['headers']>;
    const auth = c.get('auth');
    await authorize(route, auth, deps, options);
    const body = (
      takesBody ? parsePart(route.body, await readJsonBody(c), 'body') : undefined
    ) as z.output<R['body']>;

    const result = await handler({
      params,
      query,
      body,
      headers,
      locale,
      auth: auth as AuthFor<R>,
      db: deps.db,
      deps,
      log: c.get('log'),
      c,
    });
    if (result instanceof Response) return result;
    if (deps.config.validateResponses) {
      const value = result instanceof SerializedJson ? JSON.parse(result.text) : result;
      const checked = route.response.safeParse(value);
      if (!checked.success) {
        throw new Error(
          `Response of ${route.name} does not match the contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
        );
      }
    }
    if (route.successStatus === 204) return c.body(null, 204);
    if (result instanceof SerializedJson) {
      return c.body(result.bytes, route.successStatus as ContentfulStatusCode, {
        'content-type': 'application/json',
      });
    }
    return c.json(result as object, route.successStatus as ContentfulStatusCode);
  });
}

/** What a domain module gets to add its routes (see server/README.md). */
export interface RouteRegistrar {
  /** Register a contract route with its handler. */
  route<R extends AnyRoute>(route: R, handler: Handler<R>, options?: RouteOptions): void;
  /** The Hono app below `/api`, for what is not a JSON contract route (images …). */
  hono: Hono<AppEnv>;
  deps: AppDeps;
  /** Sign-in extension points: guest→account handover of basket, favorites, saved items. */
  authHooks: AuthHooks;
}

/** A domain of the service (server/<domain>/index.ts), listed in server/domains.ts. */
export interface Domain {
  name: string;
  register(registrar: RouteRegistrar): void;
}

export function createRegistrar(
  app: Hono<AppEnv>,
  deps: AppDeps,
  authHooks: AuthHooks,
): RouteRegistrar {
  return {
    route: (route, handler, options) => registerRoute(app, route, handler, options),
    hono: app,
    deps,
    authHooks,
  };
}
