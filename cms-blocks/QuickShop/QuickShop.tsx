import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Image } from '#components/Image/index.ts';
import { Link } from '#components/Link/index.ts';
import { Price } from '#components/Price/index.ts';
import { QuantityStepper } from '#components/QuantityStepper/index.ts';
import { SizePicker } from '#components/SizePicker/index.ts';
import { Skeleton, SkeletonGroup } from '#components/Skeleton/index.ts';
import { SwatchPicker } from '#components/SwatchPicker/index.ts';
import { maxAllowedQtyOf, useErrorMessage } from '#flows/shared/index.ts';
import { useAddToCart, useMiniCart } from '#shopper/index.ts';
import * as styles from './QuickShop.css.ts';
import {
  colorOptions,
  findVariant,
  initialSelection,
  isSoldOut,
  maxQuantityFor,
  type Selection,
  sizeOptions,
} from './quickShop.ts';
import { useQuickShop } from './useQuickShop.ts';

/** How long the success message shows before the dialog closes by itself. */
export const QUICK_SHOP_CLOSE_AFTER_MS = 1500;

export interface QuickShopProps {
  /** The product (master id, or a variant sku to start on that variant). */
  productId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the service's cart after a successful add. */
  onAdded?: (cart: Cart) => void;
  /** Milliseconds the success message stays before the dialog closes. @default 1500 */
  closeAfterMs?: number;
}

/**
 * The quick-shop dialog (spec §2): pick colour, size and quantity of a product and add it
 * to the cart without leaving the page. A bottom sheet on small screens, a modal from md up
 * (the kit's Dialog). The cart cache (`cartQueryKey`) holds the answer after an add.
 */
export function QuickShop({
  productId,
  isOpen,
  onOpenChange,
  onAdded,
  closeAfterMs = QUICK_SHOP_CLOSE_AFTER_MS,
}: QuickShopProps) {
  const { t } = useTranslation(['blocks', 'common']);
  const { details, inventory } = useQuickShop(productId, isOpen);
  const loading = details.isPending || inventory.isPending;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={loading ? t('quickShop.title') : (details.data?.name ?? t('quickShop.title'))}
      size="large"
    >
      {({ close }) => {
        if (details.isError) {
          return (
            <Alert tone="critical" title={t('common:somethingWentWrong')}>
              {t('quickShop.loadError')}
            </Alert>
          );
        }
        if (loading || !details.data) return <QuickShopSkeleton />;
        return (
          <QuickShopForm
            key={details.data.id}
            details={details.data}
            inventory={inventory.data}
            closeAfterMs={closeAfterMs}
            onAdded={onAdded}
            close={close}
          />
        );
      }}
    </Dialog>
  );
}

function QuickShopSkeleton() {
  const { t } = useTranslation('blocks');
  return (
    <SkeletonGroup label={t('quickShop.loading')}>
      <div className={styles.layout}>
        <Skeleton shape="box" aspectRatio={4 / 5} />
        <div className={styles.options}>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" lines={3} />
        </div>
      </div>
    </SkeletonGroup>
  );
}

interface QuickShopFormProps {
  details: ProductDetails;
  inventory: ProductInventory | undefined;
  closeAfterMs: number;
  onAdded: ((cart: Cart) => void) | undefined;
  close: () => void;
}

function useAddErrorMessage(error: unknown): string | null {
  const { t } = useTranslation('blocks');
  const cartMessage = useErrorMessage();
  if (!error) return null;
  const allowed = maxAllowedQtyOf(error);
  if (allowed !== undefined) return t('quickShop.maxQuantity', { count: allowed });
  return cartMessage(error);
}

function QuickShopForm({ details, inventory, closeAfterMs, onAdded, close }: QuickShopFormProps) {
  const { t } = useTranslation(['blocks', 'common']);
  const queryClient = useQueryClient();
  const add = useAddToCart();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(details, inventory));
  const [quantity, setQuantity] = useState(1);
  const [sizeMissing, setSizeMissing] = useState(false);
  const errorMessage = useAddErrorMessage(add.error);

  const miniCart = useMiniCart();
  const added = add.variables;
  useEffect(() => {
    if (!add.isSuccess) return;
    // The dialog closes by itself, then the store's mini cart shows the line.
    const timer = setTimeout(() => {
      close();
      miniCart.open(added?.map((item) => item.productId));
    }, closeAfterMs);
    return () => clearTimeout(timer);
  }, [add.isSuccess, added, close, closeAfterMs, miniCart]);

  const colors = colorOptions(details, inventory);
  const sizes = sizeOptions(details, inventory, selection.color);
  const variant = findVariant(details, selection);
  const max = maxQuantityFor(inventory, variant?.sku);
  const soldOut = isSoldOut(details, inventory);
  const color = details.colors.find((entry) => entry.code === selection.color);
  const image = color?.images[0] ?? details.images[0];

  const choose = (next: Selection) => {
    setSelection(next);
    setSizeMissing(false);
    if (!add.isPending) add.reset();
  };

  const onAdd = () => {
    if (!variant) {
      setSizeMissing(true);
      return;
    }
    add.mutate([{ productId: variant.sku, qty: Math.min(quantity, max) }], {
      onSuccess: (cart) => onAdded?.(cart),
      onError: (error) => {
        // The stock moved under the shopper: show the sizes as they are now.
        if (isApiError(error) && error.is('INV700', 'INV408')) {
          void queryClient.invalidateQueries({
            queryKey: queryKeys.product.inventory(details.id),
          });
        }
      },
    });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.media}>
        <Image
          src={image?.src}
          alt={image?.alt ?? details.name}
          aspectRatio={4 / 5}
          sizes="(min-width: 768px) 20rem, 40vw"
        />
      </div>
      <div className={styles.options}>
        <Price
          price={variant?.price ?? details.price}
          currency={(variant?.price ?? details.price).currency}
          size="large"
        />
        {soldOut && (
          <Alert tone="caution" announce="off">
            {t('quickShop.soldOut')}
          </Alert>
        )}
        <SwatchPicker
          label={t('quickShop.color')}
          options={colors}
          value={selection.color}
          onChange={(code) => {
            const keep = sizeOptions(details, inventory, code).find(
              (option) => option.id === selection.size && option.isAvailable,
            );
            choose({ color: code, size: keep ? selection.size : null });
          }}
        />
        <SizePicker
          label={t('quickShop.size')}
          options={sizes}
          value={selection.size}
          unavailable="disabled"
          isRequired
          errorMessage={sizeMissing ? t('quickShop.chooseSize') : undefined}
          onChange={(size) => choose({ color: selection.color, size })}
        />
        <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} />
        {errorMessage && (
          <Alert tone="critical" title={t('common:somethingWentWrong')}>
            {errorMessage}
          </Alert>
        )}
        {add.isSuccess && <Alert tone="positive">{t('quickShop.added')}</Alert>}
        <Button
          fullWidth
          size="large"
          isPending={add.isPending}
          isDisabled={soldOut}
          onPress={onAdd}
        >
          {t('quickShop.addToCart')}
        </Button>
        <Link href={details.url} variant="standalone" iconEnd="chevronRight">
          {t('quickShop.viewDetails')}
        </Link>
      </div>
    </div>
  );
}
