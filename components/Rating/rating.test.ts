import { describe, expect, it } from 'vitest';
import { parseRating, starFills } from './rating.ts';

describe('parseRating', () => {
  it.each<[string, unknown, unknown, number | undefined, ReturnType<typeof parseRating>]>([
    ['score and count', 4.3, 128, undefined, { score: 4.3, count: 128, max: 5 }],
    ['score without count', 3, undefined, undefined, { score: 3, count: null, max: 5 }],
    ['a score above the maximum is clamped', 7, 2, undefined, { score: 5, count: 2, max: 5 }],
    ['another maximum', 8.5, 10, 10, { score: 8.5, count: 10, max: 10 }],
    ['a bad maximum falls back to 5', 4, 1, Number.NaN, { score: 4, count: 1, max: 5 }],
    ['a fractional count is floored', 4, 12.7, undefined, { score: 4, count: 12, max: 5 }],
    ['a bad count is unknown', 4, -3, undefined, { score: 4, count: null, max: 5 }],
    ['a zero score with reviews', 0, 3, undefined, { score: 0, count: 3, max: 5 }],
    ['zero reviews', 4.5, 0, undefined, null],
    ['no score', undefined, 12, undefined, null],
    ['null score', null, 12, undefined, null],
    ['NaN score', Number.NaN, 12, undefined, null],
    ['negative score', -1, 12, undefined, null],
    ['score as a string', '4.5', 12, undefined, null],
  ])('%s', (_, score, count, max, expected) => {
    expect(parseRating(score, count, max)).toEqual(expected);
  });
});

describe('starFills', () => {
  it.each<[number, number, number[]]>([
    [4.3, 5, [1, 1, 1, 1, 0.3]],
    [5, 5, [1, 1, 1, 1, 1]],
    [0, 5, [0, 0, 0, 0, 0]],
    [2.75, 5, [1, 1, 0.75, 0, 0]],
    [0.333, 3, [0.33, 0, 0]],
  ])('%d of %d', (score, max, expected) => {
    expect(starFills(score, max)).toEqual(expected);
  });
});
