// `npm start`: install what is missing, build the store when its build is missing or older
// than its sources, then serve it: the storefront and the /api service in one process
// (host/main.ts migrates and seeds an empty database first). Storybook: `npm run storybook`.
import { ensureInstalled, ensureStorefrontBuild, log, npmServe } from './setup.mjs';

ensureInstalled();
ensureStorefrontBuild();
log('Starting the store…');
npmServe('serve');
