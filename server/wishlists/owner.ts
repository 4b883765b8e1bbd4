import { randomBytes } from 'node:crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionAuth } from '../http/context.ts';

/**
 * Who owns a cart or a list: a signed-in consumer, or a guest session's shopper id (usid).
 * An associate session shops as its guest id (its customer is not known to the cart yet).
 */
export type Owner =
  | { kind: 'consumer'; consumerId: string; guestId: string }
  | { kind: 'guest'; guestId: string };

export function ownerOf(auth: SessionAuth): Owner {
  return auth.kind === 'consumer'
    ? { kind: 'consumer', consumerId: auth.consumerId, guestId: auth.guestId }
    : { kind: 'guest', guestId: auth.guestId };
}

export interface OwnedRow {
  guestId: string | null;
  consumerId: string | null;
}

/**
 * Whether the owner may use a row: a consumer their own rows and the rows their guest
 * session made before signing in (not handed over yet); a guest only its own guest rows.
 */
export function owns(owner: Owner, row: OwnedRow): boolean {
  if (row.consumerId !== null)
    return owner.kind === 'consumer' && row.consumerId === owner.consumerId;
  return row.guestId === owner.guestId;
}

/** The WHERE clause selecting the owner's own row (by consumer, or by guest without one). */
export function ownerFilter(
  owner: Owner,
  columns: { guestId: PgColumn; consumerId: PgColumn },
): SQL | undefined {
  return owner.kind === 'consumer'
    ? eq(columns.consumerId, owner.consumerId)
    : and(eq(columns.guestId, owner.guestId), isNull(columns.consumerId));
}

/** The owner columns of a new row. */
export function ownerColumns(owner: Owner): OwnedRow {
  return owner.kind === 'consumer'
    ? { guestId: owner.guestId, consumerId: owner.consumerId }
    : { guestId: owner.guestId, consumerId: null };
}

/** A new URL-safe identifier (basketId, itemId, favoriteId …): 128 random bits. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}
