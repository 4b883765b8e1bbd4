import { defineBlock } from '../block.ts';
import { upsellSchema } from './Upsell.schema.ts';
import { Upsell } from './Upsell.tsx';

export * from './Upsell.schema.ts';
export { Upsell, type UpsellProps, UpsellView, type UpsellViewProps } from './Upsell.tsx';
export {
  type UpsellSettings,
  UpsellSettingsProvider,
  useUpsellSettings,
} from './UpsellSettings.tsx';
export {
  resolveUpsells,
  UPSELL_IMPRESSION_EVENT,
  type UpsellData,
  type UpsellItem,
  upsellLookups,
} from './upsell.ts';
export { useUpsellProducts } from './useUpsellProducts.ts';

export const upsellBlock = defineBlock({ name: 'Upsell', schema: upsellSchema, Component: Upsell });
