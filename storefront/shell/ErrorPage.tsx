import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { ButtonLink } from '#components/Button/index.ts';
import { Link } from '#components/Link/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { defaultLocale, isSiteLocale } from '#i18n/index.ts';
import { useErrorPageType } from '../analytics/Analytics.tsx';
import { SearchForm } from './SearchForm.tsx';
import { errorPage, popularList } from './shell.css.ts';

/** What a loader throws when the service failed: the correlation id to quote, no stack. */
export interface FailureData {
  correlationId?: string;
}

/** 404 when the error says so; anything else is a failure (5xx) with its reference. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** A way on from a page not found: the menu's top entries (site.tsx `popularLinksOf`). */
export interface PopularLink {
  title: string;
  url: string;
}

/**
 * The menu's top entries (each MegaMenu section's title and target), as ways on from an
 * error page. Read defensively: the menu is the CMS's.
 */
export function popularLinksOf(sections: readonly { props: unknown }[] | undefined): PopularLink[] {
  return (sections ?? []).flatMap(({ props }) => {
    const { title, target } = (props ?? {}) as { title?: unknown; target?: { url?: unknown } };
    return typeof title === 'string' && typeof target?.url === 'string' && title
      ? [{ title, url: target.url }]
      : [];
  });
}

/**
 * The error page (page type Error): its title with the brand's name; for a 404 a way
 * home, a search and the popular categories (the menu's top entries); for any other
 * failure a message and the correlation id to quote, never a stack trace.
 */
export function ErrorPage({
  error,
  brandName,
  popular = [],
}: {
  error: unknown;
  /** The site's brand, after the page's title. */
  brandName?: string;
  popular?: readonly PopularLink[];
}) {
  const { t } = useTranslation('storefront');
  useErrorPageType();
  // The path's locale: also below an unknown path, where no route names it.
  const locale = useLocation().pathname.split('/')[1];
  const site = isSiteLocale(locale) ? locale : defaultLocale;
  const notFound = errorStatus(error) === 404;
  const correlationId = isRouteErrorResponse(error)
    ? (error.data as FailureData | null)?.correlationId
    : undefined;
  const title = notFound ? t('notFound.title') : t('error.title');
  return (
    <div className={errorPage} data-page-type="Error">
      {/* React puts it in the head: an error page has no route meta of its own. */}
      <title>{brandName ? `${title} | ${brandName}` : title}</title>
      <h1 className={heading.h1}>{title}</h1>
      <p>{notFound ? t('notFound.body') : t('error.body')}</p>
      {correlationId ? <p>{t('error.reference', { id: correlationId })}</p> : null}
      <SearchForm locale={site} />
      {notFound && popular.length > 0 ? (
        <nav aria-labelledby="error-popular">
          <h2 id="error-popular" className={heading.h4}>
            {t('notFound.popular')}
          </h2>
          <ul className={popularList}>
            {popular.map((link) => (
              <li key={link.url}>
                <Link href={link.url}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div>
        <ButtonLink href={`/${site}`}>{t('notFound.home')}</ButtonLink>
      </div>
    </div>
  );
}
