import { and, eq, sql } from 'drizzle-orm';
import type { Cart } from '#api/contract/cart.ts';
import { type AddressInput, storedParts } from '#commerce/cart/address.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import {
  billingSource,
  checkAddress,
  namesPoBox,
  poBoxVerdict,
  shippingMethodVerdict,
} from '#commerce/checkout/addresses.ts';
import { couponCode, couponVerdict } from '#commerce/checkout/coupons.ts';
import { sameAddress, savedAsMainAddress } from '#commerce/consumer/addressBook.ts';
import type { CartRow } from '../cart/service.ts';
import { readCartView } from '../cart/view.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { carts, type StoredAddress } from '../db/schema/cart.ts';
import { countries } from '../db/schema/catalogue.ts';
import { cartCoupons, cartPayments, coupons, promotions } from '../db/schema/checkout.ts';
import { consumerAddresses, consumers } from '../db/schema/consumer.ts';
import { newId, type Owner } from '../wishlists/owner.ts';
import { checkoutFactsOf, readCheckoutFacts } from './facts.ts';
import { enforce } from './verdicts.ts';

/*
 * Checkout on a cart the caller holds locked (server/cart/service.ts lockCart): coupons,
 * shipping methods and addresses, by the rules of commerce/checkout. Every call answers
 * the cart as it stands after it, read in the same transaction.
 */

export async function answerCart(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
): Promise<Cart> {
  const [fresh] = await tx.select().from(carts).where(eq(carts.id, cart.id));
  return readCartView(tx, model, fresh ?? cart);
}

// ---------------------------------------------------------------------------------------
// Coupons

/**
 * Put a coupon on the cart (spec §8): PRM130 unknown code (or another consumer's), PRM135 not running yet, PRM155
 * ended, PRM150 used up (single use), PRM160 not for this shopper, PRM416 on the cart
 * already, PRM140 the cart holds the most coupons it may. A coupon whose conditions the
 * cart does not meet yet stays on it, `not_applied` with PRM175.
 */
export async function applyCouponCode(
  tx: Transaction,
  cart: CartRow,
  owner: Owner,
  asked: string,
  now: Date,
): Promise<void> {
  const code = couponCode(asked);
  const [found] = await tx
    .select({ coupon: coupons, promotion: promotions })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(eq(coupons.code, code));
  const facts = checkoutFactsOf(cart, await readCheckoutFacts(tx, [cart.id]));
  enforce(
    couponVerdict({
      code,
      coupon: found && {
        starts: [found.coupon.startsAt, found.promotion.startsAt],
        ends: [found.coupon.endsAt, found.promotion.endsAt],
        maxRedemptions: found.coupon.maxRedemptions,
        redemptions: found.coupon.redemptions,
        audience: found.promotion.audience,
        boundTo: found.coupon.consumerId,
      },
      shopper: facts.shopper,
      consumerId: owner.kind === 'consumer' ? owner.consumerId : null,
      guest: owner.kind === 'guest',
      held: facts.coupons,
      now,
    }),
  );
  await tx.insert(cartCoupons).values({ id: newId(), cartId: cart.id, code });
}

export async function removeCouponItem(tx: Transaction, cart: CartRow, couponItemId: string) {
  await tx
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.cartId, cart.id), eq(cartCoupons.id, couponItemId)));
}

// ---------------------------------------------------------------------------------------
// Shipping methods

/** Choose a method for one shipment of the cart: SHP404 when it has no such method. */
export async function chooseShippingMethod(
  tx: Transaction,
  model: CatalogueModel,
  cart: CartRow,
  shippingId: string,
  code: string,
): Promise<void> {
  enforce(shippingMethodVerdict(await answerCart(tx, model, cart), shippingId, code));
  await tx
    .update(carts)
    .set({
      shippingMethods: sql`${carts.shippingMethods} || ${JSON.stringify({ [shippingId]: code })}::jsonb`,
    })
    .where(eq(carts.id, cart.id));
}

// ---------------------------------------------------------------------------------------
// Addresses

export type AddressBody = AddressInput;

/** The address checked against its country's rules for the cart's site (checkAddress). */
export async function checkedAddress(
  tx: Executor,
  cart: CartRow,
  address: AddressBody,
  kind: 'shipping' | 'billing',
): Promise<StoredAddress> {
  const [row] = await tx
    .select()
    .from(countries)
    .where(eq(countries.code, address.country.toUpperCase()));
  return enforce(checkAddress(address, row, kind, cart.locale));
}

export async function saveShippingAddress(
  tx: Transaction,
  model: CatalogueModel,
  cart: CartRow,
  owner: Owner,
  body: { address: AddressBody; saveToProfile: boolean },
): Promise<void> {
  const address = await checkedAddress(tx, cart, body.address, 'shipping');
  if (namesPoBox(address)) enforce(poBoxVerdict(await answerCart(tx, model, cart)));
  const addressId = body.saveToProfile ? await saveToProfile(tx, owner, address, 'S') : null;
  await tx
    .update(carts)
    .set({ shippingAddress: { ...address, addressId }, taxQuote: null })
    .where(eq(carts.id, cart.id));
}

export async function saveBillingAddress(
  tx: Transaction,
  cart: CartRow,
  owner: Owner,
  body: { address?: AddressBody | undefined; saveToProfile: boolean; sameAsShipping: boolean },
): Promise<void> {
  const source = enforce(billingSource<AddressBody>(body, cart.shippingAddress));
  const address = await checkedAddress(tx, cart, source, 'billing');
  const addressId = body.saveToProfile ? await saveToProfile(tx, owner, address, 'B') : null;
  await tx
    .update(carts)
    .set({ billingAddress: { ...address, addressId } })
    .where(eq(carts.id, cart.id));
}

/** A signed-in shopper's address kept in the profile (the first of a type is its main). */
async function saveToProfile(
  tx: Transaction,
  owner: Owner,
  address: StoredAddress,
  approachType: 'S' | 'B',
): Promise<string | null> {
  if (owner.kind !== 'consumer') return null;
  const book = await tx
    .select()
    .from(consumerAddresses)
    .where(
      and(
        eq(consumerAddresses.consumerId, owner.consumerId),
        eq(consumerAddresses.approachType, approachType),
      ),
    );
  // Saved before (the same lines, checkout again): the book keeps one of it.
  const same = book.find((held) => sameAddress(held, { ...address, approachType }));
  if (same) return same.id;
  const [saved] = await tx
    .insert(consumerAddresses)
    .values({
      consumerId: owner.consumerId,
      approachType,
      main: savedAsMainAddress(false, book, approachType),
      ...storedParts(address),
    })
    .returning({ id: consumerAddresses.id });
  return saved?.id ?? null;
}

export async function clearAddress(tx: Transaction, cart: CartRow, kind: 'shipping' | 'billing') {
  await tx
    .update(carts)
    .set(kind === 'shipping' ? { shippingAddress: null, taxQuote: null } : { billingAddress: null })
    .where(eq(carts.id, cart.id));
}

/** The consumer row of a signed-in owner (points, athlete …), locked when `forUpdate`. */
export async function ownerConsumer(tx: Executor, owner: Owner) {
  if (owner.kind !== 'consumer') return undefined;
  const [row] = await tx.select().from(consumers).where(eq(consumers.id, owner.consumerId));
  return row;
}

export async function paymentsOf(tx: Executor, cartId: string) {
  return tx.select().from(cartPayments).where(eq(cartPayments.cartId, cartId));
}
