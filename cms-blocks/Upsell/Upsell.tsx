import { useRef, useState } from 'react';
import { Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/Button/index.ts';
import { Carousel } from '#components/Carousel/index.ts';
import { Checkbox, CheckboxGroup } from '#components/Checkbox/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { Price } from '#components/Price/index.ts';
import { ProductCard } from '#components/ProductCard/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { useToast } from '#components/Toast/index.ts';
import { useErrorMessage } from '#flows/shared/index.ts';
import { useAddToCart, useMiniCart } from '#shopper/index.ts';
import { useSeenOnce } from '../Banner/useSeenOnce.ts';
import { LazyQuickShop, preloadQuickShop } from '../QuickShop/index.ts';
import { useReportEmpty } from '../renderer/context.tsx';
import { useTrack } from '../tracking.tsx';
import * as styles from './Upsell.css.ts';
import type { UpsellContent } from './Upsell.schema.ts';
import { useUpsellSettings } from './UpsellSettings.tsx';
import { UPSELL_IMPRESSION_EVENT, type UpsellItem } from './upsell.ts';
import { useUpsellProducts } from './useUpsellProducts.ts';

export interface UpsellViewProps extends UpsellContent {
  /** The upsells to show (in stock, at most stackedCount); `undefined` while checking stock. */
  products: UpsellItem[] | undefined;
  /**
   * Adds products (each with its sku) to the cart. The promise settles when the cart
   * answered: buttons are pending until then; a fulfilled add clears the ticked boxes.
   */
  onAdd: (products: UpsellItem[]) => Promise<unknown>;
}

const keyOf = (product: UpsellItem) => `${product.id}|${product.sku ?? ''}`;

function ProductActions({
  product,
  addToCartControls,
  detailsControl,
  pending,
  onAdd,
  onQuickShop,
  showDetailsLink,
}: {
  product: UpsellItem;
  addToCartControls: UpsellContent['addToCartControls'];
  detailsControl: UpsellContent['detailsControl'];
  pending: boolean;
  onAdd: () => void;
  onQuickShop: () => void;
  showDetailsLink: boolean;
}) {
  const { t } = useTranslation('blocks');
  // Without one variant to add (several sizes), the shopper chooses in quick shop.
  const choose = product.sku === null;
  return (
    <>
      {(addToCartControls === 'cta' || choose) && (
        <Button
          size="small"
          isPending={pending}
          aria-label={t('upsell.addProduct', { name: product.name })}
          onHoverStart={choose ? preloadQuickShop : undefined}
          onFocus={choose ? preloadQuickShop : undefined}
          onPress={choose ? onQuickShop : onAdd}
        >
          {t('upsell.addToCart')}
        </Button>
      )}
      {detailsControl === 'quickShop' && !choose ? (
        <Button
          size="small"
          tone="secondary"
          aria-label={t('upsell.quickShopProduct', { name: product.name })}
          onHoverStart={preloadQuickShop}
          onFocus={preloadQuickShop}
          onPress={onQuickShop}
        >
          {t('upsell.quickShop')}
        </Button>
      ) : (
        showDetailsLink && (
          <Link
            href={product.url}
            variant="standalone"
            aria-label={t('upsell.detailsProduct', { name: product.name })}
          >
            {t('upsell.details')}
          </Link>
        )
      )}
    </>
  );
}

function UpsellSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('blocks');
  return (
    <SkeletonGroup label={t('upsell.label')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className={styles.row}>
          <div className={styles.media}>
            <Skeleton shape="box" aspectRatio={4 / 5} />
          </div>
          <div className={styles.info}>
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * "Complete the look" (spec §2): the offered products with their price, an Add to cart
 * button each or boxes to tick and one button for all, and a details link or quick shop.
 */
export function UpsellView({
  title,
  recommendedProducts,
  stackedCount,
  variant,
  addToCartControls,
  detailsControl,
  products,
  onAdd,
}: UpsellViewProps) {
  const { t } = useTranslation('blocks');
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<readonly string[]>([]);
  const [noneSelected, setNoneSelected] = useState(false);
  const [quickShop, setQuickShop] = useState<string | null>(null);
  const heading = title || t('upsell.label');

  const add = async (items: UpsellItem[], clearSelection: boolean) => {
    setPending(items.map(keyOf));
    try {
      await onAdd(items);
      if (clearSelection) setSelected([]);
    } catch {
      // The caller tells the shopper (an error toast); the selection stays for a retry.
    } finally {
      setPending([]);
    }
  };

  if (products === undefined) {
    return (
      <div className={styles.root}>
        {title && (
          <Heading level={2} className={styles.title}>
            {title}
          </Heading>
        )}
        <UpsellSkeleton rows={Math.min(stackedCount, recommendedProducts.length)} />
      </div>
    );
  }
  if (products.length === 0) return null;

  const checkbox = addToCartControls === 'checkbox';
  const actions = (product: UpsellItem, showDetailsLink: boolean) => (
    <ProductActions
      product={product}
      addToCartControls={addToCartControls}
      detailsControl={detailsControl}
      pending={pending.includes(keyOf(product))}
      onAdd={() => void add([product], false)}
      onQuickShop={() => setQuickShop(product.id)}
      showDetailsLink={showDetailsLink}
    />
  );
  const tick = (product: UpsellItem) =>
    checkbox &&
    product.sku !== null && (
      // A word beside the box says what it is for; its name says for which product.
      <Checkbox value={keyOf(product)} aria-label={t('upsell.select', { name: product.name })}>
        {t('upsell.selectShort')}
      </Checkbox>
    );

  const items =
    variant === 'carousel' ? (
      <Carousel label={heading} slidesPerView={{ sm: 1.5, md: 3, lg: 4 }}>
        {products.map((product) => (
          <div key={keyOf(product)} className={styles.slide}>
            <ProductCard
              name={product.name}
              href={product.url}
              image={{ src: product.image.src }}
              price={product.price}
              currency={product.price.currency}
              size="sm"
              action={
                <div className={styles.cardActions}>
                  {tick(product)}
                  {/* The card's name already links to the product page. */}
                  {actions(product, false)}
                </div>
              }
            />
          </div>
        ))}
      </Carousel>
    ) : (
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={keyOf(product)} className={styles.row}>
            {checkbox && <div className={styles.check}>{tick(product)}</div>}
            <div className={styles.media}>
              <Image
                src={product.image.src}
                alt=""
                decorative
                aspectRatio={4 / 5}
                widths={[96, 160]}
                sizes="5.5rem"
              />
            </div>
            <div className={styles.info}>
              <Link href={product.url} variant="standalone" tone="neutral">
                <span className={styles.name}>{product.name}</span>
              </Link>
              <Price price={product.price} currency={product.price.currency} size="small" />
            </div>
            <div className={styles.actions}>{actions(product, detailsControl === 'link')}</div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={styles.root} data-variant={variant} data-controls={addToCartControls}>
      {title && (
        <Heading level={2} className={styles.title}>
          {title}
        </Heading>
      )}
      {checkbox ? (
        <div className={styles.footer}>
          <CheckboxGroup
            aria-label={heading}
            value={selected}
            onChange={(value) => {
              setSelected(value);
              setNoneSelected(false);
            }}
            errorMessage={noneSelected ? t('upsell.noneSelected') : undefined}
          >
            {items}
          </CheckboxGroup>
          <Button
            className={styles.addSelected}
            isPending={pending.length > 0}
            onPress={() => {
              const chosen = products.filter((product) => selected.includes(keyOf(product)));
              if (chosen.length === 0) setNoneSelected(true);
              else void add(chosen, true);
            }}
          >
            {t('upsell.addSelected')}
          </Button>
        </div>
      ) : (
        items
      )}
      {quickShop && (
        <LazyQuickShop
          productId={quickShop}
          isOpen
          onOpenChange={(open) => {
            if (!open) setQuickShop(null);
          }}
        />
      )}
    </div>
  );
}

export type UpsellProps = UpsellContent;

/**
 * The connected block (spec §4 upsell add): checks each upsell's stock (unless the showcase
 * site skips it), shows the first stackedCount in stock, adds through the cart API with
 * pending buttons, and on failure shows an error toast titled "Something went wrong" with
 * the cart error's message. Nothing in stock: renders nothing and reports empty.
 */
export function Upsell(props: UpsellProps) {
  const { t } = useTranslation(['blocks', 'common']);
  const { skipInventoryCheck } = useUpsellSettings();
  const products = useUpsellProducts(
    props.recommendedProducts,
    props.stackedCount,
    skipInventoryCheck,
  );
  const addToCart = useAddToCart();
  const miniCart = useMiniCart();
  const toasts = useToast();
  const cartMessage = useErrorMessage();
  const track = useTrack();
  const rootRef = useRef<HTMLDivElement>(null);

  useSeenOnce(
    rootRef,
    () =>
      track({
        name: UPSELL_IMPRESSION_EVENT,
        payload: {
          products: (products ?? []).map((product, index) => ({
            id: product.id,
            sku: product.sku,
            position: index + 1,
          })),
        },
      }),
    products !== undefined && products.length > 0,
  );
  const empty = products !== undefined && products.length === 0;
  useReportEmpty(empty);
  if (empty) return null;

  const onAdd = async (items: UpsellItem[]) => {
    const lines = items.flatMap((item) => (item.sku ? [{ productId: item.sku, qty: 1 }] : []));
    try {
      const cart = await addToCart.mutateAsync(lines);
      toasts.add({ title: t('upsell.added'), tone: 'positive' });
      miniCart.open(lines.map((line) => line.productId));
      return cart;
    } catch (error) {
      toasts.add({
        title: t('common:somethingWentWrong'),
        description: cartMessage(error),
        tone: 'critical',
      });
      throw error;
    }
  };

  return (
    <div ref={rootRef}>
      <UpsellView {...props} products={products} onAdd={onAdd} />
    </div>
  );
}
