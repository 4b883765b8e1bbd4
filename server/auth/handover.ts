import type { Executor, Transaction } from '../db/client.ts';

/** The guest's objects the token exchange receives (spec §7). */
export interface GuestObjects {
  basketId?: string | undefined;
  favoriteId?: string | undefined;
  saveForLaterId?: string | undefined;
}

export interface HandoverInput extends GuestObjects {
  /** The guest session's shopper id (usid), when the caller had a guest session. */
  guestId: string | undefined;
  /** The consumer signing in (consumers.id). */
  customerId: string;
  consumerNo: string;
}

/** What a hook reports back for the token response; later hooks win per field. */
export interface SessionObjects {
  basketId?: string | null;
  favoriteId?: string | null;
  saveForLaterId?: string | null;
}

/**
 * Runs inside the token-exchange transaction: move the guest's basket, favorites and
 * saved-for-later to the account (merge with what it has). Throwing rolls the whole
 * sign-in back; throw `new ApiError('AUT409')` for a conflict the client should retry.
 */
export type HandoverHook = (
  tx: Transaction,
  input: HandoverInput,
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook with nothing to report returns nothing
) => Promise<SessionObjects | void>;

/** Fills basketId / favorites of the token response for guest and refresh grants. */
export type SessionObjectsHook = (
  db: Executor,
  owner: { guestId: string; customerId: string | null },
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook with nothing to report returns nothing
) => Promise<SessionObjects | void>;

export interface AuthHooks {
  onHandover(hook: HandoverHook): void;
  onSessionObjects(hook: SessionObjectsHook): void;
  runHandover(tx: Transaction, input: HandoverInput): Promise<SessionObjects>;
  describeSession(
    db: Executor,
    owner: { guestId: string; customerId: string | null },
  ): Promise<SessionObjects>;
}

/** One registry per app; domains register in their `register(registrar)`. */
export function createAuthHooks(): AuthHooks {
  const handovers: HandoverHook[] = [];
  const describers: SessionObjectsHook[] = [];
  return {
    onHandover: (hook) => {
      handovers.push(hook);
    },
    onSessionObjects: (hook) => {
      describers.push(hook);
    },
    async runHandover(tx, input) {
      const merged: SessionObjects = {};
      for (const hook of handovers) Object.assign(merged, (await hook(tx, input)) ?? {});
      return merged;
    },
    async describeSession(db, owner) {
      const merged: SessionObjects = {};
      for (const hook of describers) Object.assign(merged, (await hook(db, owner)) ?? {});
      return merged;
    },
  };
}
