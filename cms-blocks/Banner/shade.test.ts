import { describe, expect, it } from 'vitest';
import { brandIds, brandTokens } from '#design-tokens/brands/index.ts';
import { AA_TEXT, contrastRatio } from '#design-tokens/contrast.ts';
import { SHADE_TEXT_OPACITY, throughShade } from './shade.ts';

describe('the banner shade behind the text', () => {
  it.each(brandIds)('keeps the text AA over any picture in %s', (brand) => {
    const { foreground, background } = brandTokens[brand].color;
    // Dark tone: light text, the shade over the brightest pixel a picture can have.
    const dark = throughShade(background.neutral, '#ffffff', SHADE_TEXT_OPACITY);
    expect(contrastRatio(foreground.neutralInverted, dark)).toBeGreaterThanOrEqual(AA_TEXT);
    // Light tone: dark text, the shade over the darkest one.
    const light = throughShade(background.surface, '#000000', SHADE_TEXT_OPACITY);
    expect(contrastRatio(foreground.neutral, light)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('lets the picture show through', () => {
    expect(SHADE_TEXT_OPACITY).toBeLessThan(0.8);
    expect(throughShade('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
