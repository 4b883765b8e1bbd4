import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '#api/contract/cart.ts';
import { Button } from '#components/Button/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { useCartChange } from '#shopper/index.ts';
import { useErrorMessage } from '../shared/index.ts';
import { applyCouponCode, removeCouponItem } from './calls.ts';
import * as styles from './checkout.css.ts';

/**
 * Promo codes (PUT/DELETE /cart/v1/coupon): the code's error at the input (PRM…, or that
 * none was typed), the codes on the cart with whether they apply now, each removable.
 */
export function PromoCodeForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('flows');
  const message = useErrorMessage();
  const headingId = useId();
  const [code, setCode] = useState('');
  // Apply with nothing typed says what is missing, at the field.
  const [missing, setMissing] = useState(false);
  const apply = useCartChange(applyCouponCode);
  const remove = useCartChange(removeCouponItem);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    if (apply.isPending) return;
    apply.mutate(trimmed, { onSuccess: () => setCode('') });
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('checkout.promo.title')}
      </h3>
      <form noValidate onSubmit={submit} className={styles.inline}>
        <TextField
          label={t('checkout.promo.code')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setMissing(false);
            if (apply.error) apply.reset();
          }}
          maxLength={40}
          autoComplete="off"
          isInvalid={missing || Boolean(apply.error)}
          errorMessage={
            missing ? t('checkout.promo.missing') : apply.error ? message(apply.error) : undefined
          }
        />
        <Button type="submit" tone="secondary" isPending={apply.isPending}>
          {t('checkout.promo.apply')}
        </Button>
      </form>
      {cart.couponItems.length > 0 ? (
        <ul className={styles.list} aria-label={t('checkout.promo.applied')}>
          {cart.couponItems.map((coupon) => (
            <li key={coupon.id} className={styles.listRow}>
              <span>
                <strong>{coupon.code}</strong>{' '}
                {coupon.status === 'applied'
                  ? (coupon.promotions[0]?.calloutMessage ?? '')
                  : t('checkout.promo.notApplied')}
              </span>
              <Button
                tone="tertiary"
                size="small"
                isPending={remove.isPending && remove.variables === coupon.id}
                onPress={() => remove.mutate(coupon.id)}
                aria-label={t('checkout.promo.removeLabel', { code: coupon.code })}
              >
                {t('checkout.promo.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {remove.error ? <p role="alert">{message(remove.error)}</p> : null}
    </section>
  );
}
