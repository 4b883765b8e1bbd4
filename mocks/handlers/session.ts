/**
 * The mock session: which demo profile "is signed in", kept in a cookie the auth handlers
 * set (MSW writes it to document.cookie in the browser, Set-Cookie in Node). Without the
 * cookie, stories see the default demo member signed in; `guest` means signed out.
 */
import type { ConsumerProfile } from '#api/contract/consumer.ts';
import { type DemoAccount, demoAccount, demoAccounts } from '#demo/profiles/index.ts';
import { addressBookOf } from './addressBook.ts';

/**
 * One cookie name per JavaScript realm: the test browser runs several story files at once
 * in iframes of one origin, which share a cookie jar; a per-realm name keeps one file's
 * signed-in demo account out of another's stories.
 */
export const MOCK_SESSION_COOKIE = `cairn_mock_session_${Math.random().toString(36).slice(2, 10)}`;
export const DEFAULT_MOCK_ACCOUNT = 'loyalty';

export type MockSession =
  | { kind: 'guest' }
  | { kind: 'consumer'; account: DemoAccount }
  | { kind: 'agent'; employeeId: string };

export function readMockSession(cookies: Record<string, string>): MockSession {
  const value = cookies[MOCK_SESSION_COOKIE];
  if (value === undefined) return { kind: 'consumer', account: demoAccount(DEFAULT_MOCK_ACCOUNT) };
  if (value.startsWith('agent:')) return { kind: 'agent', employeeId: value.slice(6) };
  const account = demoAccounts.find((a) => a.profile.consumerId === value);
  return account ? { kind: 'consumer', account } : { kind: 'guest' };
}

export function sessionCookie(value: string): string {
  return `${MOCK_SESSION_COOKIE}=${value}; Path=/; SameSite=Lax`;
}

/** A deep copy, so a handler may change it for its answer; its address book as kept. */
export function profileCopy(account: DemoAccount): ConsumerProfile {
  const profile = structuredClone(account.profile);
  profile.consumerDetails.address = addressBookOf(account);
  return profile;
}
