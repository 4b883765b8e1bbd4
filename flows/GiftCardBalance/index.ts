/*
 * "Check a gift card balance" on the cart page (POST /cart/v1/giftcard/balance). It loads
 * on use (the cart page imports GiftCardBalance.tsx lazily).
 */

export {
  type GiftCardBalanceInput,
  type GiftCardBalanceValues,
  giftCardBalanceSchema,
} from './GiftCardBalance.schema.ts';
export type { GiftCardBalanceProps } from './GiftCardBalance.tsx';
