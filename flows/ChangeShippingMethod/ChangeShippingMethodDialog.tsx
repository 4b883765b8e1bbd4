import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#api/contract/cart.ts';
import type { StoreSearchHit } from '#api/contract/stores.ts';
import { Alert } from '#components/Alert/index.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import { Radio, RadioGroup } from '#components/RadioGroup/index.ts';
import { useCartChange } from '#shopper/index.ts';
import { StoreCards } from '../StoreFinder/StoreCards.tsx';
import { StoreFinder } from '../StoreFinder/StoreFinder.tsx';
import { useErrorMessage } from '../shared/index.ts';
import { useInvalidCustomer } from '../shared/invalidCustomer.ts';
import { useSiteLocale } from '../shared/locale.ts';
import * as styles from './ChangeShippingMethodDialog.css.ts';
import {
  type DeliveryChoice,
  deliveryChoiceOf,
  deliveryChoicesOf,
  deliveryErrorOf,
  isCurrentDelivery,
  type LineShipping,
  type StoreChoice,
  setLineShipping,
  storeServiceOf,
} from './delivery.ts';

const storeIdOf = (shipping: LineShipping | undefined) =>
  shipping && 'storeId' in shipping ? shipping.storeId : null;

/** A refused change: what was asked, and the store it named (its card says why). */
interface Failure {
  error: unknown;
  choice: DeliveryChoice;
  store: StoreSearchHit | null;
}

export interface ChangeShippingMethodDialogProps {
  item: CartItem;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * "Cart change shipping method" (spec §2 dialogs): how the line comes, ship to home, pick
 * up in store or ship to a store. A store is found with the store finder (postal code or
 * city, stores near it that offer the choice, with their stock of the line's size for
 * pickup) and choosing it sends the change (PUT …/item with `shippingOptions`); home is
 * saved with the button. The service's answer replaces the cart; a refusal (the store has
 * too few, it does not take the delivery, SHP404 …) is said in the dialog, on the store's
 * card when it names one, and the line keeps its delivery.
 */
export default function ChangeShippingMethodDialog({
  item,
  isOpen,
  onOpenChange,
}: ChangeShippingMethodDialogProps) {
  const { t } = useTranslation('storefront');
  const errorMessage = useErrorMessage();
  const choices = deliveryChoicesOf(item);
  const current = deliveryChoiceOf(item.shippingOptions.selected);
  const [choice, setChoice] = useState<DeliveryChoice | null>(
    current && choices.includes(current) ? current : null,
  );
  const change = useCartChange(setLineShipping);
  // AUT498: the cart is replaced and the page reloads (spec §8); the dialog has no line left.
  const invalidCustomer = useInvalidCustomer();
  const [failure, setFailure] = useState<Failure | null>(null);

  const send = async (shipping: LineShipping, store: StoreSearchHit | null) => {
    if (change.isPending) return;
    setFailure(null);
    if (isCurrentDelivery(item, shipping)) {
      onOpenChange(false);
      return;
    }
    try {
      await change.mutateAsync({ itemId: item.id, shippingOptions: shipping });
    } catch (error) {
      if (invalidCustomer(error)) {
        onOpenChange(false);
        return;
      }
      setFailure({ error, choice: shipping.selected, store });
      return;
    }
    onOpenChange(false);
  };

  const failureText = (refused: Failure) => {
    const own = deliveryErrorOf(refused.error, refused.choice);
    if (own && refused.store) {
      return t(`cart.delivery.errors.${own.key}`, {
        store: refused.store.name,
        count: own.count ?? 0,
      });
    }
    return errorMessage(refused.error);
  };

  return (
    <Dialog
      title={t('cart.delivery.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <div className={styles.actions}>
          <Button tone="secondary" onPress={close}>
            {t('cart.delivery.cancel')}
          </Button>
          {choice === 'standard' ? (
            <Button
              tone="primary"
              isPending={change.isPending}
              onPress={() => void send({ selected: 'standard' }, null)}
            >
              {t('cart.delivery.save')}
            </Button>
          ) : null}
        </div>
      )}
    >
      <div className={styles.content}>
        <RadioGroup
          label={t('cart.delivery.choice', { name: item.name })}
          value={choice}
          onChange={(value) => {
            setChoice(value as DeliveryChoice);
            setFailure(null);
          }}
        >
          {choices.map((option) => (
            <Radio key={option} value={option} description={t(`cart.delivery.hints.${option}`)}>
              {t(`cart.delivery.choices.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
        {failure && !failure.store ? <Alert tone="critical">{failureText(failure)}</Alert> : null}
        {choice === 'pickup' || choice === 'sts' ? (
          <StoreChooser
            item={item}
            choice={choice}
            pendingStoreId={change.isPending ? storeIdOf(change.variables?.shippingOptions) : null}
            failure={failure}
            failureText={failureText}
            onSearch={() => setFailure(null)}
            onChoose={(store) => void send({ selected: choice, storeId: store.id }, store)}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

interface StoreChooserProps {
  item: CartItem;
  choice: StoreChoice;
  /** The store a change is on its way for; the other stores wait. */
  pendingStoreId: string | null;
  failure: Failure | null;
  failureText: (failure: Failure) => string;
  onSearch: () => void;
  onChoose: (store: StoreSearchHit) => void;
}

/**
 * The store finder for the line: the stores near a postal code or city that offer the
 * choice; for pickup each one's stock of the line's sku. It stays mounted between pickup
 * and ship to store, so one search serves both.
 */
function StoreChooser({
  item,
  choice,
  pendingStoreId,
  failure,
  failureText,
  onSearch,
  onChoose,
}: StoreChooserProps) {
  const { t } = useTranslation('storefront');
  const locale = useSiteLocale();
  const service = storeServiceOf[choice];
  const currentStoreId =
    deliveryChoiceOf(item.shippingOptions.selected) === choice
      ? (item.shippingOptions.storeInfo?.id ?? null)
      : null;

  return (
    <div className={styles.storeSection}>
      <StoreFinder service={service} locale={locale} onSearch={onSearch}>
        {({ places, distanceUnit }) => (
          <StoreCards
            stores={places}
            distanceUnit={distanceUnit}
            locale={locale}
            service={service}
            // Ship to store comes from the warehouse: only pickup takes the store's own stock.
            sku={choice === 'pickup' ? item.productId : null}
            // A store whose stock answer says it has none of the line is not offered.
            onlyWithStock={choice === 'pickup'}
            currentId={currentStoreId}
            currentLabel={t('cart.delivery.current')}
            pendingId={pendingStoreId}
            noticeOf={(store) =>
              failure?.store?.id === store.id ? (
                <Alert tone="critical">{failureText(failure)}</Alert>
              ) : null
            }
            onChoose={onChoose}
          />
        )}
      </StoreFinder>
    </div>
  );
}
