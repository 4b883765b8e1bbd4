// `npm test`: install what is missing (Chromium included), then typecheck, lint and every
// Vitest project. Every step runs even when an earlier one fails, so one run shows all.
import { ensureChromium, ensureInstalled, ensureStorefrontBuild, log, npmRun } from './setup.mjs';

ensureInstalled();
ensureChromium();
// The store's route and end-to-end tests run against its production build.
ensureStorefrontBuild();

const steps = [
  ['typecheck', []],
  ['lint', []],
  ['test:all', process.argv.slice(2)],
];
const failed = [];
for (const [script, args] of steps) {
  log(`npm run ${script}`);
  const started = Date.now();
  const status = npmRun(script, args);
  log(
    `${script}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
log('All checks passed.');
