import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSet } from '#api/contract/products.ts';
import type { Selection } from '#cms-blocks/QuickShop/quickShop.ts';
import { Button } from '#components/Button/index.ts';
import { ProductCard, ProductGrid } from '#components/ProductCard/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import type { Site } from '../../site/site.ts';
import type { SetAddedEvent } from './BuySetDialog.tsx';
import {
  setActions,
  setDescription,
  set as setStyle,
  sets as setsStyle,
  setTitle,
} from './sets.css.ts';
import { useProductSets } from './useProductSets.ts';

// The dialog (and the pieces' details it reads) comes on the shopper's way to it.
const loadDialog = () => import('./BuySetDialog.tsx');
const BuySetDialog = lazy(loadDialog);

export type { SetAddedEvent };

export interface ShopTheSetViewProps {
  /** The product of the page: its own card is left out of its sets. */
  productId: string;
  sets: readonly ProductSet[];
  site: Site;
  /** The page's colour and size: the page's own piece of a set starts with them. */
  selection?: Selection;
  /** After "Add all to cart": the cart and the lines added (the page opens the mini cart). */
  onAdded?: (event: SetAddedEvent) => void;
}

/**
 * The sets as the page shows them: name, description, a card per other product, and
 * "Buy the whole set", which opens the set's pieces to choose and add at once.
 */
export function ShopTheSetView({ productId, sets, site, selection, onAdded }: ShopTheSetViewProps) {
  const { t } = useTranslation('storefront');
  const titleId = useId();
  // The set whose dialog is open; once opened it stays mounted, so it animates out.
  const [open, setOpen] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const shown = sets
    .map((set) => ({ ...set, others: set.products.filter((tile) => tile.id !== productId) }))
    .filter((set) => set.others.length > 0);
  if (shown.length === 0) return null;
  const dialogSet = sets.find((set) => set.id === opened);
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
            {set.others.map((tile) => (
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
          <div className={setActions}>
            <Button
              tone="secondary"
              icon="bag"
              aria-label={t('productSets.buySetLabel', { name: set.name })}
              onHoverStart={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              onPress={() => {
                setOpened(set.id);
                setOpen(set.id);
              }}
            >
              {t('productSets.buySet')}
            </Button>
          </div>
        </div>
      ))}
      {dialogSet ? (
        <Suspense fallback={null}>
          <BuySetDialog
            key={dialogSet.id}
            set={dialogSet}
            site={site}
            page={selection ? { productId, selection } : undefined}
            isOpen={open === dialogSet.id}
            onOpenChange={(isOpen) => setOpen(isOpen ? dialogSet.id : null)}
            onAdded={onAdded}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export interface ShopTheSetProps {
  productId: string;
  site: Site;
  selection?: Selection;
  onAdded?: (event: SetAddedEvent) => void;
}

/**
 * "Shop the set" on the product page (spec §7 productSets, productSet): the sets the
 * product belongs to, each with links to its other products and the whole set to add. Nothing while they load, when
 * the product is in no set, or when the calls fail.
 */
export function ShopTheSet({ productId, site, selection, onAdded }: ShopTheSetProps) {
  const sets = useProductSets(productId, site.locale);
  return (
    <ShopTheSetView
      productId={productId}
      sets={sets}
      site={site}
      selection={selection}
      onAdded={onAdded}
    />
  );
}
