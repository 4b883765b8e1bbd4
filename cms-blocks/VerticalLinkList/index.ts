import { defineBlock } from '../block.ts';
import { verticalLinkListSchema } from './VerticalLinkList.schema.ts';
import { VerticalLinkList } from './VerticalLinkList.tsx';

export { type VerticalLinkListProps, verticalLinkListSchema } from './VerticalLinkList.schema.ts';
export { VerticalLinkList } from './VerticalLinkList.tsx';

export const verticalLinkListBlock = defineBlock({
  name: 'VerticalLinkList',
  schema: verticalLinkListSchema,
  Component: VerticalLinkList,
});
