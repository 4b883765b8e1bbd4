import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/** Vite settings shared by Storybook (dev and build) and the Vitest storybook project. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: {
    // Found late otherwise: Vite would re-bundle mid-run and reload the test browser.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      '@internationalized/date',
      'react-stately/useControlledState',
      'react-aria-components',
      'react-aria/FocusScope',
      'react-aria/useInteractOutside',
      'react-router',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'zod',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'isomorphic-dompurify',
      'react-dom/server',
    ],
  },
});
