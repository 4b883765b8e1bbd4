import type { ConsumerOrder, OrderStatus } from '#api/contract/orders.ts';
import type { badgeTones } from '#components/Badge/index.ts';
import type { IconName } from '#components/Icon/index.ts';

type BadgeTone = (typeof badgeTones)[number];

/**
 * How each order status looks on its badge: a tone and an icon, so two statuses never
 * differ by colour alone (the badge's text says it too).
 */
export const orderStatusLook: Record<OrderStatus, { tone: BadgeTone; icon: IconName }> = {
  CREATED: { tone: 'neutral', icon: 'lock' },
  PROCESSING: { tone: 'info', icon: 'bag' },
  SHIPPED: { tone: 'brand', icon: 'truck' },
  DELIVERED: { tone: 'new', icon: 'success' },
  CANCELLED: { tone: 'sale', icon: 'close' },
  RETURNED: { tone: 'neutral', icon: 'return' },
};

type OrderLine = ConsumerOrder['items'][number];

/** Units in the order (its lines' quantities). */
export function unitsOf(order: Pick<ConsumerOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.qty, 0);
}

/** The order's lines by shipment id (a line without one under `null`: a digital line). */
export function linesByShipment(
  order: Pick<ConsumerOrder, 'items'>,
): Map<string | null, OrderLine[]> {
  const groups = new Map<string | null, OrderLine[]>();
  for (const item of order.items) {
    const group = groups.get(item.shipmentId) ?? [];
    group.push(item);
    groups.set(item.shipmentId, group);
  }
  return groups;
}
