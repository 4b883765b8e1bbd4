/**
 * The whole contract: every domain's schemas and routes, and one registry of all routes
 * for the service (registration), the client (typed calls) and MSW (typed handlers).
 *
 * Adding a domain: write `./<domain>.ts` exporting its schemas, its routes and one
 * `<domain>Routes` object (`{ routeName: route, … }`), then add its `export *` line and
 * spread its routes object into `routes` below. Exported names must be unique across
 * domains (`export *` drops clashing names), so prefix generic names with the domain.
 */
import { authRoutes } from './auth.ts';
import { cartRoutes } from './cart.ts';
import { checkoutRoutes } from './checkout.ts';
import { consumerRoutes } from './consumer.ts';
import { contactRoutes } from './contact.ts';
import { contentRoutes } from './content.ts';
import { experimentRoutes } from './experiments.ts';
import { internalRoutes } from './internal.ts';
import { loyaltyRoutes } from './loyalty.ts';
import { orderRoutes } from './orders.ts';
import { productRoutes } from './products.ts';
import { reviewRoutes } from './reviews.ts';
import type { AnyRoute } from './route.ts';
import { searchRoutes } from './search.ts';
import { storeRoutes } from './stores.ts';
import { ugcRoutes } from './ugc.ts';
import { utilityRoutes } from './utilities.ts';
import { wishlistRoutes } from './wishlists.ts';

export * from './auth.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './common.ts';
export * from './consumer.ts';
export * from './contact.ts';
export * from './content.ts';
export * from './contentSections.ts';
export * from './errors.ts';
export * from './experiments.ts';
export * from './internal.ts';
export * from './loyalty.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './reviews.ts';
export * from './route.ts';
export * from './search.ts';
export * from './stores.ts';
export * from './ugc.ts';
export * from './utilities.ts';
export * from './wishlists.ts';

/** Every route of spec §7, keyed by its `name`. */
export const routes = {
  ...productRoutes,
  ...searchRoutes,
  ...reviewRoutes,
  ...storeRoutes,
  ...utilityRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...contentRoutes,
  ...wishlistRoutes,
  ...authRoutes,
  ...consumerRoutes,
  ...orderRoutes,
  ...loyaltyRoutes,
  ...contactRoutes,
  ...internalRoutes,
  ...ugcRoutes,
  ...experimentRoutes,
} satisfies Record<string, AnyRoute>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** All routes as a list (registration order for the service and MSW). */
export const routeList: readonly AnyRoute[] = Object.values(routes);
