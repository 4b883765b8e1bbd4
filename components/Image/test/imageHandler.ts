import { HttpResponse, http } from 'msw';
import { baseTokens } from '#design-tokens/base.ts';
import { parseMockImagePath, sizedSvg, storyImage } from '#mocks/handlers/images.ts';

/**
 * Story-only stand-in for the image service: answers `/api/images/upload/…` with the
 * pictures the service draws (mocks/handlers/images.ts), for made-up public ids too: a
 * product shot under `products/`, a landscape under `content/`, sized to the requested
 * box (`w_`/`h_`, cropped with `c_fill`). Anything else (swatches …) is a flat SVG tinted
 * per public id with token colours. Public ids under `missing/` answer 404, to show the
 * fallback.
 */
const tints = [
  baseTokens.color.background.brandAccentSoft,
  baseTokens.color.background.infoSoft,
  baseTokens.color.background.cautionSoft,
  baseTokens.color.background.neutralHover,
  baseTokens.color.background.positiveSoft,
];
const ink = baseTokens.color.foreground.neutralSoft;

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function demoSvg(publicId: string, width: number, height: number): string {
  const tint = tints[hash(publicId) % tints.length];
  const peak = 0.3 + (hash(`${publicId}!`) % 40) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="none"><rect width="100" height="100" fill="${tint}"/><path d="M0 80 L${peak * 100} 35 L70 62 L82 50 L100 66 V100 H0Z" fill="${ink}" fill-opacity="0.35"/></svg>`;
}

export const imageHandler = http.get('*/api/images/upload/*', ({ request }) => {
  const path = decodeURIComponent(new URL(request.url).pathname).replace(/^.*\/upload\//, '');
  const image = parseMockImagePath(path);
  if (image.publicId.startsWith('missing/')) return new HttpResponse(null, { status: 404 });
  const drawn = storyImage(image.publicId);
  const svg = drawn
    ? sizedSvg(drawn, image)
    : demoSvg(image.publicId, image.width ?? 800, image.height ?? 800);
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Content-DPR': '2.0' },
  });
});

/** An asset URL of the image service for a demo public id. */
export const demoImage = (publicId: string) => `/api/images/upload/${publicId}`;
