import { and, eq, inArray } from 'drizzle-orm';
import type { Currency, SiteLocale } from '#api/contract/common.ts';
import { planSiteMove, type SiteMove } from '#commerce/cart/siteMove.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { cartPriceAdjustments, carts } from '../db/schema/cart.ts';
import { countries } from '../db/schema/catalogue.ts';
import { cartPayments, paymentSessions } from '../db/schema/checkout.ts';
import type { CartRow } from './service.ts';

/*
 * A call made on another site than its cart's moves the cart there first (issue 46,
 * commerce/cart/siteMove.ts decides what goes with it), in the call's transaction and
 * with the cart's row locked, so what the call does and answers is the new site's.
 */

/** The cart moved to the site `asked` (the call's `locale`), when it is on another one. */
export async function moveCartToSite(
  tx: Transaction,
  cart: CartRow,
  asked: SiteLocale | undefined,
): Promise<{ cart: CartRow; move: SiteMove | null }> {
  if (!asked || asked === cart.locale) return { cart, move: null };
  const payments = await tx
    .select({ id: cartPayments.id })
    .from(cartPayments)
    .where(eq(cartPayments.cartId, cart.id));
  const adjustments = await tx
    .select({ id: cartPriceAdjustments.id, discountType: cartPriceAdjustments.discountType })
    .from(cartPriceAdjustments)
    .where(eq(cartPriceAdjustments.cartId, cart.id));
  const country = await countryRow(tx, cart.shippingAddress?.country);
  const move = planSiteMove({
    cart: { locale: cart.locale as SiteLocale, currency: cart.currency as Currency },
    asked,
    shippingAddress: cart.shippingAddress,
    shippingCountry: country,
    payments,
    priceAdjustments: adjustments,
  });
  if (!move) return { cart, move: null };
  if (move.droppedPayments.length > 0) {
    await tx
      .delete(cartPayments)
      .where(and(eq(cartPayments.cartId, cart.id), inArray(cartPayments.id, move.droppedPayments)));
  }
  if (move.currency !== move.from.currency) {
    // A pay-later session covers an amount in the old currency.
    await tx.delete(paymentSessions).where(eq(paymentSessions.cartId, cart.id));
  }
  if (move.droppedAdjustments.length > 0) {
    await tx
      .delete(cartPriceAdjustments)
      .where(
        and(
          eq(cartPriceAdjustments.cartId, cart.id),
          inArray(cartPriceAdjustments.id, move.droppedAdjustments),
        ),
      );
  }
  const [moved] = await tx
    .update(carts)
    .set({
      locale: move.locale,
      currency: move.currency,
      shippingMethods: {},
      shippingAddress: move.keepShippingAddress ? cart.shippingAddress : null,
      taxQuote: null,
      giftCardQuote: null,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id))
    .returning();
  if (!moved) throw new Error(`cart ${cart.id} vanished while it moved`);
  return { cart: moved, move };
}

async function countryRow(tx: Executor, code: string | undefined) {
  if (!code) return undefined;
  const [row] = await tx.select().from(countries).where(eq(countries.code, code.toUpperCase()));
  return row;
}
