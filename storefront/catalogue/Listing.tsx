import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import type { ProductTile } from '#api/contract/products.ts';
import type { FacetId, ProductSearchResult, SearchFacet } from '#api/contract/search.ts';
import { productSorts } from '#api/contract/search.ts';
import { FavoriteProductCard } from '#cms-blocks/favorites/index.ts';
import { LazyHydrate } from '#cms-blocks/renderer/hydration.tsx';
import { Badge, Eyebrow } from '#components/Badge/index.ts';
import { Button, ButtonLink, buttonRecipe } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { ProductGrid } from '#components/ProductCard/index.ts';
import { ProductGridSkeleton } from '#components/Skeleton/index.ts';
import { heading, visuallyHidden } from '#design-tokens/typography.css.ts';
import type { Site } from '../site/site.ts';
import * as css from './listing.css.ts';
import { clearHref, type ListingState, moreHref, toggleHref } from './listing.ts';

/** Cards hydrate this far before they come into view (as recommendation carousels do). */
const CARD_HYDRATION_MARGIN_PX = 200;

const badgeTone = { new: 'new', sale: 'sale', bestSeller: 'brand' } as const;

function Card({ tile, site }: { tile: ProductTile; site: Site }) {
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
    />
  );
}

function FacetGroup({ facet, url }: { facet: SearchFacet; url: URL }) {
  const { t } = useTranslation('storefront');
  const id = useId();
  const count = facet.values.length;
  const moreClasses = [
    count > 4 ? css.moreOnSmall : '',
    count > 10 ? css.moreOnMedium : '',
    count > 20 ? css.moreOnLarge : '',
  ].join(' ');
  return (
    <div className={css.facetGroup}>
      <h3 id={`${id}-title`} className={heading.h4}>
        {facet.label}
      </h3>
      {count > 4 ? (
        <>
          {/* Shown (and focusable) only where the breakpoint hides values. */}
          <input
            id={`${id}-more`}
            type="checkbox"
            className={`${css.moreToggle} ${css.moreControl} ${moreClasses}`}
          />
          <label
            htmlFor={`${id}-more`}
            className={`${css.moreLabel} ${css.moreControl} ${moreClasses}`}
          >
            <span className={css.whenMore}>{t('listing.showMore')}</span>
            <span className={css.whenLess}>{t('listing.showLess')}</span>
          </label>
        </>
      ) : null}
      <ul className={`${css.facetList} ${css.facetValues}`}>
        {facet.values.map((value, index) => (
          <li
            key={value.value}
            // A value the shopper chose is never folded away behind "Show more".
            className={
              value.selected
                ? undefined
                : [
                    index >= 4 ? css.pastSmall : '',
                    index >= 10 ? css.pastMedium : '',
                    index >= 20 ? css.pastLarge : '',
                  ].join(' ')
            }
          >
            <Link
              className={css.facetLink}
              to={toggleHref(url, facet.id as FacetId, value.value)}
              role="checkbox"
              aria-checked={value.selected}
              preventScrollReset
              rel="nofollow"
            >
              <span>{value.label}</span>
              <span aria-hidden="true">{value.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SortForm({ state, url }: { state: ListingState; url: URL }) {
  const { t } = useTranslation('storefront');
  const submit = useSubmit();
  const id = useId();
  const kept = [...url.searchParams].filter(([name]) => name !== 'sort' && name !== 'page');
  return (
    <Form
      method="get"
      className={css.sortForm}
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t('listing.sortLabel')}</label>
      <select
        // A new URL (back, a link) shows its own sort: uncontrolled, so keyed by it.
        key={state.sort ?? 'relevance'}
        id={id}
        name="sort"
        className={css.select}
        defaultValue={state.sort ?? 'relevance'}
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit">{t('listing.apply')}</Button>
      </noscript>
    </Form>
  );
}

/**
 * Facets, sort, result count, the product grid and "load more" of a PLP or search page;
 * every control is a link or GET form over the URL state (listing.ts).
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
  const { t: kit } = useTranslation('components');
  const location = useLocation();
  const navigation = useNavigation();
  const url = new URL(`${location.pathname}${location.search}`, 'http://store');
  const shown = result.products.length;
  const hasSelection = Object.keys(state.selections).length > 0;
  const selected = Object.values(state.selections).reduce(
    (sum, values) => sum + (values?.length ?? 0),
    0,
  );
  const filtersId = useId();
  // A client navigation to another listing (not "load more") shows the skeleton.
  const loading =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).get('page') === url.searchParams.get('page');
  return (
    <div className={css.layout}>
      <aside aria-label={t('listing.filters')}>
        <h2 className={visuallyHidden}>{t('listing.filters')}</h2>
        {/* Below the sidebar's breakpoint the filters fold behind this switch, so the
            products come first: a checkbox, so it works without JavaScript, and it stays
            open while the shopper refines (a facet link keeps the page mounted). */}
        <input id={filtersId} type="checkbox" className={css.filtersToggle} />
        <label
          htmlFor={filtersId}
          className={[buttonRecipe({ tone: 'secondary', size: 'small' }), css.filtersLabel].join(
            ' ',
          )}
        >
          <Icon name="filter" size="small" />
          {selected > 0 ? t('listing.filtersSelected', { count: selected }) : t('listing.filters')}
        </label>
        {/* Folded or not: with nothing matching, this is the way out. */}
        {hasSelection ? (
          <Link
            to={clearHref(url, facets)}
            className={css.clearFilters}
            preventScrollReset
            rel="nofollow"
          >
            {t('listing.clearFilters')}
          </Link>
        ) : null}
        {/* Links and a CSS "show more" that work from the server HTML: they hydrate on the
            shopper's first move towards them. */}
        <LazyHydrate
          className={css.filterPanel}
          when="interaction"
          deps={[result.facets, facets, hasSelection, location.pathname, location.search]}
          render={() =>
            result.facets
              .filter((facet) => facets.includes(facet.id as FacetId))
              .map((facet) => <FacetGroup key={facet.id} facet={facet} url={url} />)
          }
        />
      </aside>
      <section aria-labelledby="listing-count">
        <div className={css.toolbar}>
          <p id="listing-count" role="status">
            {t('listing.results', { count: result.total })}
          </p>
          <SortForm state={state} url={url} />
        </div>
        {loading ? (
          <ProductGridSkeleton count={16} />
        ) : shown === 0 ? (
          <p>{t('listing.empty')}</p>
        ) : (
          <ProductGrid>
            {result.products.map((tile) => (
              // Each card hydrates as it nears the viewport: a grid of dozens would
              // otherwise hydrate at once, most of it below the fold (on a phone the
              // facets come first, and every card is).
              <LazyHydrate
                key={tile.id}
                when="visible"
                marginPx={CARD_HYDRATION_MARGIN_PX}
                deps={[tile, site]}
                render={() => <Card tile={tile} site={site} />}
                className={css.cardSlot}
              />
            ))}
          </ProductGrid>
        )}
        {shown < result.total ? (
          <div className={css.more}>
            <p>{kit('loadMore.progress', { shown, total: result.total })}</p>
            <ButtonLink href={moreHref(url, state.page)}>{t('listing.loadMore')}</ButtonLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}
