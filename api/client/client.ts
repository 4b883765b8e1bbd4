import type { SiteLocale } from '../contract/common.ts';
import { asksForBotChallenge } from '../contract/errors.ts';
import type {
  AnyRoute,
  ParamNames,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '../contract/route.ts';
import { buildPath } from '../contract/routePath.ts';
import { ApiError, apiErrorFrom } from './errors.ts';

/** Spec §9: the login token call is retried once after 2 s on status 409. */
export const LOGIN_TOKEN_RETRY = 1;
export const LOGIN_TOKEN_RETRY_DELAY_MS = 2000;
const TOKEN_ROUTE_NAME = 'getToken';

/** Spec §9: MAPP in the mobile-app webview, else ECOMM. */
export type Channel = 'ECOMM' | 'MAPP';
/** The user-agent marker the mobile app adds to its webview. */
export const DEFAULT_MOBILE_APP_MARKER = 'CairnApp';

export function detectChannel(
  userAgent: string | undefined,
  marker: string = DEFAULT_MOBILE_APP_MARKER,
): Channel {
  return userAgent?.includes(marker) ? 'MAPP' : 'ECOMM';
}

/** Spec §8: a 403 with an appId (another app's than the service's) asks for a bot challenge. */
export const BOT_CHALLENGE_EVENT = 'bot-challenge';
export interface BotChallengeDetail {
  appId: string;
  errorId: string;
  routeName: string;
}

export interface ApiClientOptions {
  /** `/api` in the browser, an absolute URL on the server. */
  baseUrl: string;
  /** The site locale sent as `locale` query on every call (a getter follows changes). */
  locale?: SiteLocale | (() => SiteLocale | undefined);
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Browser cookies (guest or user session). @default 'include' */
  credentials?: RequestCredentials;
  /** On the server: the incoming request's Cookie header, forwarded. */
  cookie?: string | (() => string | undefined);
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /** Order channel; detected from `userAgent` and the marker when omitted. */
  channel?: Channel;
  /** @default navigator.userAgent in a browser */
  userAgent?: string;
  /** @default DEFAULT_MOBILE_APP_MARKER */
  mobileAppMarker?: string;
  /** Parse responses with the contract. @default true outside production builds */
  validateResponses?: boolean;
  /** Every response, before it is read (SSR forwards Set-Cookie from here). */
  onResponse?: (response: Response, route: AnyRoute) => void;
  /** Waits between retries (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

type ParamsPart<R extends AnyRoute> = [ParamNames<R['path']>] extends [never]
  ? { params?: Record<string, never> }
  : { params: RouteParams<R> };
type BodyPart<R extends AnyRoute> =
  undefined extends RouteBody<R> ? { body?: RouteBody<R> } : { body: RouteBody<R> };
type QueryPart<R extends AnyRoute> =
  Record<string, never> extends RouteQuery<R>
    ? { query?: RouteQuery<R> }
    : { query: RouteQuery<R> };

export type CallInput<R extends AnyRoute> = ParamsPart<R> &
  BodyPart<R> &
  QueryPart<R> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type CallArgs<R extends AnyRoute> =
  Record<string, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

export interface ApiClient {
  /** Call a contract route; resolves with the parsed response, rejects with an ApiError. */
  call<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>>;
  /** `bot-challenge` events (CustomEvent<BotChallengeDetail>). */
  events: EventTarget;
  /** Subscribe to bot challenges; returns the unsubscribe function. */
  onBotChallenge(listener: (detail: BotChallengeDetail) => void): () => void;
  readonly options: Readonly<ApiClientOptions>;
}

function isProductionBuild(): boolean {
  const env = (import.meta as { env?: { PROD?: boolean } }).env;
  if (env?.PROD !== undefined) return env.PROD;
  return typeof process !== 'undefined' && process.env?.NODE_ENV === 'production';
}

function appendQuery(search: URLSearchParams, query: object | undefined): void {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
}

function joinUrl(baseUrl: string, path: string, search: URLSearchParams): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const query = search.toString();
  return `${base}${path}${query ? `?${query}` : ''}`;
}

interface LooseInput {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one client of storefront, blocks and flows, in the browser and on the server
 * (spec §7: every call carries the locale query and the guest or user credentials).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const events = new EventTarget();
  const validate = options.validateResponses ?? !isProductionBuild();
  const sleep = options.sleep ?? defaultSleep;
  const userAgent =
    options.userAgent ?? (typeof navigator !== 'undefined' ? navigator.userAgent : undefined);
  const channel = options.channel ?? detectChannel(userAgent, options.mobileAppMarker);

  function resolveLocale(): SiteLocale | undefined {
    return typeof options.locale === 'function' ? options.locale() : options.locale;
  }

  async function send(route: AnyRoute, input: LooseInput): Promise<Response> {
    const search = new URLSearchParams();
    appendQuery(search, input.query);
    const locale = resolveLocale();
    if (locale && !search.has('locale')) search.set('locale', locale);
    const url = joinUrl(options.baseUrl, buildPath(route.path, input.params ?? {}), search);
    const headers = new Headers({ accept: 'application/json', ...options.headers });
    if (route.takesChannel) headers.set('channel', channel);
    for (const [key, value] of Object.entries(input.headers ?? {})) headers.set(key, value);
    const cookie = typeof options.cookie === 'function' ? options.cookie() : options.cookie;
    if (cookie) headers.set('cookie', cookie);
    let body: string | undefined;
    if (route.takesBody && input.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(input.body);
    }
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      return await doFetch(url, {
        method: route.method,
        headers,
        body,
        credentials: options.credentials ?? 'include',
        signal: input.signal,
      });
    } catch (cause) {
      if (input.signal?.aborted) throw cause;
      throw new ApiError({
        status: 0,
        errorId: '',
        errorName: 'NETWORK_ERROR',
        message: cause instanceof Error ? cause.message : 'Network error',
        routeName: route.name,
        cause,
      });
    }
  }

  async function call<R extends AnyRoute>(
    route: R,
    ...[input = {} as CallInput<R>]: CallArgs<R>
  ): Promise<RouteResponse<R>> {
    const retries = route.name === TOKEN_ROUTE_NAME ? LOGIN_TOKEN_RETRY : 0;
    const loose = input as LooseInput;
    let response = await send(route, loose);
    for (let attempt = 0; attempt < retries && response.status === 409; attempt += 1) {
      options.onResponse?.(response, route);
      await sleep(LOGIN_TOKEN_RETRY_DELAY_MS);
      response = await send(route, loose);
    }
    options.onResponse?.(response, route);
    if (!response.ok) {
      const error = await apiErrorFrom(response, route.name);
      if (error.appId && asksForBotChallenge(error.status, error.appId)) {
        const detail: BotChallengeDetail = {
          appId: error.appId,
          errorId: error.errorId,
          routeName: route.name,
        };
        events.dispatchEvent(new CustomEvent(BOT_CHALLENGE_EVENT, { detail }));
      }
      throw error;
    }
    const text = response.status === 204 ? '' : await response.text();
    const json: unknown = text === '' ? undefined : JSON.parse(text);
    // The browser's production build carries no schemas (build-plugins/contractForBrowser.ts): nothing to check.
    if (!validate || !route.response) return json as RouteResponse<R>;
    const parsed = route.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        errorId: '',
        message: `The ${route.name} response does not match the contract: ${parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}`,
        routeName: route.name,
        correlationId: response.headers.get('x-correlation-id') ?? undefined,
      });
    }
    return parsed.data as RouteResponse<R>;
  }

  return {
    call,
    events,
    options,
    onBotChallenge(listener) {
      const handler = (event: Event) => listener((event as CustomEvent<BotChallengeDetail>).detail);
      events.addEventListener(BOT_CHALLENGE_EVENT, handler);
      return () => events.removeEventListener(BOT_CHALLENGE_EVENT, handler);
    },
  };
}
