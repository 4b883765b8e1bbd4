import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPathFor } from './returnTo.ts';

describe('returnPathOf', () => {
  const of = (returnTo: string) => returnPathOf(new URLSearchParams({ returnTo }), 'en-gb');

  it('goes back to a page of the same site, query kept', () => {
    expect(of('/en-gb/cart')).toBe('/en-gb/cart');
    expect(of('/en-gb/account?tab=orders')).toBe('/en-gb/account?tab=orders');
  });

  it('goes to the account for another site, another origin or nothing', () => {
    expect(of('/de-de/cart')).toBe('/en-gb/account');
    expect(of('https://evil.example/en-gb/')).toBe('/en-gb/account');
    expect(of('//evil.example/en-gb/')).toBe('/en-gb/account');
    expect(of('/en-gb/\\evil')).toBe('/en-gb/account');
    expect(returnPathOf(new URLSearchParams(), 'en-gb')).toBe('/en-gb/account');
  });

  it('builds the way there and back', () => {
    const path = signInPathFor('fr-ca', '/fr-ca/account');
    expect(path).toBe('/fr-ca/sign-in?returnTo=%2Ffr-ca%2Faccount');
    expect(returnPathOf(new URL(`https://x${path}`).searchParams, 'fr-ca')).toBe('/fr-ca/account');
  });
});
