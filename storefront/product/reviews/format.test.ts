import { describe, expect, it } from 'vitest';
import { formatDay, languageName, shareOf } from './format.ts';

describe('formats', () => {
  it('writes the day in the site language, in UTC', () => {
    expect(formatDay('2026-03-04T23:30:00Z', { tag: 'en-US' })).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04T23:30:00Z', { tag: 'de-DE' })).toBe('04.03.2026');
  });

  it('names a language in the site language', () => {
    expect(languageName('fr', { tag: 'en-US' })).toBe('French');
    expect(languageName('en', { tag: 'de-DE' })).toBe('Englisch');
  });

  it('gives a bar a visible sliver for any review, none for no review', () => {
    expect(shareOf(0, 9)).toBe(0);
    expect(shareOf(1, 400)).toBe(1);
    expect(shareOf(5, 9)).toBe(56);
    expect(shareOf(3, 0)).toBe(0);
  });
});
