import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { ButtonLink } from '#components/Button/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { defaultLocale, isSiteLocale } from '#i18n/index.ts';
import { useErrorPageType } from '../analytics/Analytics.tsx';
import { SearchForm } from './SearchForm.tsx';
import { errorPage } from './shell.css.ts';

/** What a loader throws when the service failed: the correlation id to quote, no stack. */
export interface FailureData {
  correlationId?: string;
}

/** 404 when the error says so; anything else is a failure (5xx) with its reference. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The error page (page type Error): for a 404 a way home and a search; for any other
 * failure a message and the correlation id to quote, never a stack trace.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('storefront');
  useErrorPageType();
  // The path's locale: also below an unknown path, where no route names it.
  const locale = useLocation().pathname.split('/')[1];
  const site = isSiteLocale(locale) ? locale : defaultLocale;
  const notFound = errorStatus(error) === 404;
  const correlationId = isRouteErrorResponse(error)
    ? (error.data as FailureData | null)?.correlationId
    : undefined;
  return (
    <div className={errorPage} data-page-type="Error">
      <h1 className={heading.h1}>{notFound ? t('notFound.title') : t('error.title')}</h1>
      <p>{notFound ? t('notFound.body') : t('error.body')}</p>
      {correlationId ? <p>{t('error.reference', { id: correlationId })}</p> : null}
      <SearchForm locale={site} />
      <div>
        <ButtonLink href={`/${site}`}>{t('notFound.home')}</ButtonLink>
      </div>
    </div>
  );
}
