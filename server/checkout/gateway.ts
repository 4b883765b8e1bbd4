import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The card gateway behind an adapter a real provider can fill (tokenize at the provider's
 * hosted fields, authorize, complete a 3-D Secure challenge). The service keeps only the
 * token and the last four digits; the card number and CVV never leave this call, are
 * never stored, never logged.
 *
 * The sandbox answers by the card number, as providers' test cards do:
 *   4111 1111 1111 1111  authorizes
 *   4000 0000 0000 3220  asks for a 3-D Secure challenge (then authorizes when passed)
 *   4000 0000 0000 0002  is declined (PAY400)
 *   4100 0000 0000 0019  fails the fraud check (PYT402)
 * Any other number with a valid check digit authorizes; an expired date is FE309.
 */

/** The sandbox's challenge page, below `/api` (what a provider's ACS page would be). */
export const SANDBOX_CHALLENGE_PATH = '/checkout/sandbox/3ds';

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
  authorize(input: {
    token: string;
    amount: number;
    currency: string;
    orderNumber: string;
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

/** Luhn check digit. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

type Outcome = 'ok' | '3ds' | 'decline' | 'fraud';
const sandboxCards: Record<string, Outcome> = {
  '4111111111111111': 'ok',
  '4000000000003220': '3ds',
  '4000000000000002': 'decline',
  '4100000000000019': 'fraud',
};

/** The sandbox gateway; `secret` signs its challenge transaction ids. */
export function sandboxGateway(secret: string, challengeBase: string): CardGateway {
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    async tokenize(card, now) {
      const expiry = Date.UTC(card.expiryYear, card.expiryMonth, 1);
      if (expiry <= now.getTime()) throw new GatewayError('FE309', 'The card has expired');
      if (!luhnValid(card.number)) throw new GatewayError('PAY400', 'The card number is not valid');
      const outcome = sandboxCards[card.number] ?? 'ok';
      return {
        token: `sbx_${outcome}_${randomBytes(12).toString('base64url')}`,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
      };
    },
    async authorize({ token, orderNumber }) {
      const outcome = token.split('_')[1] as Outcome | undefined;
      if (outcome === 'decline') return { status: 'declined' };
      if (outcome === 'fraud') return { status: 'fraud' };
      if (outcome === '3ds') {
        const nonce = randomBytes(9).toString('base64url');
        const transactionId = `${nonce}.${sign(`${orderNumber}.${nonce}`).slice(0, 22)}`;
        return {
          status: 'challenge',
          transactionId,
          url: `${challengeBase}/${encodeURIComponent(transactionId)}`,
        };
      }
      return {
        status: 'authorized',
        authorizationId: `auth_${randomBytes(9).toString('base64url')}`,
      };
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
