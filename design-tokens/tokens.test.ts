import { describe, expect, it } from 'vitest';
import { baseTokens, makeTokens } from './base.ts';
import { brandIds, brandTokens, isBrandId } from './brands/index.ts';
import { breakpointForWidth, breakpoints } from './breakpoints.ts';
import { motionMs } from './motion.ts';
import { responsiveStyle } from './responsiveStyle.ts';

describe('tokens', () => {
  it('keeps the JavaScript motion numbers in step with the CSS tokens', () => {
    expect(`${motionMs.dialog}ms`).toBe(baseTokens.motion.duration.dialog);
    expect(`${motionMs.fast}ms`).toBe(baseTokens.motion.duration.fast);
    expect(`${motionMs.slow}ms`).toBe(baseTokens.motion.duration.slow);
    expect(motionMs.dialog).toBe(250);
  });

  it('merges a brand override deeply without touching the base', () => {
    const merged = makeTokens({ color: { foreground: { neutral: '#000000' } } });
    expect(merged.color.foreground.neutral).toBe('#000000');
    expect(merged.color.foreground.critical).toBe(baseTokens.color.foreground.critical);
    expect(baseTokens.color.foreground.neutral).not.toBe('#000000');
  });

  it('gives the brands distinct palettes, type and shape', () => {
    const [a, b] = brandIds.map((id) => brandTokens[id]);
    expect(a?.color.background.brandAccent).not.toBe(b?.color.background.brandAccent);
    expect(a?.font.family.heading).not.toBe(b?.font.family.heading);
    expect(a?.radius.standard).not.toBe(b?.radius.standard);
  });

  it('every brand defines every token of the contract', () => {
    const paths = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? paths(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    for (const id of brandIds) expect(paths(brandTokens[id])).toEqual(paths(baseTokens));
  });

  it('recognises brand ids', () => {
    expect(isBrandId('ridgeline')).toBe(true);
    expect(isBrandId('acme')).toBe(false);
    expect(isBrandId(undefined)).toBe(false);
  });
});

describe('breakpoints', () => {
  it.each([
    [0, 'sm'],
    [375, 'sm'],
    [breakpoints.md - 1, 'sm'],
    [breakpoints.md, 'md'],
    [breakpoints.lg - 1, 'md'],
    [breakpoints.lg, 'lg'],
    [2560, 'lg'],
    [Number.NaN, 'sm'],
    [-10, 'sm'],
  ])('width %d is %s', (width, name) => {
    expect(breakpointForWidth(width)).toBe(name);
  });

  it('responsiveStyle puts md and lg under their media queries, sm at the base', () => {
    const rule = responsiveStyle({ sm: { display: 'none' }, lg: { display: 'block' } });
    expect(rule).toEqual({
      display: 'none',
      '@media': { [`screen and (min-width: ${breakpoints.lg}px)`]: { display: 'block' } },
    });
    expect(responsiveStyle({ md: { color: 'red' } })).toEqual({
      '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { color: 'red' } },
    });
  });
});
