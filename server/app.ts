import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { CatalogueLookupError } from '#commerce/catalogue/model.ts';
import { createAuthHooks } from './auth/handover.ts';
import { accessTokenOf, readAccessToken } from './auth/tokens.ts';
import { type CardGateway, SANDBOX_CHALLENGE_PATH, sandboxGateway } from './checkout/gateway.ts';
import { type PayLaterGateway, sandboxPayLater } from './checkout/payLater.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { isConnectionLoss } from './db/errors.ts';
import { domains as defaultDomains } from './domains.ts';
import { resolveBotCheck } from './http/botCheck.ts';
import type { AppDeps, AppEnv, BotCheck } from './http/context.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { createLogger, lazyChild, loggableError } from './http/logger.ts';
import { createRegistrar, type Domain } from './http/route.ts';
import { createOutboxMailer, type Mailer } from './mail/mailer.ts';

export interface CreateAppOptions {
  db: Database;
  config?: ServerConfig;
  mailer?: Mailer;
  logger?: Logger;
  botCheck?: BotCheck;
  /** @default the sandbox gateway (server/checkout/gateway.ts) */
  cardGateway?: CardGateway;
  /** @default the sandbox (server/checkout/payLater.ts) */
  payLater?: PayLaterGateway;
  now?: () => Date;
  /** The domains to serve. @default every domain of server/domains.ts */
  domains?: readonly Domain[];
}

export const API_PREFIX = '/api';

const statusToErrorId = {
  400: 'API400',
  404: 'API404',
  405: 'API405',
  406: 'API406',
  413: 'API413',
  415: 'API415',
} as const;

/**
 * Headers of every answer: no content sniffing, and no caching unless the route allows it
 * (`public` content and images set their own Cache-Control): tokens, profiles, carts and
 * lists must not stay in a browser's or a proxy's cache. An error is never cached.
 */
function secureHeaders(response: Response): void {
  const headers = response.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  if (response.status >= 400 || !headers.has('Cache-Control')) {
    headers.set('Cache-Control', 'no-store');
  }
}

/**
 * A path for the request log: a bearer link's secret (an invoice's token, orders/invoice.ts)
 * is the whole of its access, so the log keeps the route and not the token.
 */
export function loggablePath(path: string): string {
  return path.replace(/(\/purchase\/invoice\/)(?!download$)[^/]+/, '$1…');
}

/**
 * CORS for the configured origins only (`CORS_ORIGINS`), with credentials (the session
 * cookies); any other origin gets no Access-Control-* header. `Vary: Origin` either way,
 * so a cache never hands one origin's answer to another.
 */
function corsFor(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  const withCors = cors({
    origin: [...origins],
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['x-correlation-id', 'Retry-After', 'Content-DPR'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return withCors(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  };
}

/**
 * The commerce service: every route of api/contract below `/api`, on the given database.
 * Mount it beside the storefront (`root.route('/', createApp(…))`) or serve it alone.
 */
export function createApp(options: CreateAppOptions) {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config);
  const deps: AppDeps = {
    db: options.db,
    config,
    mailer: options.mailer ?? createOutboxMailer(),
    logger,
    // Production refuses the sandbox bot check: it throws here, at start.
    botCheck: resolveBotCheck(config, options.botCheck, logger),
    cardGateway:
      options.cardGateway ??
      sandboxGateway(config.auth.tokenSecret, `${API_PREFIX}${SANDBOX_CHALLENGE_PATH}`),
    payLater: options.payLater ?? sandboxPayLater(),
    now: options.now ?? (() => new Date()),
  };
  const app = new Hono<AppEnv>().basePath(API_PREFIX);

  // Correlation id: the caller's x-correlation-id when well-formed, else a new one; sent
  // back on every response (header) and in every error body.
  app.use(requestId({ headerName: 'x-correlation-id', limitLength: 128 }));
  app.use(async (c, next) => {
    const started = performance.now();
    const log = lazyChild(deps.logger, { correlationId: c.get('requestId') });
    c.set('deps', deps);
    c.set('log', log);
    c.set('auth', { kind: 'anonymous' });
    await next();
    secureHeaders(c.res);
    if (!deps.logger.isLevelEnabled('info')) return;
    log.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  if (config.http.corsOrigins.length > 0) app.use(corsFor(config.http.corsOrigins));
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        errorResponse(
          c,
          new ApiError('API405', `Use ${methods.join(', ')} for this path`, {
            headers: { Allow: methods.join(', ') },
          }),
        ),
    }),
  );
  const tooLarge = (): never => {
    throw new ApiError('API413', `Request bodies are limited to ${config.bodyLimitBytes} bytes`);
  };
  const limitBody = bodyLimit({ maxSize: config.bodyLimitBytes, onError: tooLarge });
  // GET and HEAD carry no body. A body of declared length is checked from the header, as
  // bodyLimit would, without asking for `raw.body` first (that builds a web stream per
  // request, a fifth of what a small POST costs); Node reads no more than it declares.
  // Only a chunked body goes through bodyLimit, which counts it as it reads.
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      // bodyLimit reads the body before next(): reading fails when the client goes away
      // or Node gives up waiting (REQUEST_TIMEOUT_MS), which is no fault of the service.
      let reading = true;
      const proceed = () => {
        reading = false;
        return next();
      };
      return limitBody(c, proceed).catch((error: unknown) => {
        if (!reading || error instanceof ApiError) throw error;
        throw new ApiError('API400', 'The request body could not be read', { cause: error });
      });
    }
    if (Number.parseInt(length, 10) > config.bodyLimitBytes) tooLarge();
    return next();
  });
  app.use(async (c, next) => {
    c.set('auth', await readAccessToken(config, accessTokenOf(c, config), deps.now()));
    await next();
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  const authHooks = createAuthHooks();
  const registrar = createRegistrar(app, deps, authHooks);
  for (const domain of options.domains ?? defaultDomains) domain.register(registrar);

  app.notFound((c) => {
    // Outside /api (the service served alone) no middleware ran: no correlation id yet.
    if (c.get('requestId') === undefined) {
      c.set('requestId', crypto.randomUUID());
      c.header('x-correlation-id', c.get('requestId'));
    }
    const response = errorResponse(c, new ApiError('API404', `No route for ${c.req.path}`));
    secureHeaders(response);
    return response;
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    // Unknown products, stores … met by the shared read model (commerce/catalogue).
    if (error instanceof CatalogueLookupError)
      return errorResponse(c, new ApiError(error.errorId, error.message));
    if (error instanceof HTTPException) {
      const errorId = statusToErrorId[error.status as keyof typeof statusToErrorId];
      if (errorId) return errorResponse(c, new ApiError(errorId));
    }
    // The database went away for a moment: worth a retry, and nothing to alarm anyone.
    if (isConnectionLoss(error)) {
      (c.get('log') ?? deps.logger).warn({ err: loggableError(error) }, 'database unavailable');
      return errorResponse(
        c,
        new ApiError('API503', 'The service is briefly unavailable; try again in a moment', {
          headers: { 'Retry-After': '1' },
        }),
      );
    }
    // Unexpected: the log keeps the stack, the caller only learns the correlation id.
    (c.get('log') ?? deps.logger).error({ err: loggableError(error) }, 'unhandled error');
    return errorResponse(c, new ApiError('GEN500', 'Something went wrong'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
