import { randomBytes } from 'node:crypto';
import {
  type PayLaterProvider,
  sandboxDeclines,
  sandboxPaymentCategories,
} from '#commerce/checkout/payLater.ts';

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
 * (payment_sessions); which session may pay is commerce/checkout/payLater.ts's rule.
 *
 * The sandbox authorizes and captures every session it opened; an authorization token
 * `decline` is declined (what a refusing provider answers).
 */

export type { PayLaterProvider };

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
  /** Asked again with the same `idempotencyKey`, the provider answers the first capture. */
  capture(input: {
    provider: PayLaterProvider;
    authorizationId: string;
    amount: number;
    currency: string;
    orderNumber: string;
    idempotencyKey: string;
  }): Promise<{ status: 'captured'; reference: string } | { status: 'declined' }>;
}

const token = (length: number) => randomBytes(length).toString('base64url');

export function sandboxPayLater(): PayLaterGateway {
  return {
    async openSession({ provider }) {
      return {
        sessionId: `sbx_${token(12)}`,
        clientToken: `sbx_client_${token(12)}`,
        paymentMethodCategories: sandboxPaymentCategories(provider),
      };
    },
    async authorize({ authorizationToken }) {
      if (sandboxDeclines(authorizationToken)) return { status: 'declined' };
      return { status: 'authorized', authorizationId: `sbx_auth_${token(9)}` };
    },
    async capture() {
      return { status: 'captured', reference: `sbx_capture_${token(9)}` };
    },
  };
}
