// The store as the benchmarks (bench:web, bench:bytes, bench:ssr) measure it: the production
// build served as `npm start` serves it (host/main.ts, NODE_ENV unset), in its own process
// group (processGroups.mjs), and the pages they open on it.

import { freePort } from './processes.mjs';
import { startTracked } from './processGroups.mjs';

/** Start the store on a free port (`env` added to its environment); resolves once `/{locale}` answers. */
export async function startStore(locale, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, seconds } = await startTracked(
    'the store',
    ['host/main.ts'],
    { PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: undefined, ...env },
    `${base}/${locale}`,
  );
  return { child, base, seconds };
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
