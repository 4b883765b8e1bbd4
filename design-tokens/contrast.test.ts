import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { brandIds, brandTokens } from './brands/index.ts';
import { AA_NON_TEXT, AA_TEXT, contrastPairs, contrastRatio, pairColors } from './contrast.ts';

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

describe("contrastRatio (the browser's, without a colour library)", () => {
  it('agrees with culori on every pair of every brand', () => {
    for (const brand of brandIds) {
      for (const pair of contrastPairs) {
        const [foreground, background] = pairColors(brandTokens[brand], pair);
        expect(contrastRatio(foreground, background)).toBeCloseTo(
          wcagContrast(foreground, background),
          10,
        );
      }
    }
  });

  it('reads short hex, rgb() and rgba() as culori does, and nothing else', () => {
    const samples: [string, string][] = [
      ['#fff', '#000'],
      ['#abc', '#123456'],
      ['#11223380', '#fafafa'],
      ['rgb(17, 20, 22)', 'rgb(255 255 255)'],
      ['rgba(17, 20, 22, 0.55)', '#ffffff'],
      ['rgb(10%, 50%, 90%)', '#000000'],
    ];
    for (const [foreground, background] of samples) {
      expect(contrastRatio(foreground, background)).toBeCloseTo(
        wcagContrast(foreground, background),
        10,
      );
    }
    expect(contrastRatio('not a colour', '#fff')).toBeNaN();
    expect(contrastRatio('#ggg', '#fff')).toBeNaN();
  });
});
