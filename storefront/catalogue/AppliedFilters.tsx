import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ColorFamily } from '#api/contract/products.ts';
import {
  activityLabels,
  brandNames,
  colorFamilyLabels,
  type FacetId,
  type ListingBadge,
  listingBadgeLabels,
  type ProductActivity,
  type ProductSearchResult,
} from '#api/contract/search.ts';
import { Icon } from '#components/Icon/index.ts';
import type { Site } from '../site/site.ts';
import { useValueLabel } from './Facets.tsx';
import * as css from './listing.css.ts';
import { clearHref, type ListingState, toggleHref } from './listing.ts';

/** A price range value (`50-100`, `300-`) in the site's currency, as the service words it. */
function priceRangeLabel(value: string, site: Site): string {
  const [min = '0', max = ''] = value.split('-');
  const format = new Intl.NumberFormat(site.info.tag, {
    style: 'currency',
    currency: site.info.currency,
    // Spec §9: CAD is shown with its code, other currencies with their symbol.
    currencyDisplay: site.info.currency === 'CAD' ? 'code' : 'symbol',
    maximumFractionDigits: 0,
  });
  return max
    ? `${format.format(Number(min))} – ${format.format(Number(max))}`
    : `${format.format(Number(min))}+`;
}

/**
 * A chosen value's words when the answer names it no more (nothing matches, so it has no
 * facets): the contract's labels in the site's language, the value itself else.
 */
function labelWithoutFacet(facet: FacetId, value: string, site: Site): string {
  const language = site.info.language;
  if (facet === 'color') return colorFamilyLabels[value as ColorFamily]?.[language] ?? value;
  if (facet === 'badge') return listingBadgeLabels[value as ListingBadge]?.[language] ?? value;
  if (facet === 'activity') return activityLabels[value as ProductActivity]?.[language] ?? value;
  if (facet === 'brand') return brandNames[value as keyof typeof brandNames] ?? value;
  if (facet === 'price') return priceRangeLabel(value, site);
  return value;
}

export interface AppliedFilter {
  facet: FacetId;
  value: string;
  /** The value's words. */
  label: string;
  /** Its facet's title, when the answer has the facet. */
  facetLabel: string | null;
}

/** The values chosen, in the page's facet order, each with its words. */
export function appliedFilters(
  result: ProductSearchResult,
  state: ListingState,
  facets: readonly FacetId[],
  site: Site,
): AppliedFilter[] {
  return facets.flatMap((facet) => {
    const answered = result.facets.find((entry) => entry.id === facet);
    return (state.selections[facet] ?? []).map((value) => ({
      facet,
      value,
      label:
        answered?.values.find((entry) => entry.value === value)?.label ??
        (facet === 'categoryId' && result.category?.id === value
          ? result.category.name
          : labelWithoutFacet(facet, value, site)),
      facetLabel: answered?.label ?? null,
    }));
  });
}

export interface AppliedFiltersProps {
  result: ProductSearchResult;
  state: ListingState;
  facets: readonly FacetId[];
  site: Site;
  url: URL;
  /** Go to a listing (the browser fetches it first); without script the links lead there. */
  onNavigate: (to: (from: URL) => string) => void;
}

/** The chosen values as chips, each removing its value, and "Clear all". */
export function AppliedFilters({
  result,
  state,
  facets,
  site,
  url,
  onNavigate,
}: AppliedFiltersProps) {
  const { t } = useTranslation('storefront');
  const valueLabel = useValueLabel();
  const applied = appliedFilters(result, state, facets, site);
  if (applied.length === 0) return null;
  const follow = (to: (from: URL) => string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(to);
  };
  const clear = clearHref(url, facets);
  return (
    <div className={css.applied}>
      <ul className={css.chips} aria-label={t('listing.appliedFilters')}>
        {applied.map((filter) => {
          const words = valueLabel(filter.facet, filter);
          // A size alone ("M") says less than with its facet's name.
          const text =
            filter.facet === 'size' && filter.facetLabel ? `${filter.facetLabel}: ${words}` : words;
          const href = toggleHref(url, filter.facet, filter.value);
          return (
            <li key={`${filter.facet}=${filter.value}`}>
              <Link
                to={href}
                className={css.chip}
                rel="nofollow"
                preventScrollReset
                aria-label={t('listing.removeFilter', { filter: text })}
                onClick={follow((from) => toggleHref(from, filter.facet, filter.value))}
              >
                {text}
                <Icon name="close" size="small" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={clear}
        className={css.clearAll}
        rel="nofollow"
        preventScrollReset
        onClick={follow((from) => clearHref(from, facets))}
      >
        {t('listing.clearFilters')}
      </Link>
    </div>
  );
}
