import { eq, sql } from 'drizzle-orm';
import type { Brand } from '#api/contract/common.ts';
import type { SegmentCondition } from '#api/contract/contentSections.ts';
import type { ExperimentDatafile, ExperimentEventBatch } from '#api/contract/experiments.ts';
import { segmentConditions } from '#commerce/content/segments.ts';
import { findOpenCart } from '../cart/service.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { cartItems } from '../db/schema/cart.ts';
import { consumers } from '../db/schema/consumer.ts';
import { experimentDatafiles, experimentEvents } from '../db/schema/experiments.ts';
import type { AuthContext } from '../http/context.ts';
import { ownerOf } from '../wishlists/owner.ts';

export async function findDatafile(db: Executor, brand: Brand) {
  const [row] = await db
    .select({ datafile: experimentDatafiles.datafile })
    .from(experimentDatafiles)
    .where(eq(experimentDatafiles.brand, brand))
    .limit(1);
  return row?.datafile;
}

/** Seed (or replace) the datafiles of the brands, from demo/experiments. */
export async function seedDatafiles(
  tx: Transaction,
  datafiles: Readonly<Record<string, ExperimentDatafile>>,
  now: Date,
): Promise<void> {
  for (const [brand, datafile] of Object.entries(datafiles)) {
    await tx
      .insert(experimentDatafiles)
      .values({ brand, revision: datafile.revision, datafile, updatedAt: now })
      .onConflictDoUpdate({
        target: experimentDatafiles.brand,
        set: { revision: datafile.revision, datafile, updatedAt: now },
      });
  }
}

/** A decision shows up in a batch as a `campaign_activated` event beside its decision. */
const DECISION_EVENT = 'campaign_activated';

/** One row per decision or conversion of the SDK's batch. */
export async function storeEventBatch(db: Executor, batch: ExperimentEventBatch): Promise<number> {
  const rows: (typeof experimentEvents.$inferInsert)[] = [];
  for (const visitor of batch.visitors) {
    const attributes = Array.isArray(visitor.attributes) ? visitor.attributes : [];
    for (const snapshot of visitor.snapshots) {
      snapshot.events.forEach((event, index) => {
        const decision = event.key === DECISION_EVENT ? snapshot.decisions?.[index] : undefined;
        rows.push({
          projectId: batch.project_id,
          visitorId: visitor.visitor_id,
          eventKey: event.key,
          flagKey: decision?.metadata?.flag_key ?? null,
          ruleKey: decision?.metadata?.rule_key ?? null,
          ruleType: decision?.metadata?.rule_type ?? null,
          variationKey: decision?.metadata?.variation_key ?? null,
          enabled: decision?.metadata?.enabled ?? null,
          occurredAt: new Date(event.timestamp),
          attributes,
        });
      });
    }
  }
  if (rows.length > 0) await db.insert(experimentEvents).values(rows);
  return rows.length;
}

/**
 * The segment conditions of spec §4 for a session: its consumer's profile (signed in,
 * loyalty, employee, athlete, identities) and the items of its open cart.
 */
export async function conditionsOf(
  db: Executor,
  auth: AuthContext,
): Promise<Record<SegmentCondition, boolean>> {
  if (auth.kind === 'anonymous') return segmentConditions({ loggedIn: false, cartItems: 0 });
  const cart = await findOpenCart(db, ownerOf(auth));
  const [count] = cart
    ? await db
        .select({ qty: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id))
    : [{ qty: 0 }];
  const cartCount = Number(count?.qty ?? 0);
  if (auth.kind !== 'consumer') return segmentConditions({ loggedIn: false, cartItems: cartCount });
  const [row] = await db
    .select({
      isLoyaltyMember: consumers.isLoyaltyMember,
      employee: consumers.employee,
      athlete: consumers.athlete,
      identities: consumers.identities,
    })
    .from(consumers)
    .where(eq(consumers.id, auth.consumerId))
    .limit(1);
  return segmentConditions({
    loggedIn: true,
    loyaltyMember: row?.isLoyaltyMember ?? false,
    employee: row?.employee ?? false,
    athlete: row?.athlete ?? false,
    identities: row?.identities.map((identity) => identity.type) ?? [],
    cartItems: cartCount,
  });
}
