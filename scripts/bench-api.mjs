// `npm run bench:api`: load on loopback with autocannon (100 connections, 10 s each) on
// product details, product search and add-to-cart, beside a bare Hono JSON route measured
// in the same run. Prints req/s, p50 and p99 and the ratio to the bare route, for PGlite and,
// when DATABASE_URL is set, for that PostgreSQL server. A benchmark: it never fails on a
// slow machine. Targets: add-to-cart p99 ≤ 20 ms; product details ≥ 25 % of the bare req/s.
// Add-to-cart runs twice: carts that grow to a line per sku found (about 25) and carts of
// three lines. After each, `bare POST` is the bare server answering a cart as big: what
// add-to-cart could reach here if the service did no work. The target is the first run's.
// Then place-order: fresh guest carts of three lines each (shipping and billing address,
// the sandbox's authorizing card, set up untimed), placed by ORDER_CONCURRENCY shoppers at
// once, consecutive orders on distinct skus; BENCH_ORDER_WARM_UP orders (100) placed untimed
// first, as add-to-cart is measured warm, then BENCH_ORDERS (200) measured; prints orders/s,
// p50/p99 and the service's CPU per order against add-to-cart's (target: ≤ 10×).
// BENCH_CPU_PROF (a folder) runs the service with V8's CPU profiler and writes its profile
// there when it stops (open it in Chrome's DevTools, Performance), to see where time goes.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { guestCarts, httpJson, readyCarts, stockedSkus } from './bench/carts.mjs';
import { cpuSeconds, freePort, postgresCpuSeconds } from './bench/processes.mjs';
import { startTracked, stop } from './bench/processGroups.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * One autocannon run. With `watch`, also where the CPU went: the serving process's CPU time
 * per request (`server`: its pid) and the PostgreSQL server's (`database`). Steadier than
 * req/s on a shared machine, where the same code gives another rate an hour later.
 */
function run(options, watch = {}) {
  const serverBefore = watch.server && cpuSeconds(watch.server);
  const databaseBefore = watch.database ? postgresCpuSeconds() : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      const requests = result.requests.total || 1;
      const serverAfter = watch.server && cpuSeconds(watch.server);
      result.serverCpuUs =
        serverBefore !== undefined && serverAfter !== undefined
          ? ((serverAfter - serverBefore) / requests) * 1e6
          : undefined;
      result.databaseCpuUs =
        databaseBefore !== undefined
          ? ((postgresCpuSeconds() - databaseBefore) / requests) * 1e6
          : undefined;
      resolve(result);
    });
  });
}

/** Guest sessions with a cart each, and in-stock skus to add. */
async function prepareCarts(base, sessions, knownSkus) {
  if (knownSkus) return { carts: await guestCarts(base, sessions), skus: knownSkus };
  const skus = await stockedSkus(httpJson(base), { minQuantity: 50, enough: 12, products: 40 });
  if (skus.length === 0) throw new Error('No sku with stock ≥ 50 to add to carts');
  return { carts: await guestCarts(base, sessions), skus };
}

function figures(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    serverCpuUs: result.serverCpuUs,
    databaseCpuUs: result.databaseCpuUs,
  };
}

/**
 * What add-to-cart could reach on this machine with no service work at all: the bare server
 * reads the same request body and answers a cart with every sku of the run (what the
 * benchmark's carts hold once each sku went in), serialized per request.
 */
async function cartCeiling(base, skus, bare) {
  const [session] = (await prepareCarts(base, 1, skus)).carts;
  let cart;
  for (const sku of skus) {
    const response = await fetch(`${base}/cart/v1/item?locale=en-us`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ basketId: session.basketId, items: [{ productId: sku, qty: 1 }] }),
    });
    cart = await response.text();
  }
  await fetch(`${bare.url}/cart`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: cart,
  });
  const result = figures(
    await run(
      {
        url: `${bare.url}/cart`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          basketId: session.basketId,
          items: [{ productId: skus[0], qty: 1 }],
        }),
      },
      { server: bare.pid },
    ),
  );
  return { ...result, bytes: cart.length, lines: JSON.parse(cart).items.length };
}

/** Autocannon options: each request adds the next sku to the next cart, round robin. */
function addToCart(base, carts, skus) {
  let next = 0;
  return {
    url: `${base}/cart/v1/item?locale=en-us`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const cart = carts[next % carts.length];
          const sku = skus[Math.floor(next / carts.length) % skus.length];
          next += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              cookie: cart.cookie,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ basketId: cart.basketId, items: [{ productId: sku, qty: 1 }] }),
          };
        },
      },
    ],
  };
}

async function benchDatabase(label, env, bare) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  const service = await startTracked(
    `service (${label})`,
    [
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
        : []),
      'server/main.ts',
    ],
    {
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      AUTH_TOKEN_SECRET: 'bench-only-secret-bench-only-secret-000',
      // Production needs a bot-check provider: the bare server's stub passes every check.
      BOT_CHECK_VERIFY_URL: `${bare.url}/siteverify`,
      BOT_CHECK_SECRET: 'bench-only',
      // Every add-to-cart connection starts its own guest session, all from 127.0.0.1.
      RATE_LIMITS: 'guestTokenPerIp=100000/60',
    },
    `${base}/products/v2/search/autoSuggest?locale=en-us&query=ja`,
  );
  try {
    const search = await (
      await fetch(`${base}/products/v2/search/productSearch?locale=en-us&count=1`)
    ).json();
    const productId = search.products[0].id;
    const { carts, skus } = await prepareCarts(base, 200);
    const ceiling = await cartCeiling(base, skus, bare);
    const rows = {};
    const watch = { server: service.child.pid, database: Boolean(env.DATABASE_URL) };
    rows['product details'] = figures(
      await run({ url: `${base}/products/v2/products/${productId}/details?locale=en-us` }, watch),
    );
    rows['product search'] = figures(
      await run(
        {
          url: `${base}/products/v2/search/productSearch?locale=en-us&query=jacket&sort=price-asc`,
        },
        watch,
      ),
    );
    rows['add to cart'] = figures(await run(addToCart(base, carts, skus), watch));
    rows['bare POST, same cart'] = ceiling;
    // A shopper's usual cart: three lines, in new carts; enough of them that no line passes
    // the stock of 50 units within the run (a unit per cart every 3 000 calls).
    const few = skus.slice(0, 3);
    const small = await prepareCarts(base, 1000, few);
    const smallCeiling = await cartCeiling(base, few, bare);
    rows['add to cart, 3 lines'] = figures(await run(addToCart(base, small.carts, few), watch));
    rows['bare POST, 3-line cart'] = smallCeiling;
    // Warmed first, as the autocannon routes are by their own first seconds: the service's
    // code compiled and its statements planned for placing, then measured.
    const [warmUp, measured] = await readyCarts(
      base,
      [ORDER_WARM_UP, ORDERS],
      3 * ORDER_CONCURRENCY,
    );
    await placeOrders(base, warmUp, {});
    rows['place order, 3 lines'] = await placeOrders(base, measured, watch);
    return { label, startSeconds: service.seconds, rows, bare: bare.route };
  } finally {
    await stop(service.child);
  }
}

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const ORDER_WARM_UP = Number(process.env.BENCH_ORDER_WARM_UP ?? 100);
const ORDER_CONCURRENCY = Number(process.env.BENCH_ORDER_CONCURRENCY ?? 10);

/** Place every cart's order, `ORDER_CONCURRENCY` at a time; latency and CPU per order. */
async function placeOrders(base, carts, watch) {
  const serverBefore = cpuSeconds(watch.server);
  const databaseBefore = watch.database ? postgresCpuSeconds() : undefined;
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: ORDER_CONCURRENCY }, async () => {
      while (next < carts.length) {
        const cart = carts[next];
        next += 1;
        const begun = performance.now();
        const response = await fetch(`${base}/cart/v2/checkout/order?locale=en-us`, {
          method: 'PUT',
          headers: { cookie: cart.cookie, 'content-type': 'application/json', channel: 'ECOMM' },
          body: JSON.stringify({ basketId: cart.basketId, recaptcha_response: 'bench' }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - begun);
        if (response.status !== 201) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return {
    rps: carts.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    requests: carts.length,
    serverCpuUs: ((cpuSeconds(watch.server) - serverBefore) / carts.length) * 1e6,
    databaseCpuUs:
      databaseBefore === undefined
        ? undefined
        : ((postgresCpuSeconds() - databaseBefore) / carts.length) * 1e6,
  };
}

async function ensureBenchDatabase(url) {
  const target = new URL(url);
  target.pathname = '/cairn_bench';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'cairn_bench'");
  if (exists.rowCount === 0) await client.query('create database cairn_bench');
  await client.end();
  return target.toString();
}

function print(report) {
  const { label, rows, bare, startSeconds } = report;
  const pad = (value, width) => String(value).padStart(width);
  console.info(`\n${label} (service start incl. migrate/seed: ${startSeconds.toFixed(1)} s)`);
  console.info(
    `  ${'route'.padEnd(22)} ${pad('req/s', 9)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('vs bare', 8)} ${pad('errors', 7)} ${pad('CPU µs/req: server', 19)} ${pad('database', 9)}`,
  );
  const micros = (value) => (value === undefined ? '' : value.toFixed(0));
  const line = (name, row) =>
    console.info(
      `  ${name.padEnd(22)} ${pad(row.rps.toFixed(0), 9)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(`${((row.rps / bare.rps) * 100).toFixed(1)}%`, 8)} ${pad(row.errors, 7)} ${pad(micros(row.serverCpuUs), 19)} ${pad(micros(row.databaseCpuUs), 9)}`,
    );
  line('bare Hono route', bare);
  for (const [name, row] of Object.entries(rows)) line(name, row);
  const details = rows['product details'];
  const add = rows['add to cart'];
  const ceiling = rows['bare POST, same cart'];
  const smallCeiling = rows['bare POST, 3-line cart'];
  console.info(
    `  (bare POST: the bare server reading the add-to-cart body and answering a cart as the service does, ${(ceiling.bytes / 1024).toFixed(0)} KB for ${ceiling.lines} lines, ${(smallCeiling.bytes / 1024).toFixed(0)} KB for ${smallCeiling.lines}: add-to-cart's ceiling here)`,
  );
  console.info(
    '  (CPU µs/req: CPU time of the serving process, and of the PostgreSQL server, per request answered)',
  );
  const order = rows['place order, 3 lines'];
  const small = rows['add to cart, 3 lines'];
  console.info(
    `  place order: ${order.requests} orders, ${ORDER_CONCURRENCY} at a time; service CPU per order ${(order.serverCpuUs / 1000).toFixed(1)} ms = ${(order.serverCpuUs / small.serverCpuUs).toFixed(1)}× an add to cart (target ≤ 10×: ${order.serverCpuUs <= 10 * small.serverCpuUs ? 'met' : 'NOT met'})`,
  );
  console.info(
    `  targets: add-to-cart p99 ≤ 20 ms: ${add.p99 <= 20 ? 'met' : 'NOT met'} (${add.p99} ms); product details ≥ 25 % of bare: ${details.rps / bare.rps >= 0.25 ? 'met' : 'NOT met'} (${((details.rps / bare.rps) * 100).toFixed(1)} %)`,
  );
}

const barePort = await freePort();
const bareServer = await startTracked(
  'bare Hono',
  ['scripts/bench/bare-server.mjs'],
  { PORT: String(barePort) },
  `http://127.0.0.1:${barePort}/api/bare`,
);
console.info(
  `bench:api — ${cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per route`,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-pglite-'));
try {
  const bareUrl = `http://127.0.0.1:${barePort}/api/bare`;
  const bare = {
    url: bareUrl,
    pid: bareServer.child.pid,
    route: figures(await run({ url: bareUrl }, { server: bareServer.child.pid })),
  };
  print(
    await benchDatabase('PGlite (embedded)', { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }, bare),
  );
  if (process.env.DATABASE_URL) {
    const url = await ensureBenchDatabase(process.env.DATABASE_URL);
    print(await benchDatabase('PostgreSQL server', { DATABASE_URL: url }, bare));
  } else {
    console.info('\nDATABASE_URL not set: PostgreSQL server not measured.');
  }
} finally {
  await stop(bareServer.child);
  rmSync(dataDir, { recursive: true, force: true });
}
