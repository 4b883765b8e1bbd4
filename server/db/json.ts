import { getTableColumns, type InferSelectModel, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Executor } from './client.ts';

/*
 * Statements whose input and answer are one json value each, for the hot paths where many
 * rows of several tables are read or written at once (a batch of add-to-cart calls): the
 * database builds and reads the json, the driver parses it natively, and the statement's
 * text does not grow with a parameter per row, where the query builder would spend more
 * time building and mapping than the database spends running it. Both drivers (pg and
 * PGlite) parse json columns the same way.
 */

/** Run a query that answers one row with a json column named `result`; its value. */
export async function selectJson<T>(db: Executor, query: SQL): Promise<T> {
  const answer = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return answer.rows[0]?.result as T;
}

/**
 * Rows of a table aggregated as json (`json_agg(t)`: keys are column names, timestamps are
 * ISO strings) turned into the rows drizzle's select answers (property names, Dates),
 * with the columns' own driver mappings.
 */
export function rowsFromJson<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    map: (value: unknown) => column.mapFromDriverValue(value),
  }));
  return (rows: readonly Record<string, unknown>[]): InferSelectModel<T>[] =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const { key, name, map } of columns) {
        const value = row[name];
        out[key] = value === null || value === undefined ? null : map(value);
      }
      return out as InferSelectModel<T>;
    });
}

/** A value as a json SQL literal, escaped by the driver's own `escapeLiteral`. */
export function jsonLiteral(value: unknown): string {
  return pg.escapeLiteral(JSON.stringify(value));
}

/** A statement of a hot path: its SQL takes one json input as `$1` (once). */
export interface JsonStatement {
  /** The name it is prepared under. */
  name: string;
  sql: string;
  input: unknown;
}

/** The statement's text with its input inline, as an escaped literal. */
export function inlineText(statement: JsonStatement): string {
  return statement.sql.replace('$1', () => jsonLiteral(statement.input));
}

/** `inlineText` as a query of the caller's transaction (planned on each run). */
export function inlineStatement(statement: JsonStatement): SQL {
  return sql.raw(inlineText(statement));
}

/**
 * How `readThenWrite` plans: once per connection (a prepared statement's generic plan),
 * with sequential scans off while planning. Such statements read every table by key, but
 * a plan made while the tables were small scans them whole, and kept doing so once they
 * grew (seen on the benchmark: thousands of rows read per call). Set in the transaction.
 * Without sequential scans a plan's estimated cost is huge (each scan the planner must
 * still make, of a table with no usable index, counts 10 billion), far past the cost from
 * which PostgreSQL compiles a plan to machine code (JIT) each time it runs: on a server
 * built with LLVM, that took a second per add-to-cart batch (37 adds/s on bench:api). These
 * statements take milliseconds: no JIT.
 */
export const planningSettings = [
  'set local enable_seqscan = off',
  'set local plan_cache_mode = force_generic_plan',
  'set local jit = off',
];

/**
 * Statements prepared on each connection (pg: each pooled client; PGlite: its session),
 * kept on the connection object itself, so a wrapper of it sees the same. Prepared
 * statements live in the database session: behind a pooler in transaction mode they would
 * not, and this would have to prepare in every transaction instead.
 */
const preparedKey = Symbol('cairn.preparedStatements');

function preparedNames(connection: object): Set<string> {
  const holder = connection as { [preparedKey]?: Set<string> };
  holder[preparedKey] ??= new Set();
  return holder[preparedKey];
}

const prepareText = (statement: JsonStatement) =>
  `prepare ${statement.name}(jsonb) as ${statement.sql}`;

/** `execute` with the input inline: a statement sent with `begin` or `commit` takes no parameters. */
const executeText = (statement: JsonStatement) =>
  `execute ${statement.name}(${jsonLiteral(statement.input)})`;

/**
 * Thrown when the round trip that carries a transaction's `commit` fails: the database may
 * have committed it or not. Whoever retries must not, or what was written is written twice.
 */
export class CommitOutcomeUnknown extends Error {
  constructor(cause: unknown) {
    super('The transaction’s commit was sent and its answer lost', { cause });
    this.name = 'CommitOutcomeUnknown';
  }
}

/** The statements of a `readThenWrite` transaction. */
export interface ReadThenWrite<R, T> {
  /**
   * Statements run first, each on its own (a lock: the read that follows starts after it,
   * so it sees what a writer it waited for committed, under READ COMMITTED).
   */
  before?: readonly JsonStatement[];
  /** Answers one row with a json column `result`. */
  read: JsonStatement;
  /** The write (or none) and the value to return, from what `read` answered. */
  decide: (result: R) => { write: JsonStatement | undefined; value: T };
}

/**
 * A transaction of statements before the read (locks), one read and one write decided from
 * what it read, all prepared statements. On a PostgreSQL server it takes two round trips
 * (`begin` goes with the locks and the read, `commit` with the write; each statement of a
 * round trip still runs on its own, with its own snapshot) instead of five: on a busy
 * service each round trip waits its turn in the event loop. On PGlite, in-process, it is
 * an ordinary transaction. A failure rolls back; on a server the connection is then closed,
 * so no half-known session state (which statements it has prepared) is reused. A failure
 * once `commit` was sent throws CommitOutcomeUnknown.
 */
export async function readThenWrite<R, T>(
  db: Database,
  { before = [], read, decide }: ReadThenWrite<R, T>,
): Promise<T> {
  const client = (db as unknown as { $client: object }).$client;
  if (!(client instanceof pg.Pool)) {
    const names = preparedNames(client);
    let committing = false;
    try {
      return await db.transaction(async (tx) => {
        const prepared = async (statement: JsonStatement) => {
          if (!names.has(statement.name)) {
            await tx.execute(sql.raw(prepareText(statement)));
            names.add(statement.name);
          }
          return sql.raw(executeText(statement));
        };
        for (const setting of planningSettings) await tx.execute(sql.raw(setting));
        for (const statement of before) await tx.execute(await prepared(statement));
        const { write, value } = decide(await selectJson<R>(tx, await prepared(read)));
        if (write) await tx.execute(await prepared(write));
        committing = true;
        return value;
      });
    } catch (error) {
      throw committing ? new CommitOutcomeUnknown(error) : error;
    }
  }
  const connection = await client.connect();
  const names = preparedNames(connection);
  // Prepared on first use, in the same round trip; known once that round trip succeeded.
  const text = (statement: JsonStatement) =>
    names.has(statement.name)
      ? executeText(statement)
      : `${prepareText(statement)}; ${executeText(statement)}`;
  let committing = false;
  try {
    const answers = (await connection.query(
      ['begin', ...planningSettings, ...before.map(text), text(read)].join('; '),
    )) as unknown as pg.QueryResult[];
    for (const statement of [...before, read]) names.add(statement.name);
    const { write, value } = decide(answers.at(-1)?.rows[0]?.result as R);
    committing = true;
    await connection.query(write ? `${text(write)}; commit` : 'commit');
    if (write) names.add(write.name);
    connection.release();
    return value;
  } catch (error) {
    // The transaction is aborted, or the connection gone: close it rather than reuse it.
    connection.release(error instanceof Error ? error : new Error(String(error)));
    throw committing ? new CommitOutcomeUnknown(error) : error;
  }
}
