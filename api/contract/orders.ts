import { z } from 'zod';
import { currency, emailAddress, isoDateTime, money, opaqueId } from './common.ts';
import { consumerAddress, consumerPath } from './consumer.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 Consumer: a signed-in shopper's orders (spec §3 Order): history, one order,
 * invoice, tracking, cancellation, return labels and gift-card e-mails. Declared with
 * their shapes; served in a later issue.
 */

const orderTotals = z.object({
  itemTotal: money,
  shipping: money,
  tax: money,
  totalDiscount: money,
  total: money,
  currency,
});

/** Spec §3 Order: orderNumber, items, shipments, paymentMethod, flash, totals. */
export const consumerOrder = z.object({
  orderNumber: z.string(),
  status: z.enum(['CREATED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED']),
  createdAt: isoDateTime,
  email: z.string(),
  items: z.array(
    z.object({
      itemId: z.string(),
      productId: z.string(),
      name: z.string(),
      qty: z.number().int().positive(),
      image: z.string().nullable(),
      price: z.object({ current: money, rowTotal: money }),
      shipmentId: z.string().nullable(),
      returnable: z.boolean(),
    }),
  ),
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      shippingMethod: z.object({ code: z.string(), label: z.string() }),
      status: z.string(),
      trackingNumber: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      address: consumerAddress.omit({ id: true, main: true, approachType: true }).nullable(),
    }),
  ),
  paymentMethod: z.array(
    z.object({ type: z.string(), lastFour: z.string().nullable(), amount: money }),
  ),
  flash: z.array(z.object({ code: z.string(), type: z.string() })),
  totals: orderTotals,
});

export const orderSummary = consumerOrder.pick({
  orderNumber: true,
  status: true,
  createdAt: true,
  totals: true,
});

export const getPurchase = defineRoute({
  name: 'getPurchase',
  method: 'GET',
  path: `${consumerPath}/purchase/:orderId`,
  params: z.object({ orderId: opaqueId }),
  response: consumerOrder,
  auth: 'user',
  errors: ['AUT432', 'ORD409'],
});

export const downloadInvoice = defineRoute({
  name: 'downloadInvoice',
  method: 'POST',
  path: `${consumerPath}/purchase/invoice/download`,
  body: z.object({ orderNumber: opaqueId }),
  response: z.object({ url: z.string(), expiresAt: isoDateTime }),
  auth: 'user',
  errors: ['API400', 'AUT432', 'ORD409'],
  description: 'A short-lived link to the invoice PDF.',
});

export const getPurchaseHistory = defineRoute({
  name: 'getPurchaseHistory',
  method: 'POST',
  path: `${consumerPath}/purchasehistory`,
  body: z.object({
    start: z.number().int().min(0).max(10_000).default(0),
    count: z.number().int().min(1).max(50).default(10),
  }),
  response: z.object({ orders: z.array(orderSummary), total: z.number().int().nonnegative() }),
  auth: 'user',
  errors: ['API400', 'AUT432', 'OHS4004'],
});

export const createReturnLabel = defineRoute({
  name: 'createReturnLabel',
  method: 'POST',
  path: `${consumerPath}/return/:orderId/returnLabel`,
  params: z.object({ orderId: opaqueId }),
  body: z.object({
    items: z
      .array(
        z.object({
          itemId: opaqueId,
          qty: z.number().int().positive(),
          reasonCode: z.string().max(40),
        }),
      )
      .min(1),
    email: emailAddress.optional(),
  }),
  response: z.object({ returnId: z.string(), labelUrl: z.string() }),
  auth: 'guest',
  errors: ['API400', 'ORD409', 'ORD400', 'RTN500'],
});

export const trackOrder = defineRoute({
  name: 'trackOrder',
  method: 'POST',
  path: `${consumerPath}/TrackOrder`,
  body: z.object({ orderNumber: opaqueId, email: emailAddress }),
  response: consumerOrder,
  auth: 'guest',
  errors: ['API400', 'OHS4004', 'ORD400'],
  description: 'Guest order lookup: the order number and the email it was placed with.',
});

export const cancelOrder = defineRoute({
  name: 'cancelOrder',
  method: 'POST',
  path: `${consumerPath}/CancelOrder`,
  body: z.object({
    orderNumber: opaqueId,
    email: emailAddress.optional(),
    reasonCode: z.string().max(40),
  }),
  response: z.object({ orderNumber: z.string(), status: z.literal('CANCELLED') }),
  auth: 'guest',
  errors: ['API400', 'ORD409', 'ORD400'],
});

export const resendGiftCardEmail = defineRoute({
  name: 'resendGiftCardEmail',
  method: 'POST',
  path: `${consumerPath}/resendGiftCardEmail`,
  body: z.object({ orderNumber: opaqueId, itemId: opaqueId }),
  response: z.undefined(),
  successStatus: 204,
  auth: 'user',
  errors: ['API400', 'AUT432', 'ORD409', 'API429'],
  description:
    'The gift card e-mail of a digital line (`itemId`) of the caller’s placed order, sent again to its recipient. The cards get a new number and PIN (the service keeps neither in clear, and a mail that went astray must stop working); the balance stays. ORD409 for an order or line that is not the caller’s or holds no gift card; API429 past a few mails an hour per order.',
});

/** Every order call of spec §7 Consumer (spread into `routes` of `./index.ts`). */
export const orderRoutes = {
  getPurchase,
  downloadInvoice,
  getPurchaseHistory,
  createReturnLabel,
  trackOrder,
  cancelOrder,
  resendGiftCardEmail,
} as const;
