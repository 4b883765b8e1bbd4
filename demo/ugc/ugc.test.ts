import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../catalogue/index.ts';
import { ugcSkyOf } from '../images/ugcScene.ts';
import { demoUgc } from './index.ts';

const { media, streams } = demoUgc();
const products = new Map(getCatalogue().products.map((product) => [product.id, product]));

/** The product a photo's picture draws: its first stream in id order (server/ugc/artwork.ts). */
function drawnProduct(streamIds: readonly string[]) {
  const first = [...streamIds].sort()[0];
  const tag = streams.find((stream) => stream.id === first)?.tag;
  return tag ? products.get(tag) : undefined;
}

/** Words of each sky: a caption names its photo's sky in one of them. */
const skyWords = {
  blue: /blue sky|not a cloud/i,
  golden: /golden|low sun/i,
  hazy: /hazy/i,
  lilac: /lilac/i,
} as const;

describe('demo shopper photos', () => {
  it('caption what the picture shows: its sky and the product in front', () => {
    expect(media.length).toBeGreaterThan(20);
    for (const photo of media) {
      const product = drawnProduct(photo.streamIds);
      expect(product, photo.id).toBeDefined();
      expect(photo.caption, photo.id).toMatch(skyWords[ugcSkyOf(photo.id)]);
      expect(photo.caption, photo.id).toContain(product?.model ?? '?');
      // Nothing the scene has not got (sky, sun, green ridges and the product): the product's
      // own noun aside ("rain jacket"), no rain, snow, lake, camp, clouds or scree.
      expect(photo.caption.replace(/rain (jacket|pants)/i, ''), photo.id).not.toMatch(
        /\b(rain|rainy|snow|lake|lakeside|camp|clouds|scree|drop)\b/i,
      );
    }
  });

  it('list a photo’s streams in id order, so every picture source draws the same product', () => {
    for (const photo of media) expect(photo.streamIds).toEqual([...photo.streamIds].sort());
    expect(media.some((photo) => photo.streamIds.length > 1)).toBe(true);
  });

  it('vary the captions', () => {
    const captions = media.map((photo) => photo.caption);
    expect(new Set(captions).size).toBeGreaterThan(captions.length * 0.8);
  });
});
