import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Brand } from '#api/contract/common.ts';
import type { CollectionPoint, DistanceUnit, StoreSearchHit } from '#api/contract/stores.ts';
import { placeOfText } from '#commerce/catalogue/storeText.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledTextField, type FocusHandle } from '#components/Field/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { type StoreSearchInput, storeSearchSchema } from '../validation/storeSearch.ts';
import * as styles from './StoreFinder.css.ts';
import { type InStoreService, type StoreFinderService, storesOffering } from './stores.ts';
import {
  type StoreSearchPlace,
  useCollectionPointSearch,
  useStoreSearch,
} from './useStoreFinder.ts';

/** What a search found, for the caller to show and offer. */
export interface StoreFinderFound<Place> {
  /** The places near the search that offer the service, nearest first; none before an answer. */
  places: Place[];
  distanceUnit: DistanceUnit;
  /** Where the search was, as the summary names it: "80202", "Denver", "your location". */
  placeName: string;
}

interface StoreFinderCommonProps {
  /** The site: the search's language and country, the distances' format. */
  locale: SiteLocale;
  /** What the field holds at first (checkout: the shipping address's postal code). @default '' */
  initialQuery?: string;
  /** The shopper sent a new search: the caller clears what it said about the last one. */
  onSearch?: () => void;
  /** Focuses the search field (checkout does when the shopper goes on without a point). */
  ref?: Ref<FocusHandle>;
}

export interface StoreSearchFinderProps extends StoreFinderCommonProps {
  /** Stores that hand out pickups, or that take a parcel for the shopper (ship to store). */
  service: InStoreService;
  /** Only the stores that carry the brand (the product's, in the buy box). @default any */
  brand?: Brand;
  /** Offer "use my location" where the device can tell it. @default false */
  canLocate?: boolean;
  /** The stores found (store cards: `StoreCards`). */
  children: (found: StoreFinderFound<StoreSearchHit>) => ReactNode;
}

export interface CollectionPointFinderProps extends StoreFinderCommonProps {
  service: 'collectionPoint';
  /** The points found, and what the shopper does with them. */
  children: (found: StoreFinderFound<CollectionPoint>) => ReactNode;
}

export type StoreFinderProps = StoreSearchFinderProps | CollectionPointFinderProps;

/** Coordinates to about 10 m: enough for "nearest", and no more of the shopper's position. */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

/** The words of a store search, or of a collection point search (checkout's). */
function useFinderText(service: StoreFinderService) {
  const { t: store } = useTranslation('storefront');
  const { t: point } = useTranslation('flows');
  if (service === 'collectionPoint') {
    return {
      searchLabel: point('checkout.collectionPoint.searchLabel'),
      where: point('checkout.collectionPoint.where'),
      search: point('checkout.collectionPoint.search'),
      searching: point('checkout.collectionPoint.searching'),
      found: (count: number, place: string) =>
        point('checkout.collectionPoint.found', { count, place }),
      none: (place: string) => point('checkout.collectionPoint.none', { place }),
      searchFailed: point('checkout.collectionPoint.searchFailed'),
      retry: point('checkout.collectionPoint.retry'),
    };
  }
  return {
    searchLabel: store('pickup.searchLabel'),
    where: store('pickup.postalCode'),
    search: store('pickup.search'),
    searching: store('pickup.searching'),
    found: (count: number, place: string) => store('pickup.found', { count, place }),
    none: (place: string) => store('pickup.noStores', { place }),
    searchFailed: store('pickup.searchFailed'),
    retry: store('pickup.retry'),
  };
}

/**
 * The one store finder (spec §2 pickup in store, cart change shipping method; §3 shipping
 * code pudo): the shopper types a postal code or city (or, for stores, uses the device's
 * location), the search answers the places nearest first, and a live summary says how
 * many were found near where. Stores (POST /stores/v1/search) are those that offer the
 * service (pickup, ship to store) and carry the brand; collection points (POST
 * /stores/v1/collectionPoints) are lockers, partner shops and our stores. What is done
 * with a place (choose it, confirm a change of store, set it on cart lines) is the
 * caller's, in `children`.
 */
export function StoreFinder(props: StoreFinderProps) {
  const { locale, initialQuery = '', onSearch, ref } = props;
  const { service } = props;
  const { t } = useTranslation('storefront');
  const text = useFinderText(service);
  const { country } = localeInfo[locale];
  const forStores = service !== 'collectionPoint';
  const [place, setPlace] = useState<StoreSearchPlace | null>(null);
  const [canLocate, setCanLocate] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationFailed, setLocationFailed] = useState(false);
  const wantsLocation = props.service !== 'collectionPoint' && props.canLocate === true;

  useEffect(() => {
    setCanLocate(wantsLocation && typeof navigator !== 'undefined' && 'geolocation' in navigator);
  }, [wantsLocation]);

  const form = useForm<StoreSearchInput, unknown, z.output<typeof storeSearchSchema>>({
    resolver: zodResolver(storeSearchSchema),
    defaultValues: { where: initialQuery },
  });
  useImperativeHandle(ref, () => ({ focus: () => form.setFocus('where') }), [form]);

  // One of the two is idle: a finder searches stores or collection points, never both.
  const stores = useStoreSearch(locale, country, forStores ? place : null);
  const points = useCollectionPointSearch(locale, forStores ? null : place);
  const search = forStores ? stores : points;
  const brand = props.service !== 'collectionPoint' ? props.brand : undefined;
  const found = useMemo(() => {
    if (service === 'collectionPoint') return points.data?.collectionPoints ?? [];
    return stores.data ? storesOffering(stores.data.stores, service, brand) : [];
  }, [service, brand, stores.data, points.data]);

  let placeName = '';
  if (place !== null)
    placeName =
      'postalCode' in place
        ? place.postalCode
        : 'city' in place
          ? place.city
          : t('pickup.yourLocation');

  // What the live region says: searching, how many places, or none.
  let summary = '';
  if (place !== null) {
    if (search.isPending) summary = text.searching;
    else if (search.isSuccess)
      summary = found.length ? text.found(found.length, placeName) : text.none(placeName);
  }

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

  const distanceUnit = search.data?.distanceUnit ?? 'km';
  const results =
    props.service === 'collectionPoint'
      ? props.children({ places: found as CollectionPoint[], distanceUnit, placeName })
      : props.children({ places: found as StoreSearchHit[], distanceUnit, placeName });
  const kind = forStores ? 'stores' : 'collectionPoints';
  const spinner = place !== null && search.isPending ? <Spinner size="small" decorative /> : null;

  const searchForm = (
    <form
      noValidate
      className={styles.searchForm[kind]}
      aria-label={text.searchLabel}
      onSubmit={form.handleSubmit(({ where }) => {
        setLocationFailed(false);
        onSearch?.();
        if (where) setPlace(placeOfText(where));
      })}
    >
      <ControlledTextField
        control={form.control}
        name="where"
        label={text.where}
        // The shopper's own postal code is the likeliest search.
        autoComplete="postal-code"
        isRequired
      />
      {forStores ? (
        <Button type="submit" tone="primary" icon="search">
          {text.search}
        </Button>
      ) : (
        <Button type="submit" tone="secondary" icon="search" isPending={search.isFetching}>
          {text.search}
        </Button>
      )}
    </form>
  );

  if (!forStores) {
    return (
      <>
        {searchForm}
        {/* Always there, so each new summary is announced. */}
        <div role="status" className={styles.statusRow.collectionPoints}>
          {spinner}
          {summary ? <span>{summary}</span> : null}
        </div>
        {search.isError ? (
          <Alert tone="critical">
            {text.searchFailed}{' '}
            <Button tone="secondary" size="small" onPress={() => void search.refetch()}>
              {text.retry}
            </Button>
          </Alert>
        ) : null}
        {results}
      </>
    );
  }

  return (
    <>
      {searchForm}
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
      <div className={styles.found} aria-busy={search.isFetching}>
        {/* Always in the dialog, so each new summary is announced. */}
        <div role="status" className={styles.statusRow.stores}>
          {spinner}
          {summary ? <h3 className={styles.storeTitle}>{summary}</h3> : null}
        </div>
        {search.isError ? (
          <Alert tone="critical" title={text.searchFailed}>
            <span className={styles.line}>{t('pickup.tryAgainLater')} </span>
            <Button tone="secondary" size="small" onPress={() => void search.refetch()}>
              {text.retry}
            </Button>
          </Alert>
        ) : null}
        {search.isSuccess && found.length === 0 ? (
          <p className={styles.softLine}>{t('pickup.noStoresHint')}</p>
        ) : null}
        {results}
      </div>
    </>
  );
}
