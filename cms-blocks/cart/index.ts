export { type AddToCartInput, addToCart, mergeLines } from './addToCart.ts';
export {
  cartErrorMessage,
  maxAllowedQtyOf,
  type Translate,
  useCartErrorMessage,
} from './cartErrorMessage.ts';
export { type CartCacheData, cartQueryKey } from './cartQuery.ts';
export { useAddToCart } from './useAddToCart.ts';
