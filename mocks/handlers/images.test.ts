import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { contentImage } from '#demo/content/sections.ts';
import { drawnImage } from '#demo/images/drawn.ts';
import { renderUgcScene, UGC_IMAGE } from '#demo/images/ugcScene.ts';
import { demoUgc } from '#demo/ugc/index.ts';
import { imageHappyPath, storyImage } from './images.ts';
import { happyPathHandlers } from './index.ts';
import { mockModel } from './products.ts';

async function get(path: string) {
  const response = await getResponse(happyPathHandlers, new Request(`http://localhost${path}`));
  if (!response) throw new Error(`no handler for ${path}`);
  return { status: response.status, type: response.headers.get('content-type'), response };
}

const product = getCatalogue().products.find((candidate) => candidate.brand === 'ridgeline');
const publicId = product?.colors[0]?.images[0] ?? '';

describe('image MSW handler', () => {
  it('is part of the global happy path', () => {
    for (const handler of imageHappyPath) expect(happyPathHandlers).toContain(handler);
  });

  it('answers a product image with the SVG the service rasterises', async () => {
    const { status, type, response } = await get(`/api/images/upload/${publicId}`);
    expect([status, type]).toEqual([200, 'image/svg+xml']);
    const { products } = mockModel();
    expect(await response.text()).toBe(drawnImage(publicId, (id) => products.get(id)));
  });

  it('honours the transformer’s box: c_fill crops to it, raster parameters are ignored', async () => {
    const spec = 'w_800,h_1000,c_fill,e_sharpen:60,q_50,f_auto,dpr_2.0';
    const { status, response } = await get(`/api/images/upload/${spec}/${publicId}`);
    expect(status).toBe(200);
    expect(await response.text()).toMatch(
      /^<svg [^>]*width="800" height="1000" preserveAspectRatio="xMidYMid slice"/,
    );
    const landscape = contentImage('ridgeline', 'hero-home', '').url.replace(
      '/upload/',
      '/upload/w_600,h_600,c_fit/',
    );
    const fitted = await get(landscape);
    expect(await fitted.response.text()).toMatch(
      /^<svg [^>]*width="600" height="338" preserveAspectRatio="xMidYMid meet"/,
    );
  });

  it('draws the content landscapes and answers 404 to what it cannot draw', async () => {
    const hero = await get(contentImage('tread', 'hero-home', '').url);
    expect([hero.status, hero.type]).toEqual([200, 'image/svg+xml']);
    const missing = await get('/api/images/upload/missing/nothing-1.png');
    expect(missing.status).toBe(404);
    expect((await missing.response.json()).errorDetails[0].errorId).toBe('API404');
  });

  it('draws stand-ins for the made-up public ids of stories', () => {
    expect(storyImage('products/ridgeline/RDGJK1001/forest-1.png')).toBe(
      drawnImage('products/ridgeline/rdgjk1001/forest-1.png', (id) => mockModel().products.get(id)),
    );
    const front = storyImage('products/tread/TRDBT2002/ember-1.png');
    expect(front).toContain('url(#sweep)');
    expect(storyImage('products/tread/TRDBT2002/ember-2.png')).not.toBe(front);
    expect(storyImage('content/banners/trail-season-wide.png')).toContain('width="1600"');
    expect(storyImage('swatches/glacier.png')).toBeNull();
  });

  it('draws a demo shopper photo: a scene with its product, not a flat tile', () => {
    const photo = demoUgc().media[0];
    expect(photo?.publicId).toMatch(UGC_IMAGE);
    const svg = storyImage(photo?.publicId ?? '');
    expect(svg).toContain('linearGradient id="sky"');
    expect(svg).toContain('<polygon');
    // Its product stands in front of the ridges (a photo without one is only landscape).
    expect(svg).not.toBe(renderUgcScene(photo?.id ?? '', null));
  });
});
