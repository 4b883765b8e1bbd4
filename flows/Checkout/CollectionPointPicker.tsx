import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/client/index.ts';
import type { Cart } from '#api/contract/cart.ts';
import type { CollectionPoint, DistanceUnit } from '#api/contract/stores.ts';
import { addressLine, formatDistance } from '#commerce/catalogue/storeText.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import type { FocusHandle } from '#components/Field/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { cartQueryKey, useCartChange } from '#shopper/index.ts';
import { StoreFinder } from '../StoreFinder/StoreFinder.tsx';
import { useErrorMessage } from '../shared/index.ts';
import { useInvalidCustomer } from '../shared/invalidCustomer.ts';
import { setLineDelivery } from './calls.ts';
import * as styles from './checkout.css.ts';
import { isAlwaysOpen, openingHoursText } from './collectionPoints.ts';

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
 * our stores with pickup) by postal code or city with the store finder (POST
 * /stores/v1/collectionPoints), choose one in a radio list, and the lines go there (PUT
 * /cart/v1/cart/{basketId}/item with shippingOptions { selected: 'pudo', storeId: point
 * id }), as pickup names a store.
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
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const headingId = useId();
  const listRef = useRef<FocusHandle>(null);
  const { tag } = localeInfo[locale];

  const [chosen, setChosen] = useState<string | null>(currentId);
  const [unchosen, setUnchosen] = useState(false);
  const delivery = useCartChange(setLineDelivery);
  // AUT498: the cart is replaced and the page reloads (spec §8), nothing to say here.
  const invalidCustomer = useInvalidCustomer();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const details = (point: CollectionPoint, distanceUnit: DistanceUnit) => {
    const hours = isAlwaysOpen(point.openingHours)
      ? t('checkout.collectionPoint.alwaysOpen')
      : openingHoursText(point.openingHours, tag);
    return [
      t(`checkout.collectionPoint.type.${point.type}`),
      formatDistance(point.distance, distanceUnit, tag),
      addressLine(point.address),
      hours,
    ]
      .filter(Boolean)
      .join(' · ');
  };

  const use = async (points: readonly CollectionPoint[]) => {
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
      <StoreFinder
        service="collectionPoint"
        locale={locale}
        initialQuery={initialQuery}
        onSearch={() => {
          setUnchosen(false);
          setSaveError(null);
        }}
        ref={ref}
      >
        {({ places: points, distanceUnit, placeName }) => (
          <>
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
                  <Radio key={point.id} value={point.id} description={details(point, distanceUnit)}>
                    {point.name}
                  </Radio>
                ))}
              </RadioGroup>
            ) : null}
            {saveMessage ? <Alert tone="critical">{saveMessage}</Alert> : null}
            <div className={styles.actions}>
              {points.length > 0 ? (
                <Button isPending={saving} onPress={() => void use(points)}>
                  {t('checkout.collectionPoint.use')}
                </Button>
              ) : null}
              {onCancel ? (
                <Button tone="tertiary" isDisabled={saving} onPress={onCancel}>
                  {t('checkout.collectionPoint.cancel')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </StoreFinder>
    </section>
  );
}
