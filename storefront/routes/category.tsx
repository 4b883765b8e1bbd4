import { HydrationBoundary } from '@tanstack/react-query';
import { useMemo } from 'react';
import { redirect, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { getCategoryContent } from '#api/contract/content.ts';
import { RecommendationContextProvider } from '#cms-blocks/Recommendation/RecommendationContext.tsx';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs/index.ts';
import { brandNames } from '#design-tokens/brands/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { InteractionOriginArea } from '../analytics/InteractionOrigin.tsx';
import { checkContent } from '../blocks/checkContent.ts';
import { prefetchSectionData } from '../blocks/prefetch.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { categoryContentSlots } from '../catalogue/categoryContent.ts';
import { Listing } from '../catalogue/Listing.tsx';
import { categoryHeader, categoryTitle } from '../catalogue/listing.css.ts';
import { listingState } from '../catalogue/listing.ts';
import { loadListing } from '../catalogue/loadListing.ts';
import { listingShouldRevalidate } from '../catalogue/useListingNavigation.ts';
import { personalizePage } from '../experiments/personalize.ts';
import { usePersonalization } from '../experiments/usePersonalization.ts';
import { apiOf, contentOf, load, loadOptional, notFound, siteFor } from '../loaders.ts';
import { breadcrumbList, jsonLdHtml, seoMeta } from '../seo.ts';
import { contained } from '../shell/shell.css.ts';
import { canonicalRedirect, idOfSlugSegment } from '../site/paths.ts';
import type { Route } from './+types/category';

// `badge` and `activity` first: the menu's merchandising links (new arrivals, sale, shop by
// activity) land on them.
const facets = ['badge', 'activity', 'brand', 'color', 'size', 'price', 'rating'] as const;

/**
 * PLP `/{locale}/c/{slug}-{categoryId}`: 404 for a malformed or unknown id, 308 to the
 * canonical slug, the category's compact CMS header content, its listing, then the rest of
 * its CMS content.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const categoryId = idOfSlugSegment(params.slugId, 'category');
  if (!categoryId) notFound();
  const api = apiOf(context);
  const url = new URL(request.url);
  const state = listingState(url, facets);
  const view = contentOf(context, site);
  const [result, content] = await Promise.all([
    load(loadListing(api, { categoryId }, state)),
    loadOptional(
      api.call(getCategoryContent, {
        params: { ...view.params, categoryId },
        query: view.query,
      }),
    ),
  ]);
  const category = result.category;
  if (!category) notFound();
  const self = category.breadcrumbs.find((link) => link.id === category.id);
  const canonical = self?.url ?? `/${site.locale}/c/${params.slugId}`;
  const target = canonicalRedirect(request.url, canonical);
  if (target) throw redirect(target, 308);
  const checked = content && checkContent(content);
  const [queries, personalization] = await Promise.all([
    prefetchSectionData(api, site, content, { categoryId: category.id }),
    personalizePage(context, request, site, checked?.sections ?? [], handle.pageType),
  ]);
  return {
    site,
    state,
    result,
    content: checked,
    queries,
    personalization,
    canonical,
    origin: url.origin,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { result, content, canonical, origin, state, site } = loaderData;
  const brand = brandNames[site.brand];
  const title = content?.seo.title || (result.category?.name ?? '');
  // The category's CMS content carries its SEO and the same page on the brand's other
  // sites (hreflang); without content, the catalogue's name and the canonical URL.
  return seoMeta(
    {
      title: title.includes(brand) ? title : `${title} | ${brand}`,
      description: content?.seo.description ?? '',
      robots: content?.seo.robots ?? 'index,follow',
      // A listing shown to page 2 or more is a page of its own (its products differ).
      canonicalPath: state.page > 1 ? `${canonical}?page=${state.page}` : canonical,
      alternates: content?.seo.alternates ?? [],
    },
    origin,
  );
}

export const handle = { pageType: 'PLP' };

/** A facet, the sort or "load more" the browser has fetched already needs no loader. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return listingShouldRevalidate(args, facets);
}

export default function CategoryPage() {
  const { site, state, result, content, queries, origin, personalization } =
    useLoaderData<typeof loader>();
  const decided = usePersonalization(personalization);
  const category = result.category;
  // Recommendations on the page are of this category (one value per category: a new one
  // would reach the sections still waiting to hydrate).
  const categoryId = category?.id;
  const recommendation = useMemo(() => ({ categoryId }), [categoryId]);
  // Kept from render to render: a new list would reach every section still waiting to
  // hydrate, and React would drop their server HTML.
  const slots = useMemo(() => (content ? categoryContentSlots(content.sections) : null), [content]);
  const sections = (list: NonNullable<typeof slots>['below']) =>
    content && list.length ? (
      <CheckedPageRenderer
        sections={list}
        siteId={content.siteId}
        blocks={storeBlocks}
        personalization={decided}
      />
    ) : null;
  return (
    <HydrationBoundary state={queries ?? undefined}>
      <RecommendationContextProvider value={recommendation}>
        <div className={contained}>
          {category ? (
            <script
              type="application/ld+json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLdHtml.
              dangerouslySetInnerHTML={jsonLdHtml(
                breadcrumbList(
                  category.breadcrumbs.map((link) => ({ name: link.name, path: link.url })),
                  origin,
                ),
              )}
            />
          ) : null}
          {slots ? sections(slots.notices) : null}
          <header className={categoryHeader}>
            {category ? (
              <Breadcrumbs
                items={category.breadcrumbs.map((link) => ({ label: link.name, href: link.url }))}
              />
            ) : null}
            <h1 className={`${heading.h1} ${categoryTitle}`}>{category?.name}</h1>
            {slots ? sections(slots.header) : null}
          </header>
          <InteractionOriginArea origin="grid">
            <Listing result={result} state={state} site={site} facets={facets} />
          </InteractionOriginArea>
          {slots ? sections(slots.below) : null}
        </div>
      </RecommendationContextProvider>
    </HydrationBoundary>
  );
}
