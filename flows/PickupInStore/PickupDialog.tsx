import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetails } from '#api/contract/products.ts';
import type { StoreAddress, StoreSearchHit } from '#api/contract/stores.ts';
import { addressLine } from '#commerce/catalogue/storeText.ts';
import { Button } from '#components/Button/index.ts';
import { Dialog } from '#components/Dialog/index.ts';
import type { SiteLocale } from '#i18n/locales.ts';
import { type PickupStore, pickupStoreOf } from '#shopper/index.ts';
import { StoreCards, StoreFinder } from '../StoreFinder/index.ts';
import { actions, dialogContent, line } from './PickupInStore.css.ts';

export interface PickupVariant {
  sku: string;
  /** The size as the picker shows it ("M", "EU 42"). */
  sizeLabel: string;
}

export interface PickupDialogProps {
  product: ProductDetails;
  locale: SiteLocale;
  variant: PickupVariant;
  /** The shopper's store, if any: choosing another asks first. */
  current: PickupStore | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** A store was chosen (after the confirmation when it replaces `current`). */
  onChoose: (store: PickupStore) => void;
}

/**
 * The "pickup in store" dialog (spec §2; its code loads on first use): search stores by
 * postal code or the device's location (POST /stores/v1/search), see each one's stock of the
 * chosen size (POST …/{sku}/availability) and choose one of those that have it (a store
 * marked not available offers no "Pick up here"). Replacing the shopper's store asks
 * first ("change store confirmation", an alert dialog over this one).
 */
export default function PickupDialog({
  product,
  locale,
  variant,
  current,
  isOpen,
  onOpenChange,
  onChoose,
}: PickupDialogProps) {
  const { t } = useTranslation('storefront');
  const [confirming, setConfirming] = useState<StoreSearchHit | null>(null);

  const choose = (store: StoreSearchHit, close: () => void) => {
    if (current && current.id !== store.id) {
      setConfirming(store);
      return;
    }
    onChoose(pickupStoreOf(store));
    close();
  };

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
          <StoreFinder service="pickup" brand={product.brand} locale={locale} canLocate>
            {({ places, distanceUnit }) => (
              <StoreCards
                stores={places}
                distanceUnit={distanceUnit}
                locale={locale}
                service="pickup"
                sku={variant.sku}
                // A store without the size is no place to pick it up.
                onlyWithStock
                currentId={current?.id ?? null}
                currentLabel={t('pickup.current')}
                onChoose={(store) => choose(store, close)}
              />
            )}
          </StoreFinder>
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

/**
 * A store's address on one line, as its country writes it (the reservation's confirmation).
 * Here, with the dialogs, rather than in the buy box's part: the address rules are the
 * cart's and the store finder's, and would otherwise come with every product page.
 */
export function StoreAddressLine({ address }: { address: StoreAddress }) {
  return <p className={line}>{addressLine(address)}</p>;
}
