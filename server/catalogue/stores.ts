import { and, eq } from 'drizzle-orm';
import type {
  CollectionPointsResult,
  RetailStore,
  StoreSearchResult,
} from '#api/contract/stores.ts';
import type { Site } from '#commerce/catalogue/site.ts';
import {
  collectionPointSearch,
  type LocationQuery,
  type PostalArea,
  searchScope,
  storeDirectory,
  storeRoster,
  storeSearch,
} from '#commerce/catalogue/stores.ts';
import { skusOf } from '#commerce/catalogue/views.ts';
import { type Database, type Executor, readTogether } from '../db/client.ts';
import { collectionPoints, postalAreas, storeEmployees, stores } from '../db/schema/catalogue.ts';
import { getCatalogueModel } from './model.ts';
import { storeQuantities } from './stock.ts';

/*
 * Stores, collection points and the store roster: rows from the database, the searches
 * and orderings of commerce/catalogue/stores.ts (shared with the MSW handlers).
 */

/** The postal areas a search needs (none for a search by coordinates). */
async function areasFor(db: Executor, query: LocationQuery, site: Site): Promise<PostalArea[]> {
  const { country, needsAreas } = searchScope(query, site);
  if (!needsAreas || !country) return [];
  return db.select().from(postalAreas).where(eq(postalAreas.country, country));
}

/** The stores a search may find (one country, or all). */
async function storesFor(db: Executor, query: LocationQuery, site: Site): Promise<RetailStore[]> {
  const { country } = searchScope(query, site);
  const rows = await db
    .select()
    .from(stores)
    .where(country ? eq(stores.country, country) : undefined);
  return rows.map(retailStoreOf);
}

type StoreRow = typeof stores.$inferSelect;

export function retailStoreOf(row: StoreRow): RetailStore {
  return {
    id: row.id,
    name: row.name,
    brands: row.brands as RetailStore['brands'],
    address: {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      city: row.city,
      province: row.province,
      postalCode: row.postalCode,
      country: row.country,
    },
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    services: row.services as RetailStore['services'],
  };
}

export async function searchStores(
  db: Database,
  query: LocationQuery & { productId?: string | undefined },
  site: Site,
): Promise<StoreSearchResult> {
  const wanted = query.productId ? skusOf(await getCatalogueModel(db), query.productId) : null;
  const [areas, candidates] = await Promise.all([
    areasFor(db, query, site),
    storesFor(db, query, site),
  ]);
  const quantities = wanted
    ? await storeQuantities(
        db,
        candidates.map((store) => store.id),
        wanted,
      )
    : null;
  return storeSearch(candidates, areas, query, site, quantities);
}

export async function searchCollectionPoints(
  db: Database,
  query: LocationQuery,
  site: Site,
): Promise<CollectionPointsResult> {
  const { country } = searchScope(query, site);
  const [areas, candidates, points] = await Promise.all([
    areasFor(db, query, site),
    storesFor(db, query, site),
    db
      .select()
      .from(collectionPoints)
      .where(country ? eq(collectionPoints.country, country) : undefined),
  ]);
  return collectionPointSearch(
    points.map((point) => ({
      id: point.id,
      name: point.name,
      type: point.type as 'locker' | 'partner',
      carrier: point.carrier as string | null,
      address: {
        addressLine1: point.addressLine1,
        addressLine2: point.addressLine2,
        city: point.city,
        province: point.province,
        postalCode: point.postalCode,
        country: point.country,
      },
      latitude: point.latitude,
      longitude: point.longitude,
      openingHours: point.openingHours,
    })),
    candidates,
    areas,
    query,
    site,
  );
}

/** Every store, by country then name (optionally one country). */
export async function listStores(db: Executor, country?: string): Promise<RetailStore[]> {
  const rows = await db
    .select()
    .from(stores)
    .where(country ? eq(stores.country, country) : undefined);
  return storeDirectory(rows.map(retailStoreOf), country);
}

/** A store by id, or null (for other domains: pickup, associate login). */
export async function getStore(db: Executor, storeId: string): Promise<RetailStore | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  return row ? retailStoreOf(row) : null;
}

export async function listStoreEmployees(db: Executor, storeId: string) {
  const [store, rows] = await readTogether(
    db,
    () => getStore(db, storeId),
    () =>
      db
        .select()
        .from(storeEmployees)
        .where(and(eq(storeEmployees.storeId, storeId), eq(storeEmployees.active, true))),
  );
  return storeRoster(storeId, store !== null, rows);
}

/** An active employee of a store, or null (associate login checks the roster with it). */
export async function findStoreEmployee(db: Executor, storeId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(storeEmployees)
    .where(
      and(
        eq(storeEmployees.storeId, storeId),
        eq(storeEmployees.employeeId, employeeId),
        eq(storeEmployees.active, true),
      ),
    )
    .limit(1);
  return row
    ? { employeeId: row.employeeId, storeId: row.storeId, name: `${row.firstName} ${row.lastName}` }
    : null;
}
