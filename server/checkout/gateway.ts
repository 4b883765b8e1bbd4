import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AuthorizationStatus,
  cardBrand,
  cardVerdict,
  challengeUrl,
  SANDBOX_CHALLENGE_PATH,
  sandboxAuthorization,
  sandboxOutcome,
  sandboxToken,
  tokenOutcome,
} from '#commerce/checkout/cards.ts';

/*
 * The card gateway behind an adapter a real provider can fill (tokenize at the provider's
 * hosted fields, authorize, complete a 3-D Secure challenge). The service keeps only the
 * token and the last four digits; the card number and CVV never leave this call, are
 * never stored, never logged. The sandbox answers by the test cards of
 * commerce/checkout/cards.ts (the MSW handlers answer by the same).
 */

export { SANDBOX_CHALLENGE_PATH };

export interface CardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holder: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

export type Authorization =
  | { status: 'authorized'; authorizationId: string }
  | { status: 'challenge'; transactionId: string; url: string }
  | { status: 'declined' }
  | { status: 'fraud' };

export interface CardGateway {
  /** Throws GatewayError('FE309' | 'PAY400') for an expired or invalid card. */
  tokenize(card: CardInput, now: Date): Promise<CardToken>;
  /**
   * Authorize `amount` (minor units) on the card. Asked again with the same
   * `idempotencyKey` (a retry, an answer that was lost), the provider answers what it did
   * the first time and charges nothing more.
   */
  authorize(input: {
    token: string;
    amount: number;
    currency: string;
    orderNumber: string;
    idempotencyKey: string;
  }): Promise<Authorization>;
  /** Whether the challenge `transactionId` of the order was passed. */
  completeChallenge(input: {
    transactionId: string;
    orderNumber: string;
    result: 'authenticated' | 'failed' | 'cancelled';
  }): Promise<'authorized' | 'failed'>;
}

export class GatewayError extends Error {
  readonly errorId: 'FE309' | 'PAY400';
  constructor(errorId: 'FE309' | 'PAY400', message: string) {
    super(message);
    this.errorId = errorId;
  }
}

/**
 * The sandbox gateway; `secret` signs its challenge transaction ids. Its answers follow
 * from the token and the idempotency key, so asking again answers the same.
 */
export function sandboxGateway(secret: string, challengeBase: string): CardGateway {
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    async tokenize(card, now) {
      const refused = cardVerdict(card, now.getTime());
      if (refused) throw new GatewayError(refused.errorId, refused.message);
      const outcome = sandboxOutcome(card.number);
      return {
        token: sandboxToken(outcome, randomBytes(12).toString('base64url')),
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
      };
    },
    async authorize({ token, orderNumber, idempotencyKey }) {
      const status: AuthorizationStatus = sandboxAuthorization(tokenOutcome(token));
      if (status === 'declined' || status === 'fraud') return { status };
      const id = sign(`authorization.${idempotencyKey}`).slice(0, 12);
      if (status === 'challenge') {
        const transactionId = `${id}.${sign(`${orderNumber}.${id}`).slice(0, 22)}`;
        return { status, transactionId, url: challengeUrl(challengeBase, transactionId) };
      }
      return { status: 'authorized', authorizationId: `auth_${id}` };
    },
    async completeChallenge({ transactionId, orderNumber, result }) {
      const [nonce, mac] = transactionId.split('.');
      const expected = Buffer.from(sign(`${orderNumber}.${nonce}`).slice(0, 22));
      const given = Buffer.from(mac ?? '');
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      return genuine && result === 'authenticated' ? 'authorized' : 'failed';
    },
  };
}
