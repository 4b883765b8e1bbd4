import { describe, expect, it } from 'vitest';
import {
  base64url,
  codeVerifierFromBytes,
  createCodeChallenge,
  createCodeVerifier,
  createPkcePair,
} from './pkce.ts';

// RFC 7636 Appendix B.
const appendixBOctets = new Uint8Array([
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105,
  214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
]);

describe('PKCE', () => {
  it('derives the verifier and S256 challenge of RFC 7636 Appendix B', async () => {
    const verifier = codeVerifierFromBytes(appendixBOctets);
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(await createCodeChallenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes 43-character verifiers from 32 random bytes, different each time', () => {
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('pairs a verifier with its challenge', async () => {
    const { codeVerifier, codeChallenge } = await createPkcePair();
    expect(await createCodeChallenge(codeVerifier)).toBe(codeChallenge);
  });

  it('encodes base64url without padding', () => {
    expect(base64url(new Uint8Array([251, 255]))).toBe('-_8');
    expect(base64url(new Uint8Array([]))).toBe('');
  });
});
