import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '#api/contract/orders.ts';
import { Badge } from '#components/Badge/index.ts';
import { orderStatusLook } from './orderStatus.ts';

/** An order's (or a shipment's) status as a badge: its words, tone and icon. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('storefront');
  const look = orderStatusLook[status];
  return (
    <Badge tone={look.tone} icon={look.icon} data-status={status}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
