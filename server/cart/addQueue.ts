import type { Cart } from '#api/contract/cart.ts';
import type { Database } from '../db/client.ts';
import { CommitOutcomeUnknown, readThenWrite } from '../db/json.ts';
import {
  type AddCall,
  type AddStateJson,
  addedCartView,
  addLockQuery,
  addStateFrom,
  addStateQuery,
  addsStatement,
  cartFor,
  planAdd,
} from './adds.ts';
import { catalogueModel } from './skus.ts';

/*
 * Add-to-cart calls that arrive while earlier ones are being written wait, and are then
 * written together: one transaction and a handful of queries for the whole batch (group
 * commit), instead of a transaction per call. Each call is still decided on its own, in
 * arrival order, against what the calls before it left (server/cart/adds.ts): a refused
 * call (stock, unknown sku, another customer's cart) changes nothing and gets its own
 * error while the others are written. When a batch's transaction fails before its commit
 * was sent (a lost connection, a deadlock with another writer), each of its calls is
 * retried alone, so one call's trouble never fails its neighbours. Once the commit was
 * sent, nothing is retried (it may have been written): each call gets the error.
 */

/** The most calls one transaction takes (20 items each at most: 1 280 lines). */
export const MAX_ADD_BATCH = 64;

/**
 * Batches written at once: while one waits for the database the next is read and decided.
 * Batches lock their carts in id order, so two of them never deadlock.
 */
export const MAX_ADD_WRITERS = 2;

type Outcome = { ok: true; cart: Cart } | { ok: false; error: unknown };

interface Waiting extends AddCall {
  settle(outcome: Outcome): void;
}

export class CartAddQueue {
  readonly #db: Database;
  #waiting: Waiting[] = [];
  /** Batches being written now. */
  #writing = 0;
  /** A writer starts on the next turn of the event loop (calls of this turn join it). */
  #starting = false;
  /** Batches written so far and the calls they held (for tests and benchmarks). */
  readonly stats = { batches: 0, calls: 0 };

  constructor(db: Database) {
    this.#db = db;
  }

  /** Add the call's lines; resolves with the cart as it stands after them. */
  add(call: AddCall): Promise<Cart> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({
        ...call,
        settle: (outcome) => (outcome.ok ? resolve(outcome.cart) : reject(outcome.error)),
      });
      this.#start();
    });
  }

  #start(): void {
    if (this.#starting || this.#writing >= MAX_ADD_WRITERS) return;
    this.#starting = true;
    setImmediate(() => {
      this.#starting = false;
      void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing += 1;
    try {
      while (this.#waiting.length > 0) await this.#write(this.#waiting.splice(0, MAX_ADD_BATCH));
    } finally {
      this.#writing -= 1;
    }
  }

  async #write(batch: readonly Waiting[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.#transaction(batch);
    } catch (error) {
      if (batch.length === 1 || error instanceof CommitOutcomeUnknown) {
        for (const call of batch) call.settle({ ok: false, error });
        return;
      }
      for (const call of batch) await this.#write([call]);
      return;
    }
    this.stats.batches += 1;
    this.stats.calls += batch.length;
    for (const [index, outcome] of outcomes.entries()) batch[index]?.settle(outcome);
  }

  async #transaction(batch: readonly Waiting[]): Promise<Outcome[]> {
    // Read before the transaction opens (on PGlite a query outside it would wait for it).
    const model = await catalogueModel(this.#db);
    return readThenWrite(this.#db, {
      before: [addLockQuery(batch)],
      read: addStateQuery(model, batch),
      decide: (read: AddStateJson) => {
        const state = addStateFrom(read);
        const outcomes = batch.map((call): Outcome => {
          try {
            const cart = cartFor(state, call.owner, call.basketId);
            const lines = planAdd(model, state, cart, call.items);
            return { ok: true, cart: addedCartView(model, state, cart, lines) };
          } catch (error) {
            return { ok: false, error };
          }
        });
        return { write: addsStatement(state), value: outcomes };
      },
    });
  }
}

const queues = new WeakMap<Database, CartAddQueue>();

/** The add queue of a database (one per database, so its batches never overlap). */
export function cartAddQueue(db: Database): CartAddQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new CartAddQueue(db);
    queues.set(db, queue);
  }
  return queue;
}
