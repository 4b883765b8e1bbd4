import { sql } from 'drizzle-orm';
import type { StoreAddress } from '#api/contract/stores.ts';
import type { PlaceFact, PlaceFacts } from '#commerce/cart/delivery.ts';
import type { Executor } from '../db/client.ts';
import { selectJson } from '../db/json.ts';

/*
 * The places cart lines name in `storeId` (commerce/cart/delivery.ts PlaceFact): our stores and
 * the collection points (lockers, partner shops) of the pudo search. The place rule
 * (commerce/cart/addPlan.ts placeRefusal: a pudo line may go to either, pickup and ship to
 * store only to a store) reads them, and the cart view shows their name and address. A
 * SQL fragment, so the statements that read a cart (server/cart/view.ts,
 * server/cart/adds.ts) read its places in the same breath.
 */

/** One place as `placesSql` answers it: [id, kind, name, services (stores), address]. */
export type PlaceJson = [string, 'store' | 'point', string, string[] | null, StoreAddress];

const addressJson = (t: string) => `json_build_object('addressLine1', ${t}.address_line1,
  'addressLine2', ${t}.address_line2, 'city', ${t}.city, 'province', ${t}.province,
  'postalCode', ${t}.postal_code, 'country', ${t}.country)`;

/**
 * A json array of the places whose ids `ids` (an SQL text array expression) holds: the
 * stores, then the collection points no store shares an id with.
 */
export const placesSql = (ids: string) => `(select coalesce(json_agg(place), '[]') from (
    select json_build_array(s.id, 'store', s.name, s.services, ${addressJson('s')}) as place
    from stores s where s.id = any(${ids})
    union all
    select json_build_array(c.id, 'point', c.name, null, ${addressJson('c')})
    from collection_points c
    where c.id = any(${ids}) and not exists (select 1 from stores s where s.id = c.id)
  ) places)`;

/** The places of a `placesSql` answer, by id. */
export function placesFrom(rows: readonly PlaceJson[]): Map<string, PlaceFact> {
  const places = new Map<string, PlaceFact>();
  for (const [id, kind, name, services, address] of rows) {
    places.set(
      id,
      kind === 'store'
        ? { kind: 'store', services: services ?? [], name, address }
        : { kind: 'collectionPoint', name, address },
    );
  }
  return places;
}

/** The places of these ids, read now (one statement). */
export async function readPlaces(tx: Executor, ids: readonly string[]): Promise<PlaceFacts> {
  if (ids.length === 0) return new Map();
  const rows = await selectJson<PlaceJson[]>(
    tx,
    sql`with ids as (select ${JSON.stringify(ids)}::jsonb as j)
      select ${sql.raw(placesSql('array(select jsonb_array_elements_text(j) from ids)'))} as result`,
  );
  return placesFrom(rows);
}
