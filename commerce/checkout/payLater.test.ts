import { describe, expect, it } from 'vitest';
import type { Cart } from '#api/contract/cart.ts';
import {
  PAYMENT_SESSION_TTL_MS,
  type SessionFacts,
  sandboxDeclines,
  sandboxPaymentCategories,
  sessionAmount,
  sessionRefusal,
  usableSession,
} from './payLater.ts';

const cart = (currency: string, remainingToPay: number) =>
  ({ currency, totals: { remainingToPay } }) as Pick<Cart, 'currency' | 'totals'>;

describe('sessionAmount', () => {
  it('opens a session for what is left to pay, in minor units', () => {
    expect(sessionAmount(cart('USD', 120.5), 'KLARNA')).toBe(12050);
    expect(sessionAmount(cart('CAD', 20), 'PAYPAL')).toBe(2000);
  });

  it('refuses Klarna outside its limits and a cart with nothing left to pay', () => {
    expect(sessionAmount(cart('CAD', 120), 'KLARNA')).toEqual({
      errorId: 'PAY400',
      message: 'Klarna is not available for this order',
    });
    expect(sessionAmount(cart('USD', 0), 'PAYPAL')).toEqual({
      errorId: 'PAY400',
      message: 'Nothing is left to pay',
    });
  });
});

describe('usableSession', () => {
  const now = Date.UTC(2025, 5, 1);
  const session: SessionFacts & { id: string } = {
    id: 'sbx_1',
    amount: 12050,
    currency: 'USD',
    authorized: false,
    expiresAt: now + PAYMENT_SESSION_TTL_MS,
  };
  const due = { amount: 12050, currency: 'USD', now, authorized: false };
  const facts = (held: SessionFacts) => held;

  it('answers a session for the amount due that has not expired', () => {
    expect(usableSession('sbx_1', session, facts, due)).toBe(session);
  });

  it('refuses with the reason: missing, unknown, expired, amount changed', () => {
    expect(usableSession(undefined, session, facts, due)).toEqual({
      errorId: 'PAY400',
      message: 'The payment session is missing',
      details: { reason: 'missing' },
    });
    expect(usableSession('sbx_2', undefined, facts, due)).toMatchObject({
      details: { reason: 'unknown' },
    });
    // Placing asks for the authorization the shopper gave.
    expect(usableSession('sbx_1', session, facts, { ...due, authorized: true })).toMatchObject({
      details: { reason: 'unknown' },
    });
    expect(
      usableSession('sbx_1', session, facts, { ...due, now: now + PAYMENT_SESSION_TTL_MS }),
    ).toMatchObject({ details: { reason: 'expired' } });
    expect(usableSession('sbx_1', session, facts, { ...due, amount: 12000 })).toMatchObject({
      details: { reason: 'amountChanged' },
    });
    expect(usableSession('sbx_1', session, facts, { ...due, currency: 'CAD' })).toMatchObject({
      details: { reason: 'amountChanged' },
    });
  });
});

describe('the sandbox provider', () => {
  it('declines the token `decline` and offers its ways to pay', () => {
    expect(sandboxDeclines('decline')).toBe(true);
    expect(sandboxDeclines(undefined)).toBe(false);
    expect(sandboxPaymentCategories('KLARNA').map((category) => category.id)).toEqual([
      'pay_later',
      'pay_over_time',
    ]);
    expect(sandboxPaymentCategories('PAYPAL')).toEqual([{ id: 'paypal', name: 'PayPal' }]);
    expect(sessionRefusal('declined')).toEqual({
      errorId: 'PAY400',
      message: 'The provider declined the payment',
      details: { reason: 'declined' },
    });
  });
});
