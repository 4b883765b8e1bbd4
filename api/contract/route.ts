import { z } from 'zod';
import type { ErrorId } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which session a call needs: `none` (public, no token), `guest` (any session: guest,
 * consumer or associate), `user` (a signed-in consumer), `agent` (an in-store associate).
 */
export type RouteAuth = 'none' | 'guest' | 'user' | 'agent';

/**
 * One call of spec §7. The path is the spec's path below the `/api` base, with `:name`
 * parameters (Hono and MSW both read that syntax). Every part is a zod schema: the client
 * parses responses with `response`, the service validates `params`, `query`, `headers`
 * and `body` with them, and MSW handlers are typed by them.
 */
export interface RouteDefinition<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Headers extends z.ZodType = z.ZodType,
  Auth extends RouteAuth = RouteAuth,
> {
  /** A stable camelCase name, used for logs, metrics and the client's method. */
  name: string;
  method: Method;
  path: Path;
  params: Params;
  query: Query;
  body: Body;
  /**
   * Request headers the call reads, by lower-case name (e.g. `source`, `x-channel`). The
   * service validates them like the query; the client sends what the caller passes.
   */
  headers: Headers;
  response: Response;
  /** HTTP status of a success. @default 200 */
  successStatus: number;
  /** Which session the call needs (see RouteAuth). @default 'guest' */
  auth: Auth;
  /** The errorIds (spec §8 server codes) this call may answer with, for docs and tests. */
  errors: readonly ErrorId[];
  /** What the spec leaves "not shown" and this contract decided instead. */
  description?: string;
  /** Whether the call takes a JSON body (its body schema accepts more than `undefined`). */
  takesBody: boolean;
  /** Whether the call reads the order `channel` header (spec §9), which the client sends. */
  takesChannel: boolean;
}

/** The `:name` parameters of a path, as a union of names. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params schema a path needs: one string (or refined) field per `:name`. */
type ParamsFor<Path extends string> = z.ZodObject<{ [K in ParamNames<Path>]: z.ZodType<string> }>;

const emptyObject = z.object({});
const noBody = z.undefined();

/** Define a call; omitted parts default to "none" (empty params/query, no body). */
export function defineRoute<
  const Method extends HttpMethod,
  const Path extends string,
  Response extends z.ZodType,
  Params extends ParamsFor<Path> = ParamsFor<Path>,
  Query extends z.ZodType = typeof emptyObject,
  Body extends z.ZodType = typeof noBody,
  Headers extends z.ZodType = typeof emptyObject,
  const Auth extends RouteAuth = 'guest',
>(definition: {
  name: string;
  method: Method;
  path: Path;
  response: Response;
  params?: Params;
  query?: Query;
  body?: Body;
  headers?: Headers;
  successStatus?: number;
  auth?: Auth;
  errors?: readonly ErrorId[];
  description?: string;
}): RouteDefinition<Method, Path, Params, Query, Body, Response, Headers, Auth> {
  const headers = definition.headers ?? emptyObject;
  return {
    ...definition,
    params: (definition.params ?? emptyObject) as Params,
    query: (definition.query ?? emptyObject) as Query,
    body: (definition.body ?? noBody) as Body,
    headers: headers as Headers,
    successStatus: definition.successStatus ?? 200,
    auth: (definition.auth ?? 'guest') as Auth,
    errors: definition.errors ?? [],
    // Read once here, so that the client needs only these flags, never the schemas: the
    // browser's build keeps no schemas in a route (build-plugins/contractForBrowser.ts).
    takesBody: definition.body !== undefined && (definition.body as z.ZodType) !== noBody,
    takesChannel: headers instanceof z.ZodObject && 'channel' in headers.shape,
  };
}

export type AnyRoute = RouteDefinition;
export type RouteParams<R extends AnyRoute> = z.infer<R['params']>;
export type RouteQuery<R extends AnyRoute> = z.input<R['query']>;
export type RouteBody<R extends AnyRoute> = z.input<R['body']>;
export type RouteResponse<R extends AnyRoute> = z.infer<R['response']>;
export type RouteHeaders<R extends AnyRoute> = z.input<R['headers']>;

/** Whether a route takes a JSON body (its body schema accepts more than `undefined`). */
export function hasBody(route: AnyRoute): boolean {
  return route.takesBody;
}

export { buildPath } from './routePath.ts';
