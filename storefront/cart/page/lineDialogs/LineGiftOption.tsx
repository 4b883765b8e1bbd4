import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#api/contract/cart.ts';
import { Button } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import * as styles from './lineOptions.css.ts';

// The dialog's code (its form, validation) loads on the way to the button.
const loadDialog = () => import('#flows/GiftOption/GiftOptionDialog.tsx');
const GiftOptionDialog = lazy(loadDialog);

export interface LineGiftOptionProps {
  item: CartItem;
  /** The line is being removed or saved: its actions wait. */
  isBusy?: boolean;
}

/**
 * A cart line's gift message: to whom and its first lines when there is one, and the
 * button that adds or edits it in the gift option dialog. Focus goes back to the button
 * when the dialog closes (it stays the same element whether or not there is a message).
 */
export function LineGiftOption({ item, isBusy = false }: LineGiftOptionProps) {
  const { t } = useTranslation('storefront');
  const [isOpen, setOpen] = useState(false);
  // Each opening starts a new form from the line's gift option; 0: never opened yet.
  const [opening, setOpening] = useState(0);
  const gift = item.giftOption;
  return (
    <div className={styles.option}>
      {gift ? (
        <div className={styles.optionMain}>
          <Icon name="mail" size="small" className={styles.optionIcon} />
          <div className={styles.optionText}>
            <p className={styles.optionLine}>
              {t('cart.gift.summary', { to: gift.to, email: gift.email })}
            </p>
            <p className={styles.optionSoft}>{gift.message}</p>
          </div>
        </div>
      ) : null}
      <Button
        tone="plain"
        size="small"
        // Without a message the button's own icon stands where the other icons of the line do.
        icon={gift ? undefined : 'mail'}
        className={gift ? undefined : styles.flushButton}
        isDisabled={isBusy}
        onHoverStart={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onPress={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
        aria-label={t(gift ? 'cart.gift.editLabel' : 'cart.gift.addLabel', { name: item.name })}
      >
        {gift ? t('cart.gift.edit') : t('cart.gift.add')}
      </Button>
      {opening ? (
        <Suspense fallback={null}>
          <GiftOptionDialog key={opening} item={item} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
