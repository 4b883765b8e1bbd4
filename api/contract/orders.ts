import { z } from 'zod';
import { orderDiscount } from './checkout.ts';
import { currency, emailAddress, isoDateTime, money, opaqueId, siteLocale } from './common.ts';
import { consumerAddress, consumerPath } from './consumer.ts';
import { productImage } from './products.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 Consumer: a shopper's orders (spec §3 Order): history, one order, invoice,
 * tracking, cancellation, return labels and gift-card e-mails.
 *
 * Status: CREATED while the payment waits (3-D Secure), PROCESSING once placed, SHIPPED
 * and DELIVERED from the warehouse's record, CANCELLED by the shopper (or the service) before
 * it shipped, RETURNED once the warehouse has received every returnable unit back. A return
 * label alone leaves the order DELIVERED (its return AWAITING_PARCEL), and so does a return
 * of some units only: the order's `returns` say which came back.
 */

export const orderStatuses = [
  'CREATED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/** A return label's state: made, its parcel on the way; then received by the warehouse. */
export const returnStatuses = ['AWAITING_PARCEL', 'RECEIVED'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** Why a shopper cancels (the select of the cancel dialog). */
export const cancelReasons = [
  'CHANGED_MIND',
  'ORDERED_BY_MISTAKE',
  'FOUND_CHEAPER',
  'TOO_SLOW',
  'OTHER',
] as const;
/** Why a shopper returns a unit (the select of the return dialog). */
export const returnReasons = [
  'TOO_SMALL',
  'TOO_LARGE',
  'NOT_AS_DESCRIBED',
  'DAMAGED',
  'CHANGED_MIND',
  'OTHER',
] as const;

/** As the cart's (./cartModel.ts): itemSubTotal is Σ the lines' priceAfterItemDiscount. */
const orderTotals = z.object({
  itemTotal: money,
  itemSubTotal: money,
  shipping: money,
  tax: money,
  totalDiscount: money,
  total: money,
  currency,
});

const orderAddress = consumerAddress.omit({ id: true, main: true, approachType: true });

/** Spec §3 Order: orderNumber, items, shipments, paymentMethod, flash, totals. */
export const consumerOrder = z.object({
  orderNumber: z.string(),
  status: orderStatus,
  createdAt: isoDateTime,
  /** The site it was placed on: its language and currency. */
  locale: siteLocale,
  email: z.string(),
  items: z.array(
    z.object({
      itemId: z.string(),
      /** The sku. */
      productId: z.string(),
      name: z.string(),
      /** `/{locale}/p/{slug}-{productId}` of the style. */
      pdpUrl: z.string(),
      /** Variation attributes, as on the cart line. */
      attributes: z.array(z.object({ id: z.string(), label: z.string(), value: z.string() })),
      qty: z.number().int().positive(),
      image: productImage.nullable(),
      /** As the cart line's (spec §3 Cart item price). */
      price: z.object({ current: money, rowTotal: money, priceAfterItemDiscount: money }),
      shipmentId: z.string().nullable(),
      /** Units already on a return label (its parcel received or still awaited). */
      returnedQty: z.number().int().min(0),
      /** Units of the line a return label may still take (0 before delivery, digital, bonus). */
      returnableQty: z.number().int().min(0),
      returnable: z.boolean(),
      isDigitalProduct: z.boolean(),
    }),
  ),
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      shippingMethod: z.object({ code: z.string(), label: z.string() }),
      status: orderStatus,
      trackingNumber: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      /** Ship to home: the address; pickup and ship to store: the store's. */
      address: orderAddress.nullable(),
      storeName: z.string().nullable(),
      shippedAt: isoDateTime.nullable(),
      deliveredAt: isoDateTime.nullable(),
    }),
  ),
  paymentMethod: z.array(
    z.object({
      type: z.string(),
      /** What a shopper recognises it by: "Visa ••4242", "Gift card ••1234". */
      label: z.string(),
      lastFour: z.string().nullable(),
      amount: money,
    }),
  ),
  billingAddress: orderAddress.nullable(),
  flash: z.array(z.object({ code: z.string(), type: z.string() })),
  totals: orderTotals,
  /** The order discount's parts, as the cart named them (none kept by older orders). */
  orderDiscounts: z.array(orderDiscount).optional(),
  /** True while the order has not shipped: the shopper may cancel it. */
  cancellable: z.boolean(),
  cancelledAt: isoDateTime.nullable(),
  /** The return labels made for it, newest first. */
  returns: z.array(
    z.object({
      returnId: z.string(),
      createdAt: isoDateTime,
      /** AWAITING_PARCEL until the warehouse records the parcel as received. */
      status: z.enum(returnStatuses),
      receivedAt: isoDateTime.nullable(),
      labelUrl: z.string(),
      items: z.array(
        z.object({ itemId: z.string(), qty: z.number().int().positive(), reasonCode: z.string() }),
      ),
    }),
  ),
});
export type ConsumerOrder = z.infer<typeof consumerOrder>;

export const orderSummary = consumerOrder
  .pick({ orderNumber: true, status: true, createdAt: true, locale: true, totals: true })
  .extend({
    /** Units in the order. */
    itemCount: z.number().int().min(0),
    /** The first four lines' images, for the list. */
    images: z.array(productImage).max(4),
  });
export type OrderSummary = z.infer<typeof orderSummary>;

export const getPurchase = defineRoute({
  name: 'getPurchase',
  method: 'GET',
  path: `${consumerPath}/purchase/:orderId`,
  params: z.object({ orderId: opaqueId }),
  response: consumerOrder,
  auth: 'user',
  errors: ['AUT432', 'ORD409'],
  description: 'One of the caller’s orders (ORD409 for an unknown order or someone else’s).',
});

export const downloadInvoice = defineRoute({
  name: 'downloadInvoice',
  method: 'POST',
  path: `${consumerPath}/purchase/invoice/download`,
  body: z.object({ orderNumber: opaqueId }),
  response: z.object({
    /** `/api/consumers-v3/consumer/purchase/invoice/{token}`: GET answers the PDF. */
    url: z.string(),
    expiresAt: isoDateTime,
  }),
  auth: 'user',
  errors: ['API400', 'AUT432', 'ORD409'],
  description:
    'A short-lived link (10 minutes) to the invoice PDF of one of the caller’s placed orders, in the language and currency it was placed in (ORD409 for an unknown order, someone else’s, or one still waiting for its payment). The link needs no session; once expired or when forged it answers INV404.',
});

/** The longest order search (an order number, a product's name). */
export const ORDER_QUERY_MAX = 60;

export const getPurchaseHistory = defineRoute({
  name: 'getPurchaseHistory',
  method: 'POST',
  path: `${consumerPath}/purchasehistory`,
  body: z.object({
    start: z.number().int().min(0).max(10_000).default(0),
    count: z.number().int().min(1).max(50).default(10),
    /** Only the orders whose number starts with it or with a line whose name holds it. */
    query: z.string().trim().max(ORDER_QUERY_MAX).optional(),
  }),
  response: z.object({ orders: z.array(orderSummary), total: z.number().int().nonnegative() }),
  auth: 'user',
  errors: ['API400', 'AUT432'],
  description:
    'The caller’s orders, newest first (failed placements left out); `total` counts them all. With `query` (not empty), only those whose number starts with it or that hold a line whose name contains it, case and accents aside as the database compares them (case-insensitive).',
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
          reasonCode: z.enum(returnReasons),
        }),
      )
      .min(1)
      .max(100),
    email: emailAddress.optional(),
  }),
  response: z.object({ returnId: z.string(), labelUrl: z.string() }),
  auth: 'guest',
  errors: ['API400', 'ORD409', 'ORD400', 'RTN409', 'RTN500', 'API429'],
  description:
    'A return label for units of a delivered order: the caller’s own order, or any order with the `email` it was placed with (ORD400 when it does not match, ORD409 when there is no such order). RTN409 when a line is not returnable or asks for more units than it has left. `labelUrl` is the store page that prints the label (`/{locale}/returns/{returnId}`); the label is mailed too. The order stays DELIVERED (the return AWAITING_PARCEL) until the warehouse receives the parcel; it is RETURNED once every returnable unit has come back.',
});

/** A printable return label (the store page of `labelUrl` reads it). */
export const returnLabel = z.object({
  returnId: z.string(),
  orderNumber: z.string(),
  locale: siteLocale,
  createdAt: isoDateTime,
  /** The authorisation code printed big and as a barcode on the parcel. */
  rmaCode: z.string(),
  carrier: z.string(),
  from: orderAddress,
  to: orderAddress,
  items: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      attributes: z.string(),
      qty: z.number().int().positive(),
      reasonCode: z.enum(returnReasons),
    }),
  ),
  /** Return labels expire; a parcel must be sent before this. */
  sendBy: isoDateTime,
});
export type ReturnLabel = z.infer<typeof returnLabel>;

export const getReturnLabel = defineRoute({
  name: 'getReturnLabel',
  method: 'GET',
  path: `${consumerPath}/return/:returnId/label`,
  params: z.object({ returnId: opaqueId }),
  response: returnLabel,
  auth: 'guest',
  errors: ['API400', 'RTN404'],
  description:
    'The label of a return, by its id (unguessable, so whoever holds the link may print it). RTN404 for an unknown id.',
});

export const downloadReturnLabel = defineRoute({
  name: 'downloadReturnLabel',
  method: 'POST',
  path: `${consumerPath}/return/:returnId/label/download`,
  params: z.object({ returnId: opaqueId }),
  body: z.object({}),
  response: z.object({
    /** `/api/consumers-v3/consumer/return/label/{token}`: GET answers the PDF. */
    url: z.string(),
    expiresAt: isoDateTime,
  }),
  auth: 'guest',
  errors: ['API400', 'AUT432', 'RTN404'],
  description:
    'A short-lived link (10 minutes) to a return label as a PDF, in the language of the order’s site. As getReturnLabel, by the return’s id alone (unguessable: whoever holds the label’s link may print it, a guest opening it from the mail included). RTN404 for an unknown return. The link needs no session; once expired or when forged it answers RTN404.',
});

export const trackOrder = defineRoute({
  name: 'trackOrder',
  method: 'POST',
  path: `${consumerPath}/TrackOrder`,
  body: z.object({ orderNumber: opaqueId, email: emailAddress }),
  response: consumerOrder,
  auth: 'guest',
  errors: ['API400', 'OHS4004', 'API429'],
  description:
    'Guest order lookup: the order number and the email it was placed with (case-insensitive). OHS4004 (404) when no order has that number and when the email does not match, in the same words: a number cannot be probed for existing, then for its email.',
});

export const cancelOrder = defineRoute({
  name: 'cancelOrder',
  method: 'POST',
  path: `${consumerPath}/CancelOrder`,
  body: z.object({
    orderNumber: opaqueId,
    email: emailAddress.optional(),
    reasonCode: z.enum(cancelReasons),
  }),
  response: z.object({ orderNumber: z.string(), status: z.literal('CANCELLED') }),
  auth: 'guest',
  errors: ['API400', 'ORD409', 'ORD400', 'ORD410', 'API429'],
  description:
    'Cancels an order that has not shipped: the caller’s own, or any with the `email` it was placed with (ORD400 when it does not match). Stock, gift-card balances and points come back, in one transaction; the card payment is voided. ORD410 once it has shipped (or was cancelled already); ORD409 when there is no such order.',
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
  getReturnLabel,
  downloadReturnLabel,
  trackOrder,
  cancelOrder,
  resendGiftCardEmail,
} as const;
