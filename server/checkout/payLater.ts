import { randomBytes } from 'node:crypto';

/*
 * Buy now, pay later (PayPal, Klarna) behind an adapter a real provider can fill, the way
 * the card gateway is (./gateway.ts). The three steps are the providers' own:
 *   openSession  the service asks the provider for a session for the amount to pay (the
 *                browser's widget is started with its client token);
 *   authorize    the shopper approved in the widget: the service exchanges the session
 *                (and the authorization token the widget gave the browser, where the
 *                provider has one) for an authorization of that amount;
 *   capture      placing the order takes the authorized amount for the order number.
 * The service remembers each session it opened, per cart with the amount it covered
 * (payment_sessions): an instrument and an order are refused (PAY400) with a session that
 * is missing, another cart's, expired, or for an amount the cart no longer has.
 *
 * The sandbox authorizes and captures every session it opened; an authorization token
 * `decline` is declined (what a refusing provider answers).
 */

export const payLaterProviders = ['KLARNA', 'PAYPAL'] as const;
export type PayLaterProvider = (typeof payLaterProviders)[number];

/** How long a session (and the authorization made with it) may be used: the providers' hour. */
export const PAYMENT_SESSION_TTL_MS = 60 * 60 * 1000;

export interface PayLaterSession {
  sessionId: string;
  clientToken: string;
  paymentMethodCategories: { id: string; name: string }[];
}

export interface PayLaterGateway {
  openSession(input: {
    provider: PayLaterProvider;
    /** Minor units. */
    amount: number;
    currency: string;
    locale: string;
    /** The cart's id, as the provider's merchant reference. */
    reference: string;
  }): Promise<PayLaterSession>;
  authorize(input: {
    provider: PayLaterProvider;
    sessionId: string;
    authorizationToken: string | undefined;
    amount: number;
    currency: string;
  }): Promise<{ status: 'authorized'; authorizationId: string } | { status: 'declined' }>;
  capture(input: {
    provider: PayLaterProvider;
    authorizationId: string;
    amount: number;
    currency: string;
    orderNumber: string;
  }): Promise<{ status: 'captured'; reference: string } | { status: 'declined' }>;
}

const token = (length: number) => randomBytes(length).toString('base64url');

export function sandboxPayLater(): PayLaterGateway {
  return {
    async openSession({ provider }) {
      return {
        sessionId: `sbx_${token(12)}`,
        clientToken: `sbx_client_${token(12)}`,
        paymentMethodCategories:
          provider === 'KLARNA'
            ? [
                { id: 'pay_later', name: 'Pay in 30 days' },
                { id: 'pay_over_time', name: 'Pay in 3 instalments' },
              ]
            : [{ id: 'paypal', name: 'PayPal' }],
      };
    },
    async authorize({ authorizationToken }) {
      if (authorizationToken === 'decline') return { status: 'declined' };
      return { status: 'authorized', authorizationId: `sbx_auth_${token(9)}` };
    },
    async capture() {
      return { status: 'captured', reference: `sbx_capture_${token(9)}` };
    },
  };
}
