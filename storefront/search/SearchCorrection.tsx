import { useTranslation } from 'react-i18next';
import { Link } from '#components/Link/index.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { correctionNotice } from './search.css.ts';
import { searchHref } from './searchHref.ts';

/**
 * Above the results of a corrected text ("jakcet" searched as "jacket"): what was searched
 * instead, and the way back to the text as typed, never corrected.
 */
export function SearchCorrection({
  locale,
  query,
  correctedQuery,
}: {
  locale: SiteLocale;
  /** The text as the shopper typed it. */
  query: string;
  /** The text the results are of (the service's `correctedQuery`). */
  correctedQuery: string;
}) {
  const { t } = useTranslation('storefront');
  return (
    <p className={correctionNotice}>
      <span>{t('searchPage.corrected', { query, corrected: correctedQuery })}</span>
      <Link href={searchHref(locale, query, { exact: true })}>
        {t('searchPage.searchInstead', { query })}
      </Link>
    </p>
  );
}
