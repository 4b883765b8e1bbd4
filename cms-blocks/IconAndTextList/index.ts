import { defineBlock } from '../block.ts';
import { iconAndTextListSchema } from './IconAndTextList.schema.ts';
import { IconAndTextList } from './IconAndTextList.tsx';

export {
  type IconAndTextListProps,
  iconAndTextColumns,
  iconAndTextListSchema,
} from './IconAndTextList.schema.ts';
export { IconAndTextList } from './IconAndTextList.tsx';

export const iconAndTextListBlock = defineBlock({
  name: 'IconAndTextList',
  schema: iconAndTextListSchema,
  Component: IconAndTextList,
});
