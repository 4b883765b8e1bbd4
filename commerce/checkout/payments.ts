import type { Cart, CartPaymentInstrument } from '#api/contract/cart.ts';
import { confirmedMember, type MemberFacts } from './loyalty.ts';
import { refusal, type Verdict } from './verdict.ts';

/*
 * Payment instruments on a cart (spec §3 types, §7 paymentMethods, §8 PAY codes): which
 * instruments pay what the others leave, which methods a shopper and a cart may use, and
 * what an instrument must come with. Gift cards, points and rewards take their share when
 * the cart is answered (commerce/cart/payments.ts sharePayments).
 */

export type PaymentType = CartPaymentInstrument['type'];

/** Instruments that pay what gift cards, points and rewards leave (one per cart). */
export const remainderTypes: readonly PaymentType[] = [
  'CREDIT_CARD',
  'PAYPAL',
  'KLARNA',
  'ATHLETES_PAYMENT',
];

/** Whether an instrument of `type` pays the rest (adding one replaces the one there was). */
export const paysRemainder = (type: string): boolean =>
  (remainderTypes as readonly string[]).includes(type);

/** The cart's instrument that pays the rest, if it has one. */
export const remainderPayer = <P extends { type: string }>(payments: readonly P[]): P | undefined =>
  payments.find((payment) => paysRemainder(payment.type));

/** Buy now, pay later: the currencies and the order amounts (major units) it takes. */
export const klarnaLimits = { currencies: ['USD', 'GBP', 'EUR'], min: 35, max: 1500 } as const;

const klarnaTakesCurrency = (currency: string) =>
  (klarnaLimits.currencies as readonly string[]).includes(currency);

/** Whether Klarna takes what the cart has left to pay, in its currency. */
export function klarnaTakes(view: Pick<Cart, 'currency' | 'totals'>): boolean {
  return (
    klarnaTakesCurrency(view.currency) &&
    view.totals.remainingToPay >= klarnaLimits.min &&
    view.totals.remainingToPay <= klarnaLimits.max
  );
}

/** PAY400 when Klarna does not take the order (a session for it is refused). */
export function klarnaVerdict(view: Pick<Cart, 'currency' | 'totals'>): Verdict {
  return klarnaTakes(view) ? null : refusal('PAY400', 'Klarna is not available for this order');
}

/** What an instrument is added with (the body of addPaymentInstrument, as far as rules read it). */
export interface InstrumentInput {
  type: PaymentType;
  card?: object | undefined;
  savedCardId?: string | undefined;
  giftCard?: object | undefined;
  savedGiftCardId?: string | undefined;
  rewardCode?: string | undefined;
}

/**
 * What an instrument must come with, before anything is looked up: PAY400 a card without
 * its details or a saved card, GFC400 a gift card without number and PIN or a saved one
 * (PAY400 with both), PAY400 a reward
 * without its code, PAY400 Klarna in a currency it does not take.
 */
export function instrumentVerdict(body: InstrumentInput, currency: string): Verdict {
  switch (body.type) {
    case 'CREDIT_CARD':
      return body.savedCardId || body.card ? null : refusal('PAY400', 'Card details are missing');
    case 'GIFT_CARD':
      if (body.giftCard && body.savedGiftCardId) {
        return refusal(
          'PAY400',
          'Send a gift card’s number and PIN or a saved gift card, not both',
        );
      }
      return body.giftCard || body.savedGiftCardId
        ? null
        : refusal('GFC400', 'The gift card number and PIN are missing');
    case 'REWARD_CODE':
    case 'REWARD_CARD':
      return body.rewardCode ? null : refusal('PAY400', 'The reward code is missing');
    case 'KLARNA':
      return klarnaTakesCurrency(currency)
        ? null
        : refusal('PAY400', `Klarna does not take ${currency}`);
    default:
      return null;
  }
}

/** PYT404: the cart holds no instrument of this id (removing one). */
export const unknownInstrument = () => refusal('PYT404', 'No such payment instrument on the cart');

/** PAY400 unless the shopper is an athlete (the athletes' account). */
export function athletesVerdict(athlete: boolean): Verdict {
  return athlete ? null : refusal('PAY400', 'The athletes’ account is for athletes');
}

// ---------------------------------------------------------------------------------------
// Payment methods

export type PaymentLanguage = 'en' | 'fr' | 'de';

export const paymentLanguageOf = (locale: string): PaymentLanguage =>
  locale.startsWith('fr') ? 'fr' : locale.startsWith('de') ? 'de' : 'en';

// The service's few texts live beside the code that sends them (as the mail templates do).
const paymentLabels: Record<PaymentLanguage, Record<PaymentType, string>> = {
  en: {
    CREDIT_CARD: 'Credit or debit card',
    GIFT_CARD: 'Gift card',
    LOYALTY_POINTS: 'Loyalty points',
    ATHLETES_PAYMENT: 'Athletes’ account',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    REWARD_CODE: 'Reward code',
    REWARD_CARD: 'Reward voucher',
  },
  fr: {
    CREDIT_CARD: 'Carte de crédit ou de débit',
    GIFT_CARD: 'Carte cadeau',
    LOYALTY_POINTS: 'Points de fidélité',
    ATHLETES_PAYMENT: 'Compte athlète',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    REWARD_CODE: 'Code de récompense',
    REWARD_CARD: 'Bon de récompense',
  },
  de: {
    CREDIT_CARD: 'Kredit- oder Debitkarte',
    GIFT_CARD: 'Geschenkkarte',
    LOYALTY_POINTS: 'Treuepunkte',
    ATHLETES_PAYMENT: 'Athletenkonto',
    KLARNA: 'Klarna',
    PAYPAL: 'PayPal',
    REWARD_CODE: 'Prämiencode',
    REWARD_CARD: 'Prämiengutschein',
  },
};

/** What a payment type is called on the site of `locale` (an order's payment lines). */
export function paymentTypeLabel(type: PaymentType, locale: string): string {
  return paymentLabels[paymentLanguageOf(locale)][type];
}

/** What the payment methods read of the shopper (undefined: a guest). */
export interface PayerFacts extends MemberFacts {
  /** The loyalty points balance. */
  points: number;
  athlete: boolean;
}

/** The payment methods of a cart for this shopper (spec §7 paymentMethods), labelled in `language`. */
export function paymentMethodsFor(
  view: Pick<Cart, 'currency' | 'totals'>,
  shopper: PayerFacts | undefined,
  language: PaymentLanguage,
) {
  const member = confirmedMember(shopper);
  const labels = paymentLabels[language];
  const enabled: Record<PaymentType, boolean> = {
    CREDIT_CARD: true,
    GIFT_CARD: true,
    LOYALTY_POINTS: member && (shopper?.points ?? 0) > 0,
    ATHLETES_PAYMENT: Boolean(shopper?.athlete),
    KLARNA: klarnaTakes(view),
    PAYPAL: true,
    REWARD_CODE: member,
    REWARD_CARD: member,
  };
  return {
    paymentMethods: (Object.keys(labels) as PaymentType[]).map((type) => ({
      type,
      label: labels[type],
      enabled: enabled[type],
      minAmount: type === 'KLARNA' ? klarnaLimits.min : null,
      maxAmount: type === 'KLARNA' ? klarnaLimits.max : null,
    })),
  };
}
