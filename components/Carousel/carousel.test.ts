import { describe, expect, it } from 'vitest';
import {
  autorotateMs,
  nearestIndex,
  type PerBreakpoint,
  type Responsive,
  resolveResponsive,
  snapTargets,
  stepIndex,
} from './carousel.ts';

describe('autorotateMs (spec §9: seconds × 1000)', () => {
  it.each<[number | null | undefined, number]>([
    [5, 5000],
    [0.3, 300],
    [12, 12000],
    [0, 5000],
    [-2, 5000],
    [Number.NaN, 5000],
    [Number.POSITIVE_INFINITY, 5000],
    [null, 5000],
    [undefined, 5000],
  ])('%s s → %d ms', (seconds, expected) => {
    expect(autorotateMs(seconds)).toBe(expected);
  });
});

describe('resolveResponsive', () => {
  const fallback: PerBreakpoint<number> = { sm: 1, md: 2, lg: 4 };
  it.each<[string, Responsive<number> | undefined, PerBreakpoint<number>]>([
    ['nothing → the fallback', undefined, { sm: 1, md: 2, lg: 4 }],
    ['one value for all', 3, { sm: 3, md: 3, lg: 3 }],
    ['only sm carries upwards', { sm: 2 }, { sm: 2, md: 2, lg: 2 }],
    ['sm and lg, md from sm', { sm: 1, lg: 5 }, { sm: 1, md: 1, lg: 5 }],
    ['only lg keeps the fallback below', { lg: 6 }, { sm: 1, md: 2, lg: 6 }],
    ['only md: sm from the fallback, lg from md', { md: 3 }, { sm: 1, md: 3, lg: 3 }],
    ['all three', { sm: 1, md: 2, lg: 3 }, { sm: 1, md: 2, lg: 3 }],
  ])('%s', (_, value, expected) => {
    expect(resolveResponsive(value, fallback)).toEqual(expected);
  });

  it('works for booleans, false included', () => {
    expect(resolveResponsive({ sm: false, lg: true }, { sm: true, md: true, lg: true })).toEqual({
      sm: false,
      md: false,
      lg: true,
    });
  });
});

describe('snapTargets', () => {
  it.each<[string, number[], number, number[]]>([
    ['one slide per view', [0, 300, 600, 900], 900, [0, 300, 600, 900]],
    [
      'three per view of eight',
      [0, 100, 200, 300, 400, 500, 600, 700],
      500,
      [0, 100, 200, 300, 400, 500],
    ],
    ['the last view is partial', [0, 250, 500, 750], 600, [0, 250, 500, 600]],
    ['everything fits', [0, 200, 400], 0, [0]],
    ['no slides', [], 0, [0]],
    [
      'sub-pixel offsets at the end merge',
      [0, 333.33, 666.66, 999.99],
      999.5,
      [0, 333.33, 666.66, 999.5],
    ],
    ['a negative max scroll is no scroll', [0, 100], -4, [0]],
  ])('%s', (_, offsets, max, expected) => {
    expect(snapTargets(offsets, max)).toEqual(expected);
  });
});

describe('nearestIndex', () => {
  it.each<[number[], number, number]>([
    [[0, 300, 600], 0, 0],
    [[0, 300, 600], 140, 0],
    [[0, 300, 600], 160, 1],
    [[0, 300, 600], 599, 2],
    [[0, 300, 600], 10_000, 2],
    [[0], 50, 0],
  ])('%j at %d → %d', (targets, scroll, expected) => {
    expect(nearestIndex(targets, scroll)).toBe(expected);
  });
});

describe('stepIndex', () => {
  it.each<[number, number, number, boolean, number]>([
    [0, 1, 5, false, 1],
    [4, 1, 5, false, 4],
    [0, -1, 5, false, 0],
    [4, 1, 5, true, 0],
    [0, -1, 5, true, 4],
    [2, 7, 5, true, 4],
    [3, 1, 0, true, 0],
  ])('%d %+d of %d (loop %s) → %d', (index, step, count, loop, expected) => {
    expect(stepIndex(index, step, count, loop)).toBe(expected);
  });
});
