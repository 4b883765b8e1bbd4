// The layer table of ARCHITECTURE.md as data: who may import whom. biome.json is
// generated from it (`node scripts/gen-biome-config.mjs`) and a unit test proves that
// every forbidden import fails the lint while every allowed one passes.

export const layers = [
  'design-tokens',
  'i18n',
  'api',
  'components',
  'cms-blocks',
  'flows',
  'storefront',
  'server',
  'mocks',
  'host',
];

/** @type {Record<string, string[]>} */
export const mayImport = {
  'design-tokens': [],
  i18n: [],
  api: [],
  components: ['design-tokens', 'i18n'],
  'cms-blocks': ['components', 'design-tokens', 'i18n', 'api'],
  flows: ['components', 'design-tokens', 'i18n', 'api'],
  storefront: ['design-tokens', 'i18n', 'api', 'components', 'cms-blocks', 'flows'],
  server: ['api'],
  mocks: ['api'],
  // The one process serving the store and the service together (npm start).
  host: ['api', 'i18n', 'storefront', 'server'],
};

/** Demo data and MSW handlers are for stories, tests, the dev server and the seeder only. */
export const mayUseMocks = {
  layers: ['components', 'cms-blocks', 'flows', 'storefront', 'server'],
  files: ['**/*.stories.tsx', '**/*.stories.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
  extra: ['server/db/seed.ts', 'server/dev/**'],
};
