import { authDomain } from './auth/index.ts';
import { cartDomain } from './cart/index.ts';
import { catalogueArtwork, catalogueDomain } from './catalogue/index.ts';
import { checkoutDomain } from './checkout/index.ts';
import { consumerDomain } from './consumer/index.ts';
import { contactDomain } from './contact/index.ts';
import { contentDomain } from './content/index.ts';
import { devDomain } from './dev/index.ts';
import { eventsDomain } from './events/index.ts';
import { experimentsDomain } from './experiments/index.ts';
import type { Domain } from './http/route.ts';
import { createImagesDomain } from './images/index.ts';
import { internalDomain } from './internal/index.ts';
import { ordersDomain } from './orders/index.ts';
import { ugcImages } from './ugc/artwork.ts';
import { ugcDomain } from './ugc/index.ts';
import { wishlistsDomain } from './wishlists/index.ts';

/**
 * Every domain the service serves, in registration order. Add yours with one line (see
 * server/README.md). Auth comes first: later domains register handover hooks on it.
 */
export const domains: readonly Domain[] = [
  authDomain,
  consumerDomain,
  contactDomain,
  eventsDomain,
  internalDomain,
  devDomain,
  contentDomain,
  catalogueDomain,
  createImagesDomain({ generators: [catalogueArtwork, ugcImages] }),
  cartDomain,
  checkoutDomain,
  ordersDomain,
  wishlistsDomain,
  ugcDomain,
  experimentsDomain,
];
