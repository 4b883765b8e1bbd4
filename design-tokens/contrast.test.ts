import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { brandIds, brandTokens } from './brands/index.ts';
import { AA_NON_TEXT, AA_TEXT, contrastPairs, pairColors } from './contrast.ts';

const cases = brandIds.flatMap((brand) =>
  contrastPairs.map((pair) => {
    const label = pair.kind === 'text' ? `${pair.foreground} text` : `${pair.border} border`;
    return { brand, pair, name: `${brand}: ${label} on ${pair.background}` };
  }),
);

describe('WCAG AA contrast of every colour pair the components use', () => {
  it.each(cases)('$name', ({ brand, pair }) => {
    const [foreground, background] = pairColors(brandTokens[brand], pair);
    const ratio = wcagContrast(foreground, background);
    const minimum = pair.kind === 'text' ? AA_TEXT : AA_NON_TEXT;
    expect(ratio, `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
  });

  it('checks opaque colours only (a translucent colour has no fixed contrast)', () => {
    for (const brand of brandIds) {
      for (const pair of contrastPairs) {
        for (const colour of pairColors(brandTokens[brand], pair)) {
          expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
        }
      }
    }
  });
});
