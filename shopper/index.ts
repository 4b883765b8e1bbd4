/*
 * The shopper's state, one home for blocks, flows and the storefront: the cart cache and
 * its add and line changes, saved for later, the mini cart's opener, the favorites and
 * their toggle, the orders (history, one order, a guest's lookup, cancel and return), the
 * member's notification choices. Each is a TanStack Query entry under `queryKeys`
 * (api/client), so sign-out resets them together; the pickup store the shopper chose is
 * a cookie of the site (`usePickupStore`). The session itself is the session
 * flow's (`#flows/shared`), under `queryKeys.session`.
 */
export { addressBookKey, useAddressBook } from './addressBook.ts';
export { type AddToCartInput, addToCart, mergeLines } from './addToCart.ts';
export {
  type CartCacheData,
  cartQueryKey,
  cartQueryOptions,
  useCartData,
  useCartValue,
} from './cart.ts';
export {
  type RemovedLine,
  SAVED_FOR_LATER_PAGE_SIZE,
  saveForLaterQueryKey,
  useCartLines,
  useSavedForLater,
} from './cartLines.ts';
export { type CartChange, type CartChangeOptions, useCartChange } from './checkout.ts';
export {
  FAVORITES_MAX_PAGES,
  FAVORITES_PAGE_SIZE,
  favoriteLineOf,
  favoritesQueryKey,
  loadAllFavorites,
  type ToggleFavoriteInput,
  useFavorites,
  useIsFavorite,
  useToggleFavorite,
} from './favorites.ts';
export {
  defaultListPageSizes,
  type ListPageSizes,
  ListPageSizesContext,
  useListPageSizes,
} from './listPageSizes.ts';
export { CartRecreated, onCart, recreateCart, useRecreateCart } from './lostCart.ts';
export { MiniCartContext, type MiniCartControl, useMiniCart } from './miniCart.ts';
export {
  changedNotifications,
  type NotificationChoices,
  type NotificationPreference,
  type NotificationPreferences,
  notificationChoicesOf,
  useNotificationPreferences,
  useSaveNotifications,
} from './notifications.ts';
export {
  type CancelOrderInput,
  type CancelReason,
  type CreateReturnInput,
  nextHistoryStart,
  ORDER_HISTORY_PAGE_SIZE,
  type OrderHistoryPage,
  type OrderLookup,
  type ReturnItemInput,
  type ReturnReason,
  useCancelOrder,
  useCreateReturn,
  useInvoiceLink,
  useOrder,
  useOrderHistory,
  useOrderLookup,
  useReturnLabel,
  useTrackedOrder,
  useWarrantyClaim,
  type WarrantyClaimInput,
} from './orders.ts';
export {
  PICKUP_STORE_COOKIE,
  type PickupStore,
  pickupStoreCookie,
  pickupStoreOf,
  readPickupStore,
  usePickupStore,
} from './pickupStore.ts';
export {
  type ReturnLabelDownloadInput,
  type ReturnLabelDownloadOptions,
  useReturnLabelDownload,
} from './returnLabelDownload.ts';
export {
  type NewSavedCardBody,
  type SavedPaymentInstrument,
  type SavedPaymentInstruments,
  savedCardsMutationKey,
  useSavedCardChanges,
  useSavedCards,
  withSavedInstrument,
} from './savedCards.ts';
export {
  SESSION_WAIT_MS,
  type SessionHint,
  SessionHintContext,
  sessionSettled,
  useAssociate,
  useHasSession,
  useListsAvailable,
} from './session/hint.ts';
export { useAddToCart } from './useAddToCart.ts';
