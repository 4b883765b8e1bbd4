import { defineBlock } from '../block.ts';
import { secondaryNavSchema } from './SecondaryNav.schema.ts';
import { SecondaryNav } from './SecondaryNav.tsx';

export { type SecondaryNavProps, secondaryNavSchema } from './SecondaryNav.schema.ts';
export { SecondaryNav } from './SecondaryNav.tsx';

export const secondaryNavBlock = defineBlock({
  name: 'SecondaryNav',
  schema: secondaryNavSchema,
  Component: SecondaryNav,
});
