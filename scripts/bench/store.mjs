// The store as the page benchmarks (bench:web, bench:bytes) measure it: the production build
// served as `npm start` serves it (host/main.ts, NODE_ENV unset, a throwaway PGlite data
// directory), in its own process group (processGroups.mjs), and the pages they open on it.

import { freePort } from './processes.mjs';
import { exited, spawnTracked } from './processGroups.mjs';

/** Start the store on a free port; resolves once `/{locale}` answers. */
export async function startStore(dataDir, locale) {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnTracked(['host/main.ts'], {
    PORT: String(port),
    LOG_LEVEL: 'silent',
    NODE_ENV: undefined,
    DATABASE_URL: undefined,
    PGLITE_DATA_DIR: dataDir,
  });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (exited(child)) throw new Error(`the store exited: ${child.stderrText()}`);
    try {
      if ((await fetch(`${base}/${locale}`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the store did not start within 180 s: ${child.stderrText()}`);
}

/** The first link below `/{locale}/{kind}/` in a page's HTML (a category: c, a product: p). */
export async function firstLink(url, locale, kind) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const link = new RegExp(`href="(/${locale}/${kind}/[^"?#]+)"`).exec(html)?.[1];
  if (!link) throw new Error(`No /${locale}/${kind}/… link on ${url}`);
  return link;
}
