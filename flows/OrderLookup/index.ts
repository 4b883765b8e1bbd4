/* A guest's order lookup by its number and email (the order status page). */

export {
  ORDER_NUMBER_MAX_LENGTH,
  type OrderLookupInput,
  type OrderLookupValues,
  orderLookupSchema,
} from './OrderLookup.schema.ts';
export { OrderLookupForm, type OrderLookupFormProps } from './OrderLookup.tsx';
