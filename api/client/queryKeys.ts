/**
 * The TanStack Query keys of shared client state. Blocks, flows and the storefront read
 * and invalidate the same entries through these, so an add-to-cart in a quick-shop dialog
 * updates the mini cart, and sign-out can reset everything a shopper owns (spec §4: logout
 * resets profile, cart, loyalty and favorites, then requests a guest token).
 */
export const queryKeys = {
  /** The auth state of the session (guest or consumer, consumerNo, memberId …). */
  session: ['session'] as const,
  /** GET /consumers-v3/consumer. */
  profile: ['consumer', 'profile'] as const,
  /** Loyalty summary, vouchers and welcome promo. */
  loyalty: ['consumer', 'loyalty'] as const,
  /** The shopper's basket (GET /cart/v1/cart/:basketId). */
  cart: ['cart'] as const,
  /** The member's orders and the orders a guest looked up: every entry below this one. */
  orders: ['consumer', 'orders'] as const,
  /** POST /consumers-v3/consumer/purchasehistory, page by page (an infinite query). */
  orderHistory: ['consumer', 'orders', 'history'] as const,
  /** GET /consumers-v3/consumer/purchase/:orderId. */
  order: (orderNumber: string) => ['consumer', 'orders', 'order', orderNumber] as const,
  /** POST /consumers-v3/consumer/TrackOrder: a guest's lookup by number and email. */
  trackedOrder: (orderNumber: string, email: string) =>
    ['consumer', 'orders', 'tracked', orderNumber, email] as const,
  /** The member's notification choices: PUT /consumers-v3/consumer/notification, no pairs sent. */
  notifications: ['consumer', 'notifications'] as const,
  /** A return label by its id (whoever holds the link may print it: not the shopper's). */
  returnLabel: (returnId: string) => ['returns', returnId, 'label'] as const,
  /** Favorites and saved-for-later lists. */
  favorites: ['wishlists', 'favorites'] as const,
  saveForLater: ['wishlists', 'saveForLater'] as const,
  /** Catalogue and content reads are keyed by what they depend on. */
  product: (productId: string, locale: string) => ['products', productId, locale] as const,
  inventory: (productId: string) => ['products', productId, 'inventory'] as const,
  content: (path: string, query: Record<string, string | undefined>) =>
    ['content', path, query] as const,
  /** The site's countries and a country's address rules (address forms; the checkout's
   * loader puts them in the cache with the page). */
  countries: (locale: string) => ['utilities', 'countries', locale] as const,
  countryRules: (country: string, locale: string) =>
    ['utilities', 'i18n', country, locale] as const,
} as const;

/** Everything that belongs to the signed-in shopper: cleared on sign-out. */
export const shopperStateKeys = [
  queryKeys.session,
  queryKeys.profile,
  queryKeys.loyalty,
  queryKeys.cart,
  queryKeys.favorites,
  queryKeys.saveForLater,
  queryKeys.orders,
  queryKeys.notifications,
] as const;
