import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { useCartChange } from '#api/shopper/index.ts';
import { Button } from '#components/Button/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { heading } from '#design-tokens/typography.css.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { FormErrorBanner, useProfile } from '../session/index.ts';
import { AddressForm } from './AddressForm.tsx';
import { chooseShippingMethod, saveShippingAddress, setLineDelivery } from './calls.ts';
import * as styles from './checkout.css.ts';
import { mainShippingAddress } from './express.ts';
import { addressFieldErrors } from './serverFields.ts';

/** Shipments the address goes to (spec §3 shipping codes). */
const homeDelivery = ['standard', 'me', 'customs'];

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
  const { profile } = useProfile();
  const saved = mainShippingAddress(
    profile?.consumerDetails.address,
    profile?.consumerDetails.email,
  );
  const method = useCartChange(chooseShippingMethod);
  const delivery = useCartChange(setLineDelivery);
  const deliveryHeadingId = useId();
  // Lines that may go either way: shipped, or picked up in the shopper's store.
  const switchable = cart.items.filter(
    (item) =>
      !item.bonus &&
      item.shippingOptions.available.includes('pickup') &&
      (pickupStore !== null || item.shippingOptions.selected === 'pickup'),
  );
  const money = (amount: number) => formatMoney(amount, localeInfo[locale].tag, cart.currency);
  const fieldErrors = addressFieldErrors(save.error);
  const needsAddress = cart.shippingMethods.some((s) => homeDelivery.includes(s.code));
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
            const storeId = item.shippingOptions.storeInfo?.id ?? pickupStore?.id ?? null;
            const storeName = storeId === pickupStore?.id ? pickupStore.name : (storeId ?? '');
            return (
              <RadioGroup
                key={item.id}
                label={`${item.name} (${item.attributes.map((a) => a.value).join(', ')})`}
                value={item.shippingOptions.selected === 'pickup' ? 'pickup' : 'ship'}
                isDisabled={delivery.isPending}
                onChange={(value) =>
                  delivery.mutate({
                    itemId: item.id,
                    delivery:
                      value === 'pickup' && storeId
                        ? { selected: 'pickup', storeId }
                        : { selected: 'standard' },
                  })
                }
              >
                <Radio value="ship">{t('checkout.shipping.shipToMe')}</Radio>
                {storeId ? (
                  <Radio value="pickup">
                    {t('checkout.shipping.pickUpAt', { store: storeName })}
                  </Radio>
                ) : null}
              </RadioGroup>
            );
          })}
          <FormErrorBanner error={delivery.error} />
        </section>
      ) : null}
      <AddressForm
        // The member's saved address arrives with the profile: the form starts from it.
        key={cart.shippingAddress || !saved ? 'cart' : 'saved'}
        id={formId}
        kind="shipping"
        locale={locale}
        initial={cart.shippingAddress ?? saved}
        fieldErrors={fieldErrors}
        onSubmit={async (address) => {
          try {
            await save.mutateAsync(address);
          } catch {
            return;
          }
          onDone();
        }}
      >
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
                homeDelivery.includes(shipment.code)
                  ? t('checkout.shipping.method')
                  : t('checkout.shipping.storeMethod', { store: storeId ?? '' })
              }
              value={selected?.code ?? null}
              // Read-only, not disabled, while the choice is saved: the focus stays on it.
              isReadOnly={method.isPending}
              onChange={(code) => method.mutate({ shippingId: shipment.shippingId, code })}
            >
              {shipment.applicableShippingMethods.map((option) => (
                <Radio key={option.code} value={option.code} description={option.deliveryTime}>
                  {option.label} ·{' '}
                  {option.price === 0 ? t('checkout.totals.free') : money(option.price)}
                </Radio>
              ))}
            </RadioGroup>
          );
        })}
        <FormErrorBanner error={method.error} />
        {!needsAddress ? <p className={styles.soft}>{t('checkout.shipping.contactOnly')}</p> : null}
        <div className={styles.actions}>
          <Button type="submit" isPending={save.isPending}>
            {t('checkout.shipping.continue')}
          </Button>
        </div>
      </AddressForm>
    </section>
  );
}
