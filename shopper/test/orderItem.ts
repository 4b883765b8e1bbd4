import type { ConsumerOrder } from '#api/contract/orders.ts';

export type OrderItem = ConsumerOrder['items'][number];

/** A line of an order (one jacket, nothing returned yet), changed by `overrides`. */
export const orderItem = (overrides: Partial<OrderItem>): OrderItem => ({
  itemId: 'i1',
  productId: 'SKU1',
  name: 'Jacket',
  pdpUrl: '/en-us/p/jacket-SKU',
  attributes: [],
  qty: 1,
  image: null,
  price: { current: 10, rowTotal: 10, priceAfterItemDiscount: 10 },
  shipmentId: 'S1',
  returnedQty: 0,
  returnableQty: 0,
  returnable: true,
  isDigitalProduct: false,
  ...overrides,
});
