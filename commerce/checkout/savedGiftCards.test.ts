import { describe, expect, it } from 'vitest';
import { savedPaymentInstrument } from '#api/contract/consumer.ts';
import {
  MAX_SAVED_GIFT_CARDS,
  newSavedGiftCardVerdict,
  savableGiftCardVerdict,
  savedGiftCardState,
  savedGiftCardToPay,
  savedGiftCardView,
} from './savedGiftCards.ts';

const card = { currency: 'USD', expiresOn: '2025-06-30', status: 'active', balance: 5000 };
const today = '2025-06-15';

describe('newSavedGiftCardVerdict', () => {
  it('allows a card the account does not keep yet', () => {
    expect(newSavedGiftCardVerdict([], 'gc-1')).toBeNull();
    expect(newSavedGiftCardVerdict([{ giftCardId: 'gc-2' }], 'gc-1')).toBeNull();
  });

  it('refuses the same card again (GFC409) before the limit (GFC410)', () => {
    expect(newSavedGiftCardVerdict([{ giftCardId: 'gc-1' }], 'gc-1')).toEqual({
      errorId: 'GFC409',
      message: 'This gift card is saved to your account already',
    });
    const full = Array.from({ length: MAX_SAVED_GIFT_CARDS }, (_, index) => ({
      giftCardId: `gc-${index}`,
    }));
    expect(newSavedGiftCardVerdict(full, 'gc-0')).toMatchObject({ errorId: 'GFC409' });
    expect(newSavedGiftCardVerdict(full, 'gc-new')).toEqual({
      errorId: 'GFC410',
      message: `At most ${MAX_SAVED_GIFT_CARDS} gift cards may be saved`,
      details: { max: MAX_SAVED_GIFT_CARDS },
    });
    expect(newSavedGiftCardVerdict(full.slice(1), 'gc-new')).toBeNull();
  });
});

describe('savableGiftCardVerdict', () => {
  it('saves a usable card of any currency, through its last day', () => {
    expect(savableGiftCardVerdict(card, today)).toBeNull();
    expect(savableGiftCardVerdict({ ...card, currency: 'EUR' }, today)).toBeNull();
    expect(savableGiftCardVerdict(card, '2025-06-30')).toBeNull();
    expect(savableGiftCardVerdict({ ...card, expiresOn: null }, '2099-01-01')).toBeNull();
  });

  it('refuses an expired (GFC812), blocked (GFC725) or spent (GFC740) card', () => {
    expect(savableGiftCardVerdict(card, '2025-07-01')).toMatchObject({ errorId: 'GFC812' });
    expect(savableGiftCardVerdict({ ...card, status: 'blocked' }, today)).toMatchObject({
      errorId: 'GFC725',
    });
    expect(savableGiftCardVerdict({ ...card, balance: 0 }, today)).toEqual({
      errorId: 'GFC740',
      message: 'This gift card has no balance left',
    });
  });
});

describe('savedGiftCardState', () => {
  it('tells usable, spent, expired and blocked cards apart, blocked first', () => {
    expect(savedGiftCardState(card, today)).toBe('usable');
    expect(savedGiftCardState({ ...card, balance: 0 }, today)).toBe('empty');
    expect(savedGiftCardState({ ...card, balance: 0 }, '2025-07-01')).toBe('expired');
    expect(savedGiftCardState({ ...card, status: 'blocked' }, '2025-07-01')).toBe('blocked');
  });
});

describe('savedGiftCardView', () => {
  it('answers the contract’s instrument: last four and the balance in major units', () => {
    const view = savedGiftCardView({ id: 'saved-1', lastFour: '0001' }, card, today);
    expect(view).toEqual({
      paymentInstrumentId: 'saved-1',
      type: 'GIFT_CARD',
      main: false,
      card: null,
      billingAddressId: null,
      giftCard: {
        lastFour: '0001',
        balance: 50,
        currency: 'USD',
        expirationDate: '2025-06-30',
        state: 'usable',
      },
    });
    expect(savedPaymentInstrument.safeParse(view).success).toBe(true);
  });
});

describe('savedGiftCardToPay', () => {
  it('gives the signed-in member’s own saved card', () => {
    const saved = { id: 'sgc-1', giftCardId: 'gc-1' };
    expect(savedGiftCardToPay(saved, true)).toBe(saved);
  });

  it('answers GFC800 for an id the account does not keep, and for anyone not signed in', () => {
    const refused = {
      errorId: 'GFC800',
      message: 'No gift card of this id is saved to your account',
    };
    expect(savedGiftCardToPay(undefined, true)).toEqual(refused);
    expect(savedGiftCardToPay({ id: 'sgc-1', giftCardId: 'gc-1' }, false)).toEqual(refused);
  });
});
