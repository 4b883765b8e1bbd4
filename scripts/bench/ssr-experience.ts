// Part of `npm run bench:ssr` (scripts/bench-ssr.mjs starts it with NODE_ENV=production, as
// host/main.ts runs): what the home page's experiment decision adds to its server render.
// One service on a throwaway PGlite directory and the production build; three storefront
// handlers on them, alike but for the experimentation SDK: the real one (the home A/B test
// decided per request), the same with its events not stored, and one switched off (no
// decision: the baseline). The same visitor, bucketed to the baseline, so all three render
// the same HTML. Requests go to the handlers directly (no HTTP, no page cache, no
// compression), one at a time, in turn, each timed until its HTML is fully read; then the
// SDK's decide call alone. Prints one JSON line: the medians and the number of samples.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '#server/config.ts';
import { startService } from '#server/start.ts';
import { createExperimentRegistry } from '#storefront/experiments/sdk.ts';
import type { ExperimentRegistry } from '#storefront/experiments/types.ts';
import { createStorefrontHandler } from '#storefront/runtime/handler.ts';
import { defaultSiteTable } from '#storefront/site/site.ts';

const SAMPLES = Number(process.env.BENCH_SSR_SAMPLES ?? 200);
const WARMUP = 20;
const PAGE = '/en-us';
const HERO_FLAG = 'ridgeline-home-hero';
const HERO_VARIANT = 'ridgeline-home-hero-b';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-experience-'));
const config = loadConfig(
  // The service in its default (development) environment, as `npm start` leaves it; only
  // React runs its production build (NODE_ENV of this process).
  {
    ...process.env,
    NODE_ENV: undefined,
    PGLITE_DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  },
  { validateResponses: false },
);
const started = await startService(config);
const service = started.app;
const api = {
  baseUrl: 'http://storefront.internal/api',
  fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
    service.fetch(new Request(input, init)),
};
const build = (await import(
  pathToFileURL(path.join(root, 'build/server/index.js')).href
)) as ServerBuild;
const sites = { table: defaultSiteTable, defaultBrand: 'ridgeline' as const };

const sdk = createExperimentRegistry(api);
// The same SDK whose event batches are answered without being stored: what the decision
// costs apart from the service storing its events (PGlite runs in this very thread).
const sdkEventsNotStored = createExperimentRegistry({
  baseUrl: api.baseUrl,
  fetch: async (input, init) =>
    String(input).endsWith('/experiments/v1/events')
      ? new Response(null, { status: 204 })
      : api.fetch(input, init),
});
const switchedOff: ExperimentRegistry = { decide: async () => ({}), close: async () => {} };
const withExperience = createStorefrontHandler({
  build,
  mode: 'production',
  api,
  sites,
  experiments: sdk,
});
const eventsNotStored = createStorefrontHandler({
  build,
  mode: 'production',
  api,
  sites,
  experiments: sdkEventsNotStored,
});
const withoutExperience = createStorefrontHandler({
  build,
  mode: 'production',
  api,
  sites,
  experiments: switchedOff,
});

// A visitor the test keeps on the baseline: both handlers then render the same page.
let visitor = '';
for (let attempt = 0; attempt < 100 && !visitor; attempt++) {
  const candidate = crypto.randomUUID();
  const decided = await sdk.decide('ridgeline', {
    userId: candidate,
    attributes: { loggedIn: false, locale: 'en-us' },
    flagKeys: [HERO_FLAG],
  });
  if (decided[HERO_FLAG] !== HERO_VARIANT) visitor = candidate;
}
if (!visitor) throw new Error('no baseline visitor found');

async function render(handler: (request: Request) => Promise<Response>): Promise<number> {
  const begin = performance.now();
  const response = await handler(
    new Request(`http://localhost:3000${PAGE}`, { headers: { cookie: `cairn_vid=${visitor}` } }),
  );
  const html = await response.text();
  const ms = performance.now() - begin;
  if (response.status !== 200 || !html.includes('</html>')) {
    throw new Error(`${PAGE} answered ${response.status}`);
  }
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

try {
  for (let index = 0; index < WARMUP; index++) {
    await render(withExperience);
    await render(withoutExperience);
    await render(eventsNotStored);
  }
  const on: number[] = [];
  const off: number[] = [];
  const notStored: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    // In turn, starting with each in turn: the machine's load drifts evenly over both.
    const order = [
      async () => on.push(await render(withExperience)),
      async () => off.push(await render(withoutExperience)),
      async () => notStored.push(await render(eventsNotStored)),
    ];
    for (let step = 0; step < order.length; step++) await order[(index + step) % order.length]?.();
  }
  // The SDK's decision alone (its impression event queued), for telling it from the noise.
  const decisions: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    const begin = performance.now();
    await sdk.decide('ridgeline', {
      userId: visitor,
      attributes: { loggedIn: false, locale: 'en-us' },
      flagKeys: [HERO_FLAG],
    });
    decisions.push(performance.now() - begin);
  }
  const figures = {
    page: PAGE,
    samples: SAMPLES,
    withMs: median(on),
    withoutMs: median(off),
    eventsNotStoredMs: median(notStored),
    decideMs: median(decisions),
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  await withExperience.close();
  await started.handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
// The SDK may still retry a last batch against the closed database (its timers would keep
// this process alive): the figures are out, so leave.
process.exit(0);
