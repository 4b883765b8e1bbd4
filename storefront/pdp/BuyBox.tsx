import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '#api/client/index.ts';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import { maxAllowedQtyOf, useAddToCart, useCartErrorMessage } from '#cms-blocks/cart/index.ts';
import {
  colorOptions,
  findVariant,
  isInStock,
  isSoldOut,
  maxQuantityFor,
  type Selection,
  sizeOptions,
} from '#cms-blocks/QuickShop/quickShop.ts';
import { productQueryKeys } from '#cms-blocks/QuickShop/useQuickShop.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Price } from '#components/Price/index.ts';
import { QuantityStepper } from '#components/QuantityStepper/index.ts';
import { SizePicker } from '#components/SizePicker/index.ts';
import { SwatchPicker } from '#components/SwatchPicker/index.ts';
import type { Site } from '../site/site.ts';
import { NotifyMe } from './NotifyMe.tsx';
import { buyBox } from './pdp.css.ts';

export interface BuyBoxProps {
  details: ProductDetails;
  inventory: ProductInventory | undefined;
  site: Site;
  selection: Selection;
  /** A new colour or size (the page keeps them in its URL). */
  onSelect: (selection: Selection) => void;
}

/**
 * Price, colour and size (stock per size), quantity and add to cart (spec §8 item errors
 * next to the button; the cart cache, and so the header's count, updates on success).
 */
export function BuyBox({ details, inventory, site, selection, onSelect }: BuyBoxProps) {
  const { t } = useTranslation(['blocks', 'storefront', 'common']);
  const queryClient = useQueryClient();
  const add = useAddToCart();
  const cartMessage = useCartErrorMessage();
  const [quantity, setQuantity] = useState(1);
  const [sizeMissing, setSizeMissing] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice clears the last answer.
  useEffect(() => {
    setSizeMissing(false);
    if (!add.isPending) add.reset();
  }, [selection.color, selection.size]);

  const colors = colorOptions(details, inventory);
  const sizes = sizeOptions(details, inventory, selection.color);
  const variant = findVariant(details, selection);
  const max = maxQuantityFor(inventory, variant?.sku);
  const soldOut = isSoldOut(details, inventory);
  const variantSoldOut = variant !== undefined && !isInStock(inventory, variant.sku);
  const allowed = add.error ? maxAllowedQtyOf(add.error) : undefined;
  const error = add.error
    ? allowed !== undefined
      ? t('blocks:quickShop.maxQuantity', { count: allowed })
      : cartMessage(add.error)
    : null;

  const onAdd = () => {
    if (!variant) {
      setSizeMissing(true);
      return;
    }
    add.mutate([{ productId: variant.sku, qty: Math.min(quantity, max) }], {
      onError: (failure) => {
        // The stock moved under the shopper: show the sizes as they are now.
        if (isApiError(failure) && failure.is('INV700', 'INV408')) {
          void queryClient.invalidateQueries({ queryKey: productQueryKeys.inventory(details.id) });
        }
      },
    });
  };

  return (
    <div className={buyBox}>
      <Price
        price={variant?.price ?? details.price}
        currency={site.info.currency}
        size="large"
        showHistoricBestPrice={site.info.region === 'EMEA'}
      />
      {soldOut ? (
        <Alert tone="caution" announce="off">
          {t('blocks:quickShop.soldOut')}
        </Alert>
      ) : null}
      <SwatchPicker
        label={t('blocks:quickShop.color')}
        options={colors}
        value={selection.color}
        onChange={(code) => {
          const keep = sizeOptions(details, inventory, code).find(
            (option) => option.id === selection.size && option.isAvailable,
          );
          onSelect({ color: code, size: keep ? selection.size : null });
        }}
      />
      <SizePicker
        label={t('blocks:quickShop.size')}
        options={sizes}
        value={selection.size}
        // A sold-out size can be chosen: it offers notify-me instead of add to cart.
        unavailable="selectable"
        isRequired
        errorMessage={sizeMissing ? t('blocks:quickShop.chooseSize') : undefined}
        onChange={(size) => onSelect({ color: selection.color, size })}
      />
      {variantSoldOut && variant ? (
        <NotifyMe
          key={variant.sku}
          sku={variant.sku}
          sizeLabel={sizes.find((size) => size.id === selection.size)?.label ?? ''}
        />
      ) : (
        <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} />
      )}
      {error ? (
        <Alert tone="critical" title={t('common:somethingWentWrong')}>
          {error}
        </Alert>
      ) : null}
      {add.isSuccess ? (
        <Alert tone="positive">
          {t('blocks:quickShop.added')}{' '}
          <Link to={`/${site.locale}/cart`}>{t('storefront:product.viewCart')}</Link>
        </Alert>
      ) : null}
      <Button
        fullWidth
        size="large"
        isPending={add.isPending}
        isDisabled={soldOut || variantSoldOut}
        onPress={onAdd}
      >
        {t('blocks:quickShop.addToCart')}
      </Button>
    </div>
  );
}
