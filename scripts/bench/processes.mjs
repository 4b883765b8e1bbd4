// The benchmarks' ports and the CPU time a process (or every PostgreSQL server process) used,
// read from /proc. Their servers start and stop with processGroups.mjs.
import { readdirSync, readFileSync } from 'node:fs';

export { freePort } from '../ports.mjs';

/**
 * CPU seconds (user + system) a process used so far; undefined where /proc is missing.
 * With `reaped`, also those of its children that ended and that it waited for.
 */
export function cpuSeconds(pid, reaped = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of every PostgreSQL server process on this machine: the backends running now
 * and those that ended (a backend ends with its connection: its time is then counted in the
 * server process that waited for it, or the figure would fall when a pool closes).
 */
export function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    total += cpuSeconds(pid, true) ?? 0;
  }
  return total;
}
