import { and, eq, sql } from 'drizzle-orm';
import type { Cart } from '#api/contract/cart.ts';
import { adjustmentVerdict, type PriceAdjustmentFact } from '#commerce/cart/adjustments.ts';
import type { CatalogueModel } from '#commerce/catalogue/model.ts';
import type { Executor } from '../db/client.ts';
import { selectJson } from '../db/json.ts';
import { cartPriceAdjustments } from '../db/schema/cart.ts';
import type { AssociateSession } from '../http/context.ts';
import { ApiError, assertAllowed } from '../http/errors.ts';
import { newId } from '../wishlists/owner.ts';
import type { CartRow } from './service.ts';
import { type CartReadJson, cartFromRead, cartReadSql } from './view.ts';

/*
 * An in-store associate's price adjustments (spec §7 price_adjustments) on a cart the
 * caller holds locked. An adjustment is judged on the cart priced without it: what its
 * line, or the order, still costs after the promotions and the other adjustments
 * (commerce/cart/adjustments.ts), so a change is checked as if it were made anew.
 */

export type AdjustmentInput = Omit<PriceAdjustmentFact, 'id'>;

interface Priced {
  /** The cart priced without the adjustment left out. */
  view: Cart;
  /** Every other adjustment stored on the cart (priced or not). */
  others: PriceAdjustmentFact[];
  /** The one left out, when it is the cart's. */
  leftOut: PriceAdjustmentFact | undefined;
}

/** The cart priced as it stands, leaving out the adjustment `leftOutId`, if any. */
async function pricedWithout(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
  leftOutId?: string,
): Promise<Priced> {
  const read = await selectJson<CartReadJson>(
    tx,
    sql`select ${cartReadSql(sql`${cart.id}`, sql`${cart.currency}`)} as result`,
  );
  const facts = read.checkout.carts[cart.id];
  const stored = facts?.adjustments ?? [];
  const others = stored.filter((adjustment) => adjustment.id !== leftOutId);
  if (facts) facts.adjustments = others;
  const { view } = await cartFromRead(tx, model, cart, read);
  return { view, others, leftOut: stored.find((adjustment) => adjustment.id === leftOutId) };
}

/**
 * ORD404 for a line the cart does not hold; PRC400 for a target that has an adjustment
 * already (the store changes that one), a gift card or a gift, or an adjustment its base
 * cannot take (commerce/cart/adjustments.ts adjustmentVerdict).
 */
function assertAdjustable(priced: Priced, wanted: AdjustmentInput): void {
  const { itemId } = wanted;
  if (itemId !== null && !priced.view.items.some((item) => item.id === itemId)) {
    throw new ApiError('ORD404', `No item ${itemId} in the cart`);
  }
  // The stored rows, not the priced ones: a line that lost its price keeps its adjustment.
  assertAllowed(adjustmentVerdict(priced.view, priced.others, wanted));
}

/** An adjustment that is not the cart's answers as an unknown cart does. */
function unknownAdjustment(adjustmentId: string): ApiError {
  return new ApiError('BSK404', `No price adjustment ${adjustmentId} on the cart`);
}

/** Spec §7 addPriceAdjustment, made by the associate `by`. */
export async function addAdjustment(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
  by: AssociateSession,
  wanted: AdjustmentInput,
  now: Date,
): Promise<void> {
  assertAdjustable(await pricedWithout(tx, model, cart), wanted);
  await tx.insert(cartPriceAdjustments).values({
    id: newId(),
    cartId: cart.id,
    ...wanted,
    storeId: by.storeId,
    employeeId: by.storeEmployeeId,
    createdAt: now,
    updatedAt: now,
  });
}

/** Spec §7 updatePriceAdjustment: what `change` names replaces what the adjustment had. */
export async function updateAdjustment(
  tx: Executor,
  model: CatalogueModel,
  cart: CartRow,
  adjustmentId: string,
  change: Partial<AdjustmentInput>,
  now: Date,
): Promise<void> {
  const priced = await pricedWithout(tx, model, cart, adjustmentId);
  const current = priced.leftOut;
  if (!current) throw unknownAdjustment(adjustmentId);
  const wanted: AdjustmentInput = {
    itemId: change.itemId === undefined ? current.itemId : change.itemId,
    discountType: change.discountType ?? current.discountType,
    value: change.value ?? current.value,
    reasonCode: change.reasonCode ?? current.reasonCode,
  };
  assertAdjustable(priced, wanted);
  await tx
    .update(cartPriceAdjustments)
    .set({ ...wanted, updatedAt: now })
    .where(eq(cartPriceAdjustments.id, current.id));
}

/** Spec §7 deletePriceAdjustment: BSK404 unless it is one of the cart's. */
export async function deleteAdjustment(
  tx: Executor,
  cart: CartRow,
  adjustmentId: string,
): Promise<void> {
  const deleted = await tx
    .delete(cartPriceAdjustments)
    .where(and(eq(cartPriceAdjustments.id, adjustmentId), eq(cartPriceAdjustments.cartId, cart.id)))
    .returning({ id: cartPriceAdjustments.id });
  if (deleted.length === 0) throw unknownAdjustment(adjustmentId);
}
