import { defineBlock } from '../block.ts';
import { accordionBlockSchema } from './Accordion.schema.ts';
import { AccordionBlock } from './Accordion.tsx';

export {
  type AccordionBlockProps,
  accordionBlockSchema,
  accordionBlockStyles,
  accordionTitleColors,
} from './Accordion.schema.ts';
export { AccordionBlock } from './Accordion.tsx';

export const accordionBlock = defineBlock({
  name: 'Accordion',
  schema: accordionBlockSchema,
  Component: AccordionBlock,
});
