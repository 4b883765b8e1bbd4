import type { Cart, FlashMessage } from '#api/contract/cart.ts';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { siteOf } from '../catalogue/site.ts';
import { type CountryFacts, checkAddress } from '../checkout/addresses.ts';
import { isRefusal } from '../checkout/verdict.ts';
import type { HeldAddress } from './address.ts';
import type { PriceAdjustmentFact } from './adjustments.ts';

/*
 * A cart belongs to one site (issue 46): a call made on another site moves the cart there
 * before it is answered, so its prices, names and delivery are that site's and never a mix
 * of two. What moves with it and what stays behind is decided here, once, for the service
 * (server/cart/siteMove.ts) and the mocks (mocks/handlers/cart/siteMove.ts) alike.
 */

/** The notification of a cart answered on a site it was moved to (CartPage, checkout). */
export const SITE_MOVE_NOTIFICATION = 'CartSiteChanged';

/** What the rule reads of a cart and the site a call was made on. */
export interface SiteMoveFacts {
  cart: { locale: SiteLocale; currency: Currency };
  /** The `locale` query of the call; undefined: the cart stays where it is. */
  asked: SiteLocale | undefined;
  shippingAddress: HeldAddress | null;
  /** The row of the shipping address's country (undefined when unknown or no address). */
  shippingCountry: CountryFacts | undefined;
  payments: readonly { id: string }[];
  priceAdjustments: readonly Pick<PriceAdjustmentFact, 'id' | 'discountType'>[];
}

/** The cart's move to the asked site: what it becomes and what it loses. */
export interface SiteMove {
  from: { locale: SiteLocale; currency: Currency };
  locale: SiteLocale;
  currency: Currency;
  /** The shipping address stays only when the new site ships to its country. */
  keepShippingAddress: boolean;
  /** Payments that go (ids): on a new currency all of them. */
  droppedPayments: string[];
  /** An associate's adjustments that go (ids): amounts in the old currency. */
  droppedAdjustments: string[];
  /** What the answer of the moving call adds to the cart's own flash and notifications. */
  flash: FlashMessage[];
  notification: Cart['customerNotifications'][number];
}

/**
 * The move a call on `asked` makes of the cart, null when it is on that site already (or
 * the call names no site). The lines stay (a line without a price in the new currency is
 * flagged ProductItemNotAvailable by the cart's view); the chosen shipping methods and the
 * summary's quotes always go, since they were the old site's. Coupons stay: a promotion is
 * priced in each currency it names, and the cart's view says whether it applies. On a new
 * currency every payment goes (amount caps, gift-card balances, rewards' values and
 * pay-later sessions are in the old one), and so does an associate's adjustment by amount;
 * a move between two languages of one currency (en-ca, fr-ca) keeps them.
 */
export function planSiteMove(facts: SiteMoveFacts): SiteMove | null {
  const { cart, asked } = facts;
  if (!asked || asked === cart.locale) return null;
  const site = siteOf(asked);
  const newCurrency = site.currency !== cart.currency;
  const address = facts.shippingAddress;
  const keepShippingAddress =
    address === null ||
    !isRefusal(checkAddress(address, facts.shippingCountry, 'shipping', site.locale));
  const flash: FlashMessage[] =
    address && !keepShippingAddress
      ? [
          {
            code: 'InvalidShippingAddress',
            type: 'error',
            message: `This site does not ship to ${address.country}: enter another address`,
            details: { country: address.country, locale: site.locale },
          },
        ]
      : [];
  return {
    from: { locale: cart.locale, currency: cart.currency },
    locale: site.locale,
    currency: site.currency,
    keepShippingAddress,
    droppedPayments: newCurrency ? facts.payments.map((payment) => payment.id) : [],
    droppedAdjustments: newCurrency
      ? facts.priceAdjustments
          .filter((adjustment) => adjustment.discountType === 'amount')
          .map((adjustment) => adjustment.id)
      : [],
    flash,
    notification: {
      code: SITE_MOVE_NOTIFICATION,
      type: 'info',
      message: `Your cart now shows this site's prices, in ${site.currency}`,
      details: {
        fromLocale: cart.locale,
        fromCurrency: cart.currency,
        locale: site.locale,
        currency: site.currency,
      },
    },
  };
}

/** The answer of the call that moved the cart: the cart's view with what the move says. */
export function withSiteMove(view: Cart, move: SiteMove | null): Cart {
  if (!move) return view;
  return {
    ...view,
    flash: [...view.flash, ...move.flash],
    customerNotifications: [...view.customerNotifications, move.notification],
  };
}
