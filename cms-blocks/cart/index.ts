export { type AddToCartInput, addToCart, mergeLines } from './addToCart.ts';
export {
  cartErrorMessage,
  maxAllowedQtyOf,
  type Translate,
  useCartErrorMessage,
} from './cartErrorMessage.ts';
export { type CartCacheData, cartQueryKey, useCartData } from './cartQuery.ts';
export { MiniCartContext, type MiniCartControl, useMiniCart } from './miniCart.ts';
export { useAddToCart } from './useAddToCart.ts';
