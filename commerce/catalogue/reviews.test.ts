import { describe, expect, it } from 'vitest';
import { isoSeconds, voteChange } from './reviews.ts';

describe('voteChange', () => {
  it('counts a first vote on its counter', () => {
    expect(voteChange(null, true)).toEqual({ helpful: 1, unhelpful: 0 });
    expect(voteChange(null, false)).toEqual({ helpful: 0, unhelpful: 1 });
  });

  it('changes nothing for the same vote again and moves an opposite one', () => {
    expect(voteChange(true, true)).toEqual({ helpful: 0, unhelpful: 0 });
    expect(voteChange(false, false)).toEqual({ helpful: 0, unhelpful: 0 });
    expect(voteChange(false, true)).toEqual({ helpful: 1, unhelpful: -1 });
    expect(voteChange(true, false)).toEqual({ helpful: -1, unhelpful: 1 });
  });
});

describe('isoSeconds', () => {
  it('answers dates to the second', () => {
    expect(isoSeconds(new Date('2026-03-02T09:00:01.234Z'))).toBe('2026-03-02T09:00:01Z');
  });
});
