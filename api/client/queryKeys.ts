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
  /**
   * A product's reads, keyed by what they depend on: details by the language and currency
   * (the locale tag), online stock by nothing else (the product page, the quick shop and
   * the upsell share it; an add that finds the stock moved invalidates it).
   */
  product: {
    details: (productId: string, locale: string) =>
      ['product', productId, 'details', locale] as const,
    inventory: (productId: string) => ['product', productId, 'inventory'] as const,
  },
  /** The sets a product belongs to (GET …/productSets), and one set with its products. */
  productSets: {
    sets: (productId: string, locale: string) =>
      ['products', productId, 'productSets', locale] as const,
    set: (setId: string, locale: string) => ['productSets', setId, locale] as const,
  },
  /** A product's reviews and questions (GET …/reviews, …/reviews/questions). */
  reviews: {
    /** Every list of a product's reviews (any sort, filter or locale). */
    all: (productId: string) => ['products', productId, 'reviews'] as const,
    list: (
      productId: string,
      locale: string,
      filter: { sort: string; rating: number | undefined },
    ) => ['products', productId, 'reviews', locale, filter.sort, filter.rating ?? 'all'] as const,
    /** Every list of a product's questions. */
    questions: (productId: string) => ['products', productId, 'questions'] as const,
    questionList: (productId: string, locale: string, sort: string) =>
      ['products', productId, 'questions', locale, sort] as const,
  },
  /** The size chart of a product type and the shoe size conversion (`/fapi/components`). */
  sizing: {
    chart: (slug: string, brand: string, locale: string, gender: string, unit: string) =>
      ['fapi', 'size-chart', slug, brand, locale, gender, unit] as const,
    footSizes: (brand: string) => ['fapi', 'foot-sizes', brand] as const,
  },
  /**
   * The store finder: stores and collection points near a place (a postal code, a city or
   * coordinates), and a variant's units in each of the stores found.
   */
  stores: {
    search: (locale: string, place: object | null) => ['stores', 'search', locale, place] as const,
    collectionPoints: (locale: string, place: object | null) =>
      ['stores', 'collectionPoints', locale, place] as const,
    availability: (sku: string, storeIds: readonly string[]) =>
      ['products', sku, 'availability', storeIds.join(',')] as const,
  },
  /**
   * The shoppers' photos (the social media content service): a gallery's media, the
   * products of a category to tag an upload with, the uploader an account shares as.
   */
  ugc: {
    media: (customerId: string, request: object, count: number) =>
      ['ugc', 'media', customerId, request, count] as const,
    categoryProducts: (customerId: string, categoryId: string | undefined, locale?: string) =>
      ['ugc', 'categoryProducts', customerId, categoryId, locale] as const,
    uploader: (customerId: string, consumerNo: string | null | undefined) =>
      ['ugc', 'uploader', customerId, consumerNo ?? 'guest'] as const,
  },
  /** The signed-in member's saved cards (GET /consumers-v3/consumer/paymentInstruments). */
  savedCards: ['consumer', 'paymentInstruments'] as const,
  /** The loyalty vouchers the member's points buy (GET …/loyalty/vouchers), per site. */
  loyaltyVouchers: (locale: string) => ['consumer', 'loyalty', 'vouchers', locale] as const,
  /** A member's history filtered by a search text (below `orderHistory`). */
  orderHistorySearch: (text: string) => ['consumer', 'orders', 'history', text] as const,
  /** Every guest lookup of one order, whatever email it was looked up with. */
  trackedOrders: (orderNumber: string) => ['consumer', 'orders', 'tracked', orderNumber] as const,
  /**
   * Reads about the cart, below its entry so a new cart leaves them behind: the payment
   * methods for what is left to pay, a pay-later provider's session, whether it ships to
   * the saved address's country.
   */
  cartPaymentMethods: (basketId: string, remainingToPay: number) =>
    ['cart', 'paymentMethods', basketId, remainingToPay] as const,
  cartPaymentSession: (basketId: string, provider: string | null) =>
    ['cart', 'paymentSession', basketId, provider] as const,
  cartShipsTo: (basketId: string, country: string | null) =>
    ['cart', 'shipsTo', basketId, country] as const,
  /** What a sign-up link prefills (retrieveUserData of the consumer id and email). */
  signUpPrefill: (consumerId: string | undefined, email: string | undefined) =>
    ['signUp', 'prefill', consumerId, email] as const,
  /** The search box's suggestions. */
  autoSuggest: (locale: string, query: string) => ['autoSuggest', locale, query] as const,
  /** A recommendation widget's products. */
  recommendations: (locale: string, widget: object) => ['recommendations', locale, widget] as const,
  /** The content system's reads (documents, articles, pop-ups, the preview showcase). */
  content: {
    document: (
      routeName: string,
      params: unknown,
      mode: string,
      query: unknown,
      locale: string | undefined,
    ) => ['content', routeName, params, mode, query, locale] as const,
    articles: (siteId: string, locale: string, filter: object, preview: object | null) =>
      preview
        ? (['content', 'articles', siteId, locale, filter, preview] as const)
        : (['content', 'articles', siteId, locale, filter] as const),
    popUps: (siteId: string, preview: unknown) =>
      ['content', 'popUps', { siteId }, preview] as const,
    showcase: (siteId: string, criteria: unknown) =>
      ['content', 'showcase', siteId, criteria] as const,
  },
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
  queryKeys.savedCards,
] as const;
