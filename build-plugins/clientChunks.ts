import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Packages every page runs: React, React Router, i18next, TanStack Query. */
const framework =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@tanstack[\\/][^\\/]+)[\\/]/;

/**
 * The store's modules do nothing when imported but declare (none runs code at its top
 * level): said so, a module that another module's index only re-exports is not fetched with
 * it unless its code is used (the field index re-exports the list box, which a quantity
 * stepper does not need). Stylesheets (`.css.ts`, and kitStyles.ts that imports them all)
 * and the browser entry keep their side effects.
 */
function storeModuleSideEffects(id: string): boolean | undefined {
  if (id.includes('node_modules') || /\.css\.ts$|kitStyles\.ts$|entry\.client\.tsx$/.test(id)) {
    return undefined;
  }
  const ours =
    /[\\/](?:components|cms-blocks|flows|api|commerce|shopper|i18n|design-tokens|storefront)[\\/][^?]*\.tsx?$/;
  return ours.test(id) ? false : undefined;
}

/**
 * Every page runs the browser entry, the root route and the site layout: what they need
 * (their static imports, as far as they are used) goes in one `shell` chunk, fetched once,
 * rather than in dozens of small files that each cost a request and its headers.
 */
const shellRoots =
  /[\\/]storefront[\\/](?:entry\.client\.tsx|root\.tsx\?__react-router-build-client-route|routes[\\/]site\.tsx\?__react-router-build-client-route)$/;

/** How the browser's code is split (the server's build keeps Vite's defaults). */
export function clientChunks(): Plugin {
  return {
    name: 'cairn:client-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            treeshake: { moduleSideEffects: storeModuleSideEffects },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: framework },
                  { name: 'shell', test: shellRoots },
                  // The contract's schemas (what forms and lazy parts parse with, see
                  // contractRoutesForBrowser) apart from the product page's groups: merged
                  // with them, a small group of the page's own modules brought zod along.
                  {
                    name: 'contract-schemas',
                    test: /\?contract-full$/,
                    entriesAware: true,
                  },
                  // The product page's own modules in few chunks: grouped by the pages and
                  // lazy parts that share them, small groups merged into their neighbours
                  // (some bytes a page does not use, fewer requests and their headers).
                  {
                    name: 'product-page',
                    test: /[\\/]storefront[\\/]routes[\\/]product\.tsx\?__react-router-build-client-route$/,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 20_000,
                  },
                  // The class-name modules of the styles (storefront/kitStyles.ts) in one
                  // chunk, not dozens of tiny ones.
                  { name: 'styles', test: /\.css\.ts$/ },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * With `CHUNK_MODULES=<file>` set, the build writes which modules each browser chunk holds
 * and their rendered bytes; `npm run bench:bytes` with the same variable lists them under
 * the product page's scripts.
 */
export function chunkModules(file: string | undefined): Plugin | false {
  if (!file) return false;
  return {
    name: 'cairn:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: Record<string, { modules: Record<string, number> }> = {};
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = Object.entries(chunk.modules).map(
          ([id, module]) => [path.relative(process.cwd(), id), module.renderedLength] as const,
        );
        chunks[name] = { modules: Object.fromEntries(modules) };
      }
      writeFileSync(file, JSON.stringify(chunks));
    },
  };
}
