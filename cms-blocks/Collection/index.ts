import { defineBlock } from '../block.ts';
import { collectionSchema } from './Collection.schema.ts';
import { Collection } from './Collection.tsx';

export * from './Collection.schema.ts';
export { Collection, type CollectionProps } from './Collection.tsx';
export {
  carouselGroups,
  centerIndex,
  defaultPerRow,
  gridColumns,
  resolveBreakpoints,
} from './collection.ts';

export const collectionBlock = defineBlock({
  name: 'Collection',
  schema: collectionSchema,
  Component: Collection,
});
