import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { localeInfo } from './i18n/locales.ts';

/**
 * React Aria ships each component's built-in strings (close, next slide, "3 options
 * available") in 34 languages, all imported by every `intlStrings.mjs`. The store speaks
 * only its sites' languages: keep those (React Aria matches fr-CA to fr-FR and falls back to
 * en-US), drop the rest from both builds, so the server renders what the browser hydrates.
 */
function reactAriaSiteLocales(): Plugin {
  const languages = new Set<string>(Object.values(localeInfo).map((info) => info.language));
  const kept = (locale: string) => languages.has(locale.split('-')[0] ?? '');
  const importLine = /^import \S+ from "[^"]*\/intl\/(?:[^"/]+\/)?([a-z]{2}-[A-Z]{2})\.mjs";\n/gm;
  const entryLine = /^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?\n/gm;
  return {
    name: 'cairn:react-aria-site-locales',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]react-aria(?:-components)?[\\/]dist[\\/].*intlStrings\.mjs$/ },
      handler(code) {
        return code
          .replace(importLine, (line, locale: string) => (kept(locale) ? line : ''))
          .replace(entryLine, (line, locale: string) => (kept(locale) ? line : ''));
      },
    },
  };
}

/**
 * A fix to one of a library's modules (React Aria's, react-hook-form's) in both builds:
 * `pattern` replaced in the module whose path `file` matches. The browser's build fails when
 * the pattern is not there, or no such module was bundled (an upgrade changed or moved the
 * code): the fix is then checked again, not silently dropped. (The server's build may leave
 * the library to Node: without the fix it renders the same HTML.)
 */
function libraryFix(
  library: { name: string; slug: string },
  name: string,
  file: RegExp,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
  /** Put before the module's code (an import the replacement uses). */
  prepend = '',
): Plugin {
  const fixedIn = new Set<string>();
  const plugin = `cairn:${library.slug}-${name}`;
  return {
    name: plugin,
    enforce: 'pre',
    transform: {
      filter: { id: file },
      handler(code, id) {
        if (!pattern.test(code)) {
          throw new Error(`${id}: ${library.name} changed the code that ${plugin} fixes`);
        }
        fixedIn.add(this.environment.name);
        return (
          prepend +
          (typeof replacement === 'string'
            ? code.replace(pattern, replacement)
            : code.replace(pattern, replacement))
        );
      },
    },
    buildEnd(error) {
      if (!error && this.environment.name === 'client' && !fixedIn.has('client')) {
        throw new Error(`${plugin}: no ${library.name} module matched ${file}`);
      }
    },
  };
}

const reactAriaFix = (
  ...fix: Parameters<typeof libraryFix> extends [unknown, ...infer Rest] ? Rest : never
) => libraryFix({ name: 'React Aria', slug: 'react-aria' }, ...fix);

/**
 * React Aria's `useId` asks `useIsSSR()` (a `useSyncExternalStore` whose server snapshot is
 * true and whose client one is false) for a random prefix in client-only renders, where two
 * copies of the library might share a page. After hydration React checks every such store
 * and, finding it changed, renders each component that called `useId` again, synchronously,
 * in the hydration's commit task (and flushes the page's effects with it): on a product page
 * about 40 buttons, fields and radios, some 45 ms of a desktop's main thread, four times that
 * on a phone, for an id that does not change (the state keeps its first value). The store is
 * one React root with one copy of React Aria, and React's `useId` is unique within a root,
 * hydrated or not: the ids keep the plain `react-aria` prefix, as on the server, and the
 * store and its re-render go.
 */
const reactAriaPlainIds = () =>
  reactAriaFix(
    'plain-ids',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]ssr[\\/]SSRProvider\.mjs$/,
    /let \[didSSR\] = \(0, \$\w+\$useState\)\(\$\w+\$export\$\w+\(\)\);/,
    'let didSSR = true;',
  );

/**
 * React Aria's `useLocale` asks `useDefaultLocale()` (the browser's language, behind the
 * same `useIsSSR()` store as above) before it reads the `I18nProvider` above it, and uses
 * it only when there is none. So every component that formats a number or a date (each
 * card's price and rating) rendered again after hydration, synchronously. Every page of the
 * store has its site's `I18nProvider` at the root (root.tsx): the provider's locale is read
 * first, and the browser's only without one (the same branch for a component's whole life:
 * the provider is where it is in the tree).
 */
const reactAriaLocaleFromProvider = () =>
  reactAriaFix(
    'locale-from-provider',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]i18n[\\/]I18nProvider\.mjs$/,
    /let defaultLocale = \(0, (\$\w+\$export\$\w+)\)\(\);\n(\s*)let context = \(0, (\$\w+\$useContext)\)\((\$\w+\$var\$I18nContext)\);\n\s*return context \|\| defaultLocale;/,
    (_all, useDefaultLocale, indent, useContext, context) =>
      `let context = (0, ${useContext})(${context});\n${indent}if (context) return context;\n${indent}return (0, ${useDefaultLocale})();`,
  );

/** React's `startTransition`, as the fixes below import it into React Aria's modules. */
const importStartTransition = `import { startTransition as __cairnStartTransition } from "react";\n`;

/**
 * React Aria's `useSlot` (a field's description or error slot: is there one?) assumes there
 * is, then says otherwise from a layout effect, and `useSlotId` (through `useValueEffect`)
 * drops an id no element has the same way. Set in a layout effect, that state is a
 * synchronous update: in the hydration's commit, one such update (each radio group of a
 * product page has two) makes React flush every effect of the page and render again in the
 * commit's task, which Lighthouse counts as one long task (about 240 ms of a phone's main
 * thread on a product page). As transitions, they render after it, in slices; only an
 * `aria-describedby` to nothing lasts a moment longer.
 */
const reactAriaSlotTransition = () =>
  reactAriaFix(
    'slot-transition',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]utils[\\/]useSlot\.mjs$/,
    /if \(!hasRun\.current\) setHasSlot\(false\);/,
    'if (!hasRun.current) __cairnStartTransition(() => setHasSlot(false));',
    importStartTransition,
  );
const reactAriaValueEffectTransition = () =>
  reactAriaFix(
    'value-effect-transition',
    /[\\/]react-aria[\\/]dist[\\/].*[\\/]utils[\\/]useValueEffect\.mjs$/,
    /else setValue\(newValue\.value\);/,
    'else __cairnStartTransition(() => setValue(newValue.value));',
    importStartTransition,
  );

/**
 * react-hook-form's `useForm` marks the form ready (`formState.isReady`) from a layout
 * effect: a synchronous update of the form's component on every mount, and in the hydration
 * of a page with a form (the checkout's address) one that makes React flush every effect of
 * the page and render again in the commit's task. The store reads no `isReady`: as a
 * transition it renders after that task (the form's own `_formState.isReady` is still set at
 * once).
 */
const hookFormReadyTransition = () =>
  libraryFix(
    { name: 'react-hook-form', slug: 'hook-form' },
    'ready-transition',
    /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
    /updateFormState\(\(data\) => \(\{\n(\s*)\.\.\.data,\n\s*isReady: true,\n\s*\}\)\);/,
    (_all, indent) =>
      `__cairnStartTransition(() => updateFormState((data) => ({\n${indent}...data,\n${indent}isReady: true,\n${indent.slice(4)}})));`,
    importStartTransition,
  );

const fullContract = '?contract-full';

/** A contract route (api/contract/route.ts `defineRoute`), told apart from other exports. */
function isRoute(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.name === 'string' &&
    typeof route.method === 'string' &&
    typeof route.path === 'string' &&
    typeof route.response === 'object' &&
    route.response !== null &&
    '_zod' in route.response
  );
}

/** Plain data (numbers, strings, arrays and objects of them): copied as JSON. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return typeof value !== 'number' || Number.isFinite(value);
  }
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as object).every(isPlainData);
}

/**
 * The contract's routes in the browser, without their zod schemas. A route is a name, a
 * method, a path and the schemas of its parts; the browser's client needs only the first
 * three (and whether it takes a body or the channel header): it does not check responses in
 * a production build (api/client/client.ts). Yet every page calls some route, and a route
 * object holding its schemas brought zod and the schemas of the whole module to every page
 * (about 40 KB compressed).
 *
 * So in the browser's build each contract module that uses zod is replaced by what it
 * evaluates to, at build time: its routes as object literals of those fields, its constants
 * (limits, lists of codes) as JSON, and its other exports (schemas a form or a block parses
 * with, functions) re-exported from the real module, which is then bundled only where one of
 * them is used. Development and the server keep the real modules, and check responses.
 */
function contractRoutesForBrowser(): Plugin {
  const contractModule = /[\\/]api[\\/]contract[\\/][^\\/]+(?<!\.test)\.ts$/;
  return {
    name: 'cairn:contract-routes-for-browser',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    async load(id) {
      if (id.endsWith(fullContract)) {
        // The real module, for the exports that are not routes or data: bundled only when
        // one of them is used.
        return {
          code: await readFile(id.slice(0, -fullContract.length), 'utf8'),
          moduleSideEffects: false,
        };
      }
      if (!contractModule.test(id)) return null;
      const source = await readFile(id, 'utf8');
      if (!/^import .* from 'zod';$/m.test(source)) return null;
      const evaluated: Record<string, unknown> = await import(pathToFileURL(id).href);
      const real = JSON.stringify(`${id}${fullContract}`);
      const lines: string[] = [];
      for (const [name, value] of Object.entries(evaluated)) {
        if (name === 'default') {
          lines.push(`export { default } from ${real};`);
        } else if (isRoute(value)) {
          const { method, path, successStatus, auth, takesBody, takesChannel } = value;
          const route = {
            name: value.name,
            method,
            path,
            successStatus,
            auth,
            takesBody,
            takesChannel,
          };
          lines.push(`export const ${name} = ${JSON.stringify(route)};`);
        } else if (isPlainData(value)) {
          lines.push(`export const ${name} = ${JSON.stringify(value)};`);
        } else {
          lines.push(`export { ${name} } from ${real};`);
        }
      }
      return { code: lines.join('\n'), moduleType: 'js' };
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The browser's scripts and styles compressed once, at build time, with the slowest and
 * smallest settings (brotli 11, gzip 9): host/app.ts sends the `.br` or `.gz` beside each
 * file as the browser accepts, where compressing on every request could afford only a fast
 * level.
 */
function precompressClientAssets(): Plugin {
  return {
    name: 'cairn:precompress-client-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeFile(path.join(dir, `${file}.br`), br),
            writeFile(path.join(dir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

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
    /[\\/](?:components|cms-blocks|flows|api|i18n|design-tokens|storefront)[\\/][^?]*\.tsx?$/;
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
function clientChunks(): Plugin {
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
function chunkModules(file: string | undefined): Plugin | false {
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

/**
 * The storefront's build (React Router framework mode). Storybook and its Vitest project
 * use `.storybook/vite.config.ts`. `public/` holds the MSW worker for Storybook only; the
 * store's static files are in `storefront/public/`.
 */
export default defineConfig({
  publicDir: 'storefront/public',
  plugins: [
    contractRoutesForBrowser(),
    reactAriaSiteLocales(),
    reactAriaPlainIds(),
    reactAriaLocaleFromProvider(),
    reactAriaSlotTransition(),
    reactAriaValueEffectTransition(),
    hookFormReadyTransition(),
    vanillaExtractPlugin(),
    reactRouter(),
    clientChunks(),
    precompressClientAssets(),
    chunkModules(process.env.CHUNK_MODULES),
  ],
  build: {
    // One stylesheet for the whole store (about 16 KB compressed, cached for every page):
    // blocks' code loads on use, but their server HTML must be styled at first paint.
    cssCodeSplit: false,
  },
});
