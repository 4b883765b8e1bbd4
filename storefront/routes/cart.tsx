import { useLoaderData } from 'react-router';
import { getAugmentedPage } from '#api/contract/content.ts';
import { PageRenderer } from '#cms-blocks/renderer/index.ts';
import { storeBlocks } from '../blocks/storeBlocks.tsx';
import { CartPage } from '../cart/page/CartPage.tsx';
import { apiOf, loadOptional, siteFor } from '../loaders.ts';
import { contained } from '../shell/shell.css.ts';
import type { Route } from './+types/cart';

/**
 * The cart page `/{locale}/cart`. The cart is the shopper's own, read in the browser into
 * the cart cache (the HTML is the same for everyone); the server sends the page's frame
 * and the CMS's `cart` page, whose sections (recommendations) show under an empty cart.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = siteFor(context, params);
  const content = await loadOptional(
    apiOf(context).call(getAugmentedPage, {
      params: { mode: 'live', siteId: site.siteId, page: 'cart' },
    }),
  );
  return { site, content };
}

export function meta() {
  return [{ title: 'Cart' }, { name: 'robots', content: 'noindex,nofollow' }];
}

export const handle = { pageType: 'Cart' };

export default function CartRoute() {
  const { site, content } = useLoaderData<typeof loader>();
  return (
    <div className={contained}>
      <CartPage
        locale={site.locale}
        emptyContent={content ? <PageRenderer document={content} blocks={storeBlocks} /> : null}
      />
    </div>
  );
}
