import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#api/contract/cart.ts';
import { addressLine } from '#commerce/catalogue/storeText.ts';
import { Button } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { deliveryChoiceOf, deliveryChoicesOf } from '#flows/ChangeShippingMethod/index.ts';
import * as styles from './lineOptions.css.ts';

// The dialog's code (the store search) loads on the way to the button.
const loadDialog = () => import('#flows/ChangeShippingMethod/ChangeShippingMethodDialog.tsx');
const ChangeShippingMethodDialog = lazy(loadDialog);

export interface LineDeliveryProps {
  item: CartItem;
  /** The line is being removed or saved: its actions wait. */
  isBusy?: boolean;
}

/**
 * How a cart line comes, as the service has it: ship to home, pick up at a store, ship to
 * a store (by name), to a collection point (by name, with its address), with the method's
 * delivery time; and, when the line may go another way, the button to the change shipping
 * method dialog (focus comes back to it).
 */
export function LineDelivery({ item, isBusy = false }: LineDeliveryProps) {
  const { t } = useTranslation('storefront');
  const [isOpen, setOpen] = useState(false);
  // Each opening starts from the line's delivery; 0: never opened yet.
  const [opening, setOpening] = useState(0);
  const { selected, storeInfo, shippingMethod } = item.shippingOptions;
  const choice = deliveryChoiceOf(selected);
  const atStore = choice === 'pickup' || choice === 'sts';
  // The cart names the place (null: it is gone).
  const storeName = storeInfo?.name ?? null;
  const pointAddress =
    selected === 'pudo' && storeInfo?.address ? addressLine(storeInfo.address) : null;
  const canChange = deliveryChoicesOf(item).length > 1;

  let text: string;
  if (choice === 'pickup')
    text = storeName
      ? t('cart.delivery.pickupAt', { store: storeName })
      : t('cart.delivery.pickup');
  else if (choice === 'sts')
    text = storeName ? t('cart.delivery.stsAt', { store: storeName }) : t('cart.delivery.sts');
  else if (choice === 'standard') text = t('cart.delivery.home');
  else if (selected === 'pudo')
    text = storeInfo?.name
      ? t('cart.delivery.pudoAt', { point: storeInfo.name })
      : t('cart.delivery.pudo');
  else text = t('cart.delivery.digital');

  return (
    <div className={styles.option}>
      <div className={styles.optionMain}>
        <Icon name={atStore ? 'store' : 'truck'} size="small" className={styles.optionIcon} />
        <div className={styles.optionText}>
          <p className={styles.optionLine}>{text}</p>
          {pointAddress ? <p className={styles.optionSoft}>{pointAddress}</p> : null}
          {shippingMethod?.deliveryTime ? (
            <p className={styles.optionSoft}>{shippingMethod.deliveryTime}</p>
          ) : null}
        </div>
      </div>
      {canChange ? (
        <Button
          tone="plain"
          size="small"
          isDisabled={isBusy}
          onHoverStart={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onPress={() => {
            setOpening((count) => count + 1);
            setOpen(true);
          }}
          aria-label={t('cart.delivery.changeLabel', { name: item.name })}
        >
          {t('cart.delivery.change')}
        </Button>
      ) : null}
      {opening ? (
        <Suspense fallback={null}>
          <ChangeShippingMethodDialog
            key={opening}
            item={item}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
