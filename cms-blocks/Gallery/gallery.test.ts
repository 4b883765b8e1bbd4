import { describe, expect, it } from 'vitest';
import { gallerySchema } from './Gallery.schema.ts';
import {
  createGalleryRegistry,
  customerOfSite,
  fillPlaceholder,
  resolveGalleryFilter,
} from './gallery.ts';

describe('resolveGalleryFilter', () => {
  const pdp = { productId: 'RDGJK1001', categoryId: '110010' };
  const both = { productId: 'PRODUCT_ID', category: 'CATEGORY' };

  it('replaces PRODUCT_ID with the page’s product: its stream, by the masterId tag', () => {
    expect(resolveGalleryFilter(both, pdp)).toEqual({ kind: 'tag', tag: 'RDGJK1001' });
    expect(resolveGalleryFilter({ productId: ' PRODUCT_ID ' }, pdp)).toEqual({
      kind: 'tag',
      tag: 'RDGJK1001',
    });
  });

  it('replaces CATEGORY with the page’s category where there is no product', () => {
    expect(resolveGalleryFilter(both, { categoryId: '1100' })).toEqual({
      kind: 'category',
      categoryId: '1100',
    });
    expect(resolveGalleryFilter({ category: 'CATEGORY' }, pdp)).toEqual({
      kind: 'category',
      categoryId: '110010',
    });
  });

  it('takes fixed ids as they are, and an empty filter as the whole brand', () => {
    expect(resolveGalleryFilter({ productId: 'TRDBT2002' }, {})).toEqual({
      kind: 'tag',
      tag: 'TRDBT2002',
    });
    expect(resolveGalleryFilter({ streamId: 's-rdgjk1001' }, {})).toEqual({
      kind: 'stream',
      streamId: 's-rdgjk1001',
    });
    expect(resolveGalleryFilter({}, pdp)).toEqual({ kind: 'customer' });
    expect(resolveGalleryFilter({ productId: ' ' }, pdp)).toEqual({ kind: 'customer' });
  });

  it('gives null when the page fills no field, or a value is not an id', () => {
    expect(resolveGalleryFilter(both, {})).toBeNull();
    expect(resolveGalleryFilter({ productId: 'PRODUCT_ID' }, { categoryId: '1100' })).toBeNull();
    expect(resolveGalleryFilter({ category: 'jackets' }, {})).toBeNull();
    expect(resolveGalleryFilter({ productId: 'MY_PRODUCT_ID' }, pdp)).toBeNull();
    expect(resolveGalleryFilter({ streamId: 'a stream' }, {})).toBeNull();
  });
});

describe('fillPlaceholder', () => {
  it('fills only a whole placeholder', () => {
    expect(fillPlaceholder('PRODUCT_ID', { productId: 'RDGJK1001' })).toBe('RDGJK1001');
    expect(fillPlaceholder('PRODUCT_ID', {})).toBeUndefined();
    expect(fillPlaceholder('CATEGORY', { categoryId: '1100' })).toBe('1100');
    expect(fillPlaceholder('PRODUCT_IDS', { productId: 'RDGJK1001' })).toBe('PRODUCT_IDS');
    expect(fillPlaceholder(undefined, {})).toBeUndefined();
  });
});

describe('the gallery registry', () => {
  it('holds one gallery per container id until it is destroyed', () => {
    const registry = createGalleryRegistry();
    const first = Symbol('first');
    const second = Symbol('second');
    expect(registry.create('ugc-pdp', first)).toBe(true);
    expect(registry.create('ugc-pdp', first)).toBe(true);
    expect(registry.create('ugc-pdp', second)).toBe(false);
    registry.destroy('ugc-pdp', second);
    expect(registry.has('ugc-pdp')).toBe(true);
    registry.destroy('ugc-pdp', first);
    expect(registry.has('ugc-pdp')).toBe(false);
    expect(registry.create('ugc-pdp', second)).toBe(true);
  });
});

describe('the schema and the site', () => {
  it('wants a container id that can be an element id', () => {
    expect(gallerySchema.safeParse({ containerId: 'ugc-home' }).success).toBe(true);
    expect(gallerySchema.safeParse({ containerId: '1 gallery' }).success).toBe(false);
    expect(gallerySchema.parse({ containerId: 'g' })).toMatchObject({ filter: {}, count: 8 });
  });

  it('reads the brand of a site id', () => {
    expect(customerOfSite('tread-de-de')).toBe('tread');
    expect(customerOfSite('acme-en-us')).toBeNull();
    expect(customerOfSite(undefined)).toBeNull();
  });
});
