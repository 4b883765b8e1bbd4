import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SiteLocale } from '#api/contract/common.ts';
import type { submitWarranty } from '#api/contract/consumer.ts';
import { findProduct } from '../catalogue/lookups.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/checkout.ts';
import { consumers } from '../db/schema/consumer.ts';
import { warrantyClaims } from '../db/schema/orders.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { brandNameOfLines } from './brand.ts';
import { newReference } from './service.ts';

type WarrantyRequest = z.output<typeof submitWarranty.body>;

/** The calendar day of `date` in UTC, as `purchaseDate` is written. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The order a claim names: the member's own and placed, holding the claimed style. */
async function claimedOrder(
  db: Database,
  consumerId: string,
  orderNumber: string,
  masterId: string,
) {
  const [row] = await db
    .select({ consumerId: orders.consumerId, status: orders.status, view: orders.view })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  if (!row || row.consumerId !== consumerId || row.status !== 'placed') {
    throw new ApiError('ORD409', `No order ${orderNumber}`);
  }
  if (!row.view.items.some((item) => item.masterId === masterId)) {
    throw new ApiError('API400', `Order ${orderNumber} holds no ${masterId}`);
  }
}

/**
 * Spec §7 Consumer POST warranty: a member's claim, checked against the catalogue (and the
 * order, when named), stored and acknowledged by mail in one transaction.
 */
export async function fileWarrantyClaim(
  db: Database,
  deps: AppDeps,
  consumerId: string,
  locale: SiteLocale,
  body: WarrantyRequest,
): Promise<{ claimId: string }> {
  const now = deps.now();
  if (body.purchaseDate > dayOf(now)) {
    throw new ApiError('API400', 'purchaseDate is in the future');
  }
  const insecure = body.photoUrls.find((url) => new URL(url).protocol !== 'https:');
  if (insecure !== undefined) throw new ApiError('API400', 'photoUrls must be https links');
  const product = await findProduct(db, body.productId, locale);
  if (!product) throw new ApiError('API400', `No product ${body.productId}`);
  if (body.orderNumber !== undefined) {
    await claimedOrder(db, consumerId, body.orderNumber, product.masterId);
  }
  const claimId = newReference('WRC');
  await db.transaction(async (tx) => {
    const [consumer] = await tx
      .select({ email: consumers.email, firstName: consumers.firstName })
      .from(consumers)
      .where(eq(consumers.id, consumerId))
      .limit(1);
    if (!consumer) throw new ApiError('AUT432', 'The session has no profile');
    await tx.insert(warrantyClaims).values({
      id: claimId,
      consumerId,
      productId: product.masterId,
      sku: product.sku,
      orderNumber: body.orderNumber ?? null,
      purchaseDate: body.purchaseDate,
      description: body.description,
      photoUrls: body.photoUrls,
      locale,
      status: 'received',
      createdAt: now,
    });
    await deps.mailer.send(tx, {
      to: consumer.email,
      template: 'warrantyClaim',
      locale,
      data: {
        firstName: consumer.firstName ?? '',
        claimId,
        productName: product.name,
        // Signed by the brand of the product claimed for (./brand.ts).
        brand: await brandNameOfLines(tx, [{ masterId: product.masterId, qty: 1 }]),
      },
    });
  });
  return { claimId };
}
