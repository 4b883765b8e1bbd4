import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '#api/contract/products.ts';
import { Button } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { type PickupStore, usePickupStore } from '#shopper/index.ts';
// Not the finder's index: the buy box loads this part on every product page, the finder
// itself (its form) only with the dialog.
import { StockLevel, type StockState } from '../StoreFinder/StockLevel.tsx';
import { availabilityLevel, quantitiesByStore } from '../StoreFinder/stores.ts';
import { useStoreAvailability } from '../StoreFinder/useStoreFinder.ts';
import type { PickupVariant } from './PickupDialog.tsx';
import { boxHeading, boxTitle, line, pickupBox, softLine, storeName } from './PickupInStore.css.ts';

const loadDialogs = () => import('./PickupDialog.tsx');
const PickupDialog = lazy(loadDialogs);
const StoreChangedDialog = lazy(() =>
  loadDialogs().then((module) => ({ default: module.StoreChangedDialog })),
);

export interface PickupInStoreProps {
  product: ProductDetails;
  locale: SiteLocale;
  /** The chosen size's variant; null while no size is chosen. */
  variant: PickupVariant | null;
  /** Pressed without a size: the page asks for one (the size picker says so). */
  onSizeMissing?: () => void;
}

/**
 * Pickup in store, in the buy box: the shopper's store (remembered in a cookie, read in the
 * browser) with its stock of the chosen size, and the button that opens the store search.
 * Without a size it asks for one first. A first choice is said in a polite status line; a
 * new store replacing the old one is confirmed by the "store changed" dialog.
 */
export function PickupInStore({ product, locale, variant, onSizeMissing }: PickupInStoreProps) {
  const { t } = useTranslation('storefront');
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
      const quantity = quantitiesByStore(availability.data).get(store.id) ?? 0;
      const level = availabilityLevel(quantity);
      stock = {
        state: level,
        text: t(`pickup.inStore.${level}`, { count: quantity, size: variant.sizeLabel }),
      };
    }
  }

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
      </div>
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
