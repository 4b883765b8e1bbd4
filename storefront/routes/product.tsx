import { HydrationBoundary } from '@tanstack/react-query';
import { useMemo } from 'react';
import { redirect, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { getProductContent } from '#api/contract/content.ts';
import { getProductDetails, getProductInventory } from '#api/contract/products.ts';
import { RecommendationContextProvider } from '#cms-blocks/Recommendation/RecommendationContext.tsx';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import { brandNames } from '#design-tokens/brands/index.ts';
import { localeInfo, type SiteLocale, siteLocales } from '#i18n/index.ts';
import { useMiniCart } from '#shopper/index.ts';
import { checkContent } from '../blocks/checkContent.ts';
import { prefetchSectionData } from '../blocks/prefetch.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { personalizePage } from '../experiments/personalize.ts';
import { usePersonalization } from '../experiments/usePersonalization.ts';
import { apiOf, contentOf, load, loadOptional, notFound, siteFor } from '../loaders.ts';
import { communityGallerySection } from '../product/communityGallery.ts';
import { productPageJsonLd } from '../product/jsonLd.ts';
import { ProductView } from '../product/ProductView.tsx';
import {
  onlySelectionChanged,
  queryString,
  withoutUnknownSelection,
} from '../product/selection.ts';
import { useProductInventory } from '../product/useProductInventory.ts';
import { useProductSelection } from '../product/useProductSelection.ts';
import { jsonLdHtml, seoMeta } from '../seo.ts';
import { contained } from '../shell/shell.css.ts';
import { canonicalRedirect, idOfSlugSegment, pathOnSite } from '../site/paths.ts';
import type { Route } from './+types/product';

/**
 * PDP `/{locale}/p/{slug}-{productId}`: 404 for a malformed or unknown id, 308 to the
 * canonical slug (query kept), a redirect that drops a `color` or `size` the product does
 * not have, then the product and its online stock (read again in the browser when the
 * cached page is older than a minute: `useProductInventory`).
 */
/** A slug segment with its id (after the last dash) in capitals. */
function withUpperCaseId(segment: string | undefined): string | undefined {
  if (!segment) return segment;
  const dash = segment.lastIndexOf('-');
  return `${segment.slice(0, dash + 1)}${segment.slice(dash + 1).toUpperCase()}`;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  // A lower-cased id (typed by hand, or a tool's lower-cased link) is the same product: the
  // canonical redirect below sends it to the canonical URL.
  const productId =
    idOfSlugSegment(params.slugId, 'product') ??
    idOfSlugSegment(withUpperCaseId(params.slugId), 'product');
  if (!productId) notFound();
  const api = apiOf(context);
  const view = contentOf(context, site);
  const [product, inventory, content] = await Promise.all([
    load(api.call(getProductDetails, { params: { productId } })),
    loadOptional(api.call(getProductInventory, { params: { productId } })),
    loadOptional(
      api.call(getProductContent, {
        params: { ...view.params, productId },
        query: view.query,
      }),
    ),
  ]);
  const target = canonicalRedirect(request.url, product.url);
  if (target) throw redirect(target, 308);
  const url = new URL(request.url);
  const clean = withoutUnknownSelection(product, url.searchParams);
  if (clean) {
    clean.delete('_routes');
    throw redirect(`${product.url}${queryString(clean)}`, 302);
  }
  const shown = content && withoutGallery(content);
  const checked = shown && checkContent(shown);
  const [queries, personalization] = await Promise.all([
    prefetchSectionData(api, site, shown, { productId: product.id }),
    personalizePage(context, request, site, checked?.sections ?? [], handle.pageType),
  ]);
  return {
    site,
    product,
    inventory,
    content: checked,
    communityGallery: checkContent({ sections: [communityGallerySection(site.brand)] }).sections,
    queries,
    personalization,
    loadedAt: Date.now(),
    alternates: await alternatesOf(api, product, site.locale),
    origin: url.origin,
  };
}

/** Spec §2: the product gallery block is hidden on a product page. */
function withoutGallery<Document extends { sections: readonly { component: string }[] }>(
  document: Document,
): Document {
  return {
    ...document,
    sections: document.sections.filter((section) => section.component !== 'Gallery'),
  };
}

/**
 * The same product on every site of the brand (hreflang): the slug is per language, so the
 * URL is asked for once per other language; the locales of one language share it.
 */
async function alternatesOf(
  api: ReturnType<typeof apiOf>,
  product: { id: string; url: string },
  current: SiteLocale,
): Promise<{ locale: SiteLocale; path: string }[]> {
  const byLanguage = new Map<string, string>([[localeInfo[current].language, product.url]]);
  const others = siteLocales.filter(
    (locale, index, all) =>
      !byLanguage.has(localeInfo[locale].language) &&
      all.findIndex((other) => localeInfo[other].language === localeInfo[locale].language) ===
        index,
  );
  const answers = await Promise.all(
    others.map((locale) =>
      api
        .call(getProductDetails, { params: { productId: product.id }, query: { locale } })
        .then((details) => [localeInfo[locale].language, details.url] as const)
        .catch(() => undefined),
    ),
  );
  for (const answer of answers) if (answer) byLanguage.set(answer[0], answer[1]);
  return siteLocales.flatMap((locale) => {
    const url = byLanguage.get(localeInfo[locale].language);
    return url ? [{ locale, path: pathOnSite(url, '', locale) }] : [];
  });
}

/** Choosing a colour or size only changes the query: the product is not loaded again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The same URL is an explicit revalidation (recalculateMonetateVfa): it runs the loader.
  return currentUrl.href !== nextUrl.href && onlySelectionChanged(currentUrl, nextUrl)
    ? false
    : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product, origin, alternates, site } = loaderData;
  return seoMeta(
    {
      title: `${product.name} | ${brandNames[site.brand]}`,
      description: product.description.slice(0, 160),
      robots: 'index,follow',
      canonicalPath: product.url,
      alternates: alternates.filter((alternate) => alternate.path !== product.url),
    },
    origin,
  );
}

export const handle = { pageType: 'PDP' };

/**
 * The page: the product with its stock and the URL's colour and size, and its JSON-LD
 * (Product with an offer per variant, BreadcrumbList) in the server's HTML. An add to cart
 * opens the mini cart on the line.
 */
export default function ProductPage() {
  const {
    site,
    product,
    inventory: loaded,
    origin,
    loadedAt,
    content,
    queries,
    communityGallery,
    personalization,
  } = useLoaderData<typeof loader>();
  const decided = usePersonalization(personalization);
  const inventory = useProductInventory(product.id, loaded, loadedAt);
  // One value per product: a new one would reach the sections still waiting to hydrate.
  // Recommendations by the product; FilterBy sections by its id or its style (masterId).
  const recommendation = useMemo(
    () => ({ productId: product.id, masterId: product.masterId }),
    [product.id, product.masterId],
  );
  const [selection, select] = useProductSelection(product, inventory);
  const miniCart = useMiniCart();
  return (
    <div className={contained}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLdHtml.
        dangerouslySetInnerHTML={jsonLdHtml(
          productPageJsonLd(product, loaded ?? undefined, origin),
        )}
      />
      <ProductView
        product={product}
        inventory={inventory}
        site={site}
        selection={selection}
        onSelect={select}
        onAdded={({ sku }) => miniCart.open([sku])}
        onSetAdded={({ skus }) => miniCart.open(skus)}
      />
      {content ? (
        // The product's CMS content (its own document, else the site's default): complete
        // the look, size guide, recommendations next to this product.
        <HydrationBoundary state={queries ?? undefined}>
          <RecommendationContextProvider value={recommendation}>
            <CheckedPageRenderer
              sections={content.sections}
              siteId={content.siteId}
              blocks={storeBlocks}
              personalization={decided}
            />
          </RecommendationContextProvider>
        </HydrationBoundary>
      ) : null}
      <RecommendationContextProvider value={recommendation}>
        <CheckedPageRenderer
          sections={communityGallery}
          siteId={site.siteId}
          blocks={storeBlocks}
        />
      </RecommendationContextProvider>
    </div>
  );
}
