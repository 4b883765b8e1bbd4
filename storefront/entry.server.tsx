import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { registerLanguages } from '#i18n/languages.ts';
import { resources } from '#i18n/resources/index.ts';
import { servicesContext } from './context.ts';

// The server speaks every language of the store.
registerLanguages(resources);

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
  loadContext: RouterContextProvider,
) {
  // The nonce the response's Content-Security-Policy names (runtime/contentSecurity.ts):
  // React Router's scripts and the document's own carry it (root.tsx), React's too.
  const { nonce } = loadContext.get(servicesContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every section sits in a Suspense boundary (lazy hydration) that completes at once
        // on the server. React would move boundaries past its default 12,800 bytes out of
        // place and reveal them later by script (the footer painted first, then pushed
        // down: layout shift); content that is ready goes in document order instead.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page at once, for browsers and crawlers alike: blocks' code is loaded on
        // first use (React.lazy) and the shared page cache keeps whole pages anyway.
        onAllReady() {
          allReady = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          body.on('finish', () => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(withoutModulePreloads(Buffer.concat(chunks).toString('utf8')), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (allReady) console.error(error);
        },
      },
    );
  });
}

/**
 * The page without React Router's `modulepreload` hints (the entry's whole import graph,
 * some 380 KB): fetched ahead, they held the connections the stylesheet, the font and the
 * largest image needed for the first paint (bench:web, mobile: first paint 3.8 s with them,
 * 1.8 s without). The module script at the end of the page still imports the same files,
 * after the content: the page shows first, then comes alive.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, '');
}
