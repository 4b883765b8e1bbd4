import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueArtwork, catalogueDomain, writeCatalogueArtwork } from '../catalogue/index.ts';
import { seeders } from '../db/seed.ts';
import { setupTestServer } from '../test/harness.ts';
import { createImagesDomain } from './index.ts';

const root = await mkdtemp(path.join(tmpdir(), 'cairn-images-'));
const cacheDir = await mkdtemp(path.join(tmpdir(), 'cairn-image-cache-'));
const server = setupTestServer({
  seed: seeders.filter((seeder) => seeder.name === 'catalogue'),
  domains: [
    catalogueDomain,
    createImagesDomain({ root, cacheDir, generators: [catalogueArtwork] }),
  ],
});

beforeAll(async () => {
  // A raster source placed by hand (content images): 300 × 200 pixels.
  await mkdir(path.join(root, 'content'), { recursive: true });
  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f5d46' } })
    .png()
    .toFile(path.join(root, 'content', 'banner.png'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

const product = 'products/ridgeline/rdgjk1001';
const spec = 'w_800,h_1000,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0';
/** The store's transformation of a box (components/Image/transformImage.ts). */
const box = (width: number, height: number, crop: 'fill' | 'fit' = 'fill') =>
  `w_${width},h_${height},c_${crop},e_sharpen:60,q_50,f_auto,dpr_2.0`;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await server().agent().fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

async function colourOfFirstProduct(): Promise<string> {
  const { getCatalogueModel } = await import('../catalogue/model.ts');
  const model = await getCatalogueModel(server().db);
  return model.products.get('RDGJK1001')?.colors[0]?.code ?? 'none';
}

describe('GET /api/images/upload/…', () => {
  it('draws a product image on first request, saves its source and answers a PNG', async () => {
    const colour = await colourOfFirstProduct();
    const { response, body } = await get(`/images/upload/${product}/${colour}-1.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 1000]);
    expect(await readdir(path.join(root, product))).toContain(`${colour}-1.svg`);
  });

  it('applies the spec transformer: the 800×1000 box, AVIF by Accept, Content-DPR', async () => {
    const colour = await colourOfFirstProduct();
    const { response, body } = await get(`/images/upload/${spec}/${product}/${colour}-2.png`, {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('content-dpr')).toBe('2.0');
    expect(response.headers.get('vary')).toBe('Accept');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 800, 1000]);
  });

  it('negotiates WebP and JPEG by Accept', async () => {
    const colour = await colourOfFirstProduct();
    const url = `/images/upload/${box(192, 240)}/${product}/${colour}-1.png`;
    const webp = await get(url, { accept: 'image/webp,*/*' });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(webp.body).metadata()).format).toBe('webp');
    const jpeg = await get(url, { accept: '*/*' });
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(jpeg.body).metadata()).format).toBe('jpeg');
    // Different formats of one image never share an ETag.
    expect(webp.response.headers.get('etag')).not.toBe(jpeg.response.headers.get('etag'));
  });

  it('crops with c_fill and fits inside with c_fit', async () => {
    const colour = await colourOfFirstProduct();
    const url = (t: string) => `/images/upload/${t}/${product}/${colour}-1.png`;
    const fill = await get(url(box(320, 320)));
    expect(await sharp(fill.body).metadata()).toMatchObject({ width: 320, height: 320 });
    const fit = await get(url(box(320, 320, 'fit')));
    expect(await sharp(fit.body).metadata()).toMatchObject({ width: 256, height: 320 });
  });

  it('draws content landscapes, with a product standing in them when the id names one', async () => {
    const landscape = await get('/images/upload/content/ridgeline/hero-home.jpg');
    expect(landscape.response.status).toBe(200);
    expect(await sharp(landscape.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 900,
    });
    const colour = await colourOfFirstProduct();
    const tile = await get(
      `/images/upload/${box(640, 640)}/content/ridgeline/category-1000/rdgjk1001-${colour}.jpg`,
    );
    expect(tile.response.status).toBe(200);
    expect(await sharp(tile.body).metadata()).toMatchObject({ width: 640, height: 640 });
    // The same id draws the same picture: the ETag holds across requests.
    const again = await get('/images/upload/content/ridgeline/hero-home.jpg');
    expect(again.response.headers.get('etag')).toBe(landscape.response.headers.get('etag'));
    expect(
      (await get('/images/upload/content/ridgeline/x/rdgjk1001-not-a-colour.jpg')).response.status,
    ).toBe(404);
  });

  it('serves raster sources from the images folder, never enlarged', async () => {
    const small = await get(`/images/upload/${box(160, 120, 'fit')}/content/banner.png`);
    expect(small.response.status).toBe(200);
    expect(await sharp(small.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 160,
      height: 107,
    });
    const large = await get(`/images/upload/${box(1280, 1280, 'fit')}/content/banner.png`);
    expect(await sharp(large.body).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('answers 304 to a matching If-None-Match and keeps the cache headers', async () => {
    const colour = await colourOfFirstProduct();
    const url = `/images/upload/${box(96, 120)}/${product}/${colour}-1.png`;
    const first = await get(url);
    const etag = first.response.headers.get('etag') ?? '';
    const again = await get(url, { 'if-none-match': `W/${etag}, "other"` });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.response.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect((await get(url, { 'if-none-match': '"stale"' })).response.status).toBe(200);
  });

  it('keeps renders in the disk cache', async () => {
    const colour = await colourOfFirstProduct();
    const first = await get(`/images/upload/${box(160, 200)}/${product}/${colour}-1.png`, {
      accept: 'image/webp',
    });
    const key = (first.response.headers.get('etag') ?? '').replaceAll('"', '');
    const file = path.join(cacheDir, key.slice(0, 2), `${key}.webp`);
    expect(Buffer.compare(await readFile(file), first.body)).toBe(0);
  });

  it.each([
    ['an unknown parameter', `x_5/${product}/forest-1.png`],
    ['an out-of-range width', `w_9000/${product}/forest-1.png`],
    ['an out-of-range quality', `q_0/${product}/forest-1.png`],
    ['an unknown format', `f_gif/${product}/forest-1.png`],
    ['the issue’s 4000 × 4000 AVIF', `w_4000,h_4000,f_avif/${product}/forest-1.png`],
    ['a width the store never asks for', `${box(801, 1000)}/${product}/forest-1.png`],
    ['a box taller than the store’s', `${box(320, 1280)}/${product}/forest-1.png`],
    [
      'a forced format',
      `w_320,h_400,c_fill,e_sharpen:60,q_50,f_png,dpr_2.0/${product}/forest-1.png`,
    ],
    [
      'another quality',
      `w_320,h_400,c_fill,e_sharpen:60,q_80,f_auto,dpr_2.0/${product}/forest-1.png`,
    ],
    ['a width alone', `w_320/${product}/forest-1.png`],
    ['an encoded traversal', 'w_10/..%2F..%2Fetc%2Fpasswd'],
    ['upper case', 'products/ridgeline/RDGJK1001/forest-1.png'],
  ])('answers 400 with the error body for %s', async (_name, rest) => {
    const { response, body } = await get(`/images/upload/${rest}`);
    expect(response.status).toBe(400);
    const error = JSON.parse(String(body));
    expect(error.errorDetails[0].errorId).toBe('API400');
    expect(error.correlationId).toEqual(expect.any(String));
  });

  it('refuses a transformation the store does not use before drawing anything', async () => {
    const model = await (await import('../catalogue/model.ts')).getCatalogueModel(server().db);
    const other = [...model.products.values()].find((item) => item.id !== 'RDGJK1001');
    const publicId = other?.colors[0]?.images[0] ?? '';
    const started = performance.now();
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => get(`/images/upload/w_4000,h_4000,f_avif/${publicId}`)),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    for (const { response, body } of answers) {
      expect(response.status).toBe(400);
      const [detail] = JSON.parse(String(body)).errorDetails;
      expect(detail.errorId).toBe('API400');
      expect(detail.message).toContain('w_4000 is not a width the store uses');
      expect(detail.message).toContain('w_ one of 32, 48, 96, 160');
    }
    // No source was drawn for it: the refusal comes before the generators.
    const folder = path.join(root, path.dirname(publicId));
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it.each([
    ['an unknown product', 'products/ridgeline/rdgjk9999/forest-1.png'],
    ['a colour the product lacks', 'products/ridgeline/rdgjk1001/not-a-colour-1.png'],
    ['a product of the other brand', 'products/tread/rdgjk1001/forest-1.png'],
    ['a file that is not there', 'content/missing.png'],
  ])('answers 404 API404 for %s', async (_name, publicId) => {
    const { response, body } = await get(`/images/upload/${publicId}`);
    expect(response.status).toBe(404);
    expect(JSON.parse(String(body)).errorDetails[0].errorId).toBe('API404');
  });
});

describe('writeCatalogueArtwork', () => {
  it('draws every product image into a folder once', async () => {
    const target = await mkdtemp(path.join(tmpdir(), 'cairn-artwork-'));
    try {
      const written = await writeCatalogueArtwork(server().db, target);
      const { getCatalogueModel } = await import('../catalogue/model.ts');
      const model = await getCatalogueModel(server().db);
      // Every product, the gifts with purchase too (not listed, but shown in the cart).
      const expected = [...model.products.values()].reduce(
        (sum, item) => sum + item.colors.reduce((n, color) => n + color.images.length, 0),
        0,
      );
      expect(written).toBe(expected);
      expect(await writeCatalogueArtwork(server().db, target)).toBe(0);
      const svg = await readFile(
        path.join(target, product, `${await colourOfFirstProduct()}-1.svg`),
        'utf8',
      );
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      // A drawing of an older artwork is drawn again; a file placed by hand stays.
      const drawnFile = path.join(target, product, `${await colourOfFirstProduct()}-1.svg`);
      await writeFile(drawnFile, svg.replace('<defs>', '<defs><!-- older -->'));
      const handFile = path.join(target, product, `${await colourOfFirstProduct()}-2.svg`);
      await writeFile(handFile, '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(await writeCatalogueArtwork(server().db, target)).toBe(1);
      expect(await readFile(drawnFile, 'utf8')).toBe(svg);
      expect(await readFile(handFile, 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } finally {
      await rm(target, { recursive: true, force: true });
    }
  });
});
