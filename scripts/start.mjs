// `npm start`: install what is missing, then run the main job. Until the storefront
// exists that is Storybook; once it does, the store (building and seeding as needed).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, log, npmServe, root } from './setup.mjs';

ensureInstalled();

const hasStorefront = existsSync(path.join(root, 'react-router.config.ts'));
if (hasStorefront) {
  log('Starting the store…');
  npmServe('serve');
} else {
  log('Starting Storybook on http://localhost:6006 …');
  npmServe('storybook');
}
