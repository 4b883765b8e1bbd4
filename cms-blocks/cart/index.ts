// The cart's error messages for blocks; the cart state itself is the shopper's (`#shopper`).
export {
  cartErrorMessage,
  maxAllowedQtyOf,
  type Translate,
  useCartErrorMessage,
} from './cartErrorMessage.ts';
