import { type HttpHandler, HttpResponse, http } from 'msw';
import { API_BASE } from '#api/contract/common.ts';
import { drawnImage } from '#api/images/drawn.ts';
import { errorResponse } from './http.ts';
import { mockModel } from './products.ts';

/*
 * The image route (CONTRIBUTING "Images") in the browser: product shots and content
 * landscapes drawn from the same SVG source the service rasterises (api/images/drawn.ts),
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
