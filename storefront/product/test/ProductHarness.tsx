import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Cart } from '#api/contract/cart.ts';
import type { ProductDetails } from '#api/contract/products.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { productDetails, productInventory, siteContext } from '#demo/catalogue/views.ts';
import type { SiteLocale } from '#i18n/index.ts';
import { type CartCacheData, cartQueryKey } from '#shopper/index.ts';
import { siteOf } from '../../site/site.ts';
import { BuyBox, type ProductAddedEvent } from '../BuyBox.tsx';
import { ProductView } from '../ProductView.tsx';
import { useProductInventory } from '../useProductInventory.ts';
import { useProductSelection } from '../useProductSelection.ts';

/*
 * Story harness: a product of the demo catalogue as the route's loader gives it (details
 * and stock read at render time), the page's own hooks for the URL's selection and the
 * stock, and the cart cache seeded as the storefront's shopper state would.
 */

/** A product of the demo catalogue in the site's language and currency. */
export function demoProduct(productId: string, locale: SiteLocale): ProductDetails {
  return productDetails(getCatalogue(), productId, siteContext(locale));
}

export interface ProductHarnessProps {
  /** A master id (or a variant sku) of the demo catalogue. */
  productId: string;
  locale?: SiteLocale;
  /** Replaces the product's name (long-text states). */
  name?: string;
  /** Keep only the first N images of each colour (one-image states). */
  imageCount?: number;
  /** No stock answer from the "loader": the page asks for it in the browser. */
  withoutStock?: boolean;
  /** A cart the shopper already has, in the cart cache. */
  cart?: Cart;
  /** The whole page body, or only the buy box. @default 'page' */
  part?: 'page' | 'buyBox';
  onAdded?: (event: ProductAddedEvent) => void;
}

export function ProductHarness({
  productId,
  locale = 'en-us',
  name,
  imageCount,
  withoutStock = false,
  cart,
  part = 'page',
  onAdded,
}: ProductHarnessProps) {
  const queryClient = useQueryClient();
  const [loaded] = useState(() => {
    const details = demoProduct(productId, locale);
    const trim = <T,>(images: T[]) => (imageCount ? images.slice(0, imageCount) : images);
    const product: ProductDetails = {
      ...details,
      name: name ?? details.name,
      images: trim(details.images),
      colors: details.colors.map((color) => ({ ...color, images: trim(color.images) })),
    };
    if (cart) queryClient.setQueryData<CartCacheData>(cartQueryKey, cart);
    return {
      product,
      inventory: withoutStock ? null : productInventory(getCatalogue(), productId),
      loadedAt: Date.now(),
    };
  });
  const inventory = useProductInventory(loaded.product.id, loaded.inventory, loaded.loadedAt);
  const [selection, select] = useProductSelection(loaded.product, inventory);
  const { search } = useLocation();
  const props = {
    product: loaded.product,
    inventory,
    site: siteOf(loaded.product.brand, locale),
    selection,
    onSelect: select,
    onAdded,
  };
  return (
    <>
      {part === 'page' ? <ProductView {...props} /> : <BuyBox {...props} />}
      {/* What the address bar would show: the selection lives in the query. */}
      <output aria-label="Query" data-testid="query" hidden>
        {search}
      </output>
    </>
  );
}
