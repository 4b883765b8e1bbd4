/**
 * The real commerce service for integration tests: `server/main.ts` in a child process on
 * a free port, on an in-memory PGlite database seeded with the demo data. Tests reach it
 * only over HTTP (through api/client), as the storefront does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain ESM script without types
import { freePort } from '../../scripts/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LiveService {
  /** `http://127.0.0.1:<port>/api` */
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitUntilUp(service: ChildProcess, url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < until) {
    if (service.exitCode !== null) throw new Error(`The service exited (${service.exitCode})`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The service did not start: ${String(lastError)}`);
}

/** Start the service; call `stop()` in afterAll. `env` adds or overrides variables. */
export async function startLiveService(
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<LiveService> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PGLITE_DATA_DIR: 'memory',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  // `npm run api` is `exec node server/main.ts`; started directly it can be stopped by pid.
  const service = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}/api`;
  await waitUntilUp(service, baseUrl, options.timeoutMs ?? 90_000);
  return {
    baseUrl,
    stop: async () => {
      if (service.exitCode !== null) return;
      const exited = new Promise((resolve) => service.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fetch with one browser's cookie jar (the session cookies are HttpOnly). */
export function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}
