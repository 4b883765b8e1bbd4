import { z } from 'zod';
import { brand, localeQuery, opaqueId, productId } from './common.ts';
import { defineRoute } from './route.ts';

/*
 * Spec §7 "Stores": POST /stores/v1/collectionPoints and POST /stores/v1/search. The spec
 * only says stores are searched by postal code or coordinates and answered with a distance;
 * the shapes below are this contract's decision. Stores are also listed by the Utilities
 * calls (`./utilities.ts`), which reuse `store`.
 */

/** Store numbers are four digits (`1001`); also the associate session's storeId (spec §3). */
export const storeId = z.string().regex(/^\d{4}$/, 'storeId is 4 digits');

/** ISO 3166-1 alpha-2, upper case. */
export const isoCountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'country code is two letters')
  .transform((code) => code.toUpperCase());

export const storeServices = ['pickup', 'shipToStore', 'returns', 'repairs', 'rentals'] as const;
export const storeService = z.enum(storeServices);

/** A postal address of a store or collection point (shopper addresses live in the consumer domain). */
export const storeAddress = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  /** Province or state code (`CO`, `QC`), null where the country has none. */
  province: z.string().nullable(),
  postalCode: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/),
});
export type StoreAddress = z.infer<typeof storeAddress>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time is HH:MM');

/** Opening hours of one weekday, in the store's own time zone. */
export const openingHoursEntry = z.object({
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  dayOfWeek: z.number().int().min(1).max(7),
  opens: clockTime,
  closes: clockTime,
});
export type OpeningHoursEntry = z.infer<typeof openingHoursEntry>;

export const retailStore = z.object({
  id: storeId,
  name: z.string(),
  /** The brands the store carries. */
  brands: z.array(brand).min(1),
  address: storeAddress,
  /** E.164: `+13035550142`. */
  phone: z.string().regex(/^\+\d{6,15}$/),
  email: z.email(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** IANA time zone of the opening hours: `America/Denver`. */
  timeZone: z.string(),
  /** One entry per open weekday; a missing weekday is closed. */
  openingHours: z.array(openingHoursEntry),
  services: z.array(storeService),
});
export type RetailStore = z.infer<typeof retailStore>;

export const distanceUnits = ['km', 'mi'] as const;
export const distanceUnit = z.enum(distanceUnits);
export type DistanceUnit = z.infer<typeof distanceUnit>;

/** Search radius limit, in the request's unit. */
export const STORE_SEARCH_MAX_RADIUS = 500;
export const STORE_SEARCH_DEFAULT_RADIUS = 50;

/**
 * Where to search: a postal code (resolved to its area's centre), a city or town with one of
 * our stores (resolved to that store; accents and case do not matter), or coordinates. The
 * radius and the answered distances are in `unit`, by default the site country's (mi for
 * the US and the UK, km elsewhere).
 */
export const locationSearch = z
  .object({
    postalCode: z.string().trim().min(2).max(10).optional(),
    city: z.string().trim().min(2).max(60).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    /** Country to search in; defaults to the site's country. */
    countryCode: isoCountryCode.optional(),
    radius: z.number().positive().max(STORE_SEARCH_MAX_RADIUS).default(STORE_SEARCH_DEFAULT_RADIUS),
    unit: distanceUnit.optional(),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .refine(
    (body) =>
      body.postalCode !== undefined ||
      body.city !== undefined ||
      (body.latitude !== undefined && body.longitude !== undefined),
    { message: 'postalCode, city or latitude and longitude are required', path: ['postalCode'] },
  );

/** The point distances are measured from; null when the postal code or city is not known. */
export const searchOrigin = z.object({ latitude: z.number(), longitude: z.number() }).nullable();

export const storeSearchBody = locationSearch.safeExtend({
  /** A variant sku (or master): each store then carries its quantity on hand. */
  productId: productId.optional(),
});

export const storeSearchHit = retailStore.extend({
  /** From the origin, in `distanceUnit`, one decimal. */
  distance: z.number().min(0),
  /** Stock of the asked `productId` in this store; null without one. */
  quantity: z.number().int().min(0).nullable(),
});
export type StoreSearchHit = z.infer<typeof storeSearchHit>;

export const storeSearchResult = z.object({
  origin: searchOrigin,
  distanceUnit,
  /** Nearest first, within the radius, at most `limit`. */
  stores: z.array(storeSearchHit),
});
export type StoreSearchResult = z.infer<typeof storeSearchResult>;

export const searchStores = defineRoute({
  name: 'searchStores',
  auth: 'none',
  method: 'POST',
  path: '/stores/v1/search',
  query: localeQuery,
  body: storeSearchBody,
  response: storeSearchResult,
  errors: ['PLP400'],
  description:
    'Nearest stores by postal code, city or coordinates. An unknown postal code or city ' +
    'answers 200 with origin null and no stores; an unknown productId is 404 PLP400.',
});

export const collectionPointTypes = ['store', 'locker', 'partner'] as const;

/** A place a parcel can be collected from (spec shipping code `pudo`), or one of our stores. */
export const collectionPoint = z.object({
  /** A store's id for `store`, else the carrier's point id. */
  id: opaqueId,
  name: z.string(),
  type: z.enum(collectionPointTypes),
  /** The carrier operating a locker or partner point; null for our stores. */
  carrier: z.string().nullable(),
  address: storeAddress,
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursEntry),
  distance: z.number().min(0),
});
export type CollectionPoint = z.infer<typeof collectionPoint>;

export const collectionPointsResult = z.object({
  origin: searchOrigin,
  distanceUnit,
  collectionPoints: z.array(collectionPoint),
});
export type CollectionPointsResult = z.infer<typeof collectionPointsResult>;

export const searchCollectionPoints = defineRoute({
  name: 'searchCollectionPoints',
  auth: 'none',
  method: 'POST',
  path: '/stores/v1/collectionPoints',
  query: localeQuery,
  body: locationSearch,
  response: collectionPointsResult,
  description:
    'Collection points (lockers, partner shops and our stores with pickup) nearest first. ' +
    'An unknown postal code answers 200 with origin null and no points.',
});

/** Every Stores call, keyed by name (spread into `routes` of `./index.ts`). */
export const storeRoutes = { searchStores, searchCollectionPoints } as const;
