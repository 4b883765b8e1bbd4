// `npm run chromatic`: publish Storybook to Chromatic for visual review in every
// brand × breakpoint mode (parameters.chromatic.modes in .storybook/preview.tsx).
// Needs CHROMATIC_PROJECT_TOKEN and network access, so it is not part of `npm test`.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure) to publish.');
  process.exit(1);
}
// Without network Chromatic hangs after its authentication error: bound it.
const minutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 20);
const result = spawnSync(
  'chromatic',
  ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit', timeout: minutes * 60_000 },
);
if (result.error) {
  console.error(`Chromatic did not finish within ${minutes} min: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
