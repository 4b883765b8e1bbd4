import { randomUUID } from 'node:crypto';
import type { Server, ServerOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import type { Logger } from 'pino';
import type { ErrorBody } from '#api/contract/common.ts';
import { SERVICE_APP_ID } from '#api/contract/errors.ts';
import type { ServerConfig } from '../config.ts';

/**
 * The Node HTTP server options of every Cairn server (the service alone, or the
 * storefront serving it): a request's headers and body must arrive within
 * `config.http.requestTimeoutMs` (Node waits 5 minutes by default, so a Content-Length
 * longer than the body held the socket that long), its headers within 10 s at most.
 * Node checks the open requests every `connectionsCheckingInterval`, 30 s by default:
 * here a quarter of the timeout, at most 1 s.
 */
export function nodeServerOptions(config: {
  http: Pick<ServerConfig['http'], 'requestTimeoutMs'>;
}): ServerOptions {
  const requestTimeout = config.http.requestTimeoutMs;
  return {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, 10_000),
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeout / 4))),
  };
}

const clientErrorMessages: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'The request did not arrive in time',
  HPE_HEADER_OVERFLOW: 'The request headers are too large',
};

/** A whole HTTP response (API400, the spec's error body), written to a raw socket. */
function clientErrorResponse(message: string, correlationId: string): string {
  const body: ErrorBody = {
    errorDetails: [{ errorId: 'API400', message }],
    appId: SERVICE_APP_ID,
    correlationId,
  };
  const text = JSON.stringify(body);
  return [
    'HTTP/1.1 400 Bad Request',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `x-correlation-id: ${correlationId}`,
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/**
 * What Node refuses before the app sees a request — malformed HTTP (such as the rest of a
 * body longer than its Content-Length, read as the next request), headers too large, a
 * request that does not arrive within the timeout (a Content-Length longer than the body)
 * — is answered API400 with the spec's error body, not Node's bare 400, and the
 * connection is closed.
 */
export function answerClientErrors(server: Server, logger?: Logger): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // An in-flight response already under way cannot be followed by another one.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const correlationId = randomUUID();
    const message = clientErrorMessages[error.code ?? ''] ?? 'The request is not valid HTTP';
    logger?.info({ code: error.code, correlationId }, 'refused a malformed request');
    socket.end(clientErrorResponse(message, correlationId), () => socket.destroy());
  });
}

export interface ServeAppOptions {
  /** The app's fetch (`app.fetch` of createApp, or the storefront's). */
  fetch: (request: Request) => Response | Promise<Response>;
  config: { http: Omit<ServerConfig['http'], 'hostname'> & { hostname?: string } };
  /** @default 3000; 0 picks a free port */
  port?: number;
  /** @default config.http.hostname (HOST), else 127.0.0.1 */
  hostname?: string;
  logger?: Logger;
}

/** Serve an app on Node with the options and client-error answers above. */
export function serveApp(
  options: ServeAppOptions,
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = createAdaptorServer({
    fetch: options.fetch,
    serverOptions: nodeServerOptions(options.config),
  }) as Server;
  answerClientErrors(server, options.logger);
  const hostname = options.hostname ?? options.config.http.hostname ?? '127.0.0.1';
  server.listen(options.port ?? 3000, hostname, () => {
    onListening?.(server.address() as AddressInfo);
  });
  return server;
}
