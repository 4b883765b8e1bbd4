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

/** Chromium's Accept header for images (the store answers f_auto images with AVIF to it). */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Fetch every size of the images a page's HTML preloads (its LCP picture), as a browser
 * asks for them: the store renders an image size on its first request (an AVIF takes a few
 * hundred milliseconds) and keeps it, so a live store's shoppers get them rendered. A
 * benchmark's first run would otherwise measure the encoder.
 */
export async function warmPreloadedImages(base, html) {
  const sets = [...html.matchAll(/<link[^>]*rel="preload"[^>]*imagesrcset="([^"]+)"/gi)];
  const urls = sets.flatMap(([, set]) =>
    // Candidates are separated by a comma and a space (the URLs hold commas of their own).
    set.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&')),
  );
  for (const url of new Set(urls)) {
    const response = await fetch(new URL(url, base), { headers: { Accept: IMAGE_ACCEPT } });
    await response.arrayBuffer();
  }
  return urls.length;
}
