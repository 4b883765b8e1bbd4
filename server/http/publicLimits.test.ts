import { describe, expect, it } from 'vitest';
import { requestPasswordReset } from '#api/contract/auth.ts';
import { retrieveUserData } from '#api/contract/consumer.ts';
import { submitContactRequest } from '#api/contract/contact.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { defaultRateLimits } from '../config.ts';
import { signUpLinkToken } from '../consumer/signUpLinks.ts';
import { contactSeeder, profilesSeeder } from '../db/seed.ts';
import { PASS } from '../test/flows.ts';
import { errorIdOf, type SendResult, setupTestServer } from '../test/harness.ts';

/*
 * The public calls that mail anyone's address or read a profile (issue 44): password
 * reset and contact-us take a bot check, and each of the three is throttled per client
 * address — an attacker's address runs out, the next shopper's does not.
 */

const server = setupTestServer({
  seed: [profilesSeeder, contactSeeder],
  config: {
    trustProxy: 1,
    rateLimits: {
      ...defaultRateLimits,
      passwordResetPerIp: { max: 2, windowSeconds: 3600 },
      contactPerIp: { max: 2, windowSeconds: 3600 },
      userDataPerIp: { max: 2, windowSeconds: 60 },
    },
  },
});

const member = demoAccount('profileOnly').profile;
const from = (address: string) => ({ 'x-forwarded-for': address });

const contact = (address: string, captcha = PASS) =>
  server()
    .agent()
    .send(submitContactRequest, {
      headers: from(address),
      body: {
        brand: 'ridgeline',
        categoryCode: 'orders',
        subjectCode: 'order-status',
        firstName: 'Maya',
        lastName: 'Alvarez',
        email: 'maya.alvarez@example.com',
        message: 'Where is my parcel?',
        captcha,
      },
    });
const reset = (address: string, captcha = PASS) =>
  server()
    .agent()
    .send(requestPasswordReset, {
      headers: from(address),
      body: { email: 'someone@example.com', captcha },
    });
const userData = (address: string) =>
  server()
    .agent()
    .send(retrieveUserData, {
      headers: from(address),
      body: {
        consumerId: member.consumerId,
        email: member.consumerDetails.email,
        token: signUpLinkToken(
          server().config,
          member.consumerId,
          member.consumerDetails.email,
          new Date(),
        ),
      },
    });

/** The answers of `calls` made one after the other: status and errorId. */
async function answers(calls: (() => Promise<SendResult>)[]) {
  const out: string[] = [];
  for (const call of calls) {
    const result = await call();
    out.push(result.status < 300 ? String(result.status) : `${result.status} ${errorIdOf(result)}`);
  }
  return out;
}

describe('public calls that mail or read a profile', () => {
  it('refuse a failed bot check: contact-us and password reset', async () => {
    expect(await answers([() => contact('192.0.2.1', 'bot')])).toEqual(['403 AUT403']);
    expect(await answers([() => reset('192.0.2.1', 'bot')])).toEqual(['403 AUT403']);
  });

  it('take a few per address, then answer API429 with Retry-After; other addresses go on', async () => {
    const attacker = '198.51.100.66';
    const shopper = '198.51.100.67';
    expect(await answers([1, 2, 3].map(() => () => contact(attacker)))).toEqual([
      '201',
      '201',
      '429 API429',
    ]);
    expect(await answers([1, 2, 3].map(() => () => reset(attacker)))).toEqual([
      '204',
      '204',
      '429 API429',
    ]);
    expect(await answers([1, 2, 3].map(() => () => userData(attacker)))).toEqual([
      '200',
      '200',
      '429 API429',
    ]);
    const refused = await userData(attacker);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await answers([() => contact(shopper), () => reset(shopper), () => userData(shopper)]),
    ).toEqual(['201', '204', '200']);
  });
});
