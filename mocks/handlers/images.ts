import { type HttpHandler, HttpResponse, http } from 'msw';
import { API_BASE } from '#api/contract/common.ts';
import { type ArtworkKind, artworkKinds, renderArtwork } from '#demo/images/artwork.ts';
import { drawnImage } from '#demo/images/drawn.ts';
import { renderLandscape } from '#demo/images/landscape.ts';
import { rngOf } from '#demo/images/random.ts';
import { renderUgcScene, sceneProductOf, UGC_IMAGE } from '#demo/images/ugcScene.ts';
import { demoUgc } from '#demo/ugc/index.ts';
import { errorResponse } from './http.ts';
import { mockModel } from './products.ts';

/*
 * The image route (CONTRIBUTING "Images") in the browser: product shots and content
 * landscapes drawn from the same SVG source the service rasterises (demo/images/drawn.ts),
 * sent as SVG. Raster parameters (sharpen, quality, format, dpr) mean nothing to a vector
 * and are ignored; `w_`/`h_` size the picture, `c_fill` crops it to that box, like the
 * service does. Anything else (uploads, missing files) is the service's 404.
 */

const UPLOAD = `${API_BASE}/images/upload/`;

/** `w_800,h_1000,c_fill,…/products/…` → the box and the public id. */
export function parseMockImagePath(rest: string): {
  publicId: string;
  width?: number;
  height?: number;
  fill: boolean;
} {
  const [first = '', ...others] = rest.split('/');
  if (!/^[a-z]+_/.test(first)) return { publicId: rest, fill: false };
  const parameters = new Map(
    first.split(',').map((pair) => {
      const at = pair.indexOf('_');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  const size = (key: string) => {
    const value = Number(parameters.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return {
    publicId: others.join('/'),
    width: size('w'),
    height: size('h'),
    fill: parameters.get('c') === 'fill',
  };
}

/** Give the drawing the requested box: cropped to cover it (fill) or fitted inside. */
export function sizedSvg(svg: string, box: { width?: number; height?: number; fill: boolean }) {
  const root = /<svg ([^>]*?)width="(\d+)" height="(\d+)"/.exec(svg);
  if (!root || (!box.width && !box.height)) return svg;
  const width = Number(root[2]);
  const height = Number(root[3]);
  let targetWidth = box.width ?? Math.round((width * (box.height ?? height)) / height);
  let targetHeight = box.height ?? Math.round((height * targetWidth) / width);
  if (box.width && box.height && !box.fill) {
    const scale = Math.min(box.width / width, box.height / height);
    targetWidth = Math.round(width * scale);
    targetHeight = Math.round(height * scale);
  }
  const aspect = box.width && box.height && box.fill ? 'xMidYMid slice' : 'xMidYMid meet';
  return svg.replace(
    root[0],
    `<svg ${root[1]}width="${targetWidth}" height="${targetHeight}" preserveAspectRatio="${aspect}"`,
  );
}

/** Colourways of stand-in products: main and trim. */
const standInColours = [
  ['#2f5d46', '#e07a2f'],
  ['#3b4a6b', '#c9d3df'],
  ['#8a3b1f', '#f2c14e'],
  ['#c9a227', '#3a3a3a'],
  ['#5b5f66', '#9fd3c7'],
  ['#7a2e3b', '#e8e2d0'],
] as const;

const standInKinds: readonly ArtworkKind[] = artworkKinds.filter((kind) => kind !== 'giftCard');

/**
 * For stories, whose pictures are made-up public ids (`products/tread/TRDBT2002/ember-1.png`,
 * `content/banners/trail-season-wide.png`): the drawing of the id when the catalogue has
 * it, else a plausible stand-in drawn from the id (a product shot under `products/`, a
 * landscape under `content/`), else null.
 */
export function storyImage(publicId: string): string | null {
  const id = publicId.toLowerCase();
  const { products } = mockModel();
  const exact = drawnImage(id, (productId) => products.get(productId));
  if (exact) return exact;
  const brand = id.includes('tread') || id.includes('trd') ? 'tread' : 'ridgeline';
  if (id.startsWith('content/')) return renderLandscape({ brand, key: id });
  const ugc = UGC_IMAGE.exec(id);
  if (ugc) {
    // A shopper photo: the scene the service draws, with the demo photo's product in it.
    const mediaId = ugc[2] ?? '';
    const { media, streams } = demoUgc();
    const streamId = media.find((photo) => photo.id === mediaId)?.streamIds[0];
    const tag = streams.find((stream) => stream.id === streamId)?.tag;
    return renderUgcScene(mediaId, sceneProductOf(tag ? products.get(tag) : undefined));
  }
  if (!id.startsWith('products/')) return null;
  // One product id, one product: both views of a made-up product agree.
  const productKey = id.split('/').slice(0, -1).join('/');
  const random = rngOf(productKey);
  const [main, accent] = random.pick(standInColours);
  return renderArtwork({
    brand,
    kind: random.pick(standInKinds),
    main,
    accent,
    view: /(-2|back)\.[a-z]+$/.test(id) ? 2 : 1,
    seed: productKey,
  });
}

export const imageHandlers = {
  upload: http.get(`*${UPLOAD}*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    const image = parseMockImagePath(pathname.slice(pathname.indexOf(UPLOAD) + UPLOAD.length));
    const { products } = mockModel();
    const svg = drawnImage(image.publicId, (id) => products.get(id));
    if (!svg) return errorResponse('API404', { message: `No image ${image.publicId}` });
    return new HttpResponse(sizedSvg(svg, image), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000' },
    });
  }),
} satisfies Record<string, HttpHandler>;

export const imageHappyPath: HttpHandler[] = Object.values(imageHandlers);
