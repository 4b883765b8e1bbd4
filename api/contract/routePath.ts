/**
 * Fill a route's `:name` parameters (URI-encoded). On its own, without zod: the browser's
 * client builds paths with it (route.ts re-exports it).
 */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
