import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import { getProductDetails } from '#api/contract/products.ts';
import { Breadcrumbs } from '#components/Breadcrumbs/index.ts';
import { Price } from '#components/Price/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { apiOf, load, notFound, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import { canonicalRedirect, idOfSlugSegment } from '../site/paths.ts';
import type { Route } from './+types/product';

/**
 * PDP `/{locale}/p/{slug}-{productId}`: 404 for a malformed or unknown id, 308 to the
 * canonical slug, the product's details.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const productId = idOfSlugSegment(params.slugId, 'product');
  if (!productId) notFound();
  const product = await load(apiOf(context).call(getProductDetails, { params: { productId } }));
  const target = canonicalRedirect(request.url, product.url);
  if (target) throw redirect(target, 308);
  return { site, product, origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product, origin } = loaderData;
  return [
    { title: product.name },
    { name: 'description', content: product.description.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: `${origin}${product.url}` },
  ];
}

export const handle = { pageType: 'PDP' };

export default function ProductPage() {
  const { site, product } = useLoaderData<typeof loader>();
  const { t } = useTranslation('storefront');
  const image = product.images[0];
  return (
    <div className={contained}>
      <Breadcrumbs
        items={product.breadcrumbs.map((link) => ({ label: link.name, href: link.url }))}
      />
      {image ? <img src={image.src} alt={image.alt} width={600} height={600} /> : null}
      <h1 className={heading.h1}>{product.name}</h1>
      <Price price={product.price} currency={site.info.currency} />
      <h2 className={heading.h3}>{t('product.description')}</h2>
      <p>{product.description}</p>
      {product.features.length ? (
        <>
          <h2 className={heading.h3}>{t('product.features')}</h2>
          <ul>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
