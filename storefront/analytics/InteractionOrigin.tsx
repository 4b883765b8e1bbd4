import type { ReactNode } from 'react';
import type { InteractionOrigin } from './dataLayer.ts';

/**
 * The product links inside count for `origin` (spec §9 interaction origins): the product
 * page's view then says where the shopper came from (Analytics.tsx notes the click). A plain
 * block, so the page lays out as without it.
 */
export function InteractionOriginArea({
  origin,
  children,
}: {
  origin: InteractionOrigin;
  children: ReactNode;
}) {
  return <div data-interaction-origin={origin}>{children}</div>;
}
