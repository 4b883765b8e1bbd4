import { Icon, type IconName } from '#components/Icon/index.ts';
import { levelLine, level as levelStyle } from './StoreFinder.css.ts';
import type { AvailabilityLevel } from './stores.ts';

/** A level, or the two states before one is known. */
export type StockState = AvailabilityLevel | 'checking' | 'unknown';

const icons: Record<StockState, IconName> = {
  inStock: 'success',
  low: 'warning',
  none: 'error',
  checking: 'info',
  unknown: 'info',
};

/** A store's stock of the size: an icon and colour for a glance, the words for everyone. */
export function StockLevel({ state, children }: { state: StockState; children: string }) {
  const tone = state === 'checking' ? 'unknown' : state;
  return (
    <p className={[levelLine, levelStyle[tone]].join(' ')} data-stock={state}>
      <Icon name={icons[state]} size="small" />
      <span>{children}</span>
    </p>
  );
}
