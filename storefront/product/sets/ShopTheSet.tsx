import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSet } from '#api/contract/products.ts';
import { ProductCard, ProductGrid } from '#components/ProductCard/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { Site } from '../../site/site.ts';
import { setDescription, set as setStyle, sets as setsStyle, setTitle } from './sets.css.ts';
import { useProductSets } from './useProductSets.ts';

export interface ShopTheSetViewProps {
  /** The product of the page: its own card is left out of its sets. */
  productId: string;
  sets: readonly ProductSet[];
  site: Site;
}

/** The sets as the page shows them: name, description, a card per other product. */
export function ShopTheSetView({ productId, sets, site }: ShopTheSetViewProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  const shown = sets
    .map((set) => ({ ...set, products: set.products.filter((tile) => tile.id !== productId) }))
    .filter((set) => set.products.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className={setsStyle} aria-labelledby={titleId}>
      <h2 id={titleId} className={heading.h4}>
        {t('productSets.title')}
      </h2>
      {shown.map((set) => (
        <div key={set.id} className={setStyle}>
          <h3 className={[heading.h4, setTitle].join(' ')}>{set.name}</h3>
          <p className={setDescription}>{set.description}</p>
          <ProductGrid
            columns={{ sm: 2, md: 2, lg: 3 }}
            aria-label={t('productSets.listLabel', { name: set.name })}
          >
            {set.products.map((tile) => (
              <ProductCard
                key={tile.id}
                size="sm"
                headingLevel={4}
                name={tile.name}
                href={tile.url}
                image={{ src: tile.image.src }}
                price={tile.price}
                currency={site.info.currency}
                showHistoricBestPrice={site.info.region === 'EMEA'}
                rating={{ score: tile.rating.score, count: tile.rating.reviewsCount }}
                swatches={tile.colors.map((color) => ({ name: color.name, color: color.swatch }))}
                colorCount={tile.colors.length}
                imageSizes="(min-width: 1024px) 12vw, (min-width: 768px) 18vw, 45vw"
              />
            ))}
          </ProductGrid>
        </div>
      ))}
    </section>
  );
}

export interface ShopTheSetProps {
  productId: string;
  site: Site;
}

/**
 * "Shop the set" on the product page (spec §7 productSets, productSet): the sets the
 * product belongs to, each with links to its other products. Nothing while they load, when
 * the product is in no set, or when the calls fail.
 */
export function ShopTheSet({ productId, site }: ShopTheSetProps) {
  const sets = useProductSets(productId, site.locale);
  return <ShopTheSetView productId={productId} sets={sets} site={site} />;
}
