// The benchmarks' ports and the CPU time a process (or every PostgreSQL server process) used,
// read from /proc. Their servers start and stop with processGroups.mjs.
import { readdirSync, readFileSync } from 'node:fs';

export { freePort } from '../ports.mjs';

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
