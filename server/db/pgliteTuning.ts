import { messages, type PGlite } from '@electric-sql/pglite';

/*
 * Prepared statements for PGlite, kept by their text. PGlite runs every query with the
 * unnamed statement: parse, analyse and plan each time, which on the embedded database
 * costs far more than running a statement of the hot paths (seen on bench:api: 3 ms of a
 * 4 ms cart read). Here a text seen a second time is parsed once as a named statement of
 * the session and later runs only bind and execute (Postgres keeps its plan: custom plans
 * for the first runs, then a generic one when it is not worse).
 *
 * It works on the messages PGlite sends for a query (Parse, Describe statement, Bind with
 * the unnamed statement): those are renamed, and a Parse of a known text is answered
 * without the database. Anything else passes as it was. A plan made while the tables were
 * small may not suit them later: a statement is parsed again after 10, 100, 1 000 … runs.
 * Data definition (create, alter, drop) forgets every statement.
 */

const PARSE = 0x50; // 'P'
const DESCRIBE = 0x44; // 'D'
const BIND = 0x42; // 'B'
const QUERY = 0x51; // 'Q'
const CLOSE = 0x43; // 'C'
const STATEMENT = 0x53; // 'S'

/** Statements that answer the same shape of rows each time they run. */
const cacheable = /^\s*(with|select|insert|update|delete)\b/i;
const definition = /\b(create|alter|drop)\s/i;

interface Entry {
  name: string;
  uses: number;
  replanAt: number;
  /** What Describe answered for it: parameter types and row shape. */
  described?: readonly unknown[];
}

export interface StatementCacheOptions {
  /** How many statements the session keeps at most (texts beyond it run unnamed). */
  max?: number;
}

type ExecProtocolStream = PGlite['execProtocolStream'];

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The message with `name` put in the empty name that ends at `at` (a NUL byte). */
function named(message: Uint8Array, at: number, name: string): Uint8Array {
  const bytes = encoder.encode(name);
  const out = new Uint8Array(message.length + bytes.length);
  out.set(message.subarray(0, at), 0);
  out.set(bytes, at);
  out.set(message.subarray(at), at + bytes.length);
  new DataView(out.buffer).setInt32(1, out.length - 1);
  return out;
}

/** A Close of a named statement. */
function close(name: string): Uint8Array {
  const bytes = encoder.encode(name);
  const out = new Uint8Array(7 + bytes.length);
  out[0] = CLOSE;
  new DataView(out.buffer).setInt32(1, out.length - 1);
  out[5] = STATEMENT;
  out.set(bytes, 6);
  return out;
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const out = new Uint8Array(first.length + second.length);
  out.set(first, 0);
  out.set(second, first.length);
  return out;
}

/** One whole message (PGlite sends one per call); its length as its header says. */
const single = (message: Uint8Array) =>
  message.length >= 6 &&
  new DataView(message.buffer, message.byteOffset).getInt32(1) === message.length - 1;

/** Keep the statements PGlite parses, by text, as named statements of its session. */
export function cacheStatements(client: PGlite, { max = 400 }: StatementCacheOptions = {}) {
  const original: ExecProtocolStream = client.execProtocolStream.bind(client);
  const known = new Map<string, Entry>();
  const seenOnce = new Set<string>();
  let counter = 0;
  // The statement of the query PGlite is sending (Parse, Describe, Bind come in turn: PGlite
  // runs one query at a time).
  let current: Entry | undefined;

  const forget = () => {
    known.clear();
    seenOnce.clear();
    current = undefined;
  };

  const execProtocolStream: ExecProtocolStream = async (message, options) => {
    const kind = message[0];
    if (kind === PARSE && message[5] === 0 && single(message)) {
      current = undefined;
      const end = message.indexOf(0, 6);
      const text = decoder.decode(message.subarray(6, end));
      if (!cacheable.test(text)) {
        if (definition.test(text)) forget();
        return original(message, options);
      }
      const entry = known.get(text);
      if (entry && entry.uses < entry.replanAt) {
        entry.uses += 1;
        current = entry;
        return [messages.parseComplete];
      }
      if (!entry && !seenOnce.has(text)) {
        // Once only, maybe: a text with values written in it never comes again.
        if (seenOnce.size >= 4 * max) seenOnce.clear();
        seenOnce.add(text);
        return original(message, options);
      }
      if (!entry && known.size >= max) return original(message, options);
      counter += 1;
      const next: Entry = {
        name: `cairn_s${counter}`,
        uses: (entry?.uses ?? 0) + 1,
        replanAt: entry ? entry.replanAt * 10 : 10,
      };
      const parse = named(message, 5, next.name);
      // Planned again: the old statement goes in the same round trip.
      const answer = await original(entry ? concat(close(entry.name), parse) : parse, options);
      seenOnce.delete(text);
      known.set(text, next);
      current = next;
      return answer;
    }
    if (current && kind === DESCRIBE && message[5] === STATEMENT && message[6] === 0) {
      const entry = current;
      if (entry.described) return [...entry.described] as Awaited<ReturnType<ExecProtocolStream>>;
      const answer = await original(named(message, 6, entry.name), options);
      entry.described = answer;
      return answer;
    }
    if (current && kind === BIND && message[5] === 0 && message[6] === 0) {
      const entry = current;
      current = undefined;
      return original(named(message, 6, entry.name), options);
    }
    if (kind === QUERY && definition.test(decoder.decode(message.subarray(5)))) forget();
    return original(message, options);
  };
  client.execProtocolStream = execProtocolStream;
  return { size: () => known.size };
}

type Parsers = PGlite['parsers'];
type QueryOptions = { parsers?: Parsers } | undefined;

/**
 * Drizzle hands PGlite the same few parsers with every query (timestamps, dates and
 * intervals kept as text), and PGlite merges them into its ~300 parsers for each query it
 * runs (a copy per statement: a tenth of a millisecond, seen on bench:api). Here they are
 * merged into the client's own once, and a query that brings exactly those goes without.
 * Only drizzle queries this client, so every answer keeps the shape drizzle expects.
 */
export function shareDrizzleParsers(client: PGlite) {
  // Drizzle's parsers are new functions per query, always the same ones for the same types.
  let sharedTypes: string | undefined;
  const lean = (options: QueryOptions) => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    const types = Object.keys(parsers).join();
    if (sharedTypes === undefined) {
      sharedTypes = types;
      Object.assign(client.parsers, parsers);
    }
    if (types !== sharedTypes) return options;
    const { parsers: _merged, ...rest } = options;
    return rest;
  };
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { query: unknown }).query = (
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => query(text, params, lean(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as (...args: unknown[]) => Promise<unknown>;
      const wrapped = Object.create(tx) as typeof tx;
      (wrapped as { query: unknown }).query = (
        text: string,
        params?: unknown[],
        options?: QueryOptions,
      ) => txQuery(text, params, lean(options));
      return run(wrapped);
    });
}
