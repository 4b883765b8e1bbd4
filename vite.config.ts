import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The storefront's build (React Router framework mode). Storybook and its Vitest project
 * use `.storybook/vite.config.ts`. `public/` holds the MSW worker for Storybook only; the
 * store's static files are in `storefront/public/`.
 */
export default defineConfig({
  publicDir: 'storefront/public',
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: {
    // One stylesheet for the whole store (about 16 KB compressed, cached for every page):
    // blocks' code loads on use, but their server HTML must be styled at first paint.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The class-name modules of the styles (storefront/kitStyles.ts) in one chunk, not
        // dozens of tiny ones.
        codeSplitting: { groups: [{ name: 'styles', test: /\.css\.ts$/ }] },
      },
    },
  },
});
