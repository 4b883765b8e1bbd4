import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import { Breadcrumbs } from '#components/Breadcrumbs/index.ts';
import { Rating } from '#components/Rating/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { Site } from '../site/site.ts';
import { BuyBox, type ProductAddedEvent } from './BuyBox.tsx';
import { Gallery } from './Gallery.tsx';
import { productTrail } from './jsonLd.ts';
import {
  buyArea,
  eyebrowLine,
  features,
  galleryArea,
  headerArea,
  layout,
  prose,
  section,
  stickyBarSlot,
  title,
} from './product.css.ts';
import { ProductReviews } from './reviews/ProductReviews.tsx';
import type { Selection } from './selection.ts';
import { type SetAddedEvent, ShopTheSet } from './sets/ShopTheSet.tsx';

export interface ProductViewProps {
  product: ProductDetails;
  /** Online stock per sku; undefined while unknown. */
  inventory: ProductInventory | undefined;
  site: Site;
  /** The chosen colour and size (the route keeps them in the URL). */
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** After a successful add to cart (see `BuyBox`). */
  onAdded?: (event: ProductAddedEvent) => void;
  /** After a whole set was added ("Shop the set"): the lines it added. */
  onSetAdded?: (event: SetAddedEvent) => void;
}

/**
 * The product page below the shell: breadcrumbs, name and rating, the gallery of the
 * chosen colour, the buy box (and its sticky bar), description and features. Presentational: the route gives
 * it the loader's product, the stock and the URL's selection.
 */
export function ProductView({
  product,
  inventory,
  site,
  selection,
  onSelect,
  onAdded,
  onSetAdded,
}: ProductViewProps) {
  const { t } = useTranslation('storefront');
  const descriptionId = useId();
  // The sticky add-to-cart bar's place: the end of the product's part (see StickyAddToCart).
  const [barTarget, setBarTarget] = useState<HTMLDivElement | null>(null);
  const featuresId = useId();
  const color = product.colors.find((entry) => entry.code === selection.color);
  const images = color?.images ?? product.images;
  return (
    <>
      <Breadcrumbs
        items={productTrail(product).map((link) => ({ label: link.name, href: link.path }))}
      />
      <div className={layout}>
        <div className={headerArea}>
          {product.eyebrow ? <p className={eyebrowLine}>{product.eyebrow}</p> : null}
          <h1 className={[heading.h2, title].join(' ')}>{product.name}</h1>
          <Rating
            score={product.rating.score}
            count={product.rating.reviewsCount}
            size="small"
            href="#reviews"
          />
        </div>
        <div className={galleryArea}>
          {/* A new colour starts its own images at the first. */}
          <Gallery key={selection.color ?? ''} images={images} name={product.name} />
        </div>
        <div className={buyArea}>
          <BuyBox
            product={product}
            inventory={inventory}
            site={site}
            selection={selection}
            onSelect={onSelect}
            onAdded={onAdded}
            stickyBarTarget={barTarget}
          />
          <section className={section} aria-labelledby={descriptionId}>
            <h2 id={descriptionId} className={heading.h4}>
              {t('product.description')}
            </h2>
            <p className={prose}>{product.description}</p>
          </section>
          {product.features.length ? (
            <section className={section} aria-labelledby={featuresId}>
              <h2 id={featuresId} className={heading.h4}>
                {t('product.features')}
              </h2>
              <ul className={features}>
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <ShopTheSet
            productId={product.masterId}
            site={site}
            selection={selection}
            onAdded={onSetAdded}
          />
        </div>
      </div>
      <ProductReviews
        product={{
          id: product.masterId,
          name: product.name,
          reviewsCount: product.rating.reviewsCount,
        }}
        site={site}
      />
      <div ref={setBarTarget} className={stickyBarSlot} />
    </>
  );
}
