import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { ProductDetails } from '#api/contract/products.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { Link } from '#components/Link/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { type PickupStore, usePickupStore } from '#shopper/index.ts';
import { reservedLine, useReserveInStore } from '#shopper/reserveInStore.ts';
// Not the finder's index: the buy box loads this part on every product page, the finder
// itself (its form) only with the dialog.
import { StockLevel, type StockState } from '../StoreFinder/StockLevel.tsx';
import { availabilityLevel, quantitiesByStore } from '../StoreFinder/stores.ts';
import { useStoreAvailability } from '../StoreFinder/useStoreFinder.ts';
import { useErrorMessage } from '../shared/index.ts';
import type { PickupVariant } from './PickupDialog.tsx';
import { boxHeading, boxTitle, line, pickupBox, softLine, storeName } from './PickupInStore.css.ts';

const loadDialogs = () => import('./PickupDialog.tsx');
const PickupDialog = lazy(loadDialogs);
const StoreChangedDialog = lazy(() =>
  loadDialogs().then((module) => ({ default: module.StoreChangedDialog })),
);
const StoreAddressLine = lazy(() =>
  loadDialogs().then((module) => ({ default: module.StoreAddressLine })),
);

export interface PickupInStoreProps {
  product: ProductDetails;
  locale: SiteLocale;
  /** The chosen size's variant; null while no size is chosen. */
  variant: PickupVariant | null;
  /** Pressed without a size: the page asks for one (the size picker says so). */
  onSizeMissing?: () => void;
  /**
   * How many to reserve in the shopper's store (the buy box's quantity).
   * @default 1
   */
  quantity?: number;
}

/**
 * Pickup in store, in the buy box: the shopper's store (remembered in a cookie, read in the
 * browser) with its stock of the chosen size, and the button that opens the store search.
 * Without a size it asks for one first. A first choice is said in a polite status line; a
 * new store replacing the old one is confirmed by the "store changed" dialog. A store with
 * the size on its shelf offers to reserve it there (POST /cart/v1/reserveWithItem): the
 * service's answer says where and when it can be picked up; a refusal is said in the
 * catalogue's words (INV700 when the shelf emptied meanwhile, STR404 …).
 */
export function PickupInStore({
  product,
  locale,
  variant,
  onSizeMissing,
  quantity = 1,
}: PickupInStoreProps) {
  const { t } = useTranslation('storefront');
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const reserve = useReserveInStore();
  const titleId = useId();
  const [store, choose] = usePickupStore(localeInfo[locale].country);
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted: it animates out, and keeps the last search.
  const [opened, setOpened] = useState(false);
  const [changedTo, setChangedTo] = useState<PickupStore | null>(null);
  const [notice, setNotice] = useState('');
  const [askSize, setAskSize] = useState(false);
  const triggerRow = useRef<HTMLDivElement>(null);
  const availability = useStoreAvailability(
    store && variant ? variant.sku : null,
    store ? [store.id] : [],
  );

  useEffect(() => {
    if (variant) setAskSize(false);
  }, [variant]);

  // Another size or store: the last reservation's answer is about something else.
  const reserveKey = `${variant?.sku ?? ''}|${store?.id ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new size or store resets.
  useEffect(() => {
    if (reserve.isSuccess || reserve.isError) reserve.reset();
  }, [reserveKey]);

  const openDialog = () => {
    setNotice('');
    if (!variant) {
      setAskSize(true);
      onSizeMissing?.();
      return;
    }
    setOpened(true);
    setOpen(true);
  };

  const onChoose = (next: PickupStore) => {
    const previous = store;
    choose(next);
    if (previous && previous.id !== next.id) setChangedTo(next);
    else setNotice(t('pickup.chosen', { store: next.name }));
  };

  let stock: { state: StockState; text: string } | null = null;
  if (store && variant) {
    if (availability.isError) stock = { state: 'unknown', text: t('pickup.stock.unknown') };
    else if (!availability.data) stock = { state: 'checking', text: t('pickup.stock.checking') };
    else {
      const onShelf = quantitiesByStore(availability.data).get(store.id) ?? 0;
      const level = availabilityLevel(onShelf);
      stock = {
        state: level,
        text: t(`pickup.inStore.${level}`, { count: onShelf, size: variant.sizeLabel }),
      };
    }
  }
  const canReserve = stock?.state === 'inStock' || stock?.state === 'low';

  const onReserve = () => {
    if (!store || !variant) return;
    reserve.mutate(
      { storeId: store.id, sku: variant.sku, qty: quantity },
      {
        onError: (failure) => {
          // The shelf moved under the shopper: show its stock as it is now.
          if (isApiError(failure) && failure.is('INV700', 'INV406', 'INV701', 'INV408')) {
            void queryClient.invalidateQueries({
              queryKey: queryKeys.stores.availability(variant.sku, [store.id]),
            });
          }
        },
      },
    );
  };
  const reserved =
    reserve.data && store && variant
      ? reservedLine(reserve.data, variant.sku, store.id)
      : undefined;
  const reservedAt = reserved?.shippingOptions.storeInfo;

  return (
    <section className={pickupBox} aria-labelledby={titleId}>
      <div className={boxHeading}>
        <Icon name="store" />
        <h2 id={titleId} className={[heading.h4, boxTitle].join(' ')}>
          {t('pickup.title')}
        </h2>
      </div>
      {store ? (
        <>
          <p className={softLine}>{t('pickup.yourStore')}</p>
          <p className={storeName}>
            {store.name}, {store.city}
          </p>
          {stock ? (
            <StockLevel state={stock.state}>{stock.text}</StockLevel>
          ) : (
            <p className={softLine}>{t('pickup.sizeForStock')}</p>
          )}
        </>
      ) : (
        <p className={line}>{t('pickup.intro')}</p>
      )}
      {/* Always in the page, so what it says is announced when it changes. A live region
          without the status role: the buy box's add-to-cart line is its one status. */}
      <div aria-live="polite">
        {askSize ? <p className={line}>{t('pickup.chooseSizeFirst')}</p> : null}
        {notice ? <p className={line}>{notice}</p> : null}
        {reserve.isSuccess && store ? (
          <Alert
            tone="positive"
            announce="off"
            title={t('pickup.reserve.done', { store: reservedAt?.name ?? store.name })}
          >
            {reserved?.shippingOptions.shippingMethod ? (
              <p className={line}>{reserved.shippingOptions.shippingMethod.deliveryTime}</p>
            ) : null}
            {reservedAt?.address ? (
              <Suspense fallback={null}>
                <StoreAddressLine address={reservedAt.address} />
              </Suspense>
            ) : null}
            <p className={line}>
              {t('pickup.reserve.checkout')}{' '}
              <Link href={`/${locale}/cart`}>{t('pickup.reserve.viewCart')}</Link>
            </p>
          </Alert>
        ) : null}
      </div>
      {reserve.error ? (
        <Alert tone="critical" title={t('pickup.reserve.failed')}>
          {errorMessage(reserve.error)}
        </Alert>
      ) : null}
      {/* Stays after a reservation, as add to cart does: pressed again, it reserves more. */}
      {canReserve ? (
        <Button
          tone="secondary"
          icon="store"
          isPending={reserve.isPending}
          // The confirmation's address comes with the dialogs' code: on the way to the press.
          onHoverStart={() => void loadDialogs()}
          onFocus={() => void loadDialogs()}
          onPress={onReserve}
        >
          {t('pickup.reserve.action')}
        </Button>
      ) : null}
      <div ref={triggerRow}>
        <Button
          tone="secondary"
          icon="location"
          // The dialog's code loads while the shopper is on the way to it.
          onHoverStart={() => void loadDialogs()}
          onFocus={() => void loadDialogs()}
          onPress={openDialog}
        >
          {store ? t('pickup.change') : t('pickup.find')}
        </Button>
      </div>
      {opened && variant ? (
        <Suspense fallback={null}>
          <PickupDialog
            product={product}
            locale={locale}
            variant={variant}
            current={store ?? null}
            isOpen={open}
            onOpenChange={setOpen}
            onChoose={onChoose}
          />
        </Suspense>
      ) : null}
      {changedTo ? (
        <Suspense fallback={null}>
          <StoreChangedDialog
            store={changedTo}
            onClose={() => {
              setChangedTo(null);
              // The dialogs that led here are gone: back to the button that opened them.
              requestAnimationFrame(() => triggerRow.current?.querySelector('button')?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
