import { HttpResponse, http } from 'msw';
import { baseTokens } from '#design-tokens/base.ts';

/**
 * Story-only stand-in for the image service: answers `/api/images/upload/…` with an SVG
 * of the requested pixel box (from the `w_`/`h_` segment), tinted per public id with
 * token colours. Public ids under `missing/` answer 404, to show the fallback.
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
  const [first = '', ...restParts] = path.split('/');
  const transformed = /^(?:w|h|c|e|q|f|dpr)_/.test(first);
  const publicId = transformed ? restParts.join('/') : path;
  if (publicId.startsWith('missing/')) return new HttpResponse(null, { status: 404 });
  const size = (key: 'w' | 'h') =>
    (transformed && Number(new RegExp(`(?:^|,)${key}_(\\d+)`).exec(first)?.[1])) || 800;
  const width = size('w');
  const height = size('h');
  return new HttpResponse(demoSvg(publicId, width, height), {
    headers: { 'Content-Type': 'image/svg+xml', 'Content-DPR': '2.0' },
  });
});

/** An asset URL of the image service for a demo public id. */
export const demoImage = (publicId: string) => `/api/images/upload/${publicId}`;
