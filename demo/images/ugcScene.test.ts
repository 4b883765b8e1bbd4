import { describe, expect, it } from 'vitest';
import { renderUgcScene } from './ugcScene.ts';

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
});
