import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const layers = ['design-tokens', 'components', 'cms-blocks', 'flows', 'storefront'];

const config: StorybookConfig = {
  stories: layers.flatMap((layer) => [`../${layer}/**/*.mdx`, `../${layer}/**/*.stories.tsx`]),
  addons: [
    // Authoring guides use GitHub-flavoured tables.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: {
    name: '@storybook/react-vite',
    // The root vite.config.ts belongs to the storefront (React Router); Storybook and
    // its Vitest project share this one.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  // The store's demo media (storefront/public/media) at the same paths as in the store.
  staticDirs: ['../public', { from: '../storefront/public/media', to: '/media' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
