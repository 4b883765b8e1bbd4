import { delay, type HttpHandler } from 'msw';
import { submitWarranty } from '#api/contract/consumer.ts';
import { receiveDevReturn } from '#api/contract/internal.ts';
import type { ConsumerOrder, OrderSummary, ReturnLabel } from '#api/contract/orders.ts';
import * as routes from '#api/contract/orders.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { attributesOf } from '#commerce/cart/view.ts';
import { isDigitalProduct } from '#commerce/catalogue/model.ts';
import { siteOf } from '#commerce/catalogue/site.ts';
import { colorImage, productUrl } from '#commerce/catalogue/views.ts';
import * as orderAccess from '#commerce/orders/access.ts';
import * as orderChanges from '#commerce/orders/changes.ts';
import {
  type DemoAddress,
  type DemoOrder,
  type DemoReturn,
  demoOrders,
  RETURN_CARRIER,
  returnsCentre,
  shippingMethodLabels,
} from '#demo/orders/index.ts';
import {
  assertAllowed,
  MockApiError,
  type MockResolver,
  type MockRoute,
  mockRoute,
  refuse,
} from './http.ts';
import { mockModel } from './products.ts';
import { readMockSession } from './session.ts';

/*
 * MSW handlers of spec §7 Consumer orders, answering from demo/orders by the
 * service's rules (commerce/orders/): a member reads only their own orders (ORD409 for
 * anyone else's), a guest looks one up by number and email (OHS4004 for either wrong), a cancel
 * after shipping is ORD410, a return of more units than a line has left is RTN409, a label
 * leaves the order DELIVERED until its parcel is received (`receiveDevReturn`, the service's
 * development aid), and the last returnable unit received makes the order RETURNED. Cancels,
 * returns and receipts change the story's orders until the next `resetOrderMocks()`.
 */

let orders = fresh();
let returnSequence = 0;
let receipts = freshReceipts();

function fresh(): Map<string, DemoOrder> {
  return new Map(structuredClone(demoOrders).map((order) => [order.orderNumber, order]));
}

/**
 * When each return's parcel was received, by return id. demo/orders records no receipt: the
 * returns of an order it has RETURNED came back, on their label's day.
 */
function freshReceipts(): Map<string, string> {
  return new Map(
    demoOrders
      .filter((order) => order.status === 'RETURNED')
      .flatMap((order) => (order.returns ?? []).map((made) => [made.returnId, made.createdAt])),
  );
}

export function resetOrderMocks(): void {
  orders = fresh();
  returnSequence = 0;
  receipts = freshReceipts();
}

const major = (minor: number) => Math.round(minor) / 100;

function orderTotalsOf(order: DemoOrder) {
  const itemTotal = order.lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  return {
    itemTotal,
    total: itemTotal + order.shipping + order.tax - order.discount,
  };
}

function addressOf(address: DemoAddress) {
  return { ...address };
}

interface LineFacts {
  name: string;
  pdpUrl: string;
  attributes: { id: string; label: string; value: string }[];
  image: { src: string; alt: string } | null;
  digital: boolean;
}

function lineFacts(order: DemoOrder, sku: string): LineFacts {
  const site = siteOf(order.locale);
  const found = mockModel().variants.get(sku);
  if (!found) throw new Error(`demo order ${order.orderNumber}: no sku ${sku} in the catalogue`);
  const { product, variant } = found;
  return {
    name: product.names[site.language],
    pdpUrl: productUrl(product, site),
    attributes: attributesOf(product, variant, site),
    image: colorImage(product, variant.colorCode, site),
    digital: isDigitalProduct(product),
  };
}

type DemoLine = DemoOrder['lines'][number];

/** What the return rules (commerce/orders/orderChanges.ts) read of a line (physical goods return). */
function returnableLine(order: DemoOrder, line: DemoLine): orderChanges.ReturnableLine {
  return {
    qty: line.qty,
    returned: line.returnedQty ?? 0,
    returnableKind: !lineFacts(order, line.sku).digital,
  };
}

/** What the return rules read of the order's returns: their units, whether they came back. */
function returnUnitsOf(order: DemoOrder): orderChanges.ReturnUnits[] {
  return (order.returns ?? []).map((made) => ({
    items: made.items,
    received: receipts.has(made.returnId),
  }));
}

/** Units of the line a return label may still take (its parcel delivered). */
function returnableQtyOf(order: DemoOrder, line: DemoLine): number {
  const shipment = order.shipments.find((s) => s.shipmentId === line.shipmentId);
  return orderChanges.returnableUnits(returnableLine(order, line), {
    delivered: shipment?.status === 'DELIVERED',
    cancelled: order.status === 'CANCELLED',
  });
}

/** The order as getPurchase and trackOrder answer it. */
export function orderView(order: DemoOrder): ConsumerOrder {
  const { language, currency } = siteOf(order.locale);
  const { itemTotal, total } = orderTotalsOf(order);
  const giftCard = order.giftCard ? Math.min(order.giftCard.amount, total) : 0;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    locale: order.locale,
    email: order.email,
    items: order.lines.map((line) => {
      const facts = lineFacts(order, line.sku);
      return {
        itemId: line.itemId,
        productId: line.sku,
        name: facts.name,
        pdpUrl: facts.pdpUrl,
        attributes: facts.attributes,
        qty: line.qty,
        image: facts.image,
        // demo/orders' discounts are the order's: no line has one of its own.
        price: {
          current: major(line.unitPrice),
          rowTotal: major(line.unitPrice * line.qty),
          priceAfterItemDiscount: major(line.unitPrice * line.qty),
        },
        shipmentId: line.shipmentId,
        returnedQty: line.returnedQty ?? 0,
        returnableQty: returnableQtyOf(order, line),
        returnable: !facts.digital,
        isDigitalProduct: facts.digital,
      };
    }),
    shipments: order.shipments.map((shipment) => {
      const home = shipment.method === 'standard' || shipment.method === 'express';
      return {
        shipmentId: shipment.shipmentId,
        shippingMethod: {
          code: shipment.method,
          label: shippingMethodLabels[shipment.method][language],
        },
        status: shipment.status,
        trackingNumber: shipment.trackingNumber ?? null,
        trackingUrl: shipment.trackingNumber
          ? `https://www.ups.com/track?tracknum=${shipment.trackingNumber}`
          : null,
        address: home ? addressOf(order.address) : null,
        storeName: shipment.storeName ?? null,
        shippedAt: shipment.shippedAt ?? null,
        deliveredAt: shipment.deliveredAt ?? null,
      };
    }),
    paymentMethod: [
      ...(order.giftCard && giftCard > 0
        ? [
            {
              type: 'GIFT_CARD',
              label: `Gift card ••${order.giftCard.lastFour}`,
              lastFour: order.giftCard.lastFour,
              amount: major(giftCard),
            },
          ]
        : []),
      {
        type: 'CARD',
        label: `${order.card.brand} ••${order.card.lastFour}`,
        lastFour: order.card.lastFour,
        amount: major(total - giftCard),
      },
    ],
    billingAddress: addressOf(order.address),
    flash: [],
    totals: {
      itemTotal: major(itemTotal),
      itemSubTotal: major(itemTotal),
      shipping: major(order.shipping),
      tax: major(order.tax),
      totalDiscount: major(order.discount),
      total: major(total),
      currency,
    },
    cancellable: orderChanges.isCancellable(order.status),
    cancelledAt: order.cancelledAt ?? null,
    returns: [...(order.returns ?? [])]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((made) => ({
        returnId: made.returnId,
        createdAt: made.createdAt,
        status: orderChanges.returnStatus({ received: receipts.has(made.returnId) }),
        receivedAt: receipts.get(made.returnId) ?? null,
        labelUrl: orderChanges.returnLabelPath(order.locale, made.returnId),
        items: made.items.map((item) => ({ ...item })),
      })),
  };
}

export function orderSummaryOf(order: DemoOrder): OrderSummary {
  const view = orderView(order);
  return {
    orderNumber: view.orderNumber,
    status: view.status,
    createdAt: view.createdAt,
    locale: view.locale,
    totals: view.totals,
    itemCount: view.items.reduce((sum, item) => sum + item.qty, 0),
    images: view.items
      .map((item) => item.image)
      .filter((image) => image !== null)
      .slice(0, 4),
  };
}

/** The demo account key of the signed-in shopper (AUT432 for a guest). */
function signedInKey(cookies: Record<string, string>): string {
  const session = readMockSession(cookies);
  if (session.kind !== 'consumer') throw new MockApiError('AUT432', 'Sign in to use this call');
  return session.account.key;
}

/** The order an access rule of commerce/orders/access.ts lets through, else its refusal. */
function allowed(access: orderAccess.Access<DemoOrder>): DemoOrder {
  return access.ok ? access.order : refuse(access.refusal);
}

function ownOrder(cookies: Record<string, string>, orderNumber: string): DemoOrder {
  const key = signedInKey(cookies);
  return allowed(
    orderAccess.ownOrderAccess(
      orders.get(orderNumber),
      (order) => order.account === key,
      orderNumber,
    ),
  );
}

/**
 * Whether `itemId` is an e-gift card line of a demo order the signed-in member placed (the
 * order history's orders: resendGiftCardEmail answers for them as for a checkout's).
 */
export function isOwnDemoGiftCardLine(
  cookies: Record<string, string>,
  orderNumber: string,
  itemId: string,
): boolean {
  const session = readMockSession(cookies);
  if (session.kind !== 'consumer') return false;
  const order = orders.get(orderNumber);
  if (!order || order.account !== session.account.key || order.status === 'CANCELLED') {
    return false;
  }
  const line = order.lines.find((candidate) => candidate.itemId === itemId);
  return line !== undefined && lineFacts(order, line.sku).digital;
}

/** The caller's own order, or any with the email it was placed with (ORD400 when not). */
function reachableOrder(
  cookies: Record<string, string>,
  orderNumber: string,
  email: string | undefined,
): DemoOrder {
  const session = readMockSession(cookies);
  const owned = (order: DemoOrder) =>
    session.kind === 'consumer' && session.account.key === order.account;
  return allowed(orderAccess.changeAccess(orders.get(orderNumber), owned, email));
}

function findReturn(returnId: string): { order: DemoOrder; made: DemoReturn } | null {
  for (const order of orders.values()) {
    const made = order.returns?.find((candidate) => candidate.returnId === returnId);
    if (made) return { order, made };
  }
  return null;
}

export function returnLabelOf(order: DemoOrder, made: DemoReturn): ReturnLabel {
  return {
    returnId: made.returnId,
    orderNumber: order.orderNumber,
    locale: order.locale,
    createdAt: made.createdAt,
    rmaCode: made.rmaCode,
    carrier: RETURN_CARRIER,
    from: addressOf(order.address),
    to: addressOf(returnsCentre),
    items: made.items.map((item) => {
      const line = order.lines.find((candidate) => candidate.itemId === item.itemId);
      const facts = line ? lineFacts(order, line.sku) : null;
      return {
        itemId: item.itemId,
        name: facts?.name ?? item.itemId,
        attributes: (facts?.attributes ?? [])
          .map((attribute) => `${attribute.label}: ${attribute.value}`)
          .join(', '),
        qty: item.qty,
        reasonCode: item.reasonCode,
      };
    }),
    sendBy: orderChanges.returnSendBy(new Date(made.createdAt)).toISOString(),
  };
}

/** An RMA code of the mock service: RMA and seven letters or digits. */
function rmaCodeOf(orderNumber: string, sequence: number): string {
  const digits = `${orderNumber.replace(/\D/g, '')}${sequence}`.slice(-6);
  return `RMA${sequence}${digits}`.slice(0, 10).toUpperCase();
}

const history: MockResolver<typeof routes.getPurchaseHistory> = ({ body, cookies }) => {
  const key = signedInKey(cookies);
  const query = body.query?.toLocaleLowerCase();
  // As the service searches: the number's start, or any line's name, case aside.
  const matches = (order: DemoOrder) =>
    !query ||
    order.orderNumber.toLocaleLowerCase().startsWith(query) ||
    orderView(order).items.some((item) => item.name.toLocaleLowerCase().includes(query));
  const own = [...orders.values()]
    .filter((order) => order.account === key && matches(order))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    orders: own.slice(body.start, body.start + body.count).map(orderSummaryOf),
    total: own.length,
  };
};

const purchase: MockResolver<typeof routes.getPurchase> = ({ params, cookies }) =>
  orderView(ownOrder(cookies, params.orderId));

export const orderHandlers = {
  getPurchaseHistory: mockRoute(routes.getPurchaseHistory, history),
  getPurchase: mockRoute(routes.getPurchase, purchase),
  trackOrder: mockRoute(routes.trackOrder, ({ body }) =>
    orderView(
      allowed(
        orderAccess.trackingAccess(orders.get(body.orderNumber), body.orderNumber, body.email),
      ),
    ),
  ),
  cancelOrder: mockRoute(routes.cancelOrder, ({ body, cookies }) => {
    const order = reachableOrder(cookies, body.orderNumber, body.email);
    assertAllowed(orderChanges.cancelRefusal(order.status));
    order.status = 'CANCELLED';
    order.cancelledAt = new Date().toISOString();
    for (const shipment of order.shipments) shipment.status = 'CANCELLED';
    return { orderNumber: order.orderNumber, status: 'CANCELLED' as const };
  }),
  createReturnLabel: mockRoute(routes.createReturnLabel, ({ params, body, cookies }) => {
    const order = reachableOrder(cookies, params.orderId, body.email);
    const lineOf = (itemId: string) => order.lines.find((line) => line.itemId === itemId);
    const request = orderChanges.returnRequest(body.items, (itemId) => {
      const line = lineOf(itemId);
      return line ? returnableQtyOf(order, line) : null;
    });
    if (!request.ok) return refuse(request.refusal);
    for (const [itemId, qty] of request.asked) {
      const line = lineOf(itemId);
      if (line) line.returnedQty = (line.returnedQty ?? 0) + qty;
    }
    returnSequence += 1;
    const returnId = `rtn-${order.orderNumber.toLowerCase()}-${returnSequence}`;
    const made: DemoReturn = {
      returnId,
      rmaCode: rmaCodeOf(order.orderNumber, returnSequence),
      createdAt: new Date().toISOString(),
      items: body.items.map((item) => ({ ...item })),
    };
    order.returns = [made, ...(order.returns ?? [])];
    return { returnId, labelUrl: orderChanges.returnLabelPath(order.locale, returnId) };
  }),
  // A link that names the order; the mock serves no PDF behind it.
  downloadInvoice: mockRoute(routes.downloadInvoice, ({ body, cookies }) => {
    const order = ownOrder(cookies, body.orderNumber);
    assertAllowed(orderAccess.invoiceRefusal(order.orderNumber, order.status !== 'CREATED'));
    return {
      url: `/api/consumers-v3/consumer/purchase/invoice/mock-${order.orderNumber}`,
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    };
  }),
  /** A claim for a line of the member's own order: a reference, as the service makes one. */
  submitWarranty: mockRoute(submitWarranty, ({ body, cookies }) => {
    if (body.orderNumber) {
      const order = ownOrder(cookies, body.orderNumber);
      if (!order.lines.some((line) => line.sku === body.productId)) {
        throw new MockApiError('API400', `Order ${order.orderNumber} holds no ${body.productId}`);
      }
    }
    return { claimId: `WRC-${body.productId.slice(-4).padStart(10, 'K')}` };
  }),
  getReturnLabel: mockRoute(routes.getReturnLabel, ({ params }) => {
    const found = findReturn(params.returnId);
    if (!found) throw new MockApiError('RTN404', `No return ${params.returnId}`);
    return returnLabelOf(found.order, found.made);
  }),
  // A link that names the return; the mock serves no PDF behind it.
  /** As the service: by the return's id alone, as the printable label. */
  downloadReturnLabel: mockRoute(routes.downloadReturnLabel, ({ params }) => {
    if (!findReturn(params.returnId)) {
      throw new MockApiError('RTN404', `No return ${params.returnId}`);
    }
    return {
      url: `/api/consumers-v3/consumer/return/label/mock-${params.returnId}`,
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    };
  }),
  /** The warehouse received a return's parcel: RETURNED once every returnable unit is back. */
  receiveDevReturn: mockRoute(receiveDevReturn, ({ params }) => {
    const found = findReturn(params.returnId);
    if (!found) throw new MockApiError('RTN404', `No return ${params.returnId}`);
    const { order, made } = found;
    const receivedAt = receipts.get(made.returnId) ?? new Date().toISOString();
    if (!receipts.has(made.returnId)) {
      receipts.set(made.returnId, receivedAt);
      const lines = order.lines.map((line) => ({
        itemId: line.itemId,
        ...returnableLine(order, line),
      }));
      if (orderChanges.allUnitsReceived(lines, returnUnitsOf(order))) order.status = 'RETURNED';
    }
    return {
      returnId: made.returnId,
      orderNumber: order.orderNumber,
      rmaCode: made.rmaCode,
      receivedAt,
      orderStatus: order.status,
    };
  }),
} satisfies Record<string, MockRoute<AnyRoute>>;

/** States stories ask for by name. */
export const orderStates = {
  /** A member without orders. */
  empty: (): HttpHandler => orderHandlers.getPurchaseHistory.reply({ orders: [], total: 0 }),
  /** The history arrives late (the skeleton, then the list). */
  slowHistory: (ms = 1500): HttpHandler =>
    orderHandlers.getPurchaseHistory.with(async (request) => {
      await delay(ms);
      return history(request);
    }),
  /** The order's page fails once (503), then reads as usual (retry). */
  purchaseFailsOnce: (): HttpHandler => {
    let failed = false;
    return orderHandlers.getPurchase.with((request) => {
      if (failed) return purchase(request);
      failed = true;
      return new Response(null, { status: 503 });
    });
  },
};

export const orderHappyPath = Object.values(orderHandlers).map((handler) => handler.ok());
