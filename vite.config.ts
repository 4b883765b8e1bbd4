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
});
