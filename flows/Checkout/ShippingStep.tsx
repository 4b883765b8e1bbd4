import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart, CartItem } from '#api/contract/cart.ts';
import { homeDeliveryCodes } from '#commerce/cart/delivery.ts';
import { addressLine } from '#commerce/catalogue/storeText.ts';
import { Button } from '#components/Button/index.ts';
import { Checkbox } from '#components/Checkbox/index.ts';
import type { FocusHandle } from '#components/Field/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { useCartChange } from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { FormErrorBanner } from '../shared/index.ts';
import { AddressForm } from './AddressForm.tsx';
import { arrivalText } from './arrival.ts';
import { CollectionPointPicker } from './CollectionPointPicker.tsx';
import {
  type CheckoutAddress,
  chooseShippingMethod,
  saveShippingAddress,
  setLineDelivery,
} from './calls.ts';
import * as styles from './checkout.css.ts';
import { AddressBlock } from './SummaryStep.tsx';
import {
  checkoutAddressOf,
  profileStart,
  savedAddressesOf,
  startingAddressId,
} from './savedAddresses.ts';
import { addressFieldErrors } from './serverFields.ts';

/** Shipments the address goes to (spec §3 shipping codes). */

export interface ShippingStepProps {
  cart: Cart;
  locale: SiteLocale;
  /** The store the shopper picks up from (chosen on a product page), if any. */
  pickupStore?: { id: string; name: string } | null;
  /** The address is saved: go on to billing and payment. */
  onDone: () => void;
}

/**
 * Step 1, shipping (spec §4 checkout steps): where the parcels go, with the country's
 * rules, and how each shipment travels (its methods with delivery times and prices; pickup
 * and ship-to-store lines go to their store).
 */
export function ShippingStep({ cart, locale, onDone, pickupStore = null }: ShippingStepProps) {
  const { t } = useTranslation('flows');
  const formId = useId();
  const headingId = useId();
  const save = useCartChange(saveShippingAddress);
  const { profile, isSignedIn } = useProfile();
  const queryClient = useQueryClient();
  // A member's saved shipping addresses, the main one first: one is chosen, or a new one.
  const savedShipping = savedAddressesOf(profile, 'S');
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? startingAddressId(cart.shippingAddress, savedShipping) ?? 'new';
  const chosen = savedShipping.find((address) => address.id === choice) ?? null;
  // A new address goes into the book when asked; asked by default when the book has none.
  const [keep, setKeep] = useState<boolean | null>(null);
  const keepInBook = keep ?? savedShipping.length === 0;
  // A saved address the service refused a field of, opened as a new one to put right.
  const [repairing, setRepairing] = useState<CheckoutAddress | null>(null);
  const method = useCartChange(chooseShippingMethod);
  const delivery = useCartChange(setLineDelivery);
  const deliveryHeadingId = useId();
  const canPickUp = (item: CartItem) =>
    item.shippingOptions.available.includes('pickup') &&
    (pickupStore !== null || item.shippingOptions.selected === 'pickup');
  const canCollect = (item: CartItem) => item.shippingOptions.available.includes('pudo');
  // Lines that may go more than one way: shipped, picked up in the shopper's store, or
  // collected at a collection point.
  const switchable = cart.items.filter(
    (item) => !item.bonus && (canPickUp(item) || canCollect(item)),
  );
  // One collection point for the order: the one lines go to already, if any.
  const collected = cart.items.filter((item) => item.shippingOptions.selected === 'pudo');
  const point = collected.find((item) => item.shippingOptions.storeInfo)?.shippingOptions.storeInfo;
  const pointId = point?.id;
  // The cart names the places its lines go to (the point, a pickup store), after a reload too.
  const placeName = (id: string) =>
    cart.items.find((item) => item.shippingOptions.storeInfo?.id === id)?.shippingOptions.storeInfo
      ?.name ?? id;
  // Lines the shopper moved to a collection point before one is chosen.
  const [awaitingPoint, setAwaitingPoint] = useState<readonly string[]>([]);
  const [changingPoint, setChangingPoint] = useState(false);
  const [pointMissing, setPointMissing] = useState(false);
  const picker = useRef<FocusHandle>(null);
  const picking = awaitingPoint.length > 0 || changingPoint;
  const deliveryOf = (item: CartItem) =>
    awaitingPoint.includes(item.id)
      ? 'pudo'
      : ['pudo', 'pickup', 'sts'].includes(item.shippingOptions.selected)
        ? item.shippingOptions.selected
        : 'ship';
  const tag = localeInfo[locale].tag;
  const money = (amount: number) => formatMoney(amount, tag, cart.currency);
  const fieldErrors = addressFieldErrors(save.error);
  const needsAddress = cart.shippingMethods.some((s) => homeDeliveryCodes.includes(s.code));
  const toCollectionPoint = cart.shippingMethods.some((s) => s.code === 'pudo');
  // The cart holds an address of its own (typed earlier), not one of the book.
  const startsFromCart =
    cart.shippingAddress !== null &&
    startingAddressId(cart.shippingAddress, savedShipping) === null;
  // Lines moved to a collection point need the point before the address is saved.
  const beforeSave = async () => {
    if (awaitingPoint.length === 0) return true;
    // Those lines would otherwise be shipped without the shopper knowing.
    setPointMissing(true);
    picker.current?.focus();
    return false;
  };
  const methods: ReactNode = (
    <>
      {cart.shippingMethods.map((shipment) => {
        const selected = shipment.applicableShippingMethods.find((m) => m.selected);
        const storeId = cart.items.find(
          (item) =>
            item.shippingOptions.selected === shipment.code && item.shippingOptions.storeInfo,
        )?.shippingOptions.storeInfo?.id;
        return (
          <RadioGroup
            key={shipment.shippingId}
            label={
              homeDeliveryCodes.includes(shipment.code)
                ? t('checkout.shipping.method')
                : shipment.code === 'pudo'
                  ? t('checkout.collectionPoint.method', { point: placeName(storeId ?? '') })
                  : t('checkout.shipping.storeMethod', { store: placeName(storeId ?? '') })
            }
            value={selected?.code ?? null}
            // Read-only, not disabled, while the choice is saved: the focus stays on it.
            isReadOnly={method.isPending}
            onChange={(code) => method.mutate({ shippingId: shipment.shippingId, code })}
          >
            {shipment.applicableShippingMethods.map((option) => (
              <Radio
                key={option.code}
                value={option.code}
                description={
                  option.arrival
                    ? `${arrivalText(option.arrival, tag, t)} (${option.deliveryTime})`
                    : option.deliveryTime
                }
              >
                {option.label} ·{' '}
                {option.price === 0 ? t('checkout.totals.free') : money(option.price)}
              </Radio>
            ))}
          </RadioGroup>
        );
      })}
      <FormErrorBanner error={method.error} />
      {!needsAddress ? (
        <p className={styles.soft}>
          {toCollectionPoint
            ? t('checkout.collectionPoint.contactOnly')
            : t('checkout.shipping.contactOnly')}
        </p>
      ) : null}
    </>
  );
  const actions: ReactNode = (
    <div className={styles.actions}>
      <Button type="submit" isPending={save.isPending}>
        {t('checkout.shipping.continue')}
      </Button>
    </div>
  );
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={[heading.h3, styles.title].join(' ')}>
        {t('checkout.shipping.title')}
      </h2>
      {fieldErrors.length === 0 ? <FormErrorBanner error={save.error} /> : null}
      {switchable.length > 0 ? (
        <section className={styles.section} aria-labelledby={deliveryHeadingId}>
          <h3 id={deliveryHeadingId} className={styles.title}>
            {t('checkout.shipping.perItem')}
          </h3>
          {switchable.map((item) => {
            const storeId =
              item.shippingOptions.selected === 'pickup'
                ? (item.shippingOptions.storeInfo?.id ?? pickupStore?.id ?? null)
                : (pickupStore?.id ?? null);
            const storeName =
              storeId === pickupStore?.id ? pickupStore.name : storeId ? placeName(storeId) : '';
            return (
              <RadioGroup
                key={item.id}
                label={`${item.name} (${item.attributes.map((a) => a.value).join(', ')})`}
                value={deliveryOf(item)}
                isDisabled={delivery.isPending}
                onChange={(value) => {
                  setPointMissing(false);
                  setAwaitingPoint((ids) => ids.filter((id) => id !== item.id));
                  if (value === 'pudo' && !pointId) {
                    // No point yet: the picker below asks for one, then the line goes there.
                    setAwaitingPoint((ids) => [...ids, item.id]);
                    return;
                  }
                  if (value === item.shippingOptions.selected) return;
                  if (value === 'ship' && item.shippingOptions.selected === 'standard') return;
                  delivery.mutate({
                    itemId: item.id,
                    delivery:
                      value === 'pudo' && pointId
                        ? { selected: 'pudo', storeId: pointId }
                        : value === 'pickup' && storeId
                          ? { selected: 'pickup', storeId }
                          : { selected: 'standard' },
                  });
                }}
              >
                <Radio value="ship">{t('checkout.shipping.shipToMe')}</Radio>
                {item.shippingOptions.selected === 'sts' ? (
                  // Chosen in the cart: shown as such, and left by choosing another way.
                  <Radio value="sts">
                    {t('checkout.shipping.shipToStore', {
                      store: placeName(item.shippingOptions.storeInfo?.id ?? ''),
                    })}
                  </Radio>
                ) : null}
                {storeId && canPickUp(item) ? (
                  <Radio value="pickup">
                    {t('checkout.shipping.pickUpAt', { store: storeName })}
                  </Radio>
                ) : null}
                {canCollect(item) ? (
                  <Radio
                    value="pudo"
                    description={pointId ? undefined : t('checkout.collectionPoint.chooseBelow')}
                  >
                    {pointId
                      ? t('checkout.collectionPoint.optionAt', { point: placeName(pointId) })
                      : t('checkout.collectionPoint.option')}
                  </Radio>
                ) : null}
              </RadioGroup>
            );
          })}
          <FormErrorBanner error={delivery.error} />
          {pointId && !picking ? (
            <div className={styles.listRow}>
              <span>
                <span>{t('checkout.collectionPoint.chosen', { point: placeName(pointId) })}</span>
                {point?.address ? (
                  <span className={styles.soft}> · {addressLine(point.address)}</span>
                ) : null}
              </span>
              <Button tone="tertiary" size="small" onPress={() => setChangingPoint(true)}>
                {t('checkout.collectionPoint.change')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {picking ? (
        <CollectionPointPicker
          ref={picker}
          itemIds={[...awaitingPoint, ...collected.map((item) => item.id)]}
          locale={locale}
          initialQuery={
            cart.shippingAddress?.postalCode ??
            chosen?.postalCode ??
            profile?.consumerDetails.postalCode ??
            ''
          }
          currentId={pointId ?? null}
          notice={pointMissing ? t('checkout.collectionPoint.pointMissing') : null}
          onPicked={() => {
            setAwaitingPoint([]);
            setChangingPoint(false);
            setPointMissing(false);
          }}
          onCancel={() => {
            setAwaitingPoint([]);
            setChangingPoint(false);
            setPointMissing(false);
          }}
        />
      ) : null}
      {savedShipping.length > 0 ? (
        <RadioGroup
          label={t('checkout.shipping.savedLabel')}
          value={choice}
          onChange={(value) => {
            save.reset();
            setPicked(value);
          }}
        >
          {savedShipping.map((address) => (
            <Radio
              key={address.id}
              value={address.id}
              description={[address.addressLine2, address.city, address.postalCode]
                .filter(Boolean)
                .join(', ')}
            >
              {`${address.firstName} ${address.lastName}, ${address.addressLine1}`}
            </Radio>
          ))}
          <Radio value="new">{t('checkout.shipping.newAddress')}</Radio>
        </RadioGroup>
      ) : null}
      {chosen ? (
        <form
          id={formId}
          noValidate
          className={styles.form}
          onSubmit={async (event) => {
            event.preventDefault();
            if (!(await beforeSave())) return;
            try {
              await save.mutateAsync(checkoutAddressOf(chosen, profile));
            } catch (error) {
              // A field the service refuses: the address opens as a new one, to put right.
              if (addressFieldErrors(error).length > 0) {
                setRepairing(checkoutAddressOf(chosen, profile));
                setPicked('new');
              }
              return;
            }
            onDone();
          }}
        >
          <AddressBlock address={checkoutAddressOf(chosen, profile)} locale={locale} />
          {methods}
          {actions}
        </form>
      ) : (
        <AddressForm
          // The member's profile arrives after the page loads: the form starts from it.
          key={cart.shippingAddress ? 'cart' : repairing ? 'repair' : profile ? 'member' : 'guest'}
          id={formId}
          kind="shipping"
          locale={locale}
          initial={
            repairing ?? (startsFromCart ? cart.shippingAddress : null) ?? profileStart(profile)
          }
          fieldErrors={fieldErrors}
          onSubmit={async (address) => {
            if (!(await beforeSave())) return;
            const saveToProfile = isSignedIn && keepInBook;
            try {
              await save.mutateAsync({ ...address, saveToProfile });
            } catch {
              return;
            }
            if (saveToProfile) {
              await queryClient.invalidateQueries({ queryKey: queryKeys.profile, exact: true });
            }
            onDone();
          }}
        >
          {isSignedIn ? (
            <Checkbox isSelected={keepInBook} onChange={setKeep}>
              {t('checkout.address.saveToAccount')}
            </Checkbox>
          ) : null}
          {methods}
          {actions}
        </AddressForm>
      )}
    </section>
  );
}
