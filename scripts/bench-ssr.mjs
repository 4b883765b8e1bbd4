// `npm run bench:ssr`: autocannon on a product page (PDP) and a category page (PLP) of the
// store's production build, served as `npm start` serves it (host/main.ts, NODE_ENV unset),
// beside a bare Hono route in its own process measured in the same run. The PLP is the first
// category linked from the home page, the PDP the first product linked from that category.
// Prints req/s, p50, p99, errors and the ratio to the bare route, on PGlite (a throwaway data
// directory) and, when DATABASE_URL is set, on that PostgreSQL server (database
// `cairn_bench_ssr`, created when missing). A benchmark: it never fails on a slow machine.
// Also the cart page of the signed-in demo member holding three lines (the member's session
// cookies on every request).
// Target: the PDP at 15 % or more of the bare route's req/s.
// Then the home page's server render with and without its experience (the A/B test decided
// by the SDK, or the SDK switched off), one request at a time (scripts/bench/ssr-experience.ts):
// the median of each and the difference. Target: the decision adds at most 5 ms.
// BENCH_SSR_ONLY=experience measures only that; BENCH_SSR_SAMPLES (default 200) per side.
// BENCH_CONNECTIONS (default 50) and BENCH_SECONDS (default 10) as in bench:api.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from './bench/processes.mjs';
import { spawnTracked, startTracked, stop, stopAll } from './bench/processGroups.mjs';
import { cookieHeader, fillCart, member } from './bench/shopper.mjs';
import { firstLink, startStore } from './bench/store.mjs';
import { ensureStorefrontBuild } from './setup.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = 0.15;
const EXPERIENCE_TARGET_MS = 5;
const LOCALE = 'en-us';

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const figures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

async function ensureBenchDatabase(url) {
  const target = new URL(url);
  target.pathname = '/cairn_bench_ssr';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query(
      "select 1 from pg_database where datname = 'cairn_bench_ssr'",
    );
    if (exists.rowCount === 0) await client.query('create database cairn_bench_ssr');
  } finally {
    await client.end();
  }
  return target.toString();
}

async function benchStore(label, env) {
  const store = await startStore(LOCALE, env);
  const { base } = store;
  try {
    const category = await firstLink(`${base}/${LOCALE}`, LOCALE, 'c');
    const product = await firstLink(`${base}${category}`, LOCALE, 'p');
    const shopper = await member(base, LOCALE);
    await fillCart(base, shopper, undefined, LOCALE);
    const rows = {
      'PDP (product page)': figures(await run(`${base}${product}`)),
      'PLP (category page)': figures(await run(`${base}${category}`)),
      'cart (member, 3 lines)': figures(
        await run(`${base}/${LOCALE}/cart`, { cookie: cookieHeader(shopper) }),
      ),
    };
    return { label, startSeconds: store.seconds, rows, pages: { product, category } };
  } finally {
    await stop(store.child);
  }
}

function print({ label, startSeconds, rows, pages }, bare) {
  const pad = (value, width) => String(value).padStart(width);
  console.info(`\n${label} (store start incl. migrate/seed: ${startSeconds.toFixed(1)} s)`);
  console.info(`  PDP ${pages.product} · PLP ${pages.category}`);
  console.info(
    `  ${'page'.padEnd(22)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('vs bare', 8)} ${pad('errors', 7)}`,
  );
  const line = (name, row) =>
    console.info(
      `  ${name.padEnd(22)} ${pad(row.rps.toFixed(0), 9)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(`${((row.rps / bare.rps) * 100).toFixed(1)}%`, 8)} ${pad(row.errors, 7)}`,
    );
  line('bare Hono route', bare);
  for (const [name, row] of Object.entries(rows)) line(name, row);
  const pdp = rows['PDP (product page)'].rps / bare.rps;
  console.info(
    `  target: PDP ≥ ${TARGET * 100} % of the bare route: ${pdp >= TARGET ? 'met' : 'NOT met'} (${(pdp * 100).toFixed(1)} %)`,
  );
}

/** The home page rendered with and without its experience, in a process of its own. */
function benchExperience() {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(
      ['scripts/bench/ssr-experience.ts'],
      { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      { stdout: true },
    );
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.once('exit', (code) => {
      const line = stdout
        .trim()
        .split('\n')
        .findLast((text) => text.startsWith('{'));
      if (code === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`ssr-experience exited (${code}): ${child.stderrText()}`));
    });
  });
}

function printExperience({ page, samples, withMs, withoutMs, eventsNotStoredMs, decideMs }) {
  const added = withMs - withoutMs;
  console.info(`\nHome page server render (${page}, ${samples} renders each, one at a time)`);
  console.info(`  with the experience (SDK decides)   median ${withMs.toFixed(2)} ms`);
  console.info(`  without (experiment switched off)   median ${withoutMs.toFixed(2)} ms`);
  console.info(
    `  with, its events not stored         median ${eventsNotStoredMs.toFixed(2)} ms (${(eventsNotStoredMs - withoutMs).toFixed(2)} ms over without)`,
  );
  console.info(`  the SDK's decide call alone         median ${decideMs.toFixed(3)} ms`);
  console.info(
    `  the decision adds ${added.toFixed(2)} ms; target ≤ ${EXPERIENCE_TARGET_MS} ms: ${added <= EXPERIENCE_TARGET_MS ? 'met' : 'NOT met'}`,
  );
}

ensureStorefrontBuild();
if (process.env.BENCH_SSR_ONLY === 'experience') {
  try {
    printExperience(await benchExperience());
  } finally {
    await stopAll();
  }
  process.exit(0);
}
console.info(
  `bench:ssr — ${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per page`,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-ssr-'));
try {
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}/api/bare`;
  await startTracked(
    'bare Hono',
    ['scripts/bench/bare-server.mjs'],
    { PORT: String(barePort) },
    bareUrl,
  );
  const bare = figures(await run(bareUrl));
  print(
    await benchStore('PGlite (embedded)', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: undefined }),
    bare,
  );
  if (process.env.DATABASE_URL) {
    const url = await ensureBenchDatabase(process.env.DATABASE_URL);
    print(await benchStore('PostgreSQL server', { DATABASE_URL: url }), bare);
  } else {
    console.info('\nDATABASE_URL not set: PostgreSQL server not measured.');
  }
  printExperience(await benchExperience());
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
