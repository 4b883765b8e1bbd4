// Placing an order in process, on an in-memory PGlite (PGLITE_DATA_DIR for one on disk):
// seeds it, builds guest carts of three lines ready to pay (address, billing, the sandbox's
// authorizing card), places them one after the other and prints the process CPU per order
// and per add-to-cart call (one call per transaction here, where bench:api's concurrent
// adds share batches: compare orders with orders). No HTTP, no bot-check round trip.
//   npm exec -- node scripts/bench/order-cpu.ts [orders]
// STATEMENTS=1: the CPU, bytes in and out of each statement the orders run.
// CONCURRENT=n: as many carts again, placed n at a time (as bench:api does).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { PGlite } from '@electric-sql/pglite';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seed, seeders } from '../../server/db/seed.ts';
// @ts-expect-error: plain ESM script without types
import { benchAddress, benchCard, stockedSkus } from './carts.mjs';

const ORDERS = Number(process.argv[2] ?? 200);
const config = {
  ...loadConfig({ NODE_ENV: 'test', RATE_LIMITS: 'guestTokenPerIp=100000/60' }),
  validateResponses: false,
};
const handle = await openDatabase({ dataDir: process.env.PGLITE_DATA_DIR || 'memory' });
await handle.migrate();
await seed(
  handle.db,
  { config, now: new Date() },
  seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
);
const app = createApp({ db: handle.db, config });

const statementCpu = new Map<
  string,
  { calls: number; us: number; bytesIn: number; bytesOut: number }
>();
let measuring = false;
if (process.env.STATEMENTS) {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const inner = client.execProtocolStream.bind(client);
  const decoder = new TextDecoder();
  let text = '?';
  client.execProtocolStream = async (message, options) => {
    if (message[0] === 0x50) text = decoder.decode(message.subarray(6, message.indexOf(0, 6)));
    else if (message[0] === 0x51) text = decoder.decode(message.subarray(5, message.length - 1));
    const before = process.cpuUsage();
    let out = 0;
    try {
      const answer = await inner(message, options);
      for (const m of answer) out += (m as { length?: number }).length ?? 0;
      return answer;
    } finally {
      if (measuring) {
        const used = process.cpuUsage(before);
        const key = text.replace(/\s+/g, ' ').slice(0, 110);
        const entry = statementCpu.get(key) ?? { calls: 0, us: 0, bytesIn: 0, bytesOut: 0 };
        entry.bytesIn += message.length;
        entry.bytesOut += out;
        entry.us += used.user + used.system;
        if (message[0] === 0x50 || message[0] === 0x51) entry.calls += 1;
        statementCpu.set(key, entry);
      }
    }
  };
}

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const response = await app.request(`/api${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', channel: 'ECOMM' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: text ? JSON.parse(text) : undefined, response };
}

async function guest(): Promise<string> {
  const { response } = await call('', 'POST', '/token/v2/auth/token?locale=en-us', {
    grantType: 'guest',
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const skus: string[] = await stockedSkus(
  async (path: string) => (await call('', 'GET', path)).json,
  {
    minQuantity: 20,
  },
);

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

let addCpu = 0;
let adds = 0;
let built = 0;
async function readyCarts(count: number) {
  const carts: { cookie: string; id: string }[] = [];
  for (let n = 0; n < count; n += 1) {
    const i = built;
    built += 1;
    const cookie = await guest();
    const cart = (await call(cookie, 'POST', '/cart/v1/cart?locale=en-us', {})).json;
    for (let k = 0; k < 3; k += 1) {
      const sku = skus[(3 * i + k) % skus.length];
      const before = cpu();
      await call(cookie, 'POST', '/cart/v1/item?locale=en-us', {
        basketId: cart.id,
        items: [{ productId: sku, qty: 1 }],
      });
      if (i >= 10) {
        addCpu += cpu() - before;
        adds += 1;
      }
    }
    await call(cookie, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress?locale=en-us`, {
      address: benchAddress,
    });
    await call(cookie, 'POST', `/cart/v1/cart/${cart.id}/billingAddress?locale=en-us`, {
      sameAsShipping: true,
    });
    await call(
      cookie,
      'POST',
      `/cart/v1/cart/${cart.id}/paymentInstruments?locale=en-us`,
      benchCard,
    );
    carts.push({ cookie, id: cart.id });
  }
  return carts;
}
const carts = await readyCarts(ORDERS);

const session = process.env.PROFILE ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
let orderCpu = 0;
let placed = 0;
measuring = true;
for (const [index, cart] of carts.entries()) {
  const before = cpu();
  await call(cart.cookie, 'PUT', '/cart/v2/checkout/order?locale=en-us', {
    basketId: cart.id,
    recaptcha_response: 'bench',
  });
  if (index >= 10) {
    orderCpu += cpu() - before;
    placed += 1;
  }
}
if (session && process.env.PROFILE) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(process.env.PROFILE, JSON.stringify(profile));
}
measuring = false;
for (const [text, { calls, us, bytesIn, bytesOut }] of [...statementCpu].sort(
  (a, b) => b[1].us - a[1].us,
)) {
  console.info(
    `${(us / carts.length / 1000).toFixed(3)} ms/order ${calls} calls in ${(bytesIn / calls).toFixed(0)} B out ${(bytesOut / calls).toFixed(0)} B ${text}`,
  );
}
const concurrent = Number(process.env.CONCURRENT ?? 0);
if (concurrent > 0) {
  const more = await readyCarts(ORDERS);
  let next = 0;
  const before = cpu();
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      while (next < more.length) {
        const cart = more[next];
        next += 1;
        if (!cart) break;
        await call(cart.cookie, 'PUT', '/cart/v2/checkout/order?locale=en-us', {
          basketId: cart.id,
          recaptcha_response: 'bench',
        });
      }
    }),
  );
  console.info(
    `${concurrent} at a time: ${((cpu() - before) / more.length / 1000).toFixed(2)} ms CPU per order`,
  );
}
const perAdd = addCpu / adds;
const perOrder = orderCpu / placed;
console.info(
  `add to cart ${(perAdd / 1000).toFixed(2)} ms CPU, place order ${(perOrder / 1000).toFixed(2)} ms CPU: ${(perOrder / perAdd).toFixed(1)}×`,
);
await handle.close();
