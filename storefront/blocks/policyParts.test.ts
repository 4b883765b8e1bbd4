import { describe, expect, it } from 'vitest';
import { policyParts } from './policyParts.ts';

describe('policyParts', () => {
  it('takes the text and the one link of the policy HTML apart', () => {
    expect(policyParts('I have read the <a href="/en-us/privacy">privacy policy</a>.')).toEqual({
      policyText: 'I have read the',
      policyLinkLabel: 'privacy policy',
      policyHref: '/en-us/privacy',
    });
    expect(policyParts('No <b>link</b> here')).toEqual({ policyText: 'No link here' });
    expect(policyParts(undefined)).toEqual({});
  });
});
