import { describe, expect, it } from 'vitest';
import {
  addressDeleteVerdict,
  authorizationVerdict,
  billingAddressVerdict,
  brandOf,
  cardBrand,
  cardToSave,
  cardTypeOf,
  cardVerdict,
  challengeUrl,
  cvvLength,
  expiryVerdict,
  luhnValid,
  newSavedCardVerdict,
  randomTokenPart,
  sandboxAuthorization,
  sandboxOutcome,
  sandboxToken,
  savedAsMain,
  tokenizeSandboxCard,
  tokenOutcome,
} from './cards.ts';

const now = Date.UTC(2025, 5, 15);

describe('the sandbox gateway', () => {
  it('checks the Luhn digit and names the brand by the number', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('0')).toBe(false);
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('3530111333300000')).toBe('Card');
  });

  it('answers its test cards, and any other valid number authorizes', () => {
    expect(sandboxOutcome('4000000000003220')).toBe('3ds');
    expect(sandboxOutcome('4000000000000002')).toBe('decline');
    expect(sandboxOutcome('4100000000000019')).toBe('fraud');
    expect(sandboxOutcome('5555555555554444')).toBe('ok');
    for (const outcome of ['ok', '3ds', 'decline', 'fraud'] as const) {
      expect(tokenOutcome(sandboxToken(outcome, 'abc_def'))).toBe(outcome);
    }
    expect(tokenOutcome('tok_live_123')).toBe('ok');
  });

  it('refuses an expired card (FE309) before a number that is not one (PAY400)', () => {
    const card = { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030 };
    expect(cardVerdict(card, now)).toBeNull();
    expect(cardVerdict({ ...card, number: '4111111111111112', expiryYear: 2020 }, now)).toEqual({
      errorId: 'FE309',
      message: 'The card has expired',
    });
    expect(cardVerdict({ ...card, number: '4111111111111112' }, now)).toEqual({
      errorId: 'PAY400',
      message: 'The card number is not valid',
    });
  });

  it('lets a card pay through the last day of its expiry month', () => {
    // Month 6 of 2025 runs out when July starts.
    expect(expiryVerdict(6, 2025, now)).toBeNull();
    expect(expiryVerdict(5, 2025, now)).toMatchObject({ errorId: 'FE309' });
    expect(expiryVerdict(5, 2025, now, true)).toEqual({
      errorId: 'FE309',
      message: 'The saved card has expired',
    });
  });

  it('authorizes by the outcome: declined PAY400, fraud PYT402, a challenge pays on', () => {
    expect(authorizationVerdict(sandboxAuthorization('decline'))).toEqual({
      errorId: 'PAY400',
      message: 'The card was declined',
    });
    expect(authorizationVerdict(sandboxAuthorization('fraud'))).toMatchObject({
      errorId: 'PYT402',
    });
    expect(sandboxAuthorization('3ds')).toBe('challenge');
    expect(authorizationVerdict(sandboxAuthorization('3ds'))).toBeNull();
    expect(authorizationVerdict(sandboxAuthorization('ok'))).toBeNull();
    expect(challengeUrl('/api/checkout/sandbox/3ds', 'a/b.c')).toBe(
      '/api/checkout/sandbox/3ds/a%2Fb.c',
    );
  });
});

describe('saved cards', () => {
  const visa = {
    cardType: 'VISA' as const,
    lastFour: '1111',
    expirationMonth: 12,
    expirationYear: 2030,
  };

  it('map gateway brands to saved card types and back', () => {
    expect(cardTypeOf('American Express')).toBe('AMEX');
    expect(cardTypeOf('Card')).toBeUndefined();
    expect(brandOf('MASTERCARD')).toBe('Mastercard');
  });

  it('refuse the same card twice (PYT300): same type, last four and expiry', () => {
    expect(newSavedCardVerdict([visa], visa)).toEqual({
      errorId: 'PYT300',
      message: 'This card is saved already',
    });
    expect(newSavedCardVerdict([visa], { ...visa, expirationYear: 2031 })).toBeNull();
    expect(newSavedCardVerdict([], visa)).toBeNull();
  });

  it('make the first card saved the main one', () => {
    expect(savedAsMain(false, [])).toBe(true);
    expect(savedAsMain(false, [visa])).toBe(false);
    expect(savedAsMain(true, [visa])).toBe(true);
  });

  it('save the gateway token of a body, refusing an expired card', () => {
    const body = {
      ...visa,
      paymentToken: 'sbx_ok_123',
      holderName: 'Ada',
      billingAddressId: null,
      main: false,
    };
    expect(cardToSave(body, now)).toEqual({
      token: 'sbx_ok_123',
      cardType: 'VISA',
      lastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2030,
      holderName: 'Ada',
      billingAddressId: null,
      main: false,
    });
    expect(cardToSave({ ...body, expirationYear: 2024 }, now)).toMatchObject({ errorId: 'FE309' });
  });
});

describe("a saved card's billing address", () => {
  const home = {
    firstName: 'Maya',
    lastName: 'Alvarez',
    addressLine1: '12 Pine Street',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    country: 'US',
  };

  it('is one of the shopper’s (PYT405), with every field a billing address needs (PYT406)', () => {
    expect(billingAddressVerdict(home)).toBeNull();
    expect(billingAddressVerdict(undefined)).toMatchObject({ errorId: 'PYT405' });
    expect(billingAddressVerdict({ ...home, province: null, city: ' ' })).toEqual({
      errorId: 'PYT406',
      message: 'The billing address has no city, province',
      details: { fields: ['city', 'province'] },
    });
    // No state or province in Germany.
    expect(billingAddressVerdict({ ...home, country: 'DE', province: null })).toBeNull();
  });

  it('stays while a saved card bills to it (PRO414)', () => {
    const cards = [{ billingAddressId: 'a1' }, { billingAddressId: null }];
    expect(addressDeleteVerdict('a1', cards)).toMatchObject({ errorId: 'PRO414' });
    expect(addressDeleteVerdict('a2', cards)).toBeNull();
  });
});

describe('the sandbox card fields (in the browser)', () => {
  const typed = { number: '4111 1111 1111 1111', expiryMonth: 12, expiryYear: 2030, cvv: '737' };

  it("hand over a token of the number's outcome and what the card is known by, never the number", () => {
    const answer = tokenizeSandboxCard(typed, now, 'r4nd0m');
    expect(answer).toEqual({
      token: 'sbx_ok_r4nd0m',
      cardType: 'VISA',
      lastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2030,
    });
    expect(JSON.stringify(answer)).not.toContain('4111111111111111');
    expect(JSON.stringify(answer)).not.toContain('737');
    const challenge = tokenizeSandboxCard({ ...typed, number: '4000-0000-0000-3220' }, now, 'x1');
    expect(challenge).toMatchObject({ token: 'sbx_3ds_x1', lastFour: '3220' });
    expect(tokenOutcome((challenge as { token: string }).token)).toBe('3ds');
    expect(
      tokenizeSandboxCard({ ...typed, number: '3782 822463 10005', cvv: '1234' }, now, 'x2'),
    ).toMatchObject({ cardType: 'AMEX', lastFour: '0005' });
  });

  it('refuse an expired card (FE309) before a number that is not one (PAY400)', () => {
    expect(tokenizeSandboxCard({ ...typed, expiryYear: 2024 }, now, 'r')).toEqual({
      errorId: 'FE309',
      message: 'The card has expired',
    });
    expect(tokenizeSandboxCard({ ...typed, number: '4111 1111 1111 1112' }, now, 'r')).toEqual({
      errorId: 'PAY400',
      message: 'The card number is not valid',
      details: { reason: 'number' },
    });
    expect(tokenizeSandboxCard({ ...typed, number: '4111' }, now, 'r')).toMatchObject({
      details: { reason: 'number' },
    });
    expect(tokenizeSandboxCard({ ...typed, number: '4111 abcd' }, now, 'r')).toMatchObject({
      errorId: 'PAY400',
    });
  });

  it('refuse a brand cards are not saved of, and a security code of the wrong length', () => {
    expect(tokenizeSandboxCard({ ...typed, number: '3530111333300000' }, now, 'r')).toEqual({
      errorId: 'PAY400',
      message: 'Cards of this brand are not accepted',
      details: { reason: 'brand' },
    });
    expect(cvvLength('American Express')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
    expect(tokenizeSandboxCard({ ...typed, cvv: '1234' }, now, 'r')).toMatchObject({
      details: { reason: 'cvv' },
    });
    expect(
      tokenizeSandboxCard({ ...typed, number: '378282246310005', cvv: '737' }, now, 'r'),
    ).toMatchObject({ details: { reason: 'cvv' } });
  });

  it("draw the token's random part from the platform's CSPRNG, long enough for the contract", () => {
    const first = randomTokenPart();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(randomTokenPart()).not.toBe(first);
    const { token } = tokenizeSandboxCard(typed, now) as { token: string };
    expect(token).toMatch(/^sbx_ok_[0-9a-f]{32}$/);
    expect(tokenOutcome(token)).toBe('ok');
  });
});
