import type { CartAddress } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import type { SiteLocale } from '#api/contract/common.ts';
import type { ConsumerOrder, OrderStatus, OrderSummary } from '#api/contract/orders.ts';
import { storedParts } from '#commerce/cart/address.ts';
import {
  isCancellable,
  type ReturnUnits,
  returnableUnits,
  returnLabelPath,
  returnStatus,
  unitsByLine,
} from '#commerce/orders/changes.ts';
import { paymentTypeLabel } from '../checkout/payments.ts';
import type { orders } from '../db/schema/checkout.ts';
import type { orderReturns } from '../db/schema/orders.ts';
import { type OrderAddress, trackingUrlOf } from './regions.ts';

/*
 * An order as the shopper's account shows it (api/contract/orders.ts consumerOrder), from
 * the order row (the checkout's view of it, its fulfilment record) and its return labels.
 */

export type OrderRow = typeof orders.$inferSelect;
export type ReturnRow = typeof orderReturns.$inferSelect;
type CheckoutItem = CheckoutOrder['items'][number];

/**
 * Status of an order that was not a failed placement (those are never shown). `returnedAt`
 * is set when the warehouse received its last returnable unit (service.ts `receiveReturn`).
 */
export function orderStatusOf(
  row: Pick<OrderRow, 'cancelledAt' | 'status' | 'returnedAt' | 'deliveredAt' | 'shippedAt'>,
): OrderStatus {
  if (row.cancelledAt) return 'CANCELLED';
  if (row.status === 'payment_pending') return 'CREATED';
  if (row.returnedAt) return 'RETURNED';
  if (row.deliveredAt) return 'DELIVERED';
  if (row.shippedAt) return 'SHIPPED';
  return 'PROCESSING';
}

/** Lines a return label may take once delivered: physical goods the shopper paid for. */
export function returnableKind(item: CheckoutItem): boolean {
  return !item.isDigitalProduct && !item.bonus;
}

/** What the return rules (commerce/orders/changes.ts) read of a return label. */
export function returnUnitsOf(label: ReturnRow): ReturnUnits {
  return { items: label.items, received: label.receivedAt !== null };
}

/** Units of each line already on a return label (its parcel received or not). */
export function returnedUnits(returns: readonly ReturnRow[]): Map<string, number> {
  return unitsByLine(returns);
}

/** What the return rules (commerce/orders/changes.ts) read of a line. */
export function returnableLine(item: CheckoutItem, returned: ReadonlyMap<string, number>) {
  return {
    qty: item.qty,
    returned: returned.get(item.id) ?? 0,
    returnableKind: returnableKind(item),
  };
}

/** Units of a line a return label may still take. */
export function returnableQty(
  row: OrderRow,
  item: CheckoutItem,
  returned: ReadonlyMap<string, number>,
): number {
  return returnableUnits(returnableLine(item, returned), {
    delivered: row.deliveredAt !== null,
    cancelled: row.cancelledAt !== null,
  });
}

export function orderAddressOf(address: CartAddress | null): OrderAddress | null {
  return address ? storedParts(address) : null;
}

/** Where the order's parcels went: the first home delivery's address, else the billing one. */
export function shippedFrom(view: CheckoutOrder): OrderAddress | null {
  const home = view.shipments.find((shipment) => shipment.address !== null);
  return orderAddressOf(home?.address ?? view.billingAddress);
}

function paymentLabel(
  instrument: CheckoutOrder['paymentMethod'][number],
  locale: SiteLocale,
): string {
  if (instrument.card) return `${instrument.card.brand} ••${instrument.card.last4}`;
  if (instrument.giftCard) {
    return `${paymentTypeLabel('GIFT_CARD', locale)} ••${instrument.giftCard.last4}`;
  }
  if (instrument.type === 'LOYALTY_POINTS' && instrument.points !== null) {
    return `${paymentTypeLabel('LOYALTY_POINTS', locale)} (${instrument.points})`;
  }
  return instrument.type === 'REWARD_CARD' || instrument.type === 'REWARD_CODE'
    ? instrument.label
    : paymentTypeLabel(instrument.type, locale);
}

function shipmentsOf(row: OrderRow, status: OrderStatus): ConsumerOrder['shipments'] {
  const view = row.view;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return view.shipments.map((shipment) => {
    const method = shipment.applicableShippingMethods.find((m) => m.selected);
    const items = view.items.filter((item) => shipment.itemIds.includes(item.id));
    const store = items.find((item) => item.shippingOptions.storeInfo)?.shippingOptions.storeInfo;
    const digital = shipment.code === 'digital';
    const atStore = ['pickup', 'sts', 'pudo'].includes(shipment.code);
    const storeAddress =
      atStore && store?.address
        ? {
            firstName: view.billingAddress?.firstName ?? '',
            lastName: view.billingAddress?.lastName ?? '',
            ...store.address,
            email: null,
            phone: null,
          }
        : null;
    // A gift card is mailed when the order is placed: delivered at once.
    const placed = status !== 'CREATED' && status !== 'CANCELLED';
    const tracked = !digital && row.carrier !== null && row.trackingNumber !== null;
    return {
      shipmentId: shipment.shippingId,
      shippingMethod: {
        code: method?.code ?? shipment.code,
        label: method?.label ?? shipment.code,
      },
      status: digital && placed ? 'DELIVERED' : status,
      trackingNumber: tracked ? row.trackingNumber : null,
      trackingUrl:
        tracked && row.carrier && row.trackingNumber
          ? trackingUrlOf(row.carrier, row.trackingNumber)
          : null,
      address: orderAddressOf(shipment.address) ?? storeAddress,
      storeName: atStore ? (store?.name ?? null) : null,
      shippedAt: digital ? (placed ? iso(row.placedAt) : null) : iso(row.shippedAt),
      deliveredAt: digital ? (placed ? iso(row.placedAt) : null) : iso(row.deliveredAt),
    };
  });
}

/** The order with its return labels (any order). */
export function consumerOrderOf(row: OrderRow, returns: readonly ReturnRow[]): ConsumerOrder {
  const view = row.view;
  const locale = row.locale as SiteLocale;
  const status = orderStatusOf(row);
  const returned = returnedUnits(returns);
  const shipmentOf = new Map(
    view.shipments.flatMap((shipment) => shipment.itemIds.map((id) => [id, shipment.shippingId])),
  );
  return {
    orderNumber: row.orderNumber,
    status,
    createdAt: row.createdAt.toISOString(),
    locale,
    email: row.email,
    items: view.items.map((item) => {
      const left = returnableQty(row, item, returned);
      return {
        itemId: item.id,
        productId: item.productId,
        name: item.name,
        pdpUrl: item.pdpUrl,
        attributes: item.attributes,
        qty: item.qty,
        image: item.image,
        price: {
          current: item.price.current,
          rowTotal: item.price.rowTotal,
          priceAfterItemDiscount: item.price.priceAfterItemDiscount,
        },
        shipmentId: shipmentOf.get(item.id) ?? null,
        returnedQty: returned.get(item.id) ?? 0,
        returnableQty: left,
        returnable: left > 0,
        isDigitalProduct: item.isDigitalProduct,
      };
    }),
    shipments: shipmentsOf(row, status),
    paymentMethod: view.paymentMethod.map((instrument) => ({
      type: instrument.type,
      label: paymentLabel(instrument, locale),
      lastFour: instrument.card?.last4 ?? instrument.giftCard?.last4 ?? null,
      amount: instrument.amount,
    })),
    billingAddress: orderAddressOf(view.billingAddress),
    flash: view.flash.map((flash) => ({ code: flash.code, type: flash.type })),
    totals: totalsOf(view),
    orderDiscounts: view.orderDiscounts ?? [],
    cancellable: isCancellable(status),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    returns: [...returns]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((label) => ({
        returnId: label.id,
        createdAt: label.createdAt.toISOString(),
        status: returnStatus(returnUnitsOf(label)),
        receivedAt: label.receivedAt?.toISOString() ?? null,
        labelUrl: returnLabelPath(locale, label.id),
        items: label.items.map(({ itemId, qty, reasonCode }) => ({ itemId, qty, reasonCode })),
      })),
  };
}

function totalsOf(view: CheckoutOrder): ConsumerOrder['totals'] {
  const { itemTotal, itemSubTotal, shipping, tax, totalDiscount, total, currency } = view.totals;
  return { itemTotal, itemSubTotal, shipping, tax, totalDiscount, total, currency };
}

/** The history's line of an order. */
export function orderSummaryOf(row: OrderRow): OrderSummary {
  const view = row.view;
  return {
    orderNumber: row.orderNumber,
    status: orderStatusOf(row),
    createdAt: row.createdAt.toISOString(),
    locale: row.locale as SiteLocale,
    totals: totalsOf(view),
    itemCount: view.items.reduce((sum, item) => sum + item.qty, 0),
    images: view.items.slice(0, 4).flatMap((item) => (item.image ? [item.image] : [])),
  };
}
