import { defineBlock } from '../block.ts';
import { anchorSchema } from './Anchor.schema.ts';
import { Anchor } from './Anchor.tsx';

export { type AnchorProps, anchorSchema } from './Anchor.schema.ts';
export { Anchor } from './Anchor.tsx';

export const anchorBlock = defineBlock({ name: 'Anchor', schema: anchorSchema, Component: Anchor });
