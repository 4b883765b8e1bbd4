import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ProductTile } from '#api/contract/products.ts';
import type { FacetId, ProductSearchResult, SearchFacet } from '#api/contract/search.ts';
import { productSorts } from '#api/contract/search.ts';
import { FavoriteProductCard } from '#cms-blocks/favorites/index.ts';
import { LazyHydrate } from '#cms-blocks/renderer/hydration.tsx';
import { Alert } from '#components/Alert/index.ts';
import { Badge, Eyebrow } from '#components/Badge/index.ts';
import { Button, buttonRecipe } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { LoadMore } from '#components/LoadMore/index.ts';
import { ProductGrid, productGridColumns } from '#components/ProductCard/index.ts';
import { ProductGridSkeleton } from '#components/Skeleton/index.ts';
import { visuallyHidden } from '#design-tokens/typography.css.ts';
import type { Site } from '../site/site.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { FacetGroups } from './Facets.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import * as css from './listing.css.ts';
import {
  type ListingState,
  listingScope,
  listingState,
  moreHref,
  selectionHref,
  selectionsHref,
  sortHref,
} from './listing.ts';
import { useListingNavigation, useListingView } from './useListingNavigation.ts';

/** Cards hydrate this far before they come into view (as recommendation carousels do). */
const CARD_HYDRATION_MARGIN_PX = 200;

/** The cards of the first row on the widest grid load their pictures first (the largest paint). */
const PRIORITY_CARDS = productGridColumns.lg;

/** The sidebar's id: without script, the phone's "Filters" link leads to it. */
const FILTERS_ID = 'listing-filters';

const badgeTone = { new: 'new', sale: 'sale', bestSeller: 'brand' } as const;

function Card({ tile, site, priority }: { tile: ProductTile; site: Site; priority: boolean }) {
  const { t } = useTranslation('storefront');
  return (
    <FavoriteProductCard
      productId={tile.id}
      name={tile.name}
      href={tile.url}
      image={{ src: tile.image.src }}
      hoverImage={tile.hoverImage ? { src: tile.hoverImage.src } : undefined}
      price={tile.price}
      currency={site.info.currency}
      showHistoricBestPrice={site.info.region === 'EMEA'}
      rating={{ score: tile.rating.score, count: tile.rating.reviewsCount }}
      badge={
        tile.badge ? (
          <Badge tone={badgeTone[tile.badge]}>{t(`listing.badge.${tile.badge}`)}</Badge>
        ) : undefined
      }
      eyebrow={tile.eyebrow ? <Eyebrow>{tile.eyebrow}</Eyebrow> : undefined}
      swatches={tile.colors.map((color) => ({ name: color.name, color: color.swatch }))}
      colorCount={tile.colors.length}
      priority={priority}
    />
  );
}

/** The query parameters a form of the listing carries along (the text, the sort …). */
function keptParams(url: URL, dropped: readonly string[]): [string, string][] {
  return [...url.searchParams].filter(([name]) => name !== 'page' && !dropped.includes(name));
}

function SortForm({
  state,
  url,
  onSort,
}: {
  state: ListingState;
  url: URL;
  onSort: (to: (from: URL) => string) => void;
}) {
  const { t } = useTranslation('storefront');
  const id = useId();
  return (
    <form method="get" action={url.pathname} className={css.sortForm}>
      {keptParams(url, ['sort']).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className={css.sortLabel}>
        {t('listing.sortLabel')}
      </label>
      <select
        id={id}
        name="sort"
        className={css.select}
        value={state.sort ?? 'relevance'}
        onChange={(event) => {
          const sort = event.currentTarget.value as (typeof productSorts)[number];
          onSort((from) => sortHref(from, sort));
        }}
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" size="small" tone="secondary">
          {t('listing.apply')}
        </Button>
      </noscript>
    </form>
  );
}

/** The page's facets of the answer, in the page's order. */
function offeredFacets(result: ProductSearchResult, facets: readonly FacetId[]): SearchFacet[] {
  return result.facets
    .filter((facet) => facets.includes(facet.id))
    .sort((a, b) => facets.indexOf(a.id) - facets.indexOf(b.id));
}

/**
 * Facets, sort, result count, applied filters, the product grid and "load more" of a PLP or
 * search page. From the large breakpoint the facets are a sidebar of checkboxes, each change
 * applied at once; below it a sticky bar holds Filters (a panel, applied with its button)
 * and the sort. Every control leads to a URL of the listing's state (listing.ts), fetched
 * in the browser before the page moves there (useListingNavigation); without script the
 * links and GET forms lead there themselves.
 */
export function Listing({
  result,
  state,
  site,
  facets,
}: {
  result: ProductSearchResult;
  state: ListingState;
  site: Site;
  facets: readonly FacetId[];
}) {
  const { t } = useTranslation('storefront');
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, 'http://store');
  const view = useListingView({ result, state }, url, facets);
  const navigation = useListingNavigation(view, url, facets);
  const { go, pending, failed } = navigation;
  const shown = view.result;
  // A tick shows at once, while its products load.
  const ticked = pending?.kind === 'refine' ? pending.state : view.state;
  const chosen = Object.values(view.state.selections).reduce(
    (sum, values) => sum + (values?.length ?? 0),
    0,
  );
  const offered = offeredFacets(shown, facets);
  const [panel, setPanel] = useState({ open: false, openings: 0 });
  const sidebarTitle = useId();
  const results = useRef<HTMLElement>(null);
  const refine = (to: (from: URL) => string) => go(to, 'refine');

  // After "load more" focus moves to the first new card, where the shopper reads on; a
  // refinement made below the top of the grid brings its top back into view.
  const { landed } = navigation;
  const handled = useRef(landed);
  useEffect(() => {
    const section = results.current;
    if (!landed || handled.current === landed || !section) return;
    if (landed.kind === 'more') {
      const cards = section.querySelectorAll<HTMLElement>('ul[role="list"] > li');
      const first = cards[landed.firstNew]?.querySelector<HTMLElement>('a[href]');
      // The new cards may render a moment after the move: the next render focuses then.
      if (!first) return;
      first.focus();
    } else if (section.getBoundingClientRect().top < 0) {
      section.scrollIntoView({ block: 'start' });
    }
    handled.current = landed;
  });

  return (
    <div className={css.layout}>
      <aside id={FILTERS_ID} className={css.sidebar} aria-labelledby={sidebarTitle}>
        <h2 id={sidebarTitle} className={visuallyHidden}>
          {t('listing.filters')}
        </h2>
        <form method="get" action={url.pathname}>
          {keptParams(url, facets).map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <FacetGroups
            facets={offered}
            selections={ticked.selections}
            total={shown.total}
            onChange={(facet, values) => refine((from) => selectionHref(from, facet, values))}
          />
          <noscript>
            <div className={css.noScriptApply}>
              <Button type="submit">{t('listing.apply')}</Button>
            </div>
          </noscript>
        </form>
      </aside>
      <section
        ref={results}
        aria-labelledby="listing-count"
        aria-busy={pending ? true : undefined}
        className={css.results}
      >
        <div className={css.resultsHeader}>
          <p id="listing-count" role="status" className={css.count}>
            {t('listing.results', { count: shown.total })}
          </p>
          <div className={css.toolbar}>
            {/* A plain link: without script it leads to the sidebar (shown as its target);
                with it, it opens the panel, and is focused first so that focus comes back
                to it when the panel closes (a tap does not focus a link on every phone). */}
            <a
              href={`#${FILTERS_ID}`}
              data-tone="secondary"
              className={`${buttonRecipe({ tone: 'secondary' })} ${css.filtersButton}`}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                event.currentTarget.focus();
                setPanel(({ openings }) => ({ open: true, openings: openings + 1 }));
              }}
            >
              <span className={css.filtersButtonLabel}>
                <Icon name="filter" />
                {chosen > 0
                  ? t('listing.filtersSelected', { count: chosen })
                  : t('listing.filters')}
              </span>
            </a>
            <SortForm state={ticked} url={url} onSort={refine} />
          </div>
        </div>
        <AppliedFilters
          result={shown}
          state={view.state}
          facets={facets}
          site={site}
          url={url}
          onNavigate={refine}
        />
        {failed === 'refine' ? (
          <Alert tone="critical" className={css.failure}>
            {t('listing.refineFailed')}
          </Alert>
        ) : null}
        {navigation.showSkeleton ? (
          <ProductGridSkeleton label={t('listing.loading')} />
        ) : shown.products.length === 0 ? (
          // The chips above hold "Clear all", the way out.
          <p className={css.empty}>{t('listing.empty')}</p>
        ) : (
          <ProductGrid>
            {shown.products.map((tile, index) => (
              // Each card hydrates as it nears the viewport: a grid of dozens would
              // otherwise hydrate at once, most of it below the fold.
              <LazyHydrate
                key={tile.id}
                when="visible"
                marginPx={CARD_HYDRATION_MARGIN_PX}
                deps={[tile, site]}
                render={() => <Card tile={tile} site={site} priority={index < PRIORITY_CARDS} />}
                className={css.cardSlot}
              />
            ))}
          </ProductGrid>
        )}
        {navigation.showSkeleton ? null : (
          <LoadMore
            shown={shown.products.length}
            total={shown.total}
            href={moreHref(url, view.state.page)}
            isPending={pending?.kind === 'more'}
            error={failed === 'more' ? t('listing.moreFailed') : undefined}
            onLoadMore={() => go((from) => moreHref(from, listingState(from, facets).page), 'more')}
          />
        )}
      </section>
      <FilterPanel
        key={panel.openings}
        isOpen={panel.open}
        onOpenChange={(open) => setPanel((before) => ({ ...before, open }))}
        result={shown}
        state={view.state}
        facets={facets}
        scope={listingScope(shown, url, facets)}
        onApply={(selections) => refine((from) => selectionsHref(from, facets, selections))}
      />
    </div>
  );
}
