import { describe, expect, it } from 'vitest';
import {
  consentFromCookies,
  effectiveConsent,
  everything,
  onlyRequired,
  parseConsent,
  serializeConsent,
} from './consent.ts';

describe('consent', () => {
  it('round-trips a choice through its cookie value, C0001 always on', () => {
    const choice = { C0001: false, C0002: true, C0003: false, C0004: true };
    expect(serializeConsent(choice)).toBe('C0001:1,C0002:1,C0003:0,C0004:1');
    expect(parseConsent(serializeConsent(choice))).toEqual({ ...choice, C0001: true });
  });

  it('reads no choice from a missing, partial or garbled cookie', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('C0001:1,C0002:1')).toBeNull();
    expect(parseConsent('C0001:1,C0002:yes,C0003:0,C0004:0')).toBeNull();
    expect(
      consentFromCookies('a=1; cairn_consent=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0'),
    ).toEqual({
      C0001: true,
      C0002: false,
      C0003: true,
      C0004: false,
    });
    expect(consentFromCookies('other=1')).toBeNull();
  });

  it('lets everything run outside EMEA and only C0001 in EMEA until chosen', () => {
    expect(effectiveConsent('NA', null)).toEqual(everything);
    expect(effectiveConsent('NA', onlyRequired)).toEqual(everything);
    expect(effectiveConsent('EMEA', null)).toEqual(onlyRequired);
    expect(effectiveConsent('EMEA', everything)).toEqual(everything);
  });
});
