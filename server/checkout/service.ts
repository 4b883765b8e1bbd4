import { and, count, eq, sql } from 'drizzle-orm';
import type { Cart, ShippingCode } from '#api/contract/cart.ts';
import { addressProblems, normalizeAddress } from '#commerce/cart/address.ts';
import { homeDeliveryCodes, isPoBox, shippingMethodsByCode } from '#commerce/cart/delivery.ts';
import { audienceMatches } from '#commerce/cart/promotions.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import type { CartRow } from '../cart/service.ts';
import { readCartView } from '../cart/view.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { carts, type StoredAddress } from '../db/schema/cart.ts';
import { countries } from '../db/schema/catalogue.ts';
import { cartCoupons, cartPayments, coupons, promotions } from '../db/schema/checkout.ts';
import { consumerAddresses, consumers } from '../db/schema/consumer.ts';
import { ApiError } from '../http/errors.ts';
import { newId, type Owner } from '../wishlists/owner.ts';
import { checkoutFactsOf, readCheckoutFacts } from './facts.ts';

/*
 * Checkout on a cart the caller holds locked (server/cart/service.ts lockCart): coupons,
 * shipping methods and addresses. Every call answers the cart as it stands after it, read
 * in the same transaction.
 */

/** Most coupons one cart may hold (PRM140). */
export const MAX_COUPONS_PER_CART = 3;

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
 * Put a coupon on the cart (spec §8): PRM130 unknown code, PRM135 not running yet, PRM155
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
  const code = asked.trim().toUpperCase();
  const [found] = await tx
    .select({ coupon: coupons, promotion: promotions })
    .from(coupons)
    .innerJoin(promotions, eq(promotions.id, coupons.promotionId))
    .where(eq(coupons.code, code));
  if (!found) throw new ApiError('PRM130', `No promotion with the code ${code}`);
  const { coupon, promotion } = found;
  const starts = [coupon.startsAt, promotion.startsAt].filter((d): d is Date => d !== null);
  const ends = [coupon.endsAt, promotion.endsAt].filter((d): d is Date => d !== null);
  if (starts.some((start) => start > now)) {
    throw new ApiError('PRM135', `The code ${code} is not available yet`);
  }
  if (ends.some((end) => end <= now)) throw new ApiError('PRM155', `The code ${code} has expired`);
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
    throw new ApiError('PRM150', `The code ${code} has already been redeemed`);
  }
  const facts = checkoutFactsOf(cart, await readCheckoutFacts(tx, [cart.id]));
  if (!audienceMatches(promotion.audience, facts.shopper)) {
    throw new ApiError(
      'PRM160',
      owner.kind === 'guest'
        ? `Sign in to use the code ${code}`
        : `The code ${code} is not valid for this account`,
    );
  }
  if (facts.coupons.some((held) => held.code === code)) {
    throw new ApiError('PRM416', `The code ${code} is applied already`);
  }
  if (facts.coupons.length >= MAX_COUPONS_PER_CART) {
    throw new ApiError('PRM140', `A cart holds at most ${MAX_COUPONS_PER_CART} codes`);
  }
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
  const view = await answerCart(tx, model, cart);
  const shipment = view.shippingMethods.find((s) => s.shippingId === shippingId);
  if (!shipment?.applicableShippingMethods.some((method) => method.code === code)) {
    throw new ApiError('SHP404', `No shipping method ${code} for the shipment ${shippingId}`, {
      details: { shippingId, code },
    });
  }
  await tx
    .update(carts)
    .set({
      shippingMethods: sql`${carts.shippingMethods} || ${JSON.stringify({ [shippingId]: code })}::jsonb`,
    })
    .where(eq(carts.id, cart.id));
}

// ---------------------------------------------------------------------------------------
// Addresses

export type AddressBody = Omit<StoredAddress, 'addressId'>;

/**
 * The address checked against its country's rules for the cart's site: PAY401 a country
 * the site does not ship to; the field problems as `problemId` (CHK380 shipping, CHK320
 * billing) with every field in details, SHP410 / BILL410 when only the phone is missing.
 */
export async function checkedAddress(
  tx: Executor,
  cart: CartRow,
  address: AddressBody,
  kind: 'shipping' | 'billing',
): Promise<StoredAddress> {
  const country = address.country.toUpperCase();
  const [row] = await tx.select().from(countries).where(eq(countries.code, country));
  if (!row || (kind === 'shipping' && !row.sites.includes(cart.locale))) {
    throw new ApiError('PAY401', `We cannot ship to ${country} from this site`, {
      details: { field: 'country' },
    });
  }
  const rules = kind === 'shipping' ? row.shipping : row.billing;
  const normalized = normalizeAddress({ ...address, country }, rules);
  const problems = addressProblems(normalized, rules, kind);
  if (problems.length > 0) {
    const phoneOnly = problems.every((problem) => problem.field === 'phone');
    const errorId = phoneOnly
      ? (problems[0]?.errorId ?? 'CHK320')
      : kind === 'shipping'
        ? 'CHK380'
        : 'CHK320';
    throw new ApiError(
      errorId,
      `The ${kind} address is not valid: ${problems.map((p) => p.field).join(', ')}`,
      {
        details: { fields: problems },
      },
    );
  }
  return normalized;
}

export async function saveShippingAddress(
  tx: Transaction,
  model: CatalogueModel,
  cart: CartRow,
  owner: Owner,
  body: { address: AddressBody; saveToProfile: boolean },
): Promise<void> {
  const address = await checkedAddress(tx, cart, body.address, 'shipping');
  if (isPoBox(`${address.addressLine1} ${address.addressLine2 ?? ''}`)) {
    const view = await answerCart(tx, model, cart);
    const courierOnly = view.shippingMethods.some(
      (shipment) =>
        homeDeliveryCodes.includes(shipment.code) &&
        shipment.applicableShippingMethods.some(
          (method) =>
            method.selected &&
            shippingMethodsByCode[shipment.code as ShippingCode].find((m) => m.code === method.code)
              ?.noPoBox,
        ),
    );
    if (courierOnly) {
      throw new ApiError('SHP500', 'This delivery method does not deliver to a PO box', {
        details: { field: 'addressLine1' },
      });
    }
  }
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
  const source = body.sameAsShipping ? cart.shippingAddress : body.address;
  if (!source) {
    throw new ApiError(
      'BIL400',
      body.sameAsShipping
        ? 'There is no shipping address to bill to'
        : 'The billing address is missing',
    );
  }
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
  const [held] = await tx
    .select({ n: count() })
    .from(consumerAddresses)
    .where(
      and(
        eq(consumerAddresses.consumerId, owner.consumerId),
        eq(consumerAddresses.approachType, approachType),
      ),
    );
  const [saved] = await tx
    .insert(consumerAddresses)
    .values({
      consumerId: owner.consumerId,
      approachType,
      main: (held?.n ?? 0) === 0,
      firstName: address.firstName,
      lastName: address.lastName,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2 ?? null,
      city: address.city,
      province: address.province ?? null,
      postalCode: address.postalCode,
      country: address.country,
      email: address.email,
      phone: address.phone,
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
