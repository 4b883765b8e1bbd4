import { describe, expect, it } from 'vitest';
import {
  giftCardBalanceAnswer,
  giftCardBalanceChanged,
  giftCardDay,
  giftCardPaymentVerdict,
  MAX_GIFT_CARDS_PER_CART,
  openedGiftCard,
} from './giftCards.ts';

const card = { currency: 'USD', expiresOn: '2025-06-30', status: 'active' };
const today = '2025-06-15';

describe('openedGiftCard', () => {
  it('answers a card that opens with its PIN in the cart’s currency', () => {
    expect(openedGiftCard(card, true, 'USD', today)).toBe(card);
    // Usable through its last day.
    expect(openedGiftCard(card, true, 'USD', '2025-06-30')).toBe(card);
    expect(openedGiftCard({ ...card, expiresOn: null }, true, 'USD', today)).toMatchObject({
      currency: 'USD',
    });
  });

  it('refuses in the spec’s order: unknown or wrong PIN alike, currency, expired, blocked', () => {
    // One answer for both: a different one would tell a guesser which numbers exist.
    const invalid = openedGiftCard(undefined, true, 'USD', today);
    expect(invalid).toMatchObject({ errorId: 'GFC800' });
    expect(openedGiftCard({ ...card, currency: 'EUR' }, false, 'USD', today)).toEqual(invalid);
    expect(openedGiftCard({ ...card, currency: 'EUR' }, true, 'USD', today)).toEqual({
      errorId: 'GFC760',
      message: 'This gift card is in EUR, the cart in USD',
    });
    expect(openedGiftCard({ ...card, status: 'blocked' }, true, 'USD', '2025-07-01')).toMatchObject(
      { errorId: 'GFC812' },
    );
    expect(openedGiftCard({ ...card, status: 'blocked' }, true, 'USD', today)).toEqual({
      errorId: 'GFC725',
      message: 'This gift card may not be used',
    });
  });

  it('dates a day as gift cards do (UTC)', () => {
    expect(giftCardDay(new Date('2025-06-15T23:30:00-02:00'))).toBe('2025-06-16');
  });
});

describe('giftCardPaymentVerdict', () => {
  const payments = [
    { type: 'GIFT_CARD', number: '1' },
    { type: 'CREDIT_CARD', number: null },
  ];
  const isCard = (number: string) => (payment: { number: string | null }) =>
    payment.number === number;

  it('allows another card with a balance', () => {
    expect(giftCardPaymentVerdict(payments, isCard('2'), 500)).toBeNull();
  });

  it('refuses the card on the cart already, one card too many, an empty card', () => {
    expect(giftCardPaymentVerdict(payments, isCard('1'), 500)).toMatchObject({
      errorId: 'GFC755',
    });
    const full = Array.from({ length: MAX_GIFT_CARDS_PER_CART }, (_, index) => ({
      type: 'GIFT_CARD',
      number: String(index + 10),
    }));
    expect(giftCardPaymentVerdict(full, isCard('2'), 500)).toEqual({
      errorId: 'GFC410',
      message: `At most ${MAX_GIFT_CARDS_PER_CART} gift cards per order`,
    });
    expect(giftCardPaymentVerdict(payments, isCard('2'), 0)).toEqual({
      errorId: 'GFC740',
      message: 'This gift card has no balance left',
    });
  });
});

describe('gift card balances', () => {
  it('answer the balance in major units, GFC740 when nothing is left', () => {
    const opened = { last4: '0001', balance: 2550, expiresOn: null };
    expect(giftCardBalanceAnswer(opened, 'GBP')).toEqual({
      last4: '0001',
      balance: 25.5,
      currency: 'GBP',
      expirationDate: null,
    });
    expect(giftCardBalanceAnswer({ ...opened, balance: 0 }, 'GBP')).toMatchObject({
      errorId: 'GFC740',
    });
  });

  it('name the payment whose card placing found spent', () => {
    expect(giftCardBalanceChanged('pay-1')).toEqual({
      errorId: 'GFC740',
      message: 'The gift card balance changed; check the payment again',
      details: { paymentInstrumentId: 'pay-1' },
    });
  });
});
