import { describe, expect, it } from 'vitest';
import { lookupConsumer } from '#api/contract/consumer.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { defaultRateLimits } from '../config.ts';
import { profilesSeeder } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { consumerDomain } from './index.ts';

const server = setupTestServer({
  seed: [profilesSeeder],
  domains: [consumerDomain],
  config: { trustProxy: 1 },
});

const known = demoAccount('loyalty').profile.consumerDetails.email;

function lookup(email: string, ip: string) {
  return server()
    .agent()
    .send(lookupConsumer, { headers: { 'x-forwarded-for': ip }, query: { email } });
}

describe('GET /consumers-v3/consumer/lookup per address', () => {
  it('answers 10 lookups a minute per address, then AUT423 with Retry-After', async () => {
    expect(defaultRateLimits.consumerLookupPerIp).toEqual({ max: 10, windowSeconds: 60 });
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i += 1) {
      const result = await lookup(i % 2 ? known : `nobody-${i}@example.com`, ip);
      expect(result.status).toBe(200);
      expect(result.body.exists).toBe(i % 2 === 1);
    }
    const refused = await lookup(known, ip);
    expect([refused.status, errorIdOf(refused)]).toEqual([429, 'AUT423']);
    expect(refused.headers.get('retry-after')).toBe('60');
    // A refusal tells nothing about the email.
    const unknown = await lookup('nobody@example.com', ip);
    const strip = (body: unknown) => ({ ...(body as object), correlationId: undefined });
    expect(strip(unknown.body)).toEqual(strip(refused.body));
    // Another address is not held back; this one gets its turn when the minute is over.
    expect((await lookup(known, '192.0.2.11')).body.exists).toBe(true);
    server().clock.advance(30_000);
    expect((await lookup(known, ip)).headers.get('retry-after')).toBe('30');
    server().clock.advance(30_000);
    expect((await lookup(known, ip)).body).toEqual({ email: known, exists: true });
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await lookup(known, `2001:db8:5:6::${i + 1}`)).status).toBe(200);
    }
    const refused = await lookup(known, '2001:db8:5:6:ffff:1:2:3');
    expect([refused.status, errorIdOf(refused)]).toEqual([429, 'AUT423']);
    expect((await lookup(known, '2001:db8:5:7::1')).status).toBe(200);
  });

  it('counts parallel lookups exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => lookup(`parallel-${i}@example.com`, '192.0.2.12')),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
