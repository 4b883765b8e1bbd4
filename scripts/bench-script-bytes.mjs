// `npm run bench:bytes`: the script each page of the store makes the browser fetch, as
// Lighthouse counts it (transferSize of the Script responses: compressed body and headers,
// 1 KB = 1,024 bytes), without Lighthouse's throttling and in a few seconds. The production
// build served as `npm start` serves it (host/main.ts, a throwaway PGlite data directory), or
// the store at BASE_URL when set. Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) at a
// phone's viewport opens home, the first category linked from home, the first product of that
// category, search and the cart of a guest holding three lines, waits until the page is
// hydrated and the network is idle, and sums the script responses. Each page twice: as a
// first visit (the site's newsletter pop-up shows, and fetches its form while it is a tab),
// and without pop-ups (the shopper dismissed them): the page's own script.
// ACCEPT_ENCODING (e.g. `gzip, deflate`) replaces the browser's Accept-Encoding header, to
// compare what each encoding the store offers weighs.
// Then the product page's scripts one by one, biggest first. With CHUNK_MODULES set to the
// file a build with the same variable wrote (`CHUNK_MODULES=/tmp/chunks.json npx react-router
// build`: build-plugins/clientChunks.ts), the biggest modules of each of those chunks too.
// A benchmark: it prints figures and the PDP target (≤ 150 KB); it fails only when it cannot
// measure.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { stop } from './bench/processGroups.mjs';
import { browserCookies, fillCart, guest } from './bench/shopper.mjs';
import { firstLink, startStore } from './bench/store.mjs';
import { chromiumPath, ensureStorefrontBuild } from './setup.mjs';

const LOCALE = 'en-us';
const PDP_TARGET_KB = 150;
const TOP_CHUNKS = Number(process.env.TOP_CHUNKS ?? 20);
const TOP_MODULES = Number(process.env.TOP_MODULES ?? 6);
const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse's mobile device (a Moto G Power). */
const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Open the page in a fresh context; the script responses it fetched (url, transferred bytes). */
async function scriptsOf(browser, base, pathname, cookies, withoutPopUps = false) {
  const acceptEncoding = process.env.ACCEPT_ENCODING;
  const context = await browser.newContext({
    ...mobile,
    ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
  });
  try {
    if (cookies) await context.addCookies(cookies);
    // No pop-up to show: the pop-up manager's request fails, and it shows nothing.
    if (withoutPopUps) await context.route('**/fapi/components/popups*', (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // What loads when the browser is idle (requestIdleCallback) counts too, as in Lighthouse.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    return [...scripts.values()];
  } finally {
    await context.close();
  }
}

function chunkModules() {
  const file = process.env.CHUNK_MODULES;
  if (!file) return undefined;
  if (!existsSync(file)) throw new Error(`CHUNK_MODULES=${file}: no such file`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

if (!process.env.BASE_URL) ensureStorefrontBuild();
if (!existsSync(chromiumPath)) {
  console.error(`bench:bytes: no Chromium at ${chromiumPath} (apt-get install chromium).`);
  process.exit(1);
}
const workDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-bytes-'));
let store;
let browser;
let failed;
try {
  let base = process.env.BASE_URL?.replace(/\/$/, '');
  if (!base) {
    store = await startStore(LOCALE, {
      PGLITE_DATA_DIR: path.join(workDir, 'pglite'),
      DATABASE_URL: undefined,
    });
    base = store.base;
  }
  const home = `/${LOCALE}`;
  const category = await firstLink(`${base}${home}`, LOCALE, 'c');
  const product = await firstLink(`${base}${category}`, LOCALE, 'p');
  const jar = await guest(base, LOCALE);
  await fillCart(base, jar, undefined, LOCALE);
  const pages = [
    { name: 'home', path: home },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'search', path: `/${LOCALE}/search?q=jacket` },
    { name: 'cart', path: `/${LOCALE}/cart`, cookies: browserCookies(base, jar) },
  ];
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  console.info(
    `bench:bytes — ${base}, Chromium ${browser.version()}, ${mobile.viewport.width}px${process.env.ACCEPT_ENCODING ? `, Accept-Encoding: ${process.env.ACCEPT_ENCODING}` : ''}`,
  );
  console.info(
    `\n  ${'page'.padEnd(10)} ${'script KB'.padStart(10)} ${'files'.padStart(6)} ${'no pop-up KB'.padStart(13)}  url`,
  );
  let pdpScripts = [];
  for (const page of pages) {
    const scripts = await scriptsOf(browser, base, page.path, page.cookies);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const own = await scriptsOf(browser, base, page.path, page.cookies, true);
    const ownTotal = own.reduce((sum, script) => sum + script.bytes, 0);
    if (page.name === (process.env.TOP_PAGE ?? 'product')) pdpScripts = scripts;
    console.info(
      `  ${page.name.padEnd(10)} ${kb(total).padStart(10)} ${String(scripts.length).padStart(6)} ${kb(ownTotal).padStart(13)}  ${page.path}`,
    );
  }
  const pdpTotal = pdpScripts.reduce((sum, script) => sum + script.bytes, 0);
  console.info(
    `\n  PDP script ≤ ${PDP_TARGET_KB} KB transferred: ${pdpTotal / 1024 <= PDP_TARGET_KB ? 'met' : 'NOT met'} (${kb(pdpTotal)} KB)`,
  );
  const modules = chunkModules();
  console.info(`\n  the product page's ${TOP_CHUNKS} biggest scripts (KB transferred):`);
  for (const script of pdpScripts.sort((a, b) => b.bytes - a.bytes).slice(0, TOP_CHUNKS)) {
    const file = new URL(script.url).pathname.replace(/^\//, '');
    console.info(`  ${kb(script.bytes).padStart(7)}  ${file}`);
    const chunk = modules?.[file];
    if (!chunk) continue;
    const biggest = Object.entries(chunk.modules)
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_MODULES);
    for (const [id, bytes] of biggest) {
      console.info(`           ${kb(bytes).padStart(6)} KB raw  ${id}`);
    }
  }
} catch (error) {
  failed = error;
} finally {
  await browser?.close();
  if (store) await stop(store.child);
  rmSync(workDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`bench:bytes: ${failed.stack ?? failed}`);
  process.exit(1);
}
