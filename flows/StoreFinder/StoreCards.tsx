import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit, StoreSearchHit } from '#api/contract/stores.ts';
import { addressLine, formatDistance } from '#commerce/catalogue/storeText.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { StockLevel, type StockState } from './StockLevel.tsx';
import { results, softLine, storeCard, storeFooter, storeTitle } from './StoreFinder.css.ts';
import { availabilityLevel, type InStoreService, quantitiesByStore } from './stores.ts';
import { useStoreAvailability } from './useStoreFinder.ts';

export interface StoreCardsProps {
  /** The stores the finder found, nearest first (none: nothing is shown). */
  stores: readonly StoreSearchHit[];
  distanceUnit: DistanceUnit;
  locale: SiteLocale;
  /** What choosing a store does: pick up there, or have the parcel sent there. */
  service: InStoreService;
  /** The variant whose units each store shows; null: none shown (a parcel comes from the warehouse). */
  sku: string | null;
  /** The store the shopper (or the cart line) has now: marked, with no button. @default null */
  currentId?: string | null;
  /** The mark of the current store ("Your store", "Chosen now"). */
  currentLabel: string;
  /** The store a choice is on its way for: its button waits for it, the others are off. @default null */
  pendingId?: string | null;
  /** What a store's card says besides (a refusal that names the store). */
  noticeOf?: (store: StoreSearchHit) => ReactNode;
  /**
   * Offer a store only when its stock answer says it has the variant: a store marked not
   * available shows no choose button, and the buttons wait while the stock is checked (a
   * failed check offers every store: the service decides). Needs `sku`.
   * @default false
   */
  onlyWithStock?: boolean;
  onChoose: (store: StoreSearchHit) => void;
}

/**
 * The stores a store search found, one card each: name, address, distance, the chosen
 * variant's stock there (for pickup), and the button that chooses the store, or the mark
 * of the store that is the shopper's now. A change of store is the caller's to confirm.
 */
export function StoreCards({
  stores,
  distanceUnit,
  locale,
  service,
  sku,
  currentId = null,
  currentLabel,
  pendingId = null,
  noticeOf,
  onlyWithStock = false,
  onChoose,
}: StoreCardsProps) {
  const { t } = useTranslation('storefront');
  const storeIds = stores.map((store) => store.id);
  const availability = useStoreAvailability(sku, storeIds);
  const quantities = quantitiesByStore(availability.data);
  const { tag } = localeInfo[locale];

  const stockOf = (store: StoreSearchHit): { state: StockState; text: string } => {
    if (availability.isError) return { state: 'unknown', text: t('pickup.stock.unknown') };
    if (!availability.data) return { state: 'checking', text: t('pickup.stock.checking') };
    const quantity = quantities.get(store.id) ?? 0;
    const level = availabilityLevel(quantity);
    return { state: level, text: t(`pickup.stock.${level}`, { count: quantity }) };
  };

  if (stores.length === 0) return null;
  return (
    <ul className={results}>
      {stores.map((store) => {
        const isCurrent = currentId === store.id;
        const stock = sku === null ? null : stockOf(store);
        const offered = !onlyWithStock || stock === null || stock.state !== 'none';
        const checking = onlyWithStock && stock?.state === 'checking';
        return (
          <li key={store.id} className={storeCard} data-current={isCurrent}>
            <h4 className={storeTitle}>{store.name}</h4>
            <p className={softLine}>{addressLine(store.address)}</p>
            <p className={softLine}>
              {t('pickup.distance', {
                distance: formatDistance(store.distance, distanceUnit, tag),
              })}
            </p>
            {noticeOf?.(store)}
            <div className={storeFooter}>
              {stock ? <StockLevel state={stock.state}>{stock.text}</StockLevel> : <span />}
              {isCurrent ? (
                <Badge tone="brand" icon="check">
                  {currentLabel}
                </Badge>
              ) : offered ? (
                <Button
                  tone="secondary"
                  size="small"
                  isPending={pendingId === store.id}
                  isDisabled={checking || (pendingId !== null && pendingId !== store.id)}
                  aria-label={
                    service === 'pickup'
                      ? t('pickup.chooseLabel', { store: store.name })
                      : t('cart.delivery.shipHereLabel', { store: store.name })
                  }
                  onPress={() => onChoose(store)}
                >
                  {service === 'pickup' ? t('pickup.choose') : t('cart.delivery.shipHere')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
