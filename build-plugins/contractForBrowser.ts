import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const fullContract = '?contract-full';

/** A contract route (api/contract/route.ts `defineRoute`), told apart from other exports. */
function isRoute(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.name === 'string' &&
    typeof route.method === 'string' &&
    typeof route.path === 'string' &&
    typeof route.response === 'object' &&
    route.response !== null &&
    '_zod' in route.response
  );
}

/** Plain data (numbers, strings, arrays and objects of them): copied as JSON. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return typeof value !== 'number' || Number.isFinite(value);
  }
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as object).every(isPlainData);
}

/**
 * The contract's routes in the browser, without their zod schemas. A route is a name, a
 * method, a path and the schemas of its parts; the browser's client needs only the first
 * three (and whether it takes a body or the channel header): it does not check responses in
 * a production build (api/client/client.ts). Yet every page calls some route, and a route
 * object holding its schemas brought zod and the schemas of the whole module to every page
 * (about 40 KB compressed).
 *
 * So in the browser's build each contract module that uses zod is replaced by what it
 * evaluates to, at build time: its routes as object literals of those fields, its constants
 * (limits, lists of codes) as JSON, and its other exports (schemas a form or a block parses
 * with, functions) re-exported from the real module, which is then bundled only where one of
 * them is used. Development and the server keep the real modules, and check responses.
 */
export function contractRoutesForBrowser(): Plugin {
  const contractModule = /[\\/]api[\\/]contract[\\/][^\\/]+(?<!\.test)\.ts$/;
  return {
    name: 'cairn:contract-routes-for-browser',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    async load(id) {
      if (id.endsWith(fullContract)) {
        // The real module, for the exports that are not routes or data: bundled only when
        // one of them is used.
        return {
          code: await readFile(id.slice(0, -fullContract.length), 'utf8'),
          moduleSideEffects: false,
        };
      }
      if (!contractModule.test(id)) return null;
      const source = await readFile(id, 'utf8');
      if (!/^import .* from 'zod';$/m.test(source)) return null;
      const evaluated: Record<string, unknown> = await import(pathToFileURL(id).href);
      const real = JSON.stringify(`${id}${fullContract}`);
      const lines: string[] = [];
      for (const [name, value] of Object.entries(evaluated)) {
        if (name === 'default') {
          lines.push(`export { default } from ${real};`);
        } else if (isRoute(value)) {
          const { method, path, successStatus, auth, takesBody, takesChannel } = value;
          const route = {
            name: value.name,
            method,
            path,
            successStatus,
            auth,
            takesBody,
            takesChannel,
          };
          lines.push(`export const ${name} = ${JSON.stringify(route)};`);
        } else if (isPlainData(value)) {
          lines.push(`export const ${name} = ${JSON.stringify(value)};`);
        } else {
          lines.push(`export { ${name} } from ${real};`);
        }
      }
      return { code: lines.join('\n'), moduleType: 'js' };
    },
  };
}
