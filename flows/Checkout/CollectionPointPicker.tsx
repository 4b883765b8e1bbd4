import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Ref, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError, useApiClient } from '#api/client/index.ts';
import type { Cart } from '#api/contract/cart.ts';
import { type CollectionPoint, searchCollectionPoints } from '#api/contract/stores.ts';
import { addressLine, formatDistance, placeOfText } from '#commerce/catalogue/storeText.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { ControlledTextField, type FocusHandle } from '#components/Field/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { Spinner } from '#components/Spinner/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { cartQueryKey, useCartChange } from '#shopper/index.ts';
import { useInvalidCustomer } from '../shared/invalidCustomer.ts';
import { storeSearchSchema } from '../validation/storeSearch.ts';
import { setLineDelivery } from './calls.ts';
import * as styles from './checkout.css.ts';
import { isAlwaysOpen, openingHoursText } from './collectionPoints.ts';
import { useCheckoutErrorMessage } from './PromoCodeForm.tsx';

/** How many points a search lists. */
const POINTS_LIMIT = 10;

type Place = { postalCode: string } | { city: string };

export interface CollectionPointPickerProps {
  /** The cart lines the chosen point is set on (each one's delivery becomes pudo there). */
  itemIds: readonly string[];
  locale: SiteLocale;
  /** Where the search starts: the shipping address's postal code, if there is one. */
  initialQuery?: string;
  /** The point the lines go to now (its id), if any: it starts chosen in the list. */
  currentId?: string | null;
  /** Why the shopper is asked again (they went on without a point); shown on top. */
  notice?: string | null;
  /** The point is on the lines (the cart in the cache says so). */
  onPicked: (point: CollectionPoint) => void;
  /** Leave without choosing: the lines keep their delivery. Shown when given. */
  onCancel?: () => void;
  /** Focuses the search field (the step does when the shopper goes on without a point). */
  ref?: Ref<FocusHandle>;
}

/**
 * Spec §3 shipping code pudo: search collection points (parcel lockers, partner shops and
 * our stores with pickup) by postal code or city (POST /stores/v1/collectionPoints), choose
 * one in a radio list, and the lines go there (PUT /cart/v1/cart/{basketId}/item with
 * shippingOptions { selected: 'pudo', storeId: point id }), as pickup names a store.
 */
export function CollectionPointPicker({
  itemIds,
  locale,
  initialQuery = '',
  currentId = null,
  notice = null,
  onPicked,
  onCancel,
  ref,
}: CollectionPointPickerProps) {
  const { t } = useTranslation('flows');
  const errorMessage = useCheckoutErrorMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const listRef = useRef<FocusHandle>(null);
  const { tag } = localeInfo[locale];

  const [place, setPlace] = useState<Place | null>(null);
  const [chosen, setChosen] = useState<string | null>(currentId);
  const [unchosen, setUnchosen] = useState(false);
  const form = useForm<
    z.input<typeof storeSearchSchema>,
    unknown,
    z.output<typeof storeSearchSchema>
  >({
    resolver: zodResolver(storeSearchSchema),
    defaultValues: { where: initialQuery },
  });
  useImperativeHandle(ref, () => ({ focus: () => form.setFocus('where') }), [form]);
  const search = useQuery({
    queryKey: ['stores', 'collectionPoints', locale, place],
    queryFn: ({ signal }) =>
      client.call(searchCollectionPoints, {
        body: { ...(place as Place), limit: POINTS_LIMIT },
        signal,
      }),
    enabled: place !== null,
  });
  const points = useMemo(() => search.data?.collectionPoints ?? [], [search.data]);
  const delivery = useCartChange(setLineDelivery);
  // AUT498: the cart is replaced and the page reloads (spec §8), nothing to say here.
  const invalidCustomer = useInvalidCustomer();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const placeName = place ? ('postalCode' in place ? place.postalCode : place.city) : '';
  let summary = '';
  if (place && search.isPending) summary = t('checkout.collectionPoint.searching');
  else if (place && search.isSuccess)
    summary =
      points.length > 0
        ? t('checkout.collectionPoint.found', { count: points.length, place: placeName })
        : t('checkout.collectionPoint.none', { place: placeName });

  const details = (point: CollectionPoint) => {
    const hours = isAlwaysOpen(point.openingHours)
      ? t('checkout.collectionPoint.alwaysOpen')
      : openingHoursText(point.openingHours, tag);
    return [
      t(`checkout.collectionPoint.type.${point.type}`),
      formatDistance(point.distance, search.data?.distanceUnit ?? 'km', tag),
      addressLine(point.address),
      hours,
    ]
      .filter(Boolean)
      .join(' · ');
  };

  const use = async () => {
    const point = points.find((candidate) => candidate.id === chosen);
    if (!point) {
      setUnchosen(true);
      listRef.current?.focus();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      // One line after the other: each answer is the cart the next one changes. A line
      // that came to match another pudo line joined it, so it is gone from the answer; a
      // lost cart made again (BSK404, useCartChange) holds the lines under new ids.
      const skuOf = new Map(
        (queryClient.getQueryData<Cart | null>(cartQueryKey)?.items ?? []).map((item) => [
          item.id,
          item.productId,
        ]),
      );
      let remaining = [...itemIds];
      while (remaining.length > 0) {
        const [itemId, ...rest] = remaining;
        const cart: Cart = await delivery.mutateAsync({
          itemId: itemId as string,
          delivery: { selected: 'pudo', storeId: point.id },
        });
        remaining = rest.flatMap((id) => {
          if (cart.items.some((item) => item.id === id)) return [id];
          const again = cart.items.find(
            (item) =>
              item.productId === skuOf.get(id) &&
              !skuOf.has(item.id) &&
              item.shippingOptions.storeInfo?.id !== point.id,
          );
          return again ? [again.id] : [];
        });
      }
      onPicked(point);
    } catch (error) {
      if (invalidCustomer(error)) return;
      setSaveError(error);
      // A line may have moved before the refusal: the cache holds what the service said.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey, exact: true });
    } finally {
      setSaving(false);
    }
  };

  const saveMessage =
    saveError === null
      ? null
      : isApiError(saveError) && saveError.is('STR404')
        ? t('checkout.collectionPoint.unavailable')
        : errorMessage(saveError);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('checkout.collectionPoint.title')}
      </h3>
      {notice ? <Alert tone="critical">{notice}</Alert> : null}
      <p className={styles.soft}>{t('checkout.collectionPoint.intro')}</p>
      <form
        noValidate
        className={styles.inline}
        aria-label={t('checkout.collectionPoint.searchLabel')}
        onSubmit={form.handleSubmit(({ where }) => {
          setUnchosen(false);
          setSaveError(null);
          setPlace(placeOfText(where));
        })}
      >
        <ControlledTextField
          control={form.control}
          name="where"
          label={t('checkout.collectionPoint.where')}
          autoComplete="postal-code"
          isRequired
        />
        <Button type="submit" tone="secondary" icon="search" isPending={search.isFetching}>
          {t('checkout.collectionPoint.search')}
        </Button>
      </form>

      {/* Always there, so each new summary is announced. */}
      <div role="status" className={styles.actions}>
        {place && search.isPending ? <Spinner size="small" decorative /> : null}
        {summary ? <span>{summary}</span> : null}
      </div>
      {search.isError ? (
        <Alert tone="critical">
          {t('checkout.collectionPoint.searchFailed')}{' '}
          <Button tone="secondary" size="small" onPress={() => void search.refetch()}>
            {t('checkout.collectionPoint.retry')}
          </Button>
        </Alert>
      ) : null}
      {points.length > 0 ? (
        <RadioGroup
          ref={listRef}
          label={t('checkout.collectionPoint.list', { place: placeName })}
          value={chosen}
          onChange={(id) => {
            setChosen(id);
            setUnchosen(false);
            setSaveError(null);
          }}
          isReadOnly={saving}
          errorMessage={unchosen ? t('checkout.collectionPoint.pickOne') : undefined}
        >
          {points.map((point) => (
            <Radio key={point.id} value={point.id} description={details(point)}>
              {point.name}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {saveMessage ? <Alert tone="critical">{saveMessage}</Alert> : null}
      <div className={styles.actions}>
        {points.length > 0 ? (
          <Button isPending={saving} onPress={() => void use()}>
            {t('checkout.collectionPoint.use')}
          </Button>
        ) : null}
        {onCancel ? (
          <Button tone="tertiary" isDisabled={saving} onPress={onCancel}>
            {t('checkout.collectionPoint.cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
