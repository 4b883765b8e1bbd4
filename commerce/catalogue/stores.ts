import type {
  CollectionPoint,
  CollectionPointsResult,
  DistanceUnit,
  RetailStore,
  StoreSearchResult,
} from '#api/contract/stores.ts';
import { CatalogueLookupError } from './model.ts';
import type { Site } from './site.ts';

/*
 * Store search, collection points, the store list and roster from plain rows (spec §7
 * Stores, Utilities). Distances are great-circle distances from the search origin: the
 * given coordinates, or the centre of the postal code's area (longest prefix). Shared by
 * the service (rows from its database) and the MSW handlers (the demo rows), hence commerce/.
 */

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

export interface Point {
  latitude: number;
  longitude: number;
}

export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles where the site's country measures in miles (US, UK), else kilometres. */
export function defaultDistanceUnit(site: Site): DistanceUnit {
  return site.country === 'US' || site.country === 'GB' ? 'mi' : 'km';
}

/** Normalised postal code: upper case, no spaces or hyphens. */
export const normalisePostalCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export interface LocationQuery {
  postalCode?: string | undefined;
  city?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  countryCode?: string | undefined;
  radius: number;
  unit?: DistanceUnit | undefined;
  limit: number;
}

/** A postal-code prefix and the centre of its area: the geocoder. */
export interface PostalArea {
  country: string;
  prefix: string;
  latitude: number;
  longitude: number;
}

export interface CollectionPointRow extends Omit<CollectionPoint, 'type' | 'distance'> {
  type: 'locker' | 'partner';
}

export interface EmployeeRow {
  employeeId: string;
  storeId: string;
  firstName: string;
  lastName: string;
  active: boolean;
}

const hasCoordinates = (query: LocationQuery) =>
  query.latitude !== undefined && query.longitude !== undefined;

/**
 * The country a search stays in (null: anywhere) and whether it needs that country's
 * postal areas (a search by postal code rather than by coordinates or city).
 */
export function searchScope(
  query: LocationQuery,
  site: Site,
): { country: string | null; needsAreas: boolean } {
  return hasCoordinates(query)
    ? { country: query.countryCode ?? null, needsAreas: false }
    : { country: query.countryCode ?? site.country, needsAreas: query.postalCode !== undefined };
}

/** A city as a search compares it: no accents, case, spaces or punctuation (`Montréal`). */
export const normaliseCity = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Where a search starts (null: an unknown postal code or city) and the country it stays in.
 * Coordinates first, then the postal code's area, then a city with one of `places` (our
 * stores): the demo geocoder knows no other towns.
 */
export function searchOrigin(
  query: LocationQuery,
  site: Site,
  areas: readonly PostalArea[],
  places: readonly (Point & { address: { city: string; country: string } })[] = [],
): { origin: Point | null; country: string | null } {
  const { country } = searchScope(query, site);
  if (query.latitude !== undefined && query.longitude !== undefined) {
    return { origin: { latitude: query.latitude, longitude: query.longitude }, country };
  }
  if (query.postalCode === undefined && query.city !== undefined) {
    const wanted = normaliseCity(query.city);
    const inCountry = places.filter((place) => !country || place.address.country === country);
    const place =
      inCountry.find((candidate) => normaliseCity(candidate.address.city) === wanted) ??
      (wanted.length >= 3
        ? inCountry.find((candidate) => normaliseCity(candidate.address.city).startsWith(wanted))
        : undefined);
    return {
      origin: place ? { latitude: place.latitude, longitude: place.longitude } : null,
      country,
    };
  }
  const code = normalisePostalCode(query.postalCode ?? '');
  const area = areas
    .filter((candidate) => candidate.country === country && code.startsWith(candidate.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return { origin: area ? { latitude: area.latitude, longitude: area.longitude } : null, country };
}

/** Places of the country within the radius, nearest first, distances to one decimal. */
function nearest<T extends Point & { id: string; address: { country: string } }>(
  places: readonly T[],
  origin: Point,
  country: string | null,
  query: LocationQuery,
  unit: DistanceUnit,
): { place: T; distance: number }[] {
  const perUnit = unit === 'mi' ? KM_PER_MILE : 1;
  return places
    .filter((place) => !country || place.address.country === country)
    .map((place) => ({ place, distance: distanceKm(origin, place) / perUnit }))
    .filter((hit) => hit.distance <= query.radius)
    .sort((a, b) => a.distance - b.distance || a.place.id.localeCompare(b.place.id))
    .slice(0, query.limit)
    .map((hit) => ({ ...hit, distance: Math.round(hit.distance * 10) / 10 }));
}

/**
 * Stores near the search origin; `quantities` (units of the product asked for, per store)
 * when the search names a product, else null.
 */
export function storeSearch(
  stores: readonly RetailStore[],
  areas: readonly PostalArea[],
  query: LocationQuery,
  site: Site,
  quantities: ReadonlyMap<string, number> | null,
): StoreSearchResult {
  const unit = query.unit ?? defaultDistanceUnit(site);
  const { origin, country } = searchOrigin(query, site, areas, stores);
  if (!origin) return { origin: null, distanceUnit: unit, stores: [] };
  return {
    origin,
    distanceUnit: unit,
    stores: nearest(stores, origin, country, query, unit).map(({ place, distance }) => ({
      ...place,
      distance,
      quantity: quantities ? (quantities.get(place.id) ?? 0) : null,
    })),
  };
}

/** Lockers, partner points and the stores offering pickup near the search origin. */
export function collectionPointSearch(
  points: readonly CollectionPointRow[],
  stores: readonly RetailStore[],
  areas: readonly PostalArea[],
  query: LocationQuery,
  site: Site,
): CollectionPointsResult {
  const unit = query.unit ?? defaultDistanceUnit(site);
  const { origin, country } = searchOrigin(query, site, areas, stores);
  if (!origin) return { origin: null, distanceUnit: unit, collectionPoints: [] };
  const places: Omit<CollectionPoint, 'distance'>[] = [
    ...points,
    ...stores
      .filter((store) => store.services.includes('pickup'))
      .map(({ id, name, address, latitude, longitude, openingHours }) => ({
        id,
        name,
        type: 'store' as const,
        carrier: null,
        address,
        latitude,
        longitude,
        openingHours,
      })),
  ];
  return {
    origin,
    distanceUnit: unit,
    collectionPoints: nearest(places, origin, country, query, unit).map(({ place, distance }) => ({
      ...place,
      distance,
    })),
  };
}

/** Every store, by country then name (optionally one country). */
export function storeDirectory(stores: readonly RetailStore[], country?: string): RetailStore[] {
  return stores
    .filter((store) => !country || store.address.country === country)
    .sort(
      (a, b) => a.address.country.localeCompare(b.address.country) || a.name.localeCompare(b.name),
    );
}

/** A store's active employees as the associate login lists them; STR404 without the store. */
export function storeRoster(
  storeId: string,
  storeExists: boolean,
  employees: readonly EmployeeRow[],
) {
  if (!storeExists) throw new CatalogueLookupError('STR404', `No store ${storeId}`);
  return {
    storeId,
    employees: employees
      .filter((employee) => employee.storeId === storeId && employee.active)
      .map((employee) => ({
        employeeId: employee.employeeId,
        name: `${employee.firstName} ${employee.lastName.charAt(0)}.`,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.employeeId.localeCompare(b.employeeId)),
  };
}
