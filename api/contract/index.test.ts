import { describe, expect, it } from 'vitest';
import { routeList, routes } from './index.ts';

describe('route registry', () => {
  it('keys every route by its own name', () => {
    for (const [key, route] of Object.entries(routes)) expect(route.name).toBe(key);
  });

  it('holds each method and path once', () => {
    const seen = routeList.map((route) => `${route.method} ${route.path}`);
    expect(seen).toHaveLength(new Set(seen).size);
  });

  it('writes every path from the /api base with a leading slash and no trailing one', () => {
    for (const route of routeList) {
      expect(route.path, route.name).toMatch(/^\/[^?#]*[^/]$/);
      expect(route.path.startsWith('/api/'), route.name).toBe(false);
    }
  });
});
