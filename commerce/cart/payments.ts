import type { CartPaymentInstrument } from '#api/contract/cart.ts';
import { paymentTypeLabel } from '../checkout/payments.ts';

/*
 * Who pays what of a cart: rewards, gift cards, loyalty points, then the one instrument that
 * pays the rest (service and MSW handlers alike; cartView answers it).
 */

/** A payment instrument on the cart, as the service read it (sharePayments shares it out). */
/** A reward voucher on the cart as its payment fact: labelled with its value in the cart's money. */
export function rewardFact(
  rewardId: string | null,
  value: number | null,
  money: Intl.NumberFormat,
): PaymentFact['reward'] {
  return rewardId !== null && value !== null
    ? { rewardId, label: money.format(value / 100), value }
    : null;
}

export interface PaymentFact {
  id: string;
  type: CartPaymentInstrument['type'];
  /** Most it may cover (minor units); null: as much as it can. */
  amount: number | null;
  giftCard: { last4: string; balance: number } | null;
  points: number | null;
  reward: { rewardId: string; label: string; value: number } | null;
  card: NonNullable<CartPaymentInstrument['card']> | null;
}

/** Loyalty points are worth one minor unit each (100 points: 1.00 in any currency). */
export const POINT_VALUE_MINOR = 1;

export interface SharedPayments {
  instruments: (Omit<CartPaymentInstrument, 'amount' | 'giftCard'> & {
    amount: number;
    giftCard: { last4: string; balance: number } | null;
  })[];
  rewards: { rewardId: string; label: string; amount: number }[];
  /** What the card (or PayPal, Klarna, the athletes' account) still has to pay. */
  remaining: number;
}

/**
 * Who pays what of `total` (minor units): rewards first, then gift cards in the order they
 * were added (each up to its balance), then loyalty points; a card, PayPal, Klarna or the
 * athletes' account pays what is left. Each is labelled in words in the language of
 * `locale` (the order's lines say the same: server/orders/view.ts `paymentLabel`):
 * "Visa ••1111", "Gift card ••0001", "Loyalty points (2500)", "Reward voucher $25.00",
 * "PayPal".
 */
export function sharePayments(
  payments: readonly PaymentFact[],
  total: number,
  locale: string,
): SharedPayments {
  let left = total;
  const take = (most: number) => {
    const amount = Math.max(0, Math.min(most, left));
    left -= amount;
    return amount;
  };
  const order = (payment: PaymentFact) =>
    payment.reward ? 0 : payment.giftCard ? 1 : payment.points !== null ? 2 : 3;
  const sorted = [...payments].sort((a, b) => order(a) - order(b));
  const rewards: SharedPayments['rewards'] = [];
  const taken = new Map<string, number>();
  for (const payment of sorted) {
    const cap = payment.amount ?? Number.MAX_SAFE_INTEGER;
    if (payment.reward) {
      const amount = take(Math.min(cap, payment.reward.value));
      rewards.push({ rewardId: payment.reward.rewardId, label: payment.reward.label, amount });
      taken.set(payment.id, amount);
    } else if (payment.giftCard) {
      taken.set(payment.id, take(Math.min(cap, payment.giftCard.balance)));
    } else if (payment.points !== null) {
      taken.set(payment.id, take(Math.min(cap, payment.points * POINT_VALUE_MINOR)));
    }
  }
  const remaining = left;
  const instruments = payments.map((payment) => ({
    id: payment.id,
    type: payment.type,
    amount: taken.get(payment.id) ?? remaining,
    label: payment.card
      ? `${payment.card.brand} ••${payment.card.last4}`
      : payment.giftCard
        ? `${paymentTypeLabel('GIFT_CARD', locale)} ••${payment.giftCard.last4}`
        : payment.reward
          ? `${paymentTypeLabel(payment.type, locale)} ${payment.reward.label}`
          : payment.points !== null
            ? `${paymentTypeLabel('LOYALTY_POINTS', locale)} (${payment.points})`
            : paymentTypeLabel(payment.type, locale),
    card: payment.card,
    giftCard: payment.giftCard,
    points: payment.points,
  }));
  return { instruments, rewards, remaining };
}
