import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart, CartItem, CartPriceAdjustment } from '#api/contract/cart.ts';
import { baseBeforeOwnAdjustment } from '#commerce/cart/adjustments.ts';
import { Button } from '#components/Button/index.ts';
import { Icon } from '#components/Icon/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { useAssociate } from '#shopper/index.ts';
import * as styles from '../lineDialogs/lineOptions.css.ts';

// The dialog's code (its form, validation) loads on the way to the button.
const loadDialog = () => import('#flows/PriceAdjustment/PriceAdjustmentDialog.tsx');
const PriceAdjustmentDialog = lazy(loadDialog);

interface Money {
  currency: string;
  /** BCP 47 tag of the site. */
  tag: string;
}

/** The adjustment on `itemId` (null: the order's), if the cart has one. */
export function adjustmentOf(cart: Cart, itemId: string | null): CartPriceAdjustment | null {
  return cart.priceAdjustments.find((adjustment) => adjustment.itemId === itemId) ?? null;
}

/** What the order costs before its own adjustment (major units). */
export function orderBase(cart: Cart): number {
  return (baseBeforeOwnAdjustment(cart, null) ?? 0) / 100;
}

/**
 * An adjustment's description, and for an associate the button that makes or changes it in
 * the price adjustment dialog. Focus goes back to the button when the dialog closes.
 */
function Adjustment({
  line,
  adjustment,
  base,
  money,
  isBusy,
  buttonLabel,
}: {
  line: { id: string; name: string } | null;
  adjustment: CartPriceAdjustment | null;
  base: number;
  money: Money;
  isBusy: boolean;
  buttonLabel: string;
}) {
  const { t } = useTranslation('storefront');
  const associate = useAssociate();
  const [isOpen, setOpen] = useState(false);
  // Each opening starts a new form from the adjustment there is; 0: never opened yet.
  const [opening, setOpening] = useState(0);
  if (!adjustment && !associate) return null;
  return (
    <div className={styles.option}>
      {adjustment ? (
        <div className={styles.optionMain}>
          <Icon name="store" size="small" className={styles.optionIcon} />
          <p className={styles.optionLine}>
            {t('cart.adjust.applied', {
              amount: formatMoney(adjustment.amount, money.tag, money.currency),
              reason: t(`cart.adjust.reasons.${adjustment.reasonCode}`, {
                defaultValue: adjustment.reasonCode,
              }),
            })}
          </p>
        </div>
      ) : null}
      {associate ? (
        <Button
          tone="plain"
          size="small"
          icon={adjustment ? undefined : 'store'}
          className={adjustment ? undefined : styles.flushButton}
          isDisabled={isBusy}
          onHoverStart={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onPress={() => {
            setOpening((count) => count + 1);
            setOpen(true);
          }}
          aria-label={buttonLabel}
        >
          {adjustment ? t('cart.adjust.edit') : t('cart.adjust.add')}
        </Button>
      ) : null}
      {opening ? (
        <Suspense fallback={null}>
          <PriceAdjustmentDialog
            key={opening}
            line={line}
            existing={adjustment}
            base={base}
            currency={money.currency}
            tag={money.tag}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A cart line's price adjustment (spec §7): shown to all, made by an associate. */
export function LinePriceAdjustment({
  item,
  adjustment,
  currency,
  tag,
  isBusy = false,
}: {
  item: CartItem;
  /** The line's adjustment (`adjustmentOf(cart, item.id)`). */
  adjustment: CartPriceAdjustment | null;
  currency: string;
  tag: string;
  isBusy?: boolean;
}) {
  const { t } = useTranslation('storefront');
  if (item.bonus || item.isDigitalProduct) return null;
  return (
    <Adjustment
      line={{ id: item.id, name: item.name }}
      adjustment={adjustment}
      base={
        (Math.round(item.price.priceAfterItemDiscount * 100) +
          Math.round((adjustment?.amount ?? 0) * 100)) /
        100
      }
      money={{ currency, tag }}
      isBusy={isBusy}
      buttonLabel={t(adjustment ? 'cart.adjust.editLabel' : 'cart.adjust.addLabel', {
        name: item.name,
      })}
    />
  );
}

/** The order's price adjustment, under the cart's totals. */
export function OrderPriceAdjustment({ cart, tag }: { cart: Cart; tag: string }) {
  const { t } = useTranslation('storefront');
  const adjustment = adjustmentOf(cart, null);
  const base = orderBase(cart);
  if (base <= 0 && !adjustment) return null;
  return (
    <Adjustment
      line={null}
      adjustment={adjustment}
      base={base}
      money={{ currency: cart.currency, tag }}
      isBusy={false}
      buttonLabel={t(adjustment ? 'cart.adjust.editOrderLabel' : 'cart.adjust.addOrderLabel')}
    />
  );
}
