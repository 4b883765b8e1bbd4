import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '#api/client/index.ts';
import { queryKeys } from '#api/client/queryKeys.ts';
import type { Cart } from '#api/contract/cart.ts';
import { addPaymentInstrument, applyReward } from '#api/contract/checkout.ts';
import { getLoyaltyVouchers } from '#api/contract/loyalty.ts';
import { voucherToOffer } from '#commerce/checkout/loyalty.ts';
import { minorUnits } from '#commerce/checkout/verdict.ts';
import { Button } from '#components/Button/index.ts';
import { formatMoney } from '#components/Price/index.ts';
import { TextField } from '#components/TextField/index.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';
import { type CartChange, useCartChange } from '#shopper/index.ts';
import { useProfile } from '#shopper/session/index.ts';
import { FormErrorBanner, useErrorMessage } from '../shared/index.ts';
import { removeInstrument } from './calls.ts';
import * as styles from './checkout.css.ts';

const toggleReward: CartChange<{ rewardId: string; apply: boolean }> = (client, basketId, body) =>
  client.call(applyReward, { params: { basketId }, body });

const payWithRewardCode: CartChange<string> = (client, basketId, rewardCode) =>
  client.call(addPaymentInstrument, {
    params: { basketId },
    body: { type: 'REWARD_CODE', rewardCode },
  });

const payWithPoints: CartChange<void> = (client, basketId) =>
  client.call(addPaymentInstrument, { params: { basketId }, body: { type: 'LOYALTY_POINTS' } });

export interface RewardsProps {
  cart: Cart;
  locale: SiteLocale;
  /**
   * Offer to pay with the points themselves. The cart page leaves it to checkout, where the
   * shopper chooses how to pay. @default true
   */
  offerPoints?: boolean;
  /** Said when the balance buys no voucher and none is on the cart (the cart page's hint). */
  noVoucher?: ReactNode;
}

/**
 * Loyalty members pay with their points (spec §3 LOYALTY_POINTS, REWARD_CARD): the highest
 * voucher whose points fit the balance (spec §9), or the points themselves; both come off
 * what is left to pay and are spent when the order is placed.
 */
export function Rewards({ cart, locale, offerPoints = true, noVoucher }: RewardsProps) {
  const { t } = useTranslation('flows');
  const { profile } = useProfile();
  const client = useApiClient();
  const headingId = useId();
  const message = useErrorMessage();
  const member = Boolean(profile?.isLoyaltyMember);
  const vouchers = useQuery({
    queryKey: queryKeys.loyaltyVouchers(locale),
    queryFn: ({ signal }) => client.call(getLoyaltyVouchers, { signal }),
    enabled: member,
  });
  const reward = useCartChange(toggleReward);
  const points = useCartChange(payWithPoints);
  const remove = useCartChange(removeInstrument);
  const code = useCartChange(payWithRewardCode);
  const [typedCode, setTypedCode] = useState('');
  if (!member || !vouchers.data) return null;
  const money = (amount: number) => formatMoney(amount, localeInfo[locale].tag, cart.currency);
  const number = new Intl.NumberFormat(localeInfo[locale].tag);
  const counted = (count: number) => ({ count, points: number.format(count) });
  const applied = cart.totals.appliedRewards;
  // Points already on the cart: paid as points, and the vouchers' prices (`V{points}-…`).
  const held =
    cart.payment_instruments
      .filter((p) => p.type === 'LOYALTY_POINTS')
      .reduce((sum, p) => sum + (p.points ?? 0), 0) +
    applied.reduce((sum, entry) => sum + Number(/^V(\d+)-/.exec(entry.rewardId)?.[1] ?? 0), 0);
  const free = vouchers.data.balance - held;
  // Never more points than the cart needs for what is left to pay (issue 46).
  const best = voucherToOffer(
    vouchers.data.vouchers.filter(
      (voucher) => !applied.some((a) => a.rewardId === voucher.voucherId),
    ),
    free,
    minorUnits(cart.totals.remainingToPay),
  );
  const pointsPayment = cart.payment_instruments.find((p) => p.type === 'LOYALTY_POINTS');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('checkout.rewards.title')}
      </h3>
      <p className={styles.soft}>{t('checkout.rewards.balance', counted(vouchers.data.balance))}</p>
      {applied.length > 0 ? (
        <ul className={styles.list} aria-label={t('checkout.rewards.applied')}>
          {applied.map((entry) => (
            <li key={entry.rewardId} className={styles.listRow}>
              <span>{t('checkout.rewards.line', { amount: money(entry.amount) })}</span>
              <Button
                tone="tertiary"
                size="small"
                isPending={reward.isPending}
                onPress={() => reward.mutate({ rewardId: entry.rewardId, apply: false })}
              >
                {t('checkout.promo.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {pointsPayment ? (
        <div className={styles.listRow}>
          <span>
            {t('checkout.rewards.pointsLine', {
              ...counted(pointsPayment.points ?? 0),
              amount: money(pointsPayment.amount),
            })}
          </span>
          <Button
            tone="tertiary"
            size="small"
            isPending={remove.isPending}
            onPress={() => remove.mutate(pointsPayment.id)}
          >
            {t('checkout.promo.remove')}
          </Button>
        </div>
      ) : null}
      {!best && applied.length === 0 && noVoucher ? (
        <p className={styles.soft}>{noVoucher}</p>
      ) : null}
      <div className={styles.actions}>
        {best && cart.totals.remainingToPay > 0 ? (
          <Button
            tone="secondary"
            isPending={reward.isPending}
            onPress={() => reward.mutate({ rewardId: best.voucherId, apply: true })}
          >
            {t('checkout.rewards.useVoucher', {
              amount: money(best.value),
              ...counted(best.points),
            })}
          </Button>
        ) : null}
        {offerPoints && !pointsPayment && free > 0 && cart.totals.remainingToPay > 0 ? (
          <Button tone="secondary" isPending={points.isPending} onPress={() => points.mutate()}>
            {t('checkout.rewards.usePoints')}
          </Button>
        ) : null}
      </div>
      {offerPoints && cart.totals.remainingToPay > 0 ? (
        <p className={styles.soft}>{t('checkout.rewards.codeHelp')}</p>
      ) : null}
      {offerPoints && cart.totals.remainingToPay > 0 ? (
        <form
          noValidate
          className={styles.inlinePair}
          onSubmit={(event) => {
            event.preventDefault();
            const entered = typedCode.trim();
            if (!entered || code.isPending) return;
            code.mutate(entered, { onSuccess: () => setTypedCode('') });
          }}
        >
          <TextField
            label={t('checkout.rewards.code')}
            value={typedCode}
            onChange={setTypedCode}
            maxLength={40}
            autoComplete="off"
            errorMessage={code.error ? message(code.error) : undefined}
          />
          <Button type="submit" tone="secondary" isPending={code.isPending}>
            {t('checkout.rewards.codeApply')}
          </Button>
        </form>
      ) : null}
      <FormErrorBanner error={reward.error ?? points.error ?? remove.error} />
    </section>
  );
}
