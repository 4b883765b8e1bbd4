export { accordionIconStyles } from './Accordion.css.ts';
export {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from './Accordion.tsx';
