import type { Cart, ShippingCode } from '#api/contract/cart.ts';
import type { CheckoutOrder } from '#api/contract/checkout.ts';
import { homeDeliveryCodes, shipmentId } from './delivery.ts';
import { orderDiscountsOf } from './summary.ts';
import { type AddressFact, addressView } from './view.ts';

/*
 * The order as the contract answers it (placeOrder, patchOrder), from the cart as it was
 * priced when placed. In commerce/ because the service and the MSW handlers answer with the
 * same code, so they cannot drift. Its lines offer no other variants: a cart line lists
 * them for a change of size or colour, which an order's line no longer has (as a gift's
 * line in the cart), so the service prices only the lines' own skus to place an order.
 */
export function orderView(
  view: Cart,
  head: { orderNumber: string; createdAt: Date; billing: AddressFact },
  challenge: CheckoutOrder['challenge'],
): CheckoutOrder {
  return {
    orderNumber: head.orderNumber,
    status: challenge ? 'payment_pending' : 'placed',
    createdAt: head.createdAt.toISOString(),
    locale: view.locale,
    currency: view.currency,
    items: view.items.map((item) => ({ ...item, variants: [] })),
    shipments: view.shippingMethods.map((shipment) => ({
      ...shipment,
      address: homeDeliveryCodes.includes(shipment.code) ? view.shippingAddress : null,
      itemIds: view.items
        .filter(
          (item) =>
            shipmentId(
              item.shippingOptions.selected as ShippingCode,
              item.shippingOptions.storeInfo?.id ?? null,
            ) === shipment.shippingId,
        )
        .map((item) => item.id),
    })),
    paymentMethod: view.payment_instruments,
    billingAddress: addressView(head.billing, 'B'),
    flash: challenge
      ? [{ code: 'PaymentNotAuthorized', type: 'info', details: { orderNumber: head.orderNumber } }]
      : [],
    totals: view.totals,
    // The promotions' names and adjustments' reasons go with the order (they are not priced
    // again): the order's surfaces show the rows the cart showed.
    orderDiscounts: orderDiscountsOf(view),
    challenge,
  };
}
