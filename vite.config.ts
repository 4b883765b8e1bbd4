import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { chunkModules, clientChunks } from './build-plugins/clientChunks.ts';
import { contractRoutesForBrowser } from './build-plugins/contractForBrowser.ts';
import {
  hookFormReadyTransition,
  reactAriaLocaleFromProvider,
  reactAriaPlainIds,
  reactAriaSiteLocales,
  reactAriaSlotTransition,
  reactAriaValueEffectTransition,
} from './build-plugins/libraryFixes.ts';
import { precompressClientAssets } from './build-plugins/precompress.ts';

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
