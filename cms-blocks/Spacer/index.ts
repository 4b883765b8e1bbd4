import { defineBlock } from '../block.ts';
import { spacerSchema } from './Spacer.schema.ts';
import { Spacer } from './Spacer.tsx';

export { type SpacerProps, spacerSchema } from './Spacer.schema.ts';
export { Spacer } from './Spacer.tsx';

export const spacerBlock = defineBlock({ name: 'Spacer', schema: spacerSchema, Component: Spacer });
