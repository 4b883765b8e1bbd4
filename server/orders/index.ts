import type { Context } from 'hono';
import { submitWarranty } from '#api/contract/consumer.ts';
import {
  cancelOrder,
  createReturnLabel,
  downloadInvoice,
  downloadReturnLabel,
  getPurchase,
  getPurchaseHistory,
  getReturnLabel,
  trackOrder,
} from '#api/contract/orders.ts';
import type { Database } from '../db/client.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { enforceRates, ipRateKey, tooManyRequests } from '../http/rate-limit.ts';
import type { Domain } from '../http/route.ts';
import { ownerOf } from '../wishlists/owner.ts';
import { invoiceLink, invoiceOrderNumber, invoicePath, invoicePdf } from './invoice.ts';
import {
  returnLabelLink,
  returnLabelLinkId,
  returnLabelPdf,
  returnLabelPdfPath,
} from './returnLabelPdf.ts';
import {
  brandedInvoice,
  brandedReturnLabel,
  cancelOrder as cancel,
  createReturn,
  downloadableReturn,
  handOverOrders,
  invoicedOrder,
  purchase,
  purchaseHistory,
  returnCreationError,
  returnLabelOf,
  trackedOrder,
} from './service.ts';
import { fileWarrantyClaim } from './warranty.ts';

/*
 * Spec §7 Consumer orders (api/contract/orders.ts) after checkout: history, one order,
 * guest tracking, cancellation, return labels (and their PDFs), invoices and warranty claims.
 * resendGiftCardEmail is served by checkout.
 */

/**
 * An order number with an email answers whether they go together: counted per client
 * address, one budget for tracking and for cancels, returns and label downloads sent with
 * an email.
 */
function limitLookups(db: Database, deps: AppDeps, c: Context<AppEnv>) {
  return enforceRates(
    db,
    [{ key: ipRateKey('order-lookup', c), limit: deps.config.rateLimits.trackOrderPerIp }],
    deps.now(),
    tooManyRequests,
  );
}

export const ordersDomain: Domain = {
  name: 'orders',
  register({ route, hono, deps, authHooks }) {
    route(getPurchaseHistory, ({ body, auth, db }) => purchaseHistory(db, auth.consumerId, body));

    route(getPurchase, ({ params, auth, db }) => purchase(db, ownerOf(auth), params.orderId));

    route(trackOrder, async ({ body, db, deps, c }) => {
      await limitLookups(db, deps, c);
      return trackedOrder(db, body.orderNumber, body.email);
    });

    route(cancelOrder, async ({ body, auth, db, deps, c }) => {
      if (body.email !== undefined) await limitLookups(db, deps, c);
      return db.transaction((tx) => cancel(tx, deps, ownerOf(auth), body));
    });

    route(createReturnLabel, async ({ params, body, auth, db, deps, c, log }) => {
      if (body.email !== undefined) await limitLookups(db, deps, c);
      try {
        return await db.transaction((tx) =>
          createReturn(tx, deps, ownerOf(auth), {
            orderNumber: params.orderId,
            email: body.email,
            items: body.items,
          }),
        );
      } catch (error) {
        throw returnCreationError(error, log);
      }
    });

    route(getReturnLabel, ({ params, db }) => returnLabelOf(db, params.returnId));

    // As the printable label (getReturnLabel): whoever holds the return's id.
    route(downloadReturnLabel, async ({ params, db, deps }) => {
      await downloadableReturn(db, params.returnId);
      return returnLabelLink(deps.config, params.returnId, deps.now());
    });

    // The link downloadReturnLabel answers: the PDF, to whoever holds it until it expires.
    hono.get(returnLabelPdfPath, async (c) => {
      const returnId = await returnLabelLinkId(deps.config, c.req.param('token'), deps.now());
      const { label, brand } = await brandedReturnLabel(deps.db, returnId);
      const pdf = await returnLabelPdf(label, brand);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="return-label-${label.rmaCode}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });

    route(submitWarranty, ({ body, auth, db, deps, locale = 'en-us' }) =>
      fileWarrantyClaim(db, deps, auth.consumerId, locale, body),
    );

    route(downloadInvoice, async ({ body, auth, db, deps }) => {
      await invoicedOrder(db, ownerOf(auth), body.orderNumber);
      return invoiceLink(deps.config, body.orderNumber, deps.now());
    });

    // The link downloadInvoice answers: the PDF, to whoever holds the link until it expires.
    hono.get(invoicePath, async (c) => {
      const now = deps.now();
      const orderNumber = await invoiceOrderNumber(deps.config, c.req.param('token'), now);
      const { order, brand } = await brandedInvoice(deps.db, undefined, orderNumber);
      const pdf = await invoicePdf(order, now, brand);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="invoice-${orderNumber}.pdf"`,
        'Cache-Control': 'private, no-store',
      });
    });

    authHooks.onHandover(async (tx, { guestId, customerId }) => {
      if (guestId) await handOverOrders(tx, guestId, customerId);
    });
  },
};
