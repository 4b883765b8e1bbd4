// Set-up steps shared by `npm start` and `npm test`. Runs on whatever Node started npm
// (the system's Node 20 on a fresh machine), so it uses nothing but Node built-ins.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.info(`\x1b[36m[cairn]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Install dependencies when the pinned Node or the lockfile's packages are missing. */
export function ensureInstalled() {
  const pinnedNode = path.join(root, 'node_modules', '.bin', 'node');
  const installedLock = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    mtime(lock) > mtime(installedLock) ||
    mtime(path.join(root, 'package.json')) > mtime(installedLock);
  if (existsSync(pinnedNode) && !stale) return;
  log(
    existsSync(lock)
      ? 'Installing dependencies (npm ci)…'
      : 'Installing dependencies (npm install)…',
  );
  const status = run(
    npm,
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
  if (status !== 0) {
    console.error('Dependency installation failed.');
    process.exit(status);
  }
}

/** What the storefront's build is made from (every layer it imports, and its config). */
const buildSources = [
  'storefront',
  'cms-blocks',
  'flows',
  'components',
  'design-tokens',
  'i18n',
  'api',
  'commerce',
  'shopper',
  'vite.config.ts',
  'build-plugins',
  'react-router.config.ts',
  'package-lock.json',
];

/** The newest modification time below a file or folder (tests and stories included). */
function newest(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(file, entry)));
  }
  return latest;
}

export const storefrontBuild = path.join(root, 'build', 'server', 'index.js');

const buildIsFresh = () =>
  mtime(storefrontBuild) >
  Math.max(...buildSources.map((source) => newest(path.join(root, source))));

/** Where a build in progress says so (a folder: creating it is atomic). */
const buildLock = path.join(root, 'node_modules', '.cairn-build.lock');

/** Sleep without an event loop (the setup steps are synchronous). */
const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Build the storefront (production) when there is no build or a source is newer. One
 * process builds at a time (test files starting side by side all ask); the others wait
 * for it and use its build.
 */
export function ensureStorefrontBuild() {
  if (buildIsFresh()) return;
  for (;;) {
    try {
      mkdirSync(buildLock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock older than any build is left over from a killed process.
      if (Date.now() - mtime(buildLock) > 10 * 60_000)
        rmSync(buildLock, { force: true, recursive: true });
      else sleepSync(500);
    }
  }
  let status = 0;
  try {
    if (buildIsFresh()) return;
    const built = mtime(storefrontBuild);
    log(
      built ? 'Sources changed since the last build; building the store…' : 'Building the store…',
    );
    // Always the production build: `npm start` and the benchmarks reuse what a test run
    // built, and Vite takes React's development build when NODE_ENV says otherwise (vitest
    // sets `test`): 180 KB more script and twice the blocking time on every page.
    status = run(npm, ['run', '--silent', 'build'], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } finally {
    rmSync(buildLock, { force: true, recursive: true });
  }
  if (status !== 0) {
    console.error('The storefront build failed.');
    process.exit(status);
  }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; never a browser a tool downloads itself. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  log(`Chromium is missing at ${chromiumPath}; installing Debian's package…`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    return run(cmd, rest, { env: aptEnv });
  };
  if (apt(['install', '-y', '-q', 'chromium']) !== 0) {
    apt(['update', '-q']);
    if (apt(['install', '-y', '-q', 'chromium']) !== 0 || !existsSync(chromiumPath)) {
      console.error(
        'Could not install Chromium. Install the Debian package "chromium" or set CHROMIUM_PATH.',
      );
      process.exit(1);
    }
  }
}

/** Run an npm script (on the pinned Node: npm puts node_modules/.bin first on PATH). */
export function npmRun(script, args = []) {
  return run(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])]);
}

/** Start a long-running npm script, forwarding stop signals so nothing is left running. */
export function npmServe(script, args = []) {
  const child = spawn(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
