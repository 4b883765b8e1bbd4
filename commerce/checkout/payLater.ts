import type { Cart } from '#api/contract/cart.ts';
import { klarnaVerdict } from './payments.ts';
import { minorUnits, type Refusal, refusal } from './verdict.ts';

/*
 * Buy now, pay later (PayPal, Klarna): the session the shopper approves in the provider's
 * widget is opened for what the cart has left to pay; an instrument and an order are
 * refused (PAY400, with `details.reason`) with a session that is missing, another cart's,
 * expired, or for an amount the cart no longer has. Where sessions are kept is the
 * caller's; the sandbox provider's answers are here too.
 */

export const payLaterProviders = ['KLARNA', 'PAYPAL'] as const;
export type PayLaterProvider = (typeof payLaterProviders)[number];

/** How long a session (and the authorization made with it) may be used: the providers' hour. */
export const PAYMENT_SESSION_TTL_MS = 60 * 60 * 1000;

/** Why a buy-now-pay-later session cannot pay (PAY400's `details.reason`). */
export type SessionRefusal = 'missing' | 'unknown' | 'expired' | 'amountChanged' | 'declined';

const sessionRefusals: Record<SessionRefusal, string> = {
  missing: 'The payment session is missing',
  unknown: 'No such payment session for this cart',
  expired: 'The payment session has expired',
  amountChanged: 'The amount to pay changed since the payment was approved',
  declined: 'The provider declined the payment',
};

export const sessionRefusal = (reason: SessionRefusal) =>
  refusal('PAY400', sessionRefusals[reason], { reason });

/**
 * The amount (minor units) a new session of `provider` is for: what the cart has left to
 * pay. PAY400 when Klarna does not take the order, or nothing is left.
 */
export function sessionAmount(
  view: Pick<Cart, 'currency' | 'totals'>,
  provider: PayLaterProvider,
): number | Refusal {
  const klarna = provider === 'KLARNA' ? klarnaVerdict(view) : null;
  if (klarna) return klarna;
  const amount = minorUnits(view.totals.remainingToPay);
  return amount > 0 ? amount : refusal('PAY400', 'Nothing is left to pay');
}

/** What the checks read of a session the cart holds. */
export interface SessionFacts {
  /** Minor units. */
  amount: number;
  currency: string;
  /** The shopper approved it and the provider authorized the amount. */
  authorized: boolean;
  /** Ms since the epoch. */
  expiresAt: number;
}

/**
 * The session `sessionId` names (`session`: the cart's of that provider, undefined for
 * none) as it may pay now: not expired, for `due.amount` (minor units, what is left to
 * pay) in the cart's currency, and authorized when `due.authorized`; else PAY400 with the
 * reason. Answers the session.
 */
export function usableSession<S>(
  sessionId: string | null | undefined,
  session: S | undefined,
  factsOf: (session: S) => SessionFacts,
  due: { amount: number; currency: string; now: number; authorized: boolean },
): S | Refusal {
  if (!sessionId) return sessionRefusal('missing');
  if (session === undefined) return sessionRefusal('unknown');
  const facts = factsOf(session);
  if (due.authorized && !facts.authorized) return sessionRefusal('unknown');
  if (facts.expiresAt <= due.now) return sessionRefusal('expired');
  if (facts.amount !== due.amount || facts.currency !== due.currency) {
    return sessionRefusal('amountChanged');
  }
  return session;
}

/** The ways to pay the sandbox provider offers in its widget. */
export function sandboxPaymentCategories(provider: PayLaterProvider) {
  return provider === 'KLARNA'
    ? [
        { id: 'pay_later', name: 'Pay in 30 days' },
        { id: 'pay_over_time', name: 'Pay in 3 instalments' },
      ]
    : [{ id: 'paypal', name: 'PayPal' }];
}

/** The sandbox provider declines the authorization token `decline` (what a refusing one answers). */
export const sandboxDeclines = (authorizationToken: string | undefined): boolean =>
  authorizationToken === 'decline';
