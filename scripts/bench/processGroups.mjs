// The child processes of the benchmarks (bench:web: the store, each Lighthouse run; bench:ssr:
// the store, the bare route, the render bench; bench:bytes: the store), each in its own
// process group: stopping one also stops what it started (Lighthouse's Chromium), and
// every one still running is stopped when the bench ends or is interrupted.
import { spawn } from 'node:child_process';
import { root } from '../setup.mjs';

/** Every child process still running (the store, a Lighthouse run): stopped on the way out. */
const children = new Set();

function envWith(overrides) {
  const env = { ...process.env };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/**
 * Spawn a child in its own process group, so that stopping it also stops what it started
 * (Lighthouse's Chromium).
 */
export function spawnTracked(args, env, { stdout = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: envWith(env),
    stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  child.stderrText = () => stderr;
  return child;
}

export const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * A server started with spawnTracked, once `probe` answers (within 180 s): the child and
 * how long it took to start.
 */
export async function startTracked(label, args, env, probe) {
  const child = spawnTracked(args, env);
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (exited(child)) {
      throw new Error(
        `${label} exited (${child.exitCode ?? child.signalCode}): ${child.stderrText()}`,
      );
    }
    try {
      if ((await fetch(probe)).ok) return { child, seconds: (Date.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(child);
  throw new Error(`${label} did not start within 180 s: ${child.stderrText()}`);
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the child's process group, SIGKILL after 10 s; resolves once the child is gone. */
export function stop(child) {
  return new Promise((resolve) => {
    if (exited(child)) {
      killGroup(child, 'SIGKILL'); // anything it left behind
      return resolve();
    }
    const kill = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    killGroup(child, 'SIGTERM');
  });
}

export const stopAll = () => Promise.all([...children].map(stop));

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}
process.once('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});
