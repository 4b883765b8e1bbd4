import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '#components/Link/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { TransLink } from '#flows/shared/TransLink.tsx';
import type { SiteLocale } from '#i18n/index.ts';
import type { PopularLink } from '../shell/ErrorPage.tsx';
import { didYouMean, linkRow, noResults, noResultsIntro, waysOn } from './search.css.ts';
import { searchHref } from './searchHref.ts';

export interface NoResultsProps {
  locale: SiteLocale;
  /** The text as the shopper typed it. */
  query: string;
  /** "Did you mean …?": a corrected text that finds something (the service's `suggestedQuery`). */
  suggestedQuery?: string | null;
  /** Terms the site's search hub offers (its CMS page: fapi/content.ts `searchComponentOf`). */
  popularSearches?: readonly string[];
  /** The menu's top entries (shell/ErrorPage.tsx `popularLinksOf`), as on the 404 page. */
  popularCategories?: readonly PopularLink[];
}

/**
 * A search that found nothing: the way on most likely to be right first (the spelling
 * suggestion, linking to its search), then the site's popular searches and categories.
 */
export function NoResults({
  locale,
  query,
  suggestedQuery = null,
  popularSearches = [],
  popularCategories = [],
}: NoResultsProps) {
  const { t } = useTranslation('storefront');
  const id = useId();
  return (
    <div className={noResults}>
      <div className={noResultsIntro}>
        <h1 className={heading.h1}>{t('searchPage.noResults', { query })}</h1>
        {suggestedQuery ? (
          <p className={didYouMean}>
            <Trans
              t={t}
              i18nKey="searchPage.didYouMean"
              values={{ suggestion: suggestedQuery }}
              components={{ anchor: <TransLink href={searchHref(locale, suggestedQuery)} /> }}
            />
          </p>
        ) : null}
        <p>{t('searchPage.noResultsBody')}</p>
      </div>
      {popularSearches.length > 0 ? (
        <nav className={waysOn} aria-labelledby={`${id}-searches`}>
          <h2 id={`${id}-searches`} className={heading.h4}>
            {t('searchPage.popularSearches')}
          </h2>
          <ul className={linkRow}>
            {popularSearches.map((term) => (
              <li key={term}>
                <Link href={searchHref(locale, term)}>{term}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {popularCategories.length > 0 ? (
        <nav className={waysOn} aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`} className={heading.h4}>
            {t('notFound.popular')}
          </h2>
          <ul className={linkRow}>
            {popularCategories.map((link) => (
              <li key={link.url}>
                <Link href={link.url}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
