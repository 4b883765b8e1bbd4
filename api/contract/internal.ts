import { z } from 'zod';
import { brand, isoDateTime, opaqueId, siteLocale } from './common.ts';
import { previewQuery } from './content.ts';
import { contentSection } from './contentSections.ts';
import { orderStatus } from './orders.ts';
import { productGender } from './products.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 Internal: the storefront's own calls (`/fapi/…`), the personalization engine
 * and, beyond the spec, the development outbox. The spec names the paths only; the
 * shapes below are this contract's design, each documented where it is declared.
 */

const link = z.object({ label: z.string(), url: z.string() });

const componentQuery = z.object({ brand: brand.optional() });

/** Collections of linked cards the header and landing pages reuse. */
export const internalCollections = z.object({
  collections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      items: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          url: z.string(),
          image: z.string().optional(),
        }),
      ),
    }),
  ),
});

export const internalFooter = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(link) })),
  social: z.array(z.object({ network: z.string(), url: z.string() })),
  legal: z.array(link),
});

/** Shoe size conversion (tread): one row per size across systems. */
export const internalFootSizes = z.object({
  sizes: z.array(
    z.object({
      us: z.string(),
      uk: z.string(),
      eu: z.string(),
      cm: z.number().positive(),
    }),
  ),
});

export const internalSearchComponent = z.object({
  placeholder: z.string(),
  popularSearches: z.array(z.string()),
  links: z.array(link),
});

/** The units a size chart's measurements are given in. */
export const sizeChartUnits = ['cm', 'in'] as const;
export const sizeChartUnit = z.enum(sizeChartUnits);
export type SizeChartUnit = z.infer<typeof sizeChartUnit>;

/**
 * A size chart's query: whose sizes (a men's product: the men's rows only; unisex or none:
 * every fit) and in which units (by default the site's: inches in the US, else cm).
 */
const sizeChartQuery = componentQuery.extend({
  gender: productGender.optional(),
  unit: sizeChartUnit.optional(),
});

export const internalSizeChart = z.object({
  productType: z.string(),
  title: z.string(),
  /** The units of the measurements (the column names say them too). */
  unit: sizeChartUnit,
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

export const internalUtilityNav = z.object({
  links: z.array(link.extend({ icon: z.string().optional() })),
});

export const internalLocationSelector = z.object({
  regions: z.array(
    z.object({
      region: z.enum(['NA', 'EMEA']),
      sites: z.array(z.object({ locale: siteLocale, label: z.string(), url: z.string() })),
    }),
  ),
});

export const internalPage = z.object({
  page: z.string(),
  title: z.string(),
  /** CMS sections, validated by each block's own schema when rendered (spec §8). */
  sections: z.array(z.record(z.string(), z.unknown())),
});

/** Spec §7: server time; the client reads epoch zero when it is missing. */
export const serverTime = z.object({ timestamp: z.number().int().nonnegative() });

// The personalization engine's decide call lives with the experiments (./experiments.ts).

export const performanceIngest = z.object({
  page: z.string().max(256),
  metrics: z
    .array(
      z.object({
        name: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
        value: z.number().finite().nonnegative(),
        rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
        id: z.string().max(64),
      }),
    )
    .min(1)
    .max(20),
});

export const validateResponseResult = z.object({
  valid: z.boolean(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});

export const outboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  template: z.string(),
  locale: z.string(),
  subject: z.string(),
  text: z.string(),
  data: z.record(z.string(), z.string()),
  createdAt: isoDateTime,
});

const fapi = { auth: 'none' } as const;

/**
 * The site's pop-ups for the pop-up manager (cms-blocks/PopUp/checkedPopUps.ts): the
 * document's sections, and each pop-up's content as its block's schema checked it.
 */
export const internalPopUps = z.object({
  sections: z.array(contentSection),
  popUps: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const getPopUpsComponent = defineRoute({
  ...fapi,
  name: 'getPopUpsComponent',
  method: 'GET',
  path: '/fapi/components/popups',
  query: componentQuery.extend(previewQuery.shape),
  response: internalPopUps,
  description:
    'The pop-ups of the site (preview with `preview=true` and a date), checked by the store: a pop-up whose content its schema refuses is left out of `popUps` and logged.',
});

export const getCollectionsComponent = defineRoute({
  ...fapi,
  name: 'getCollectionsComponent',
  method: 'GET',
  path: '/fapi/components/collections',
  query: componentQuery,
  response: internalCollections,
});

export const getFooterComponent = defineRoute({
  ...fapi,
  name: 'getFooterComponent',
  method: 'GET',
  path: '/fapi/components/footer',
  query: componentQuery,
  response: internalFooter,
});

export const getFootSizesComponent = defineRoute({
  ...fapi,
  name: 'getFootSizesComponent',
  method: 'GET',
  path: '/fapi/components/foot-sizes',
  query: componentQuery,
  response: internalFootSizes,
});

export const getSearchComponent = defineRoute({
  ...fapi,
  name: 'getSearchComponent',
  method: 'GET',
  path: '/fapi/components/search',
  query: componentQuery,
  response: internalSearchComponent,
});

export const getSizeChartComponent = defineRoute({
  ...fapi,
  name: 'getSizeChartComponent',
  method: 'GET',
  path: '/fapi/components/size-chart/:productType',
  params: z.object({ productType: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
  query: sizeChartQuery,
  response: internalSizeChart,
  errors: ['API404'],
});

export const getUtilityComponent = defineRoute({
  ...fapi,
  name: 'getUtilityComponent',
  method: 'GET',
  path: '/fapi/components/utility',
  query: componentQuery,
  response: internalUtilityNav,
});

export const getLocationSelectorPage = defineRoute({
  ...fapi,
  name: 'getLocationSelectorPage',
  method: 'GET',
  path: '/fapi/pages/location-selector',
  response: internalLocationSelector,
});

export const getInternalPage = defineRoute({
  ...fapi,
  name: 'getInternalPage',
  method: 'GET',
  path: '/fapi/pages/:page',
  params: z.object({ page: z.string().regex(/^[a-z0-9-]{1,64}$/) }),
  query: componentQuery,
  response: internalPage,
  errors: ['API404'],
});

export const getServerTime = defineRoute({
  ...fapi,
  name: 'getServerTime',
  method: 'GET',
  path: '/fapi/server/time',
  response: serverTime,
  description: 'timestamp is milliseconds since the Unix epoch on the service clock.',
});

export const ingestPerformance = defineRoute({
  ...fapi,
  name: 'ingestPerformance',
  method: 'POST',
  path: '/fapi/performance/ingest',
  body: performanceIngest,
  response: z.undefined(),
  successStatus: 204,
  description: 'Web-vitals beacon (navigator.sendBeacon with an application/json Blob).',
});

export const validateResponse = defineRoute({
  ...fapi,
  name: 'validateResponse',
  method: 'POST',
  path: '/fapi/api/validate-response/:contract',
  params: z.object({ contract: z.string().regex(/^[A-Za-z0-9]{1,64}$/) }),
  body: z.unknown(),
  response: validateResponseResult,
  errors: ['API404'],
  description:
    'Checks a response body against the named route of this contract (its `name`); development aid.',
});

export const getDevOutbox = defineRoute({
  ...fapi,
  name: 'getDevOutbox',
  method: 'GET',
  path: '/dev/outbox',
  query: z.object({
    recipient: z.string().trim().toLowerCase().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ messages: z.array(outboxMessage) }),
  errors: ['API404'],
  description:
    'Not in the spec: the mails the service queued, newest first, so a reset link can be followed without a mail server. Answers API404 in production.',
});

/** The statuses a development aid may move an order to (there is no warehouse system). */
export const devFulfilmentStatuses = ['SHIPPED', 'DELIVERED'] as const;

export const fulfilDevOrder = defineRoute({
  ...fapi,
  name: 'fulfilDevOrder',
  method: 'POST',
  path: '/dev/orders/:orderNumber/fulfil',
  params: z.object({ orderNumber: opaqueId }),
  body: z.object({ status: z.enum(devFulfilmentStatuses) }),
  response: z.object({
    orderNumber: z.string(),
    status: z.enum(devFulfilmentStatuses),
    carrier: z.string(),
    trackingNumber: z.string(),
    trackingUrl: z.string(),
    shippedAt: isoDateTime,
    deliveredAt: isoDateTime.nullable(),
  }),
  errors: ['API400', 'API404', 'ORD409'],
  description:
    'Not in the spec: records that a placed order shipped (with a carrier and tracking number) or was delivered (shipping it first when it had not), as a warehouse would, so tests and demos can move an order along. The shopper is mailed the first time each is recorded (shipped: the carrier, tracking number and link; delivered: how to return and until when; an order delivered without a recorded shipment gets the delivered mail alone). API400 for an order cancelled or not placed yet, or asked to ship once delivered (asking again for the status it has answers it as it is); ORD409 for no such order. Answers API404 in production.',
});

export const receiveDevReturn = defineRoute({
  ...fapi,
  name: 'receiveDevReturn',
  method: 'POST',
  path: '/dev/returns/:returnId/received',
  params: z.object({ returnId: opaqueId }),
  response: z.object({
    returnId: z.string(),
    orderNumber: z.string(),
    rmaCode: z.string(),
    receivedAt: isoDateTime,
    /** The order's status after it: RETURNED once every returnable unit is back. */
    orderStatus,
  }),
  errors: ['API400', 'API404', 'RTN404'],
  description:
    'Not in the spec: records that a return label’s parcel reached the warehouse, as a warehouse would, and mails the shopper that the refund is on its way; the order becomes RETURNED once every returnable unit is back. Asking again answers the return as it is (no second mail). RTN404 for no such return. Answers API404 in production.',
});

export const internalRoutes = {
  getCollectionsComponent,
  getFooterComponent,
  getFootSizesComponent,
  getPopUpsComponent,
  getSearchComponent,
  getSizeChartComponent,
  getUtilityComponent,
  getLocationSelectorPage,
  getInternalPage,
  getServerTime,
  ingestPerformance,
  validateResponse,
  getDevOutbox,
  fulfilDevOrder,
  receiveDevReturn,
};
