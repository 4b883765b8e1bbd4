import type { TFunction } from 'i18next';
import type { ConsumerAddress } from '#api/contract/consumer.ts';
import { postalLines } from '#commerce/cart/placeLines.ts';
import { brandOf, type SavedCardType } from '#commerce/checkout/cards.ts';
import { localeInfo, type SiteLocale } from '#i18n/locales.ts';

/** What a saved card is recognised by. */
export interface CardFacts {
  cardType: SavedCardType;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
}

/** A card's expiry as printed on it: MM/YY. */
export const expiryText = (card: Pick<CardFacts, 'expirationMonth' | 'expirationYear'>) =>
  `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear).slice(-2)}`;

/** "Visa ending in 1111": how a card is named to a screen reader, in buttons and messages. */
export const cardLabel = (t: TFunction<'flows'>, card: CardFacts) =>
  t('paymentMethods.card.label', { brand: brandOf(card.cardType), lastFour: card.lastFour });

/** An address of the book on one line, as a letter to it is written on the site. */
export const addressLine = (address: ConsumerAddress, locale: SiteLocale) =>
  postalLines(address, localeInfo[locale].tag).join(', ');

/** The addresses a card may bill to: the book's billing ones first, each kind's main first. */
export function billingChoices(book: readonly ConsumerAddress[]): ConsumerAddress[] {
  const rank = (address: ConsumerAddress) =>
    (address.approachType === 'B' ? 0 : 2) + (address.main ? 0 : 1);
  return book
    .filter((address) => address.approachType === 'B' || address.approachType === 'S')
    .toSorted((a, b) => rank(a) - rank(b));
}

/** "Gift card ending in 0001": how a saved gift card is named to a screen reader and in messages. */
export const giftCardLabel = (t: TFunction<'flows'>, giftCard: { lastFour: string }) =>
  t('paymentMethods.giftCards.label', { lastFour: giftCard.lastFour });

/** A gift card's end date (YYYY-MM-DD) as the site writes a date: "June 30, 2027". */
export const giftCardDate = (date: string, locale: SiteLocale) =>
  new Intl.DateTimeFormat(localeInfo[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
