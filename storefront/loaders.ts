import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '#api/client/index.ts';
import type { Brand } from '#api/contract/common.ts';
import { isSiteLocale } from '#i18n/index.ts';
import { servicesContext } from './context.ts';
import type { FailureData } from './shell/ErrorPage.tsx';
import { type Site, siteOf } from './site/site.ts';

/** A 404 for the route's error boundary (the error page, page type Error). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A failed service call as the error page shows it: 404 stays 404; anything else is a
 * 502 carrying only the correlation id (logged with it), never the service's message.
 */
export function failure(error: unknown): never {
  if (isApiError(error) && (error.status === 404 || error.errorId === 'API404')) notFound();
  const correlationId = isApiError(error) ? error.correlationId : undefined;
  console.error(
    JSON.stringify({
      msg: 'storefront loader failed',
      correlationId,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
  );
  throw data({ correlationId } satisfies FailureData, { status: 502 });
}

/** The request's site: the brand of its host and the locale of its path (404 if none). */
export function siteFor(
  context: Readonly<RouterContextProvider>,
  params: { locale?: string | undefined },
): Site {
  if (!isSiteLocale(params.locale)) notFound();
  const { brand } = context.get(servicesContext);
  return siteOf(brand as Brand, params.locale);
}

/** Spec §6 site settings of the request's site. */
export function featuresOf(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).features;
}

/** Spec §9 numbers and lists of the request's site (STORE_SETTINGS). */
export function settingsOf(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).settings;
}

/**
 * The params and query every content call of the request shares: the site, and live
 * content or the preview a tester asked for (spec §2; preview/access.ts).
 */
export function contentOf(context: Readonly<RouterContextProvider>, site: Site) {
  const { content } = context.get(servicesContext);
  return {
    params: { mode: content.mode, siteId: site.siteId },
    query: content.query,
    /** Mode and query together, as blocks that search content ask (prefetch.ts). */
    request: content,
  };
}

/** The API client of the request. */
export function apiOf(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).api;
}

/** Call the service; its failures become the error page (`failure`). */
export async function load<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    failure(error);
  }
}

/** Like `load`, but a 404 reads as null (optional content: a menu, a footer). */
export async function loadOptional<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    failure(error);
  }
}
