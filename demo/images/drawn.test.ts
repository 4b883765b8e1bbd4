import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductModel } from '#commerce/catalogue/model.ts';
import { renderArtwork } from './artwork.ts';
import { contentKeyOf, contentPublicId, drawnImage, isDrawnImage } from './drawn.ts';
import { renderLandscape } from './landscape.ts';

const jacket = {
  id: 'RDGJK1001',
  brand: 'ridgeline',
  productType: 'jacket',
  categoryId: '1110',
  colors: [{ code: 'forest', swatch: '#2f5d46', accent: '#e07a2f', images: [] }],
} as unknown as ProductModel;
const lookup = (id: string) => (id === jacket.id ? jacket : undefined);

describe('renderLandscape', () => {
  it('draws the same bytes for the same key, and another picture for another key', () => {
    const first = renderLandscape({ brand: 'ridgeline', key: 'hero-home' });
    expect(renderLandscape({ brand: 'ridgeline', key: 'hero-home' })).toBe(first);
    expect(renderLandscape({ brand: 'ridgeline', key: 'journal-hero' })).not.toBe(first);
    expect(renderLandscape({ brand: 'tread', key: 'hero-home' })).not.toBe(first);
    expect(first).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="900"/);
  });

  it('layers ridges, sky and light, and stays a reasonable size', () => {
    for (const brand of ['ridgeline', 'tread'] as const) {
      for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const svg = renderLandscape({ brand, key });
        expect(svg).toContain('url(#sky)');
        expect(svg.match(/fill="url\(#ridge\d\)"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
        expect(svg.length).toBeLessThan(120_000);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
  });

  it('puts a product in the picture when given one', () => {
    const plain = renderLandscape({ brand: 'ridgeline', key: 'category-1000' });
    const withJacket = renderLandscape({
      brand: 'ridgeline',
      key: 'category-1000',
      subject: { kind: 'shell', main: '#2f5d46', accent: '#e07a2f' },
    });
    expect(withJacket).toContain('fill="#2f5d46"');
    expect(plain).not.toContain('fill="#2f5d46"');
  });
});

describe('renderArtwork', () => {
  const input = {
    brand: 'ridgeline',
    kind: 'shell',
    main: '#2f5d46',
    accent: '#e07a2f',
    view: 1,
  } as const;

  it('is deterministic and varies the shot per product', () => {
    const a = renderArtwork({ ...input, seed: 'RDGJK1001' });
    expect(renderArtwork({ ...input, seed: 'RDGJK1001' })).toBe(a);
    const shots = new Set(
      ['RDGJK1001', 'RDGJK1002', 'RDGJK1003', 'RDGJK1004'].map((seed) =>
        renderArtwork({ ...input, seed }),
      ),
    );
    expect(shots.size).toBe(4);
    expect(a).toContain('url(#sweep)');
  });
});

describe('drawnImage', () => {
  it('draws product and content public ids, and nothing else', () => {
    expect(drawnImage('products/ridgeline/rdgjk1001/forest-1.png', lookup)).toContain(
      'fill="#2f5d46"',
    );
    expect(drawnImage('content/ridgeline/hero-home.jpg', lookup)).toContain('width="1600"');
    expect(drawnImage('content/ridgeline/category-1000/rdgjk1001-forest.jpg', lookup)).toContain(
      'fill="#2f5d46"',
    );
    expect(drawnImage('content/ridgeline/x/rdgjk1001-navy.jpg', lookup)).toBeNull();
    expect(drawnImage('content/tread/x/rdgjk1001-forest.jpg', lookup)).toBeNull();
    expect(drawnImage('products/tread/rdgjk1001/forest-1.png', lookup)).toBeNull();
    expect(drawnImage('content/banner.png', lookup)).toBeNull();
    expect(isDrawnImage('ugc/ridgeline/abc.jpg')).toBe(false);
  });

  it('builds public ids the route accepts', () => {
    expect(contentKeyOf('Journal: Hero / 2026')).toBe('journal-hero-2026');
    expect(contentPublicId('tread', 'Hero Home')).toBe('content/tread/hero-home.jpg');
    expect(
      contentPublicId('ridgeline', 'menu-1000', { id: 'RDGJK1001', colorCode: 'forest' }),
    ).toBe('content/ridgeline/menu-1000/rdgjk1001-forest.jpg');
    expect(isDrawnImage(contentPublicId('ridgeline', '--'))).toBe(true);
  });

  it('imports nothing Node-only (the browser draws them too)', () => {
    for (const file of ['artwork.ts', 'colour.ts', 'drawn.ts', 'landscape.ts', 'random.ts']) {
      const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      // Our own modules only (relative, or another layer's alias): no package, no node:.
      for (const specifier of imports) expect(specifier).toMatch(/^(\.\.?\/|#)/);
    }
  });
});
