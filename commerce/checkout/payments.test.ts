import { describe, expect, it } from 'vitest';
import type { Cart } from '#api/contract/cart.ts';
import {
  athletesVerdict,
  instrumentVerdict,
  klarnaLimits,
  klarnaVerdict,
  paymentMethodsFor,
  paymentTypeLabel,
  paysRemainder,
  remainderPayer,
  unknownInstrument,
} from './payments.ts';

const cart = (currency: string, remainingToPay: number) =>
  ({ currency, totals: { remainingToPay } }) as Pick<Cart, 'currency' | 'totals'>;

describe('the instrument that pays the rest', () => {
  it('is a card, PayPal, Klarna or the athletes’ account', () => {
    expect(paysRemainder('KLARNA')).toBe(true);
    expect(paysRemainder('GIFT_CARD')).toBe(false);
    expect(
      remainderPayer([{ type: 'GIFT_CARD' }, { type: 'PAYPAL' }, { type: 'LOYALTY_POINTS' }]),
    ).toEqual({ type: 'PAYPAL' });
    expect(remainderPayer([{ type: 'REWARD_CARD' }])).toBeUndefined();
  });
});

describe('Klarna', () => {
  it('takes its currencies within its amounts, limits included', () => {
    expect(klarnaVerdict(cart('USD', klarnaLimits.min))).toBeNull();
    expect(klarnaVerdict(cart('EUR', klarnaLimits.max))).toBeNull();
    expect(klarnaVerdict(cart('USD', klarnaLimits.min - 0.01))).toEqual({
      errorId: 'PAY400',
      message: 'Klarna is not available for this order',
    });
    expect(klarnaVerdict(cart('CAD', 100))).toMatchObject({ errorId: 'PAY400' });
  });
});

describe('instrumentVerdict', () => {
  it('asks each instrument for what it must come with', () => {
    expect(instrumentVerdict({ type: 'CREDIT_CARD' }, 'USD')).toEqual({
      errorId: 'PAY400',
      message: 'Card details are missing',
    });
    expect(instrumentVerdict({ type: 'CREDIT_CARD', savedCardId: 'c1' }, 'USD')).toBeNull();
    expect(instrumentVerdict({ type: 'CREDIT_CARD', card: {} }, 'USD')).toBeNull();
    expect(instrumentVerdict({ type: 'GIFT_CARD' }, 'USD')).toMatchObject({ errorId: 'GFC400' });
    expect(instrumentVerdict({ type: 'GIFT_CARD', savedGiftCardId: 'sgc-1' }, 'USD')).toBeNull();
    expect(
      instrumentVerdict({ type: 'GIFT_CARD', giftCard: {}, savedGiftCardId: 'sgc-1' }, 'USD'),
    ).toMatchObject({ errorId: 'PAY400' });
    expect(instrumentVerdict({ type: 'REWARD_CODE' }, 'USD')).toEqual({
      errorId: 'PAY400',
      message: 'The reward code is missing',
    });
    expect(instrumentVerdict({ type: 'LOYALTY_POINTS' }, 'USD')).toBeNull();
  });

  it('refuses Klarna in a currency it does not take, whatever the amount', () => {
    expect(instrumentVerdict({ type: 'KLARNA' }, 'CAD')).toEqual({
      errorId: 'PAY400',
      message: 'Klarna does not take CAD',
    });
    expect(instrumentVerdict({ type: 'KLARNA' }, 'GBP')).toBeNull();
    expect(instrumentVerdict({ type: 'PAYPAL' }, 'CAD')).toBeNull();
  });

  it('keeps the athletes’ account to athletes, and names an unknown instrument', () => {
    expect(athletesVerdict(false)).toMatchObject({ errorId: 'PAY400' });
    expect(athletesVerdict(true)).toBeNull();
    expect(unknownInstrument()).toEqual({
      errorId: 'PYT404',
      message: 'No such payment instrument on the cart',
    });
  });
});

describe('paymentMethodsFor', () => {
  const enabled = (methods: ReturnType<typeof paymentMethodsFor>) =>
    Object.fromEntries(methods.paymentMethods.map((method) => [method.type, method.enabled]));

  it('offers a guest cards, gift cards and PayPal; Klarna within its limits', () => {
    const methods = paymentMethodsFor(cart('USD', 100), undefined, 'en');
    expect(enabled(methods)).toEqual({
      CREDIT_CARD: true,
      GIFT_CARD: true,
      LOYALTY_POINTS: false,
      ATHLETES_PAYMENT: false,
      KLARNA: true,
      PAYPAL: true,
      REWARD_CODE: false,
      REWARD_CARD: false,
    });
    expect(methods.paymentMethods.find((method) => method.type === 'KLARNA')).toMatchObject({
      label: 'Klarna',
      minAmount: klarnaLimits.min,
      maxAmount: klarnaLimits.max,
    });
    expect(enabled(paymentMethodsFor(cart('USD', 2000), undefined, 'en')).KLARNA).toBe(false);
  });

  it('offers a confirmed member points (with a balance) and rewards, an athlete the account', () => {
    const member = { isLoyaltyMember: true, memberId: '1', points: 0, athlete: true };
    expect(enabled(paymentMethodsFor(cart('USD', 100), member, 'en'))).toMatchObject({
      LOYALTY_POINTS: false,
      REWARD_CARD: true,
      ATHLETES_PAYMENT: true,
    });
    expect(
      enabled(paymentMethodsFor(cart('USD', 100), { ...member, points: 10 }, 'en')).LOYALTY_POINTS,
    ).toBe(true);
  });

  it('labels the methods in the language asked', () => {
    const [card] = paymentMethodsFor(cart('EUR', 100), undefined, 'de').paymentMethods;
    expect(card).toMatchObject({ type: 'CREDIT_CARD', label: 'Kredit- oder Debitkarte' });
    expect(paymentTypeLabel('GIFT_CARD', 'fr-ca')).toBe('Carte cadeau');
    expect(paymentTypeLabel('GIFT_CARD', 'en-gb')).toBe('Gift card');
  });
});
