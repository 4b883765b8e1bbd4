import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ProductDetails } from '#api/contract/products.ts';
import type { StoreSearchHit } from '#api/contract/stores.ts';
import { addressLine, formatDistance, placeOfText } from '#commerce/catalogue/storeText.ts';
import { Alert } from '#components/Alert/index.ts';
import { Badge } from '#components/Badge/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { ControlledTextField } from '#components/Field/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { type StoreSearchInput, storeSearchSchema } from '#flows/validation/storeSearch.ts';
import type { Site } from '../../site/site.ts';
import {
  actions,
  dialogContent,
  line,
  results,
  searchForm,
  softLine,
  statusRow,
  storeCard,
  storeFooter,
  storeTitle,
} from './pickup.css.ts';
import {
  availabilityLevel,
  type PickupStore,
  pickupStoreOf,
  pickupStoresOf,
  quantitiesByStore,
} from './pickup.ts';
import { StockLevel, type StockState } from './StockLevel.tsx';
import { type StoreSearchPlace, useStoreAvailability, useStoreSearch } from './usePickup.ts';

export interface PickupVariant {
  sku: string;
  /** The size as the picker shows it ("M", "EU 42"). */
  sizeLabel: string;
}

export interface PickupDialogProps {
  product: ProductDetails;
  site: Site;
  variant: PickupVariant;
  /** The shopper's store, if any: choosing another asks first. */
  current: PickupStore | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A store was chosen (after the confirmation when it replaces `current`). */
  onChoose: (store: PickupStore) => void;
}

/** Coordinates to about 10 m: enough for "nearest", and no more of the shopper's position. */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The "pickup in store" dialog (spec §2; its code loads on first use): search stores by
 * postal code or the device's location (POST /stores/v1/search), see each one's stock of the
 * chosen size (POST …/{sku}/availability) and choose one. Replacing the shopper's store asks
 * first ("change store confirmation", an alert dialog over this one).
 */
export default function PickupDialog({
  product,
  site,
  variant,
  current,
  isOpen,
  onOpenChange,
  onChoose,
}: PickupDialogProps) {
  const { t } = useTranslation('storefront');
  const [place, setPlace] = useState<StoreSearchPlace | null>(null);
  const [confirming, setConfirming] = useState<StoreSearchHit | null>(null);
  const [canLocate, setCanLocate] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);

  useEffect(() => {
    setCanLocate(typeof navigator !== 'undefined' && 'geolocation' in navigator);
  }, []);

  const { control, handleSubmit } = useForm<
    StoreSearchInput,
    unknown,
    z.output<typeof storeSearchSchema>
  >({ resolver: zodResolver(storeSearchSchema), defaultValues: { where: '' } });

  const search = useStoreSearch(site.locale, site.info.country, place);
  const stores = useMemo(
    () => (search.data ? pickupStoresOf(search.data.stores, product.brand) : []),
    [search.data, product.brand],
  );
  const storeIds = useMemo(() => stores.map((store) => store.id), [stores]);
  const availability = useStoreAvailability(variant.sku, storeIds);
  const quantities = quantitiesByStore(availability.data);

  let placeName = '';
  if (place !== null)
    placeName =
      'postalCode' in place
        ? place.postalCode
        : 'city' in place
          ? place.city
          : t('pickup.yourLocation');

  const locate = () => {
    setLocationFailed(false);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setPlace({
          latitude: roundCoordinate(position.coords.latitude),
          longitude: roundCoordinate(position.coords.longitude),
        });
      },
      () => {
        setLocating(false);
        setLocationFailed(true);
      },
      { timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  };

  const stockOf = (store: StoreSearchHit): { state: StockState; text: string } => {
    if (availability.isError) return { state: 'unknown', text: t('pickup.stock.unknown') };
    if (!availability.data) return { state: 'checking', text: t('pickup.stock.checking') };
    const quantity = quantities.get(store.id) ?? 0;
    const level = availabilityLevel(quantity);
    return { state: level, text: t(`pickup.stock.${level}`, { count: quantity }) };
  };

  const choose = (store: StoreSearchHit, close: () => void) => {
    if (current && current.id !== store.id) {
      setConfirming(store);
      return;
    }
    onChoose(pickupStoreOf(store));
    close();
  };

  // What the live region says: searching, how many stores, or none.
  let summary = '';
  if (place !== null) {
    if (search.isPending) summary = t('pickup.searching');
    else if (search.isSuccess)
      summary = stores.length
        ? t('pickup.found', { count: stores.length, place: placeName })
        : t('pickup.noStores', { place: placeName });
  }

  return (
    <Dialog
      title={t('pickup.dialogTitle')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // A confirmation is open on top: this one waits for it.
      isDismissable={confirming === null}
      isKeyboardDismissDisabled={confirming !== null}
    >
      {({ close }) => (
        <div className={dialogContent}>
          <p className={line}>
            {t('pickup.dialogIntro', { size: variant.sizeLabel, product: product.name })}
          </p>
          <form
            noValidate
            className={searchForm}
            aria-label={t('pickup.searchLabel')}
            onSubmit={handleSubmit(({ where }) => {
              setLocationFailed(false);
              if (where) setPlace(placeOfText(where));
            })}
          >
            <ControlledTextField
              control={control}
              name="where"
              label={t('pickup.postalCode')}
              // The shopper's own postal code is the likeliest search.
              autoComplete="postal-code"
              isRequired
            />
            <Button type="submit" tone="primary" icon="search">
              {t('pickup.search')}
            </Button>
          </form>
          {canLocate ? (
            <div>
              <Button
                tone="tertiary"
                size="small"
                icon="location"
                isPending={locating}
                onPress={locate}
              >
                {t('pickup.useLocation')}
              </Button>
            </div>
          ) : null}
          {locationFailed ? <Alert tone="caution">{t('pickup.locationFailed')}</Alert> : null}

          <div className={dialogContent} aria-busy={search.isFetching}>
            {/* Always in the dialog, so each new summary is announced. */}
            <div role="status" className={statusRow}>
              {place !== null && search.isPending ? <Spinner size="small" decorative /> : null}
              {summary ? <h3 className={storeTitle}>{summary}</h3> : null}
            </div>
            {search.isError ? (
              <Alert tone="critical" title={t('pickup.searchFailed')}>
                <span className={line}>{t('pickup.tryAgainLater')} </span>
                <Button tone="secondary" size="small" onPress={() => void search.refetch()}>
                  {t('pickup.retry')}
                </Button>
              </Alert>
            ) : null}
            {search.isSuccess && stores.length === 0 ? (
              <p className={softLine}>{t('pickup.noStoresHint')}</p>
            ) : null}
            {stores.length > 0 && search.data ? (
              <ul className={results}>
                {stores.map((store) => {
                  const stock = stockOf(store);
                  const isCurrent = current?.id === store.id;
                  return (
                    <li key={store.id} className={storeCard} data-current={isCurrent}>
                      <h4 className={storeTitle}>{store.name}</h4>
                      <p className={softLine}>{addressLine(store.address)}</p>
                      <p className={softLine}>
                        {t('pickup.distance', {
                          distance: formatDistance(
                            store.distance,
                            search.data.distanceUnit,
                            site.info.tag,
                          ),
                        })}
                      </p>
                      <div className={storeFooter}>
                        <StockLevel state={stock.state}>{stock.text}</StockLevel>
                        {isCurrent ? (
                          <Badge tone="brand" icon="check">
                            {t('pickup.current')}
                          </Badge>
                        ) : (
                          <Button
                            tone="secondary"
                            size="small"
                            aria-label={t('pickup.chooseLabel', { store: store.name })}
                            onPress={() => choose(store, close)}
                          >
                            {t('pickup.choose')}
                          </Button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
          {confirming && current ? (
            <Dialog
              role="alertdialog"
              size="small"
              title={t('pickup.confirmTitle')}
              isOpen
              isDismissable={false}
              onOpenChange={(open) => {
                if (!open) setConfirming(null);
              }}
              footer={({ close: closeConfirm }) => (
                <div className={actions}>
                  <Button tone="secondary" onPress={closeConfirm}>
                    {t('pickup.confirmKeep')}
                  </Button>
                  <Button
                    tone="primary"
                    onPress={() => {
                      onChoose(pickupStoreOf(confirming));
                      setConfirming(null);
                      close();
                    }}
                  >
                    {t('pickup.confirmChange')}
                  </Button>
                </div>
              )}
            >
              <p className={line}>
                {t('pickup.confirmBody', { current: current.name, next: confirming.name })}
              </p>
            </Dialog>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

export interface StoreChangedDialogProps {
  store: PickupStore;
  onClose: () => void;
}

/** "Store changed" (spec §2): says which store is now the shopper's. */
export function StoreChangedDialog({ store, onClose }: StoreChangedDialogProps) {
  const { t } = useTranslation('storefront');
  return (
    <Dialog
      size="small"
      title={t('pickup.changedTitle')}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <div className={actions}>
          <Button slot="close" tone="primary">
            {t('pickup.changedDone')}
          </Button>
        </div>
      }
    >
      <p className={line}>{t('pickup.changedBody', { store: store.name, city: store.city })}</p>
    </Dialog>
  );
}
