import { describe, expect, it } from 'vitest';
import { DEFAULT_MASK, maskDigitCount, NORTH_AMERICA_MASK, phoneCountry } from './phone.ts';

describe('phone numbering', () => {
  it('uses the spec default masks: North America and everywhere else', () => {
    expect(NORTH_AMERICA_MASK).toBe('(XXX) XXX - XXXX');
    expect(DEFAULT_MASK).toBe('XXXX - XXX - XXX');
    expect(phoneCountry('us').mask).toBe(NORTH_AMERICA_MASK);
    expect(phoneCountry('CA').nanp).toBe(true);
    expect(phoneCountry('GB').mask).toBe(DEFAULT_MASK);
    expect(phoneCountry('GB').trunkPrefix).toBe('0');
  });

  it('falls back to the default mask for unknown or missing countries', () => {
    expect(phoneCountry('ZZ').mask).toBe(DEFAULT_MASK);
    expect(phoneCountry(undefined).mask).toBe(DEFAULT_MASK);
    expect(phoneCountry('').dialCode).toBe('');
  });

  it.each([
    [NORTH_AMERICA_MASK, 10],
    [DEFAULT_MASK, 10],
    ['XX XX', 4],
    ['', 0],
  ])('%s holds %d digits', (mask, count) => {
    expect(maskDigitCount(mask)).toBe(count);
  });
});
