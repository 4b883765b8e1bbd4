import type { ConsumerAddress, savedCardTypes } from '#api/contract/consumer.ts';
import { type Refusal, refusal, type Verdict } from './verdict.ts';

/*
 * Cards (spec §7, §8 FE309 / PAY400 / PYT codes): the sandbox gateway's rules, which the
 * service's gateway adapter and the MSW handlers answer by, and the saved-card rules. A
 * card number or CVV is only ever read here, never kept: what stays is a gateway token, the
 * brand, the last four digits and the expiry.
 *
 * The sandbox cards, as providers' test cards do:
 *   4111 1111 1111 1111  authorizes
 *   4000 0000 0000 3220  asks for a 3-D Secure challenge (then authorizes when passed)
 *   4000 0000 0000 0002  is declined (PAY400)
 *   4100 0000 0000 0019  fails the fraud check (PYT402)
 * Any other number with a valid check digit authorizes; an expired date is FE309.
 */

/** What the sandbox gateway answers for a card; its token carries it (`sbx_<outcome>_…`). */
export type CardOutcome = 'ok' | '3ds' | 'decline' | 'fraud';

export const sandboxCards: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'ok',
  '4000000000003220': '3ds',
  '4000000000000002': 'decline',
  '4100000000000019': 'fraud',
};

/** The sandbox's challenge page, below `/api` (what a provider's ACS page would be). */
export const SANDBOX_CHALLENGE_PATH = '/checkout/sandbox/3ds';

/** The challenge page of one 3-D Secure transaction below `base`. */
export const challengeUrl = (base: string, transactionId: string): string =>
  `${base}/${encodeURIComponent(transactionId)}`;

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

/** What the sandbox answers for a card number. */
export const sandboxOutcome = (number: string): CardOutcome => sandboxCards[number] ?? 'ok';

/** The sandbox's token of a card: its outcome, then `random`. */
export const sandboxToken = (outcome: CardOutcome, random: string): string =>
  `sbx_${outcome}_${random}`;

/** What the sandbox answers for a token it issued (any other token authorizes). */
export function tokenOutcome(token: string): CardOutcome {
  const outcome = token.split('_')[1];
  return outcome === '3ds' || outcome === 'decline' || outcome === 'fraud' ? outcome : 'ok';
}

/** What authorizing a card answers, by the gateway's statuses. */
export type AuthorizationStatus = 'authorized' | 'challenge' | 'declined' | 'fraud';

const statusOfOutcome: Record<CardOutcome, AuthorizationStatus> = {
  ok: 'authorized',
  '3ds': 'challenge',
  decline: 'declined',
  fraud: 'fraud',
};

/** How the sandbox authorizes a card of this outcome. */
export const sandboxAuthorization = (outcome: CardOutcome): AuthorizationStatus =>
  statusOfOutcome[outcome];

/** An authorization that does not pay: PAY400 declined, PYT402 the fraud check failed. */
export function authorizationVerdict(status: AuthorizationStatus): Verdict {
  if (status === 'declined') return refusal('PAY400', 'The card was declined');
  if (status === 'fraud') return refusal('PYT402', 'The payment failed the fraud verification');
  return null;
}

/** A card of this expiry (month 1–12) no longer pays on `now` (ms since the epoch). */
export const cardExpired = (month: number, year: number, now: number): boolean =>
  Date.UTC(year, month, 1) <= now;

/** FE309 for an expired card (`saved`: one the shopper saved). */
export function expiryVerdict(month: number, year: number, now: number, saved = false): Verdict {
  if (!cardExpired(month, year, now)) return null;
  return refusal('FE309', saved ? 'The saved card has expired' : 'The card has expired');
}

/** The gateway's checks of a typed card: FE309 expired, PAY400 a number that is not one. */
export function cardVerdict(
  card: { number: string; expiryMonth: number; expiryYear: number },
  now: number,
): Refusal<'FE309' | 'PAY400'> | null {
  if (cardExpired(card.expiryMonth, card.expiryYear, now)) {
    return refusal('FE309', 'The card has expired');
  }
  if (!luhnValid(card.number)) return refusal('PAY400', 'The card number is not valid');
  return null;
}

// ---------------------------------------------------------------------------------------
// Saved cards

export type SavedCardType = (typeof savedCardTypes)[number];

const savedCardTypeOfBrand: Readonly<Record<string, SavedCardType>> = {
  Visa: 'VISA',
  Mastercard: 'MASTERCARD',
  'American Express': 'AMEX',
  Discover: 'DISCOVER',
};

/** The saved card type of a gateway brand; undefined for a brand cards are not saved of. */
export function cardTypeOf(brand: string): SavedCardType | undefined {
  return savedCardTypeOfBrand[brand];
}

/** The gateway brand of a saved card type. */
export function brandOf(type: SavedCardType): string {
  return Object.entries(savedCardTypeOfBrand).find(([, value]) => value === type)?.[0] ?? 'Card';
}

/** What the saved-card rules read of a card. */
export interface SavedCardFacts {
  cardType: SavedCardType;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
}

/** A card to save: the gateway's token and what the shopper recognises the card by. */
export interface NewSavedCard extends SavedCardFacts {
  token: string;
  holderName: string;
  billingAddressId: string | null;
  main: boolean;
}

/**
 * The card addSavedPaymentInstrument saves (its body: the gateway's token, never the
 * number); FE309 when it has expired on `now` (ms since the epoch).
 */
export function cardToSave(
  body: Omit<NewSavedCard, 'token'> & { paymentToken: string },
  now: number,
): NewSavedCard | Refusal {
  const { paymentToken, cardType, lastFour, expirationMonth, expirationYear } = body;
  return (
    expiryVerdict(expirationMonth, expirationYear, now) ?? {
      token: paymentToken,
      cardType,
      lastFour,
      expirationMonth,
      expirationYear,
      holderName: body.holderName,
      billingAddressId: body.billingAddressId,
      main: body.main,
    }
  );
}

/** PYT404: no saved card of the shopper's has this id (or the shopper is a guest). */
export const noSavedCard = () => refusal('PYT404', 'No saved card with this id');

/** PYT300 when the shopper has this card saved already (same type, last four, expiry). */
export function newSavedCardVerdict(
  held: readonly SavedCardFacts[],
  card: SavedCardFacts,
): Verdict {
  const same = held.some(
    (row) =>
      row.cardType === card.cardType &&
      row.lastFour === card.lastFour &&
      row.expirationMonth === card.expirationMonth &&
      row.expirationYear === card.expirationYear,
  );
  return same ? refusal('PYT300', 'This card is saved already') : null;
}

/** What a saved card's billing address must hold: an address of the shopper's book. */
export type BillingAddressFacts = Pick<
  ConsumerAddress,
  'firstName' | 'lastName' | 'addressLine1' | 'city' | 'postalCode' | 'country' | 'province'
>;

/** Countries whose addresses need a state or province (spec §5; the form: flows/validation). */
const provinceCountries = new Set(['US', 'CA']);

/**
 * The billing address a saved card names (`billingAddressId`): PYT405 when it is none of
 * the shopper's addresses, PYT406 when it lacks a field a billing address needs
 * (details.fields).
 */
export function billingAddressVerdict(address: BillingAddressFacts | undefined): Verdict {
  if (!address) return refusal('PYT405', 'No saved address with this id');
  const required = ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country'];
  const fields = required.filter((name) => !address[name as keyof BillingAddressFacts]?.trim());
  if (provinceCountries.has(address.country) && !address.province?.trim()) fields.push('province');
  return fields.length > 0
    ? refusal('PYT406', `The billing address has no ${fields.join(', ')}`, { fields })
    : null;
}

/**
 * PRO414: an address a saved card bills to stays until the card names another (or is
 * deleted): a card never points at an address that is gone.
 */
export function addressDeleteVerdict(
  addressId: string,
  cards: readonly { billingAddressId: string | null }[],
): Verdict {
  return cards.some((card) => card.billingAddressId === addressId)
    ? refusal('PRO414', 'A saved card bills to this address: change the card first')
    : null;
}

/** A card saved is the main one when asked, or when it is the shopper's first. */
export const savedAsMain = (asked: boolean, held: readonly unknown[]): boolean =>
  asked || held.length === 0;

/** A saved card as the consumer calls answer it (spec §7 payment_instruments). */
export function savedCardView(
  card: SavedCardFacts & {
    id: string;
    main: boolean;
    holderName: string;
    billingAddressId: string | null;
  },
) {
  return {
    paymentInstrumentId: card.id,
    type: 'CREDIT_CARD' as const,
    main: card.main,
    card: {
      cardType: card.cardType,
      lastFour: card.lastFour,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      holderName: card.holderName,
    },
    billingAddressId: card.billingAddressId,
  };
}

// ---------------------------------------------------------------------------------------
// The sandbox's card fields, in the browser

/*
 * A provider's hosted card fields take the number and CVV in its own frame and hand the
 * store a token; the sandbox's stand in for them here, in the shopper's browser, so the
 * number and CVV never reach the store's service: it gets the token, the brand, the last
 * four digits and the expiry (addSavedPaymentInstrument). Browser-safe: no Node API.
 */

/** A card as its fields hold it: the number as typed (spaces and dashes allowed). */
export interface TypedCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/** What the card fields hand the store for a card: never its number or CVV. */
export interface CardFieldsToken extends SavedCardFacts {
  token: string;
}

/** A typed card number as the gateway reads it: its digits. */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** Card numbers have 12 to 19 digits. */
export const cardNumberShape = (digits: string): boolean => /^\d{12,19}$/.test(digits);

/** How many digits a brand's security code has: 4 for American Express, else 3. */
export const cvvLength = (brand: string): number => (brand === 'American Express' ? 4 : 3);

/** A security code of the brand's length. */
export const cvvValid = (cvv: string, brand: string): boolean =>
  new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv);

/** 128 random bits as hex, from the platform's CSPRNG (browser and Node alike). */
export function randomTokenPart(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The sandbox card fields' answer for a typed card (`now`: ms since the epoch): its token
 * (`sandboxToken` of its `sandboxOutcome`, so the gateway later answers as for the number)
 * with what the shopper recognises it by; or the refusal: FE309 expired, PAY400 a number
 * that is not one (`details.reason` 'number'), of a brand cards are not saved of ('brand')
 * or a security code of the wrong length ('cvv').
 */
export function tokenizeSandboxCard(
  card: TypedCard,
  now: number,
  random: string = randomTokenPart(),
): CardFieldsToken | Refusal<'FE309' | 'PAY400'> {
  const number = cardDigits(card.number);
  if (!cardNumberShape(number)) {
    return refusal('PAY400', 'The card number is not valid', { reason: 'number' });
  }
  const verdict = cardVerdict(
    { number, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear },
    now,
  );
  if (verdict) {
    return verdict.errorId === 'PAY400' ? { ...verdict, details: { reason: 'number' } } : verdict;
  }
  const brand = cardBrand(number);
  const cardType = cardTypeOf(brand);
  if (!cardType)
    return refusal('PAY400', 'Cards of this brand are not accepted', { reason: 'brand' });
  if (!cvvValid(card.cvv.trim(), brand)) {
    return refusal('PAY400', 'The security code is not valid', { reason: 'cvv' });
  }
  return {
    token: sandboxToken(sandboxOutcome(number), random),
    cardType,
    lastFour: number.slice(-4),
    expirationMonth: card.expiryMonth,
    expirationYear: card.expiryYear,
  };
}
