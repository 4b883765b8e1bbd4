import { defineBlock } from '../block.ts';
import { promoBarSchema } from './PromoBar.schema.ts';
import { PromoBar } from './PromoBar.tsx';

export {
  type PromoBarMessage,
  type PromoBarProps,
  promoBarMessageSchema,
  promoBarSchema,
} from './PromoBar.schema.ts';
export { PromoBar } from './PromoBar.tsx';
export { closedKey, visibleMessages } from './promoBar.ts';

export const promoBarBlock = defineBlock({
  name: 'PromoBar',
  schema: promoBarSchema,
  Component: PromoBar,
});
