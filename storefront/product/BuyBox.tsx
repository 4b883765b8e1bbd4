import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';
import type { ProductDetails, ProductInventory } from '#api/contract/products.ts';
import {
  colorOptions,
  findVariant,
  isInStock,
  isSoldOut,
  sizeOptions,
} from '#cms-blocks/QuickShop/quickShop.ts';
import { LazyHydrate } from '#cms-blocks/renderer/hydration.tsx';
import { isDigitalProduct, maxQtyPerLine } from '#commerce/catalogue/model.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Link } from '#components/Link/index.ts';
import { Price } from '#components/Price/index.ts';
import { QuantityStepper } from '#components/QuantityStepper/index.ts';
import { SizePicker } from '#components/SizePicker/index.ts';
import { SwatchPicker } from '#components/SwatchPicker/index.ts';
import { useToast } from '#components/Toast/index.ts';
import type { GiftCardFieldsHandle } from '#flows/GiftOption/index.ts';
import { PickupInStore } from '#flows/PickupInStore/index.ts';
import { useErrorMessage } from '#flows/shared/index.ts';
import type { GiftOptionValues } from '#flows/validation/giftOption.ts';
import { type CartCacheData, useAddToCart, useCartValue } from '#shopper/index.ts';
import type { Site } from '../site/site.ts';
import { isGiftRefusal, itemErrorOf, staleStock } from './addToCartError.ts';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import { addRow, buyBox } from './product.css.ts';
import { clampQuantity, DEFAULT_QUANTITY, quantityLimit } from './quantity.ts';
import { StickyAddToCart } from './StickyAddToCart.tsx';
import type { Selection } from './selection.ts';
import { SizeChart } from './sizing/SizeChart.tsx';
import { sizeChartSlug } from './sizing/sizing.ts';

// The forms of a gift card's gift option and of a sold-out size load only where they show:
// most pages offer neither, and they bring the form library with them.
const GiftCardFields = lazy(() =>
  import('#flows/GiftOption/GiftCardFields.tsx').then((module) => ({
    default: module.GiftCardFields,
  })),
);
const loadNotifyMe = () => import('#flows/NotifyMe/NotifyMe.tsx');
const NotifyMe = lazy(() => loadNotifyMe().then((module) => ({ default: module.NotifyMe })));

/** What a successful add tells the page (the mini cart opens on it). */
export interface ProductAddedEvent {
  /** The cart as the service answered it (already in the cart cache). */
  cart: Cart;
  /** The variant added and how many. */
  sku: string;
  qty: number;
  product: ProductDetails;
}

export interface BuyBoxProps {
  product: ProductDetails;
  /** Online stock per sku; undefined while unknown (every size is offered then). */
  inventory: ProductInventory | undefined;
  site: Site;
  selection: Selection;
  /** A new colour or size (the page keeps them in its URL). */
  onSelect: (selection: Selection) => void;
  /**
   * After a successful add, once the cart cache holds the new cart: where the mini cart
   * (or any other follow-up) hooks in. The box itself confirms the add in its status line.
   */
  onAdded?: (event: ProductAddedEvent) => void;
  /**
   * Where the page's sticky add-to-cart bar goes (the end of the product's part of the
   * page, see `StickyAddToCart`); none: no bar (the box alone, as in the quick views).
   */
  stickyBarTarget?: HTMLElement | null;
}

/**
 * The product page's buy box: price (with the 30-day low on EMEA sites), colour and size
 * (stock per size; a sold-out size offers notify-me), quantity, and add to cart. A failed
 * add is explained next to the button (spec §8 item errors); a successful one is said in a
 * polite status line and handed to `onAdded`. A digital gift card offers amounts for sizes
 * and asks for its gift option (recipient e-mail, name, message), sent with the add.
 * Given a place for it, a sticky bar offers the same add while the box's button is out of
 * view; without a size it leads to the sizes, and a failed add brings the box back.
 */
export function BuyBox({
  product,
  inventory,
  site,
  selection,
  onSelect,
  onAdded,
  stickyBarTarget = null,
}: BuyBoxProps) {
  const { t } = useTranslation('storefront');
  const queryClient = useQueryClient();
  const add = useAddToCart();
  const cartMessage = useErrorMessage();
  const toasts = useToast();
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const [sizeMissing, setSizeMissing] = useState(false);
  const digital = isDigitalProduct(product);
  const gift = useRef<GiftCardFieldsHandle>(null);
  const sizesRef = useRef<HTMLDivElement>(null);
  const [addRowElement, setAddRowElement] = useState<HTMLDivElement | null>(null);

  // A new choice starts over: no message of the last add, one unit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new choice resets.
  useEffect(() => {
    setSizeMissing(false);
    setQuantity(DEFAULT_QUANTITY);
    // (Only an add that finished: resetting an idle one renders the box again for nothing.)
    if (add.isSuccess || add.isError) add.reset();
  }, [selection.color, selection.size]);

  const colors = colorOptions(product, inventory);
  const sizes = amountsAsMoney(
    sizeOptions(product, inventory, selection.color),
    digital ? { tag: site.info.tag, currency: product.price.currency } : null,
  );
  const variant = findVariant(product, selection);
  const stock = variant ? inventory?.variants[variant.sku] : undefined;
  // What the cart holds of this variant bounds the quantity: read as two numbers, so the
  // box renders again when they change, not when the cart loads or refetches.
  const perLine = maxQtyPerLine(product);
  const limitOf = (cart: CartCacheData) => quantityLimit(variant?.sku, inventory, cart, perLine);
  const limit = {
    max: useCartValue((cart) => limitOf(cart).max),
    inCart: useCartValue((cart) => limitOf(cart).inCart),
  };
  const soldOut = isSoldOut(product, inventory);
  const variantSoldOut = variant !== undefined && !isInStock(inventory, variant.sku);
  const price = variant?.price ?? product.price;
  const someSizeSoldOut = sizes.some((size) => !size.isAvailable);
  const stepperValue = clampQuantity(quantity, limit.max);
  const inCartNote = limit.inCart > 0 ? t('product.inCart', { count: limit.inCart }) : undefined;

  // Notify-me is one choice away when a size is sold out: fetched ahead of that choice.
  useEffect(() => {
    if (someSizeSoldOut) void loadNotifyMe();
  }, [someSizeSoldOut]);

  const itemError = itemErrorOf(add.error);
  // Spec §8 GWP_PRODUCT: a gift with purchase is not for sale; a toast says so.
  const errorMessage =
    add.error && !isGiftRefusal(add.error)
      ? itemError
        ? t(`product.addErrors.${itemError.key}`, { count: itemError.count ?? 0 })
        : cartMessage(add.error)
      : null;

  /** Back to the box (from the bar): its add button in the middle of the screen, focused. */
  const bringBackTheBox = () => {
    addRowElement?.scrollIntoView({ block: 'center' });
    addRowElement?.querySelector('button')?.focus({ preventScroll: true });
  };

  const onAdd = (fromBar = false) => {
    if (!variant) {
      setSizeMissing(true);
      return;
    }
    const qty = clampQuantity(quantity, limit.max);
    const send = (giftOption?: GiftOptionValues) =>
      add.mutate([{ productId: variant.sku, qty, ...(giftOption ? { giftOption } : {}) }], {
        onSuccess: (answer) => onAdded?.({ cart: answer, sku: variant.sku, qty, product }),
        onError: (failure) => {
          // The bar is gone once the box is back: the failure is said next to its button.
          if (fromBar) bringBackTheBox();
          if (isGiftRefusal(failure)) {
            toasts.add({
              title: t('product.addFailed'),
              description: cartMessage(failure),
              tone: 'critical',
            });
          }
          // The stock moved under the shopper: show the sizes as they are now.
          if (staleStock(failure)) {
            void queryClient.invalidateQueries({
              queryKey: queryKeys.product.inventory(product.id),
            });
          }
        },
      });
    // A gift card goes with its gift option: the fields say what is missing first.
    if (digital) gift.current?.submit((values) => send(values));
    else send();
  };

  const sizeLabel = sizes.find((size) => size.id === selection.size)?.label ?? '';
  const colorName = product.colors.find((color) => color.code === selection.color)?.name ?? '';
  const needsSize = !variant || variantSoldOut;
  /** The bar without a size (or with a sold-out one): to the sizes, which ask for one. */
  const toTheSizes = () => {
    setSizeMissing(!variant);
    const picker = sizesRef.current;
    if (!picker) return;
    picker.scrollIntoView({ block: 'center' });
    const radio =
      picker.querySelector<HTMLInputElement>('input:checked') ??
      picker.querySelector<HTMLInputElement>('input:not(:disabled)');
    radio?.focus({ preventScroll: true });
  };
  const barSummary = [
    variant ? t('product.stickyBar.summary', { color: colorName, size: sizeLabel }) : colorName,
    variantSoldOut ? t('product.stickyBar.soldOut') : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const barAction = needsSize
    ? t('product.stickyBar.chooseSize')
    : product.sizes.length === 1
      ? t('product.stickyBar.addOnly')
      : t('product.stickyBar.add', { size: sizeLabel });

  return (
    <div className={buyBox}>
      <Price
        price={price}
        currency={price.currency}
        size="large"
        showHistoricBestPrice={site.info.region === 'EMEA'}
      />
      {soldOut ? (
        <Alert tone="caution" announce="off">
          {t('product.soldOut')}
        </Alert>
      ) : null}
      <SwatchPicker
        label={t('product.color')}
        options={colors}
        value={selection.color}
        onChange={(code) => {
          // Keep the size when the new colour has it in stock.
          const keep = sizeOptions(product, inventory, code).find(
            (option) => option.id === selection.size && option.isAvailable,
          );
          onSelect({ color: code, size: keep ? selection.size : null });
        }}
      />
      <div ref={sizesRef}>
        <SizePicker
          label={digital ? t('product.giftCard.amount') : t('product.size')}
          options={sizes}
          value={selection.size}
          // A sold-out size can be chosen (crossed out, described as out of stock): it offers
          // notify-me in place of the quantity, and add to cart is unavailable.
          unavailable="selectable"
          isRequired
          // Only this box says a size is missing: no stale native message once one is chosen.
          validationBehavior="aria"
          description={
            stock?.lowStock ? t('product.lowStock', { count: stock.quantity }) : undefined
          }
          errorMessage={
            sizeMissing
              ? digital
                ? t('product.giftCard.chooseAmount')
                : t('product.chooseSize')
              : undefined
          }
          onChange={(size) => onSelect({ color: selection.color, size })}
        />
      </div>
      {/* A button and its dialog: hydrated on the shopper's first move towards it (a press
          is held and made again), not with the page. */}
      {sizeChartSlug(product.productType) ? (
        <LazyHydrate
          when="interaction"
          deps={[product, site]}
          render={() => <SizeChart product={product} site={site} />}
        />
      ) : null}
      {variantSoldOut && variant ? (
        <Suspense fallback={null}>
          <NotifyMe
            key={variant.sku}
            sku={variant.sku}
            sizeLabel={sizes.find((size) => size.id === selection.size)?.label ?? ''}
          />
        </Suspense>
      ) : (
        // The stepper (React Aria's number field: its parser and formatters, the costliest
        // control of the page to hydrate) hydrates on the first focus, pointer or key in it;
        // its − and + pressed before are pressed again, and a new value or limit hydrates it.
        <LazyHydrate
          when="interaction"
          deps={[stepperValue, limit.max, soldOut, inCartNote]}
          render={() => (
            <QuantityStepper
              value={stepperValue}
              max={limit.max}
              isDisabled={soldOut}
              description={inCartNote}
              onChange={setQuantity}
            />
          )}
        />
      )}
      {digital ? (
        <Suspense fallback={null}>
          <GiftCardFields ref={gift} />
        </Suspense>
      ) : null}
      {errorMessage ? (
        <Alert tone="critical" title={t('product.addFailed')}>
          {errorMessage}
        </Alert>
      ) : null}
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <div role="status" aria-live="polite">
        {add.isSuccess ? (
          <Alert tone="positive" announce="off">
            {t('product.added')} <Link href={`/${site.locale}/cart`}>{t('product.viewCart')}</Link>
          </Alert>
        ) : null}
      </div>
      <div className={addRow} ref={setAddRowElement}>
        <Button
          fullWidth
          size="large"
          isPending={add.isPending}
          isDisabled={soldOut || variantSoldOut}
          onPress={() => onAdd()}
        >
          {t('product.addToCart')}
        </Button>
        <FavoriteToggle productId={product.id} name={product.name} />
      </div>
      {digital ? null : (
        <PickupInStore
          product={product}
          locale={site.locale}
          variant={
            variant
              ? {
                  sku: variant.sku,
                  sizeLabel,
                }
              : null
          }
          onSizeMissing={() => setSizeMissing(true)}
          quantity={stepperValue}
        />
      )}
      {stickyBarTarget && !digital && !soldOut ? (
        <StickyAddToCart
          target={stickyBarTarget}
          addRow={addRowElement}
          name={product.name}
          price={price}
          currency={price.currency}
          summary={barSummary}
          action={barAction}
          isPending={add.isPending}
          onPress={needsSize ? toTheSizes : () => onAdd(true)}
        />
      ) : null}
    </div>
  );
}

/** A gift card's "sizes" are its amounts in the site's currency: shown as money ("$50"). */
function amountsAsMoney<O extends { id: string; label: string }>(
  options: O[],
  money: { tag: string; currency: string } | null,
): O[] {
  if (!money) return options;
  const format = new Intl.NumberFormat(money.tag, {
    style: 'currency',
    currency: money.currency,
    maximumFractionDigits: 0,
  });
  return options.map((option) => ({ ...option, label: format.format(Number(option.id)) }));
}
