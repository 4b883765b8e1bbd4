export { LazyQuickShop, preloadQuickShop } from './LazyQuickShop.tsx';
export { QUICK_SHOP_CLOSE_AFTER_MS, QuickShop, type QuickShopProps } from './QuickShop.tsx';
export {
  colorOptions,
  findVariant,
  initialSelection,
  isInStock,
  isSoldOut,
  maxQuantityFor,
  sizeOptions,
} from './quickShop.ts';
export { useQuickShop } from './useQuickShop.ts';
