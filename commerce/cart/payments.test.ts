import { describe, expect, it } from 'vitest';
import { type PaymentFact, rewardFact, sharePayments } from './payments.ts';

const fact = (over: Partial<PaymentFact> & Pick<PaymentFact, 'id' | 'type'>): PaymentFact => ({
  amount: null,
  giftCard: null,
  points: null,
  reward: null,
  card: null,
  ...over,
});

describe('sharePayments', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const payments = [
    fact({ id: 'r', type: 'REWARD_CARD', reward: rewardFact('R1', 2500, usd) }),
    fact({ id: 'g', type: 'GIFT_CARD', giftCard: { last4: '0001', balance: 1000 } }),
    fact({ id: 'l', type: 'LOYALTY_POINTS', points: 500 }),
    fact({ id: 'p', type: 'PAYPAL' }),
  ];

  it('shares the total: rewards, gift cards, points, then the rest', () => {
    const shared = sharePayments(payments, 10_000, 'en-us');
    expect(shared.instruments.map((instrument) => instrument.amount)).toEqual([
      2500, 1000, 500, 6000,
    ]);
    expect(shared.remaining).toBe(6000);
  });

  it('labels each payment in words in the site’s language, not its type or amount', () => {
    expect(sharePayments(payments, 10_000, 'en-us').instruments.map((i) => i.label)).toEqual([
      'Reward voucher $25.00',
      'Gift card ••0001',
      'Loyalty points (500)',
      'PayPal',
    ]);
    expect(sharePayments(payments, 10_000, 'de-de').instruments.map((i) => i.label)).toEqual([
      'Prämiengutschein $25.00',
      'Geschenkkarte ••0001',
      'Treuepunkte (500)',
      'PayPal',
    ]);
  });
});
