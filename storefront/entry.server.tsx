import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/*
 * The server entry: React Router's default for Node, plus the exports the process that
 * serves the build needs from inside it (storefront/runtime/handler.ts): the context key
 * and error classes its loaders use must be the build's own, not second copies.
 */
// React Router's own handler from the same module graph: in development Vite loads its
// own copy of react-router, whose RouterContextProvider the host's copy would not accept.
export { createRequestHandler } from 'react-router';
export { createLoadContext } from './runtime/loadContext.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole page at once, for browsers and crawlers alike: blocks' code is loaded on
    // first use (React.lazy) and the shared page cache keeps whole pages anyway; waiting
    // puts every section in place, in order, instead of revealing it later by script.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every section sits in a Suspense boundary (lazy hydration) that completes at once
        // on the server. React would move boundaries past its default 12,800 bytes out of
        // place and reveal them later by script (the footer painted first, then pushed
        // down: layout shift); content that is ready goes in document order instead.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
