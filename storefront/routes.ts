import { index, type RouteConfig, route } from '@react-router/dev/routes';

/*
 * Every route of spec §2 in one place. `:locale` is any first segment: the site layout
 * answers 404 for one that is not a site locale.
 */
export default [
  index('routes/locale-redirect.tsx'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route(':locale/sitemap.xml', 'routes/sitemap.ts'),
  // Spec §7 Internal: the storefront's own JSON calls (storefront/fapi/).
  route('fapi/components/collections', 'routes/fapi/collections.ts'),
  route('fapi/components/footer', 'routes/fapi/footer.ts'),
  route('fapi/components/foot-sizes', 'routes/fapi/foot-sizes.ts'),
  // Ours (spec §7 leaves the pop-up fetch's path open): the pop-ups, checked on the server.
  route('fapi/components/popups', 'routes/fapi/popups.ts'),
  route('fapi/components/search', 'routes/fapi/search.ts'),
  route('fapi/components/size-chart/:productType', 'routes/fapi/size-chart.ts'),
  route('fapi/components/utility', 'routes/fapi/utility.ts'),
  route('fapi/pages/location-selector', 'routes/fapi/location-selector.ts'),
  route('fapi/pages/:page', 'routes/fapi/page.ts'),
  route('fapi/server/time', 'routes/fapi/server-time.ts'),
  route('fapi/performance/ingest', 'routes/fapi/performance-ingest.ts'),
  route('fapi/api/validate-response/:contract', 'routes/fapi/validate-response.ts'),
  route('fapi/*', 'routes/fapi/not-found.ts'),
  route(':locale', 'routes/site.tsx', [
    index('routes/home.tsx'),
    route('c/:slugId', 'routes/category.tsx'),
    route('p/:slugId', 'routes/product.tsx'),
    route('search', 'routes/search.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('order-confirmation', 'routes/order-confirmation.tsx'),
    route('favorites', 'routes/favorites.tsx'),
    route('favorites/shared/:favoriteId', 'routes/favorites-shared.tsx'),
    route('sign-in', 'routes/sign-in.tsx'),
    route('sign-up', 'routes/sign-up.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('associate-login', 'routes/associate-login.tsx'),
    // Ours (the spec shows no staff side): shopper photos reviewed with MODERATION_TOKEN.
    route('moderation', 'routes/moderation.tsx'),
    route('account', 'routes/account.tsx'),
    route('account/orders', 'routes/account-orders.tsx'),
    route('account/orders/:orderNumber', 'routes/account-order.tsx'),
    route('account/addresses', 'routes/account-addresses.tsx'),
    route('account/payment-methods', 'routes/account-payment-methods.tsx'),
    route('subscription/confirm', 'routes/subscription-confirm.tsx'),
    route('order-status', 'routes/order-status.tsx'),
    route('returns/:returnId', 'routes/return-label.tsx'),
    route('help/contact-us', 'routes/contact-us.tsx'),
    route('cms-preview', 'routes/cms-preview.tsx'),
    // Everything else below a site: a CMS page, or the 404 page.
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig;
