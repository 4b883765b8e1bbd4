import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryId, productId } from './common.ts';
import { buildPath, defineRoute } from './route.ts';

describe('defineRoute', () => {
  it('defaults to no params, no query, no body, 200 and guest auth', () => {
    const route = defineRoute({
      name: 'ping',
      method: 'GET',
      path: '/ping',
      response: z.object({ ok: z.boolean() }),
    });
    expect(route.successStatus).toBe(200);
    expect(route.auth).toBe('guest');
    expect(route.params.parse({})).toEqual({});
    expect(route.body.safeParse({ x: 1 }).success).toBe(false);
  });

  it('fills and encodes path parameters', () => {
    expect(buildPath('/products/v2/products/:productId/details', { productId: 'ABC12345' })).toBe(
      '/products/v2/products/ABC12345/details',
    );
    expect(buildPath('/a/:x/b/:y', { x: 'a b', y: '../z' })).toBe('/a/a%20b/b/..%2Fz');
    expect(() => buildPath('/a/:x', {})).toThrow('Missing path parameter "x"');
  });
});

describe('identifiers', () => {
  it.each(['ABCD1234', 'ABCDEFGHIJK', '12345678'])('product id %s is valid', (id) => {
    expect(productId.safeParse(id).success).toBe(true);
  });
  it.each(['ABC1234', 'ABCDEFGHIJKL', 'abcd1234', 'ABCD-1234', ''])(
    'product id %s is not',
    (id) => {
      expect(productId.safeParse(id).success).toBe(false);
    },
  );
  it.each([
    ['1234', true],
    ['1234567890', true],
    ['123', false],
    ['12345678901', false],
    ['12a4', false],
  ])('category id %s valid: %s', (id, valid) => {
    expect(categoryId.safeParse(id).success).toBe(valid);
  });
});
