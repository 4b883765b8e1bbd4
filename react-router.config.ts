import type { Config } from '@react-router/dev/config';

/** The storefront (ARCHITECTURE.md "The storefront"): framework mode, server rendering. */
export default {
  appDirectory: 'storefront',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
