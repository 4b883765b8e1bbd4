import { setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';
import { brandIds, brandTokens } from '#design-tokens/brands/index.ts';
import { contrastRatio } from '#design-tokens/contrast.ts';

// colors.ts reads the theme contract (CSS variable names); outside the bundler plugin
// vanilla-extract needs a file scope to name them.
setFileScope('cms-blocks/renderer/colors.test.ts');
const { readableColors, resolveBackground, resolveForeground, worstContrast } = await import(
  './colors.ts'
);
const { authoredBackground, authoredForeground } = await import('./colorFields.ts');

const fallback = { foreground: 'neutralInverted', background: 'promo' } as const;

describe('authored colours', () => {
  it('accept theme token names and hex colours, nothing else', () => {
    expect(authoredForeground.safeParse('neutralInverted').success).toBe(true);
    expect(authoredForeground.safeParse('#fff').success).toBe(true);
    expect(authoredForeground.safeParse('#1D5C3F').success).toBe(true);
    expect(authoredBackground.safeParse('promo').success).toBe(true);
    for (const bad of ['red', 'url(javascript:alert(1))', '#12', 'var(--x)', 'overlay']) {
      expect(authoredBackground.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('resolves a token to its value in every brand', () => {
    const promo = resolveBackground('promo');
    for (const brand of brandIds) {
      expect(promo.perBrand[brand]).toBe(brandTokens[brand].color.background.promo);
    }
    expect(promo.css).toMatch(/^var\(--/);
    expect(resolveForeground('#ffcc00')).toMatchObject({ css: '#ffcc00' });
  });

  it('measures the worst contrast over the brands', () => {
    const ratio = worstContrast(resolveForeground('neutralInverted'), resolveBackground('promo'));
    expect(ratio).toBeGreaterThan(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(Number.isNaN(contrastRatio('not a colour', '#fff'))).toBe(true);
  });

  it('keeps a readable authored pair', () => {
    const colors = readableColors(
      { foregrounds: { textColor: '#ffffff', hoverLinkColor: '#fdf3de' }, background: '#1d5c3f' },
      fallback,
    );
    expect(colors.failures).toEqual([]);
    expect(colors.foregrounds).toEqual({ textColor: '#ffffff', hoverLinkColor: '#fdf3de' });
    expect(colors.background).toBe('#1d5c3f');
  });

  it('falls back to the promo pair when any foreground is unreadable', () => {
    const colors = readableColors(
      { foregrounds: { textColor: '#ffffff', hoverLinkColor: '#777777' }, background: '#888888' },
      fallback,
    );
    expect(colors.failures.map((failure) => failure.field)).toEqual([
      'textColor',
      'hoverLinkColor',
    ]);
    expect(colors.failures[0]?.ratio).toBeLessThan(4.5);
    expect(colors.background).toBe(resolveBackground('promo').css);
    expect(colors.foregrounds.textColor).toBe(resolveForeground('neutralInverted').css);
  });
});
