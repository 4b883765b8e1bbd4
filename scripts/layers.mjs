// The layer table of ARCHITECTURE.md as data: who may import whom. biome.json is
// generated from it (`node scripts/gen-biome-config.mjs`) and a unit test proves that
// every forbidden import fails the lint while every allowed one passes.

export const layers = [
  'design-tokens',
  'i18n',
  'api',
  'commerce',
  'shopper',
  'demo',
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
  // The contract and the client only.
  api: [],
  // The business rules as pure functions, one definition each.
  commerce: ['api'],
  // The shopper's state in the browser (TanStack Query entries and their mutations).
  shopper: ['api', 'commerce'],
  // The demo catalogue, content, profiles and their artwork.
  demo: ['api', 'commerce'],
  components: ['design-tokens', 'i18n'],
  // Blocks open flows (the gallery's photo upload and review dialogs).
  'cms-blocks': ['components', 'design-tokens', 'i18n', 'api', 'commerce', 'shopper', 'flows'],
  flows: ['components', 'design-tokens', 'i18n', 'api', 'commerce', 'shopper'],
  storefront: [
    'design-tokens',
    'i18n',
    'api',
    'commerce',
    'shopper',
    'components',
    'cms-blocks',
    'flows',
  ],
  // The service: persistence and transactions around commerce/; it seeds and draws the
  // demo pictures from demo/.
  server: ['api', 'commerce', 'demo'],
  // The MSW handlers: thin in-memory adapters over commerce/ on the demo data.
  mocks: ['api', 'commerce', 'demo'],
  // The one process serving the store and the service together (npm start).
  host: ['api', 'i18n', 'storefront', 'server'],
};

/**
 * The MSW handlers and the demo data are for stories, tests and the dev server only:
 * these files of these layers may import them besides their own table.
 */
export const mayUseMocks = {
  layers: [
    'components',
    'cms-blocks',
    'flows',
    'storefront',
    'server',
    'shopper',
    'commerce',
    'host',
  ],
  targets: ['mocks', 'demo'],
  files: ['**/*.stories.tsx', '**/*.stories.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
};
