import { useTranslation } from 'react-i18next';
import {
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { getProductDetails, getProductInventory } from '#api/contract/products.ts';
import type { Selection } from '#cms-blocks/QuickShop/quickShop.ts';
import { initialSelection } from '#cms-blocks/QuickShop/quickShop.ts';
import { Breadcrumbs } from '#components/Breadcrumbs/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale, siteLocales } from '#i18n/index.ts';
import { apiOf, load, loadOptional, notFound, siteFor } from '../loaders.ts';
import { BuyBox } from '../pdp/BuyBox.tsx';
import { Gallery } from '../pdp/Gallery.tsx';
import { productJsonLd } from '../pdp/jsonLd.ts';
import { details as detailsStyle, layout } from '../pdp/pdp.css.ts';
import { breadcrumbList, jsonLdHtml, seoMeta } from '../seo.ts';
import { contained } from '../shell/shell.css.ts';
import { canonicalRedirect, idOfSlugSegment, pathOnSite } from '../site/paths.ts';
import type { Route } from './+types/product';

/**
 * PDP `/{locale}/p/{slug}-{productId}`: 404 for a malformed or unknown id, 308 to the
 * canonical slug (query kept), the product and its online stock.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const productId = idOfSlugSegment(params.slugId, 'product');
  if (!productId) notFound();
  const api = apiOf(context);
  const [product, inventory] = await Promise.all([
    load(api.call(getProductDetails, { params: { productId } })),
    loadOptional(api.call(getProductInventory, { params: { productId } })),
  ]);
  const target = canonicalRedirect(request.url, product.url);
  if (target) throw redirect(target, 308);
  return {
    site,
    product,
    inventory,
    alternates: await alternatesOf(api, product, site.locale),
    origin: new URL(request.url).origin,
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
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('color');
    search.delete('size');
    return search.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product, origin, alternates } = loaderData;
  return seoMeta(
    {
      title: product.name,
      description: product.description.slice(0, 160),
      robots: 'index,follow',
      canonicalPath: product.url,
      alternates: alternates.filter((alternate) => alternate.path !== product.url),
    },
    origin,
  );
}

export const handle = { pageType: 'PDP' };

/** The chosen colour and size: the URL's when they exist, else the product's default. */
function useSelection(
  product: Route.ComponentProps['loaderData']['product'],
  inventory: Route.ComponentProps['loaderData']['inventory'],
): [Selection, (next: Selection) => void] {
  const [search, setSearch] = useSearchParams();
  const fallback = initialSelection(product, inventory ?? undefined);
  const color = search.get('color');
  const size = search.get('size');
  const selection: Selection = {
    color: product.colors.some((entry) => entry.code === color) ? color : fallback.color,
    size: product.sizes.some((entry) => entry.code === size) ? size : fallback.size,
  };
  const select = (next: Selection) => {
    const params = new URLSearchParams(search);
    if (next.color) params.set('color', next.color);
    else params.delete('color');
    if (next.size) params.set('size', next.size);
    else params.delete('size');
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  return [selection, select];
}

export default function ProductPage() {
  const { site, product, inventory, origin } = useLoaderData<typeof loader>();
  const { t } = useTranslation('storefront');
  const [selection, select] = useSelection(product, inventory);
  const color = product.colors.find((entry) => entry.code === selection.color);
  const images = color?.images ?? product.images;
  return (
    <div className={contained}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLdHtml.
        dangerouslySetInnerHTML={jsonLdHtml([
          productJsonLd(product, inventory ?? undefined, origin),
          breadcrumbList(
            product.breadcrumbs.map((link) => ({ name: link.name, path: link.url })),
            origin,
          ),
        ])}
      />
      <Breadcrumbs
        items={product.breadcrumbs.map((link) => ({ label: link.name, href: link.url }))}
      />
      <div className={layout}>
        <Gallery key={selection.color} images={images} name={product.name} />
        <div className={detailsStyle}>
          {product.eyebrow ? <p>{product.eyebrow}</p> : null}
          <h1 className={heading.h2}>{product.name}</h1>
          <BuyBox
            details={product}
            inventory={inventory ?? undefined}
            site={site}
            selection={selection}
            onSelect={select}
          />
          <h2 className={heading.h4}>{t('product.description')}</h2>
          <p>{product.description}</p>
          {product.features.length ? (
            <>
              <h2 className={heading.h4}>{t('product.features')}</h2>
              <ul>
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
