import { describe, expect, it } from 'vitest';
import {
  associateOf,
  hasAccessCookie,
  isMemberRequest,
  isPersonalRequest,
  isPrivateRequest,
} from './audience.ts';

const token = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
const request = (cookie?: string) =>
  new Request('http://localhost/en-us', { headers: cookie ? { cookie } : {} });
const now = Date.UTC(2026, 10, 26);
const live = Math.floor(now / 1000) + 600;

describe('isMemberRequest', () => {
  it('is true for a live consumer access token, plain or __Host- prefixed', () => {
    expect(
      isMemberRequest(request(`x=1; cairn_at=${token({ knd: 'consumer', exp: live })}`), now),
    ).toBe(true);
    expect(
      isMemberRequest(request(`__Host-cairn_at=${token({ knd: 'consumer', exp: live })}`), now),
    ).toBe(true);
  });

  it('is false for guests, associates, expired or broken tokens and no cookie', () => {
    expect(isMemberRequest(request(`cairn_at=${token({ knd: 'guest', exp: live })}`), now)).toBe(
      false,
    );
    expect(isMemberRequest(request(`cairn_at=${token({ knd: 'agent', exp: live })}`), now)).toBe(
      false,
    );
    expect(
      isMemberRequest(request(`cairn_at=${token({ knd: 'consumer', exp: live - 1200 })}`), now),
    ).toBe(false);
    expect(isMemberRequest(request('cairn_at=not-a-token'), now)).toBe(false);
    expect(isMemberRequest(request('cairn_at=a.%%%.b'), now)).toBe(false);
    expect(isMemberRequest(request('cairn_rt=refresh-only'), now)).toBe(false);
    expect(isMemberRequest(request(), now)).toBe(false);
  });
});

describe('associateOf', () => {
  const agt = { sid: '1001', snm: 'Denver Union Station', eid: '410001', enm: 'Theo Patel' };

  it('names the associate of a live associate session, as the refresh grant does', () => {
    expect(
      associateOf(request(`cairn_at=${token({ knd: 'agent', exp: live, agt })}`), now),
    ).toEqual({
      storeId: '1001',
      storeName: 'Denver Union Station',
      storeEmployeeId: '410001',
      storeEmployeeName: 'Theo Patel',
    });
    expect(
      isPersonalRequest(request(`cairn_at=${token({ knd: 'agent', exp: live, agt })}`), now),
    ).toBe(true);
  });

  it('is null for consumers, expired or incomplete associate claims and no cookie', () => {
    expect(
      associateOf(request(`cairn_at=${token({ knd: 'consumer', exp: live, agt })}`), now),
    ).toBeNull();
    expect(
      associateOf(request(`cairn_at=${token({ knd: 'agent', exp: live - 1200, agt })}`), now),
    ).toBeNull();
    expect(
      associateOf(
        request(`cairn_at=${token({ knd: 'agent', exp: live, agt: { ...agt, enm: 7 } })}`),
        now,
      ),
    ).toBeNull();
    expect(associateOf(request(`cairn_at=${token({ knd: 'agent', exp: live })}`), now)).toBeNull();
    expect(associateOf(request('cairn_at=a.bnVsbA.c'), now)).toBeNull();
    expect(associateOf(request(), now)).toBeNull();
    expect(isPersonalRequest(request(`cairn_at=${token({ knd: 'guest', exp: live })}`), now)).toBe(
      false,
    );
  });
});

describe('isPrivateRequest', () => {
  const at = (path: string, cookie?: string) =>
    new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  const guestCookie = `cairn_at=${token({ knd: 'guest', exp: live })}`;

  it('keeps a guest’s cart, favorites, account and checkout out of the shared cache', () => {
    for (const path of ['/en-us/cart', '/fr-ca/favorites', '/de-de/account', '/en-gb/checkout/x']) {
      expect(isPrivateRequest(at(path, guestCookie), now)).toBe(true);
    }
    expect(hasAccessCookie(at('/en-us/cart', guestCookie))).toBe(true);
  });

  it('leaves a guest’s catalogue pages and a visitor without a session shared', () => {
    expect(isPrivateRequest(at('/en-us/c/jackets-1100', guestCookie), now)).toBe(false);
    expect(isPrivateRequest(at('/en-us/cartography', guestCookie), now)).toBe(false);
    expect(isPrivateRequest(at('/en-us/cart'), now)).toBe(false);
  });

  it('keeps every page of a member or an associate private', () => {
    const member = `cairn_at=${token({ knd: 'consumer', exp: live })}`;
    expect(isPrivateRequest(at('/en-us/c/jackets-1100', member), now)).toBe(true);
    const agt = { sid: '1001', snm: 'Denver', eid: '410001', enm: 'Theo Patel' };
    const associate = `cairn_at=${token({ knd: 'agent', exp: live, agt })}`;
    expect(isPrivateRequest(at('/en-us/c/jackets-1100', associate), now)).toBe(true);
  });
});
