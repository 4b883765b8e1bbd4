import { describe, expect, it } from 'vitest';
import { displayPhone } from './display.ts';

describe('displayPhone', () => {
  it('writes a number of the site’s country in its mask', () => {
    expect(displayPhone('3035550188', 'US', 'US')).toBe('(303) 555 - 0188');
    expect(displayPhone('4165550123', 'CA', 'CA')).toBe('(416) 555 - 0123');
    expect(displayPhone('1515550123', 'DE', 'DE')).toBe('1515 - 550 - 123');
  });

  it('starts a number of another country with its dial code', () => {
    expect(displayPhone('3035550188', 'US', 'CA')).toBe('+1 (303) 555 - 0188');
    expect(displayPhone('1515550123', 'DE', 'FR')).toBe('+49 1515 - 550 - 123');
  });

  it('takes the site’s country when the profile has none', () => {
    expect(displayPhone('3035550188', null, 'US')).toBe('(303) 555 - 0188');
  });

  it('drops the country’s own dial code of an international number', () => {
    expect(displayPhone('+13035550100', 'US', 'US')).toBe('(303) 555 - 0100');
    expect(displayPhone('+13035550100', 'US', 'DE')).toBe('+1 (303) 555 - 0100');
    expect(displayPhone('+4915155501234', 'DE', 'DE')).toBe('+4915155501234');
  });

  it('never cuts a number longer or shorter than its mask', () => {
    expect(displayPhone('15155501234', 'DE', 'DE')).toBe('15155501234');
    expect(displayPhone('555012', 'US', 'US')).toBe('555012');
  });

  it('has nothing to show without digits', () => {
    expect(displayPhone(null, 'US', 'US')).toBeNull();
    expect(displayPhone('', 'US', 'US')).toBeNull();
  });
});
