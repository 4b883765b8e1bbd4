/*
 * Notify me when a sold-out size is back (PUT /products/v1/notifications). It loads on use
 * (the buy box imports NotifyMe.tsx lazily).
 */

export {
  NOTIFY_EMAIL_MAX_LENGTH,
  type NotifyInput,
  type NotifyValues,
  notifySchema,
} from './NotifyMe.schema.ts';
export type { NotifyMeProps } from './NotifyMe.tsx';
