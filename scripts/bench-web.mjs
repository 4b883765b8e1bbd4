// `npm run bench:web`: Lighthouse (mobile, its default simulated throttling, performance
// category) on the store's production build served as `npm start` serves it (host/main.ts,
// NODE_ENV unset, a throwaway PGlite data directory): home (/en-us), the first category linked
// from home, the first product linked from that category, search (/en-us/search?q=jacket), a
// landing page (/en-us/xplr-pass), a page of videos with a shopper photo gallery
// (/en-us/trail-films), an article (/en-us/journal/layering-101), the cart page of
// a guest holding three lines (its session cookies sent as a header), and the checkout's
// shipping step for such a guest.
// BENCH_PAGES (names, comma-separated) measures a subset. Each page BENCH_RUNS times (default
// 3), the runs of the pages interleaved, every run in a fresh headless Chromium (Debian's:
// CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium). BENCH_REPORTS (a folder) keeps
// each run's Lighthouse report (JSON) there, to see why a page scores as it does.
// Prints per page the median performance score, LCP, speed index, TBT, CLS and script bytes
// transferred (transferSize of the Script requests, 1 KB = 1,024 bytes as Lighthouse counts),
// and the targets: performance ≥ 95 on every page (checkout ≥ 90), PDP scripts ≤ 150 KB,
// CLS ≤ 0.05 on every page. Then home, category, product and search again for a shopper who
// has dismissed the newsletter pop-up (its request blocked; BENCH_WITHOUT_POPUP=0 skips it),
// to show what the pop-up costs: figures only, the targets are the first visit's.
// Then the films page's video and gallery blocks on a screen too short to show them: the
// requests they make before they come into view (target: none) and once scrolled to.
// Then the cart update round trip in the browser (Playwright, the same Chromium, no
// throttling, loopback): from the press on + or − to the new count on the page, median of
// ROUND_TRIPS presses; target ≤ 150 ms.
// A benchmark: a missed target is printed, not a failure; it fails only when it cannot measure.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { cartRoundTrips } from './bench/cartRoundTrip.mjs';
import { lazyBlockRequests } from './bench/lazyBlocks.mjs';
import { median, print, TARGETS } from './bench/lighthouseReport.mjs';
import { spawnTracked, stop, stopAll } from './bench/processGroups.mjs';
import { cookieHeader, fillCart, guest } from './bench/shopper.mjs';
import { firstLink, startStore, warmPreloadedImages } from './bench/store.mjs';
import { chromiumPath, ensureStorefrontBuild, root } from './setup.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_REPORTS=<folder> keeps every run's Lighthouse report (JSON) there, to see why.
const KEEP_REPORTS = process.env.BENCH_REPORTS;
let keptReports = 0;
const LOCALE = 'en-us';
const RUN_TIMEOUT_MS = 180_000;
/** The pages measured a second time without the pop-up (BENCH_WITHOUT_POPUP=0: not at all). */
const PAGES_WITHOUT_POPUP = ['home', 'category', 'product', 'search'];
/** The pop-up manager's request (storefront/popups): blocked, it shows nothing. */
const POPUPS_REQUEST = '*/fapi/components/popups*';
const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 20);
const chrome = process.env.CHROME_PATH ?? chromiumPath;
const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium (seen on 156) often leaves a page's first frame undrawn after it is
  // painted, committed and activated, until a timer about 1 or 2 s later: the same static
  // copy of the home page, no script, no image, painted at 0.25, 1.2 or 2.3 s from one run to
  // the next, where a one-line page painted at 0.15 s every time. Without paint holding it
  // draws the first frame when it is ready, as a phone does, and the runs agree.
  '--disable-features=PaintHolding',
];

function fail(message) {
  console.error(`bench:web: ${message}`);
  process.exit(1);
}

if (!existsSync(lighthouseCli)) {
  fail(`Lighthouse is not installed (${lighthouseCli} is missing): run \`npm install\`.`);
}
if (!existsSync(chrome)) {
  fail(
    `No Chromium at ${chrome}: install Debian's package (\`apt-get install chromium\`, or \`npm test\` does it) or set CHROME_PATH.`,
  );
}

/** One Lighthouse run (its CLI, on the pinned Node); the figures of its report. */
async function lighthouse(url, outputPath, headers, blocked = []) {
  const child = spawnTracked(
    [
      lighthouseCli,
      url,
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ...blocked.map((pattern) => `--blocked-url-patterns=${pattern}`),
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      '--no-enable-error-reporting',
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    // chrome-launcher's profile goes in the bench's own temporary folder, removed at the end.
    { CHROME_PATH: chrome, TMPDIR: path.dirname(outputPath) },
  );
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop(child);
  }, RUN_TIMEOUT_MS);
  const code = await new Promise((resolve) => child.once('exit', (status) => resolve(status)));
  clearTimeout(timer);
  await stop(child); // a Chromium left in its group
  if (code !== 0 || !existsSync(outputPath)) {
    const tail = child.stderrText().trim().split('\n').slice(-15).join('\n');
    throw new Error(
      `Lighthouse failed on ${url} (${timedOut ? `no report within ${RUN_TIMEOUT_MS / 1000} s` : `exit ${code}`}):\n${tail}`,
    );
  }
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (KEEP_REPORTS) {
    mkdirSync(KEEP_REPORTS, { recursive: true });
    copyFileSync(
      outputPath,
      path.join(KEEP_REPORTS, `${++keptReports}-${path.basename(outputPath)}`),
    );
  }
  rmSync(outputPath, { force: true });
  if (report.runtimeError) {
    throw new Error(
      `Lighthouse could not load ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
    );
  }
  const score = report.categories.performance.score;
  if (typeof score !== 'number') {
    throw new Error(`Lighthouse gave no performance score for ${url}`);
  }
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: score * 100,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    si: report.audits['speed-index'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    scriptBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    benchmarkIndex: report.environment?.benchmarkIndex,
    version: report.lighthouseVersion,
    browser: /(?:Headless)?Chrome\/[\d.]+/.exec(report.environment?.hostUserAgent ?? '')?.[0],
    warnings: report.runWarnings ?? [],
  };
}

/**
 * The films page's Video and Gallery blocks below the fold (scripts/bench/lazyBlocks.mjs):
 * what they fetched before they came into view (target: nothing) and after.
 */
async function lazyBlocks(base, pagePath) {
  const { blocks, before, after, postersBefore, height } = await lazyBlockRequests(
    `${base}${pagePath}`,
    {
      chrome,
      chromeFlags,
      blocked: [/\/fapi\/components\/popups/],
    },
  );
  const count = (name) => blocks.filter((block) => block.block === name).length;
  const below = blocks.every((block) => block.top >= height);
  console.info(
    `\n  video and gallery below the fold (${pagePath}, a 412×${height} screen: ${count('Video')} Video, ${count('Gallery')} Gallery, ${below ? 'all' : 'NOT all'} below the fold): ${before.length} requests for them before they came into view, ${after.length} once scrolled to`,
  );
  if (before.length) console.info(`    before: ${before.join(', ')}`);
  console.info(
    `    (posters: ${postersBefore} fetched before, as native lazy images the browser loads as they near the screen)`,
  );
  const met = below && blocks.length > 0 && before.length === 0 && after.length > 0;
  console.info(`    target: nothing until they come into view: ${met ? 'met' : 'NOT met'}`);
}

/** The cart update round trip (scripts/bench/cartRoundTrip.mjs), printed with its target. */
async function cartRoundTrip(base, jar) {
  const times = await cartRoundTrips(base, jar, {
    chrome,
    chromeFlags,
    locale: LOCALE,
    presses: ROUND_TRIPS,
  });
  const ms = median(times);
  console.info(
    `\n  cart update round trip (press → new count on the page, loopback, median of ${ROUND_TRIPS}): ${ms.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
  );
  console.info(
    `    target ≤ ${TARGETS.cartRoundTripMs} ms: ${ms <= TARGETS.cartRoundTripMs ? 'met' : 'NOT met'}`,
  );
}

ensureStorefrontBuild();
const workDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-web-'));
let failed;
try {
  const { child: store, base } = await startStore(LOCALE, {
    PGLITE_DATA_DIR: path.join(workDir, 'pglite'),
    DATABASE_URL: undefined,
  });
  const home = `/${LOCALE}`;
  const category = await firstLink(`${base}${home}`, LOCALE, 'c');
  const product = await firstLink(`${base}${category}`, LOCALE, 'p');
  const pages = [
    { name: 'home', path: home },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'search', path: `/${LOCALE}/search?q=jacket` },
    // Content pages: a landing page (with its members-vs-guests segmentation), a landing page
    // of videos with the shopper photo gallery below them, and an article.
    { name: 'landing', path: `/${LOCALE}/xplr-pass` },
    { name: 'films', path: `/${LOCALE}/trail-films` },
    { name: 'article', path: `/${LOCALE}/journal/layering-101` },
  ];
  // A guest with three lines in the cart: Lighthouse sends the session's cookies. A new
  // guest for every run (the page's session refresh rotates the tokens it was given).
  const newShopper = async () => {
    const jar = await guest(base, LOCALE);
    await fillCart(base, jar, undefined, LOCALE);
    return jar;
  };
  pages.push({
    name: 'cart',
    path: `/${LOCALE}/cart`,
    headers: async () => ({ Cookie: cookieHeader(await newShopper()) }),
  });
  // The checkout's shipping step, for the same kind of guest.
  pages.push({
    name: 'checkout',
    path: `/${LOCALE}/checkout`,
    headers: async () => ({ Cookie: cookieHeader(await newShopper()) }),
  });
  // BENCH_PAGES=product,cart measures only those pages.
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  if (only) {
    const unknown = only.filter((name) => !pages.some((page) => page.name === name));
    if (unknown.length) throw new Error(`BENCH_PAGES names no page: ${unknown.join(', ')}`);
    pages.splice(0, pages.length, ...pages.filter((page) => only.includes(page.name)));
  }
  // Warm the store (first renders, its page cache, the sizes of the pictures each page
  // preloads): the runs measure what shoppers get.
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`, { headers: await page.headers?.() });
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    await warmPreloadedImages(base, await response.text());
  }
  const results = new Map(pages.map((page) => [page.name, []]));
  const started = Date.now();
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of pages) {
      const figures = await lighthouse(
        `${base}${page.path}`,
        path.join(workDir, `${page.name}-${run}.json`),
        await page.headers?.(),
      );
      results.get(page.name).push(figures);
      if (run === 1 && page === pages[0]) {
        console.info(
          `bench:web — Lighthouse ${figures.version}, ${figures.browser ?? 'Chromium'} (${chrome}), mobile, simulated throttling, ${cpus().length} cores, Node ${process.version}, median of ${RUNS} runs per page`,
        );
      }
    }
  }
  const indexes = [...results.values()].flat().map((run) => run.benchmarkIndex);
  console.info(
    `  ${RUNS * pages.length} runs in ${((Date.now() - started) / 1000).toFixed(0)} s; Lighthouse benchmarkIndex (this machine's CPU, higher is faster) median ${median(indexes).toFixed(0)}`,
  );
  print(pages, results);
  // The same pages for a shopper who has dismissed the site's newsletter pop-up (its request
  // blocked): the pop-up expands 2 s after it shows (spec §4) and covers the page, the last
  // visual change Lighthouse's speed index waits for, and its render is a long task.
  const plain = pages.filter((page) => PAGES_WITHOUT_POPUP.includes(page.name));
  if (plain.length && process.env.BENCH_WITHOUT_POPUP !== '0') {
    const withoutPopUp = new Map(plain.map((page) => [page.name, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of plain) {
        const figures = await lighthouse(
          `${base}${page.path}`,
          path.join(workDir, `${page.name}-plain-${run}.json`),
          await page.headers?.(),
          [POPUPS_REQUEST],
        );
        withoutPopUp.get(page.name).push(figures);
      }
    }
    console.info(
      '\n  without the pop-up (a shopper who dismissed it; its request blocked), for comparison:',
    );
    print(plain, withoutPopUp, false);
  }
  const films = pages.find((page) => page.name === 'films');
  if (films) await lazyBlocks(base, films.path);
  if (!only || only.includes('cart')) await cartRoundTrip(base, await newShopper());
  await stop(store);
} catch (error) {
  failed = error;
} finally {
  await stopAll();
  rmSync(workDir, { recursive: true, force: true });
}
if (failed) fail(failed.stack ?? String(failed));
