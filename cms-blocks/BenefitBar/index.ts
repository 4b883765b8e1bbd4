import { defineBlock } from '../block.ts';
import { benefitBarSchema } from './BenefitBar.schema.ts';
import { BenefitBar } from './BenefitBar.tsx';

export { type BenefitBarProps, benefitBarSchema } from './BenefitBar.schema.ts';
export { BenefitBar } from './BenefitBar.tsx';

export const benefitBarBlock = defineBlock({
  name: 'BenefitBar',
  schema: benefitBarSchema,
  Component: BenefitBar,
});
