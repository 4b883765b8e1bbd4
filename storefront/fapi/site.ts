import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { localeQuery } from '#api/contract/common.ts';
import { getCollectionsComponent } from '#api/contract/internal.ts';
import { defaultLocale } from '#i18n/index.ts';
import { siteFor } from '../loaders.ts';
import { type Site, siteOf } from '../site/site.ts';
import { FapiError } from './respond.ts';

/**
 * The query every component and page call reads: the contract's `brand`, and the `locale`
 * the shared client adds to every call (spec §7). Unknown values are bad input (400).
 */
const fapiQuery = getCollectionsComponent.query.extend(localeQuery.shape);

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'query'}: ${issue.message}`)
    .join('; ');
}

/** Check a value with a contract schema; its issues are a 400 (API400). */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new FapiError(400, 'API400', `Invalid ${what}: ${describeIssues(result.error.issues)}`);
  }
  return result.data;
}

/**
 * The site a component or page call is about: the `brand` of the query when given, else
 * the host's (servicesContext); the `locale` of the query, else the default site locale.
 */
export function fapiSiteOf(context: Readonly<RouterContextProvider>, request: Request): Site {
  const query = parseInput(
    fapiQuery,
    Object.fromEntries(new URL(request.url).searchParams),
    'query',
  );
  const hostSite = siteFor(context, { locale: query.locale ?? defaultLocale });
  return query.brand ? siteOf(query.brand, hostSite.locale) : hostSite;
}
