import { describe, expect, it } from 'vitest';
import { demoUgc } from '#mocks/data/ugc/index.ts';
import { storyImage } from '#mocks/handlers/images.ts';
import { renderUgcScene, UGC_IMAGE } from './ugcScene.ts';

describe('shopper photo scenes', () => {
  it('draws the same picture for the same photo, another for another', () => {
    expect(renderUgcScene('m-ridgeline-1', null)).toBe(renderUgcScene('m-ridgeline-1', null));
    expect(renderUgcScene('m-ridgeline-2', null)).not.toBe(renderUgcScene('m-ridgeline-1', null));
  });

  it('shows the product in its colours when the photo has one', () => {
    const product = { brand: 'ridgeline', kind: 'shell', main: '#c0392b', accent: '#1b2631' };
    const red = renderUgcScene('m-ridgeline-1', product as never);
    expect(red).toContain('<g transform="translate(');
    expect(renderUgcScene('m-ridgeline-1', null)).not.toContain('<g transform="translate(');
    expect(renderUgcScene('m-ridgeline-1', { ...product, main: '#2e86c1' } as never)).not.toBe(red);
  });

  it('is what Storybook shows for a demo photo: a scene with its product, not a flat tile', () => {
    const photo = demoUgc().media[0];
    expect(photo?.publicId).toMatch(UGC_IMAGE);
    const svg = storyImage(photo?.publicId ?? '');
    expect(svg).toContain('linearGradient id="sky"');
    expect(svg).toContain('<polygon');
    // Its product stands in front of the ridges (a photo without one is only landscape).
    expect(svg).not.toBe(renderUgcScene(photo?.id ?? '', null));
  });
});
