/** Steps many server tests share: guest token, sign-in with PKCE, code exchange. */

import { expect } from 'vitest';
import { createPkcePair } from '#api/client/pkce.ts';
import { getToken, signIn } from '#api/contract/auth.ts';
import { DEMO_PASSWORD, demoAccount } from '#demo/profiles/index.ts';
import type { TestAgent } from './harness.ts';

export const PASS = 'captcha-ok';

export async function guestSession(agent: TestAgent) {
  const result = await agent.send(getToken, { body: { grantType: 'guest' } });
  expect(result.status).toBe(200);
  return result.body;
}

export async function authorize(agent: TestAgent, email: string, password = DEMO_PASSWORD) {
  const pkce = await createPkcePair();
  const result = await agent.send(signIn, {
    body: { username: email, password, codeChallenge: pkce.codeChallenge, captcha: PASS },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { code: result.body.authorizationCode, ...pkce };
}

/** Guest session, sign-in and exchange: the agent ends up signed in. */
export async function signInAs(agent: TestAgent, key: string, password = DEMO_PASSWORD) {
  return signInWith(agent, demoAccount(key).profile.consumerDetails.email, password);
}

/** signInAs for any account, by its email. */
export async function signInWith(agent: TestAgent, email: string, password = DEMO_PASSWORD) {
  await guestSession(agent);
  const { code, codeVerifier } = await authorize(agent, email, password);
  const result = await agent.send(getToken, {
    body: { grantType: 'authorization_code', authorizationCode: code, codeVerifier },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
}
