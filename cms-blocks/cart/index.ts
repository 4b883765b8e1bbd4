// The cart state itself lives with the rest of the shopper's state (`#shopper`);
// blocks reach it here beside the cart's error messages.
export {
  type AddToCartInput,
  addToCart,
  type CartCacheData,
  cartQueryKey,
  MiniCartContext,
  type MiniCartControl,
  mergeLines,
  useAddToCart,
  useCartData,
  useMiniCart,
} from '#shopper/index.ts';
export {
  cartErrorMessage,
  maxAllowedQtyOf,
  type Translate,
  useCartErrorMessage,
} from './cartErrorMessage.ts';
