import { data, useLoaderData } from 'react-router';
import { createCart } from '#api/contract/cart.ts';
import { getAugmentedPage } from '#api/contract/content.ts';
import { CheckedPageRenderer } from '#cms-blocks/renderer/CheckedPageRenderer.tsx';
import { pageTitle } from '#i18n/languages.ts';
import { cartQueryKey } from '#shopper/index.ts';
import { useSeededQueries } from '#shopper/seedQueries.ts';
import { checkContent } from '../blocks/checkContent.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { CartPage } from '../cart/page/CartPage.tsx';
import { personalizePage } from '../experiments/personalize.ts';
import { usePersonalization } from '../experiments/usePersonalization.ts';
import { apiOf, contentOf, loadOptional, siteFor } from '../loaders.ts';
import { hasAccessCookie } from '../runtime/audience.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/cart';

/**
 * The cart page `/{locale}/cart`: the shopper's cart rendered on the server when the
 * request has a session (then the page is private), else read in the browser; and the
 * CMS's `cart` page, whose sections (recommendations) show under an empty cart.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const api = apiOf(context);
  const view = contentOf(context, site);
  const [content, cart] = await Promise.all([
    loadOptional(
      api.call(getAugmentedPage, {
        params: { ...view.params, page: 'cart' },
        query: view.query,
      }),
    ),
    // A shopper with a session gets their cart in the HTML (POST /cart/v1/cart answers the
    // session's open cart): no skeleton, nothing moves. Without one, or when the call
    // fails (an expired access token), the browser reads it.
    hasAccessCookie(request) ? loadOptional(api.call(createCart, { body: {} })) : null,
  ]);
  const checked = content && checkContent(content);
  const personalization = await personalizePage(
    context,
    request,
    site,
    checked?.sections ?? [],
    handle.pageType,
  );
  // The page then holds the shopper's cart: theirs alone.
  return data(
    { site, content: checked, cart, personalization },
    cart ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.site.locale, 'cart') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

// No pop-up over the cart: a shopper on their way to pay is not interrupted (as checkout).
export const handle = { pageType: 'Cart', popUps: false };

export default function CartRoute() {
  const { site, content, cart, personalization } = useLoaderData<typeof loader>();
  const decided = usePersonalization(personalization);
  // The server's cart goes into the cart cache before the page reads it (both renders).
  useSeededQueries([[cartQueryKey, cart]]);
  return (
    <div className={contained}>
      <CartPage
        locale={site.locale}
        emptyContent={
          content ? (
            <CheckedPageRenderer
              sections={content.sections}
              siteId={content.siteId}
              blocks={storeBlocks}
              personalization={decided}
            />
          ) : null
        }
      />
    </div>
  );
}
