// `npm run bench:ssr`: autocannon on a product page and a category page of the store's
// production build (served as `npm start` serves it: host/main.ts), beside a bare Hono route
// measured in the same run. Prints req/s, p50, p99 and the ratio to the bare route, on
// PGlite and, when DATABASE_URL is set, on that PostgreSQL server. A benchmark: it never
// fails on a slow machine. Target: the PDP at 15 % or more of the bare route's req/s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureStorefrontBuild, root } from './setup.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = 0.15;

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

async function startServer(label, args, env, probe) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`${label} exited: ${stderr}`);
    try {
      if ((await fetch(probe)).ok) return { child, seconds: (Date.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${label} did not start within 180 s: ${stderr}`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const figures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

async function ensureBenchDatabase(url) {
  const target = new URL(url);
  target.pathname = '/cairn_bench_ssr';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'cairn_bench_ssr'");
  if (exists.rowCount === 0) await client.query('create database cairn_bench_ssr');
  await client.end();
  return target.toString();
}

async function benchStore(label, env) {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const store = await startServer(
    `store (${label})`,
    ['host/main.ts'],
    { ...env, PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: '' },
    `${base}/en-us`,
  );
  try {
    const category = `${base}/en-us/c/jackets-1100`;
    const html = await (await fetch(category)).text();
    const product = /href="(\/en-us\/p\/[^"?]+)"/.exec(html)?.[1];
    if (!product) throw new Error('No product link on the category page');
    const rows = {
      'PDP (product page)': figures(await run(`${base}${product}`)),
      'PLP (category page)': figures(await run(category)),
    };
    return { label, startSeconds: store.seconds, rows, product };
  } finally {
    await stop(store.child);
  }
}

function print({ label, startSeconds, rows, product }, bare) {
  const pad = (value, width) => String(value).padStart(width);
  console.info(
    `\n${label} (store start incl. migrate/seed: ${startSeconds.toFixed(1)} s; PDP ${product})`,
  );
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

ensureStorefrontBuild();
const barePort = freePort();
const bareServer = await startServer(
  'bare Hono',
  ['scripts/bench/bare-server.mjs'],
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/api/bare`,
);
console.info(
  `bench:ssr — ${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per page`,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-ssr-'));
try {
  const bare = figures(await run(`http://127.0.0.1:${barePort}/api/bare`));
  print(
    await benchStore('PGlite (embedded)', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }),
    bare,
  );
  if (process.env.DATABASE_URL) {
    const url = await ensureBenchDatabase(process.env.DATABASE_URL);
    print(await benchStore('PostgreSQL server', { DATABASE_URL: url }), bare);
  } else {
    console.info('\nDATABASE_URL not set: PostgreSQL server not measured.');
  }
} finally {
  await stop(bareServer.child);
  rmSync(dataDir, { recursive: true, force: true });
}
