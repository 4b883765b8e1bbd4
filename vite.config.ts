import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** How the browser's code is split (the server's build keeps Vite's defaults). */
function clientChunks(): Plugin {
  return {
    name: 'cairn:client-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: framework },
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
    reactAriaSiteLocales(),
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
