// `npm run bench:stories`: how many story tests there are and how long the storybook
// Vitest project takes on this machine. A benchmark: it prints figures, it never fails
// on a slow machine. Target: at most 0.25 s of wall time per story.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';

const TARGET_SECONDS_PER_STORY = 0.25;
const dir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-'));
const report = path.join(dir, 'report.json');

const started = performance.now();
const result = spawnSync(
  'vitest',
  [
    'run',
    '--project',
    'storybook',
    '--reporter=json',
    `--outputFile=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const wallSeconds = (performance.now() - started) / 1000;

const json = JSON.parse(readFileSync(report, 'utf8'));
rmSync(dir, { recursive: true, force: true });
const tests = json.numTotalTests;
const perStory = tests > 0 ? wallSeconds / tests : Number.NaN;
const files = json.testResults.length;

console.info('bench:stories');
console.info(`  machine          ${cpus().length} cores, Node ${process.version}`);
console.info(`  story files      ${files}`);
console.info(
  `  story tests      ${tests} (${json.numPassedTests} passed, ${json.numFailedTests} failed)`,
);
console.info(`  wall time        ${wallSeconds.toFixed(1)} s (vitest start to exit)`);
console.info(
  `  per story        ${perStory.toFixed(3)} s (target ≤ ${TARGET_SECONDS_PER_STORY} s: ${perStory <= TARGET_SECONDS_PER_STORY ? 'met' : 'NOT met'})`,
);
process.exit(result.status ?? 1);
