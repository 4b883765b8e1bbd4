// Processes of the benchmarks (bench:api, bench:ssr; bench:web and bench:bytes start the store
// with store.mjs): the servers they start and stop, and the CPU time a process (or every
// PostgreSQL server process) used, read from /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export function freePort() {
  return 20000 + Math.floor(Math.random() * 20000);
}

/** Start a server process and wait until it answers `probe`. */
export async function startServer(label, args, env, probe) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`${label} exited: ${stderr}`);
    try {
      const response = await fetch(probe);
      if (response.ok) return { child, seconds: (Date.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${label} did not start within 180 s: ${stderr}`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** CPU seconds (user + system) a process used so far; undefined where /proc is missing. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds of every PostgreSQL server process on this machine (its backends). */
export function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    total += cpuSeconds(pid) ?? 0;
  }
  return total;
}
