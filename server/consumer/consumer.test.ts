import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getToken } from '#api/contract/auth.ts';
import {
  addAddress,
  createConsumer,
  createSubscriptions,
  deleteAddress,
  getConsumer,
  getSubscriptions,
  lookupConsumer,
  retrieveUserData,
  updateAddress,
  updateConsumer,
  updateSubscriptions,
} from '#api/contract/consumer.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authDomain } from '../auth/index.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { profilesSeeder } from '../db/seed.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer, type TestAgent } from '../test/harness.ts';
import { consumerDomain } from './index.ts';
import { signUpLinkToken } from './signUpLinks.ts';

const server = setupTestServer({ seed: [profilesSeeder], domains: [authDomain, consumerDomain] });

const loyalty = demoAccount('loyalty').profile;

async function signedIn(key: string): Promise<TestAgent> {
  const agent = server().agent();
  await signInAs(agent, key);
  return agent;
}

const address = {
  approachType: 'S' as const,
  firstName: 'Chris',
  lastName: 'Morgan',
  addressLine1: '555 Burrard St',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'v6c 2r7',
  country: 'CA',
  email: 'chris.morgan@example.com',
  phone: '6045550123',
};

describe('GET /consumers-v3/consumer', () => {
  it('answers the signed-in profile with the points the service keeps', async () => {
    const result = await (await signedIn('loyalty')).send(getConsumer);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      consumerId: loyalty.consumerId,
      consumerNo: loyalty.consumerNo,
      memberId: loyalty.memberId,
      isLoyaltyMember: true,
      loyaltySummary: { points: { balance: 2450 } },
      preferences: { interests: 'hiking|trail-running|camping' },
    });
    expect(result.body.consumerDetails.address).toHaveLength(2);
    expect(result.body.enrollments).toEqual(loyalty.enrollments);
  });

  it('tells employees, athletes and pro members apart', async () => {
    for (const [key, type] of [
      ['employee', 'EMPLOYEE'],
      ['athlete', 'ATHLETE'],
      ['pro', 'PROSUMER'],
    ] as const) {
      const result = await (await signedIn(key)).send(getConsumer);
      expect(result.body.consumerType).toBe(type);
    }
    const pro = await (await signedIn('pro')).send(getConsumer);
    expect(pro.body.consumerDetails.identity.map((i) => i.type)).toEqual(['WRANX', 'IPA']);
  });

  it('answers AUT432 to guests and callers without a session', async () => {
    expect(errorIdOf(await server().agent().send(getConsumer))).toBe('AUT432');
    const guest = server().agent();
    await guestSession(guest);
    expect(errorIdOf(await guest.send(getConsumer))).toBe('AUT432');
  });
});

describe('PUT /consumers-v3/consumer', () => {
  it('updates details and preferences and returns the whole profile', async () => {
    const agent = await signedIn('registered');
    const result = await agent.send(updateConsumer, {
      body: {
        consumerDetails: { firstName: 'Christopher', postalCode: 'v5k 0a1' },
        preferences: { interests: 'camping|climbing', preferredShoeSize: '10' },
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.consumerDetails).toMatchObject({
      firstName: 'Christopher',
      postalCode: 'V5K 0A1',
    });
    expect(result.body.preferences).toEqual({
      interests: 'camping|climbing',
      preferredShoeSize: '10',
    });
  });

  it('enrols in loyalty with a birth date (PRO411 without one)', async () => {
    const agent = await signedIn('registered');
    const enroll = {
      enrollments: [
        { type: 'Loyalty' as const, optin: true, doubleOptin: true, channel: 'email' as const },
      ],
    };
    const missing = await agent.send(updateConsumer, { body: enroll });
    expect(missing.status).toBe(400);
    expect(errorIdOf(missing)).toBe('PRO411');
    const result = await agent.send(updateConsumer, {
      query: { locale: 'en-ca' },
      body: { ...enroll, consumerDetails: { birthDate: '1991-01-15' } },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      isLoyaltyMember: true,
      loyaltySummary: { points: { balance: 0 } },
      enrollments: [
        { type: 'Loyalty', optin: true, doubleOptin: true, country: 'CA', region: 'NA' },
      ],
    });
    expect(result.body.memberId).toMatch(/^\d{10}$/);
    expect(result.body.loyaltyOptInDate).not.toBeNull();
  });

  it('records the employee-discount terms for employees only (PRO418)', async () => {
    const employee = await signedIn('employee');
    const accepted = await employee.send(updateConsumer, {
      body: { isEmployeeDiscountTCAccepted: true },
    });
    expect(accepted.body.isEmployeeDiscountTCAccepted).toBe(true);
    const token = await employee.send(getToken, { body: { grantType: 'refresh_token' } });
    expect(token.body.isEmployeeDiscountTCAccepted).toBe(true);
    const other = await (await signedIn('athlete')).send(updateConsumer, {
      body: { isEmployeeDiscountTCAccepted: true },
    });
    expect(errorIdOf(other)).toBe('PRO418');
  });

  it.each([
    [
      'an email of another profile',
      { consumerDetails: { email: 'maya.alvarez@example.com' } },
      409,
      'AUT439',
    ],
    [
      'a phone of another profile',
      { consumerDetails: { phone: '3035550188', phoneCode: 'US' } },
      409,
      'AUT442',
    ],
    [
      'a birth date under the minimal age',
      { consumerDetails: { birthDate: '2020-01-01' } },
      400,
      'PRO410',
    ],
    [
      'interests that are not pipe-separated keys',
      { preferences: { interests: 'a,b' } },
      400,
      'API400',
    ],
    [
      'an over-long shoe size',
      { preferences: { preferredShoeSize: 'x'.repeat(11) } },
      400,
      'API400',
    ],
    ['a wrong type', { consumerDetails: { firstName: 42 } }, 400, 'API400'],
  ])('refuses %s', async (_, body, status, errorId) => {
    const result = await (await signedIn('pro')).send(updateConsumer, { body: body as never });
    expect(result.status).toBe(status);
    expect(errorIdOf(result)).toBe(errorId);
  });
});

describe('POST /consumers-v3/consumer', () => {
  it('creates a profile without a password for a signed-out visitor', async () => {
    const result = await server()
      .agent()
      .send(createConsumer, {
        body: {
          consumerDetails: { email: 'Trail.Fan@Example.com', firstName: 'Trail', lastName: 'Fan' },
          subscriptions: [
            {
              type: 'Newsletter',
              channel: 'email',
              recipient: 'trail.fan@example.com',
              optin: true,
            },
          ],
        },
      });
    expect(result.status).toBe(201);
    expect(result.body.consumerId).toMatch(/^[0-9a-f-]{36}$/);
    const lookup = await server()
      .agent()
      .send(lookupConsumer, { query: { email: 'trail.fan@example.com' } });
    expect(lookup.body.exists).toBe(false);
    // Mailed the sign-up link that finishes the account: the one that prefills from it.
    const [mail] = await server()
      .db.select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, 'trail.fan@example.com'),
          eq(mailOutbox.template, 'finishAccount'),
        ),
      );
    const link = new URL(mail?.data.link ?? 'http://invalid');
    expect(link.pathname).toBe('/en-us/sign-up');
    const prefill = await server()
      .agent()
      .send(retrieveUserData, {
        body: {
          consumerId: link.searchParams.get('consumerId') ?? '',
          email: link.searchParams.get('email') ?? '',
          token: link.searchParams.get('token') ?? '',
        },
      });
    expect(prefill.status).toBe(200);
    expect(prefill.body.consumerDetails).toMatchObject({ firstName: 'Trail', lastName: 'Fan' });
  });

  it.each([
    [
      'an email with a profile',
      { consumerDetails: { email: loyalty.consumerDetails.email } },
      409,
      'PRO400',
    ],
    [
      'a phone in use',
      { consumerDetails: { email: 'p1@example.com', phone: '3035550188', phoneCode: 'US' } },
      409,
      'AUT442',
    ],
    [
      'a birth date under the minimal age',
      { consumerDetails: { email: 'p2@example.com', birthDate: '2024-05-05' } },
      400,
      'PRO410',
    ],
    [
      'loyalty without a birth date',
      {
        consumerDetails: { email: 'p3@example.com' },
        enrollments: [{ type: 'Loyalty', optin: true }],
      },
      400,
      'PRO411',
    ],
    ['no email', { consumerDetails: { firstName: 'Nobody' } }, 400, 'API400'],
    ['a bad email', { consumerDetails: { email: 'nobody@' } }, 400, 'AUT453'],
  ])('refuses %s', async (_, body, status, errorId) => {
    const result = await server()
      .agent()
      .send(createConsumer, { body: body as never });
    expect(result.status).toBe(status);
    expect(errorIdOf(result)).toBe(errorId);
  });
});

describe('GET lookup and POST retrieveUserData', () => {
  it('tells whether an email has an account', async () => {
    const agent = server().agent();
    const known = await agent.send(lookupConsumer, {
      query: { email: 'MAYA.ALVAREZ@example.com' },
    });
    expect(known.body).toEqual({ email: 'maya.alvarez@example.com', exists: true });
    const profileOnly = demoAccount('profileOnly').profile.consumerDetails.email;
    expect((await agent.send(lookupConsumer, { query: { email: profileOnly } })).body.exists).toBe(
      false,
    );
    expect(
      (await agent.send(lookupConsumer, { query: { email: 'new@example.com' } })).body.exists,
    ).toBe(false);
    expect(errorIdOf(await agent.send(lookupConsumer, { query: { email: 'nope' } }))).toBe(
      'AUT453',
    );
  });

  it('returns details and enrollments for the mailed link’s id, email and token only', async () => {
    const agent = server().agent();
    const now = server().clock.now();
    const email = loyalty.consumerDetails.email;
    const token = signUpLinkToken(server().config, loyalty.consumerId, email, now);
    const result = await agent.send(retrieveUserData, {
      body: { consumerId: loyalty.consumerId, email, token },
    });
    expect(result.status).toBe(200);
    expect(result.body.consumerDetails).toMatchObject({ firstName: 'Maya', address: [] });
    expect(result.body.enrollments).toHaveLength(1);
    const another = demoAccount('pro').profile.consumerId;
    for (const body of [
      { consumerId: loyalty.consumerId, email: 'someone.else@example.com', token },
      { consumerId: 'not-a-uuid', email, token },
      // Knowing the id and the email is not enough (issue 44): the link's token is.
      { consumerId: loyalty.consumerId, email, token: `${token.split('.')[0]}.${'x'.repeat(43)}` },
      { consumerId: another, email, token },
      {
        consumerId: loyalty.consumerId,
        email,
        token: signUpLinkToken(server().config, loyalty.consumerId, email, new Date(0)),
      },
    ]) {
      const miss = await agent.send(retrieveUserData, { body });
      expect(miss.status).toBe(404);
      expect(errorIdOf(miss)).toBe('CCN404');
    }
  });
});

describe('addresses', () => {
  it('adds (the first of a type is main), updates and deletes', async () => {
    const agent = await signedIn('registered');
    const added = await agent.send(addAddress, { body: address });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ main: true, postalCode: 'V6C 2R7', addressLine2: null });
    const second = await agent.send(addAddress, {
      body: { ...address, addressLine1: '1 Main St', main: true },
    });
    expect(second.body.main).toBe(true);
    const profile = await agent.send(getConsumer);
    const mains = profile.body.consumerDetails.address.filter((a) => a.main);
    expect(mains.map((a) => a.id)).toEqual([second.body.id]);

    const updated = await agent.send(updateAddress, {
      params: { addressId: added.body.id },
      body: { ...address, addressLine2: 'Suite 300' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.addressLine2).toBe('Suite 300');

    expect(
      (await agent.send(deleteAddress, { params: { addressId: second.body.id } })).status,
    ).toBe(204);
    const after = await agent.send(getConsumer);
    expect(after.body.consumerDetails.address).toEqual([{ ...updated.body, main: true }]);
  });

  it('answers CCA400 for a duplicate and CCA401 for unknown, foreign or malformed ids', async () => {
    const agent = await signedIn('athlete');
    await agent.send(addAddress, {
      body: { ...address, firstName: 'Amélie', lastName: 'Tremblay' },
    });
    const duplicate = await agent.send(addAddress, {
      body: { ...address, firstName: 'amélie ', lastName: 'TREMBLAY', city: 'vancouver' },
    });
    expect(duplicate.status).toBe(409);
    expect(errorIdOf(duplicate)).toBe('CCA400');
    const foreign = loyalty.consumerDetails.address[0]?.id ?? '';
    for (const addressId of [foreign, '00000000-0000-4000-8000-000000000000', 'not_a_uuid']) {
      const update = await agent.send(updateAddress, { params: { addressId }, body: address });
      expect(update.status).toBe(404);
      expect(errorIdOf(update)).toBe('CCA401');
      expect(errorIdOf(await agent.send(deleteAddress, { params: { addressId } }))).toBe('CCA401');
    }
  });

  it.each([
    ['a line over 30 characters', { addressLine1: 'x'.repeat(31) }],
    ['a one-letter name', { firstName: 'A' }],
    ['a country that is not ISO', { country: 'Canada' }],
    ['a phone with letters', { phone: '604-CALL-NOW' }],
  ])('refuses %s with API400', async (_, change) => {
    const agent = await signedIn('pro');
    const result = await agent.send(addAddress, { body: { ...address, ...change } });
    expect(result.status).toBe(400);
    expect(errorIdOf(result)).toBe('API400');
  });
});

describe('subscriptions', () => {
  // The double opt-in and who may change what: subscriptions.test.ts.
  it('lets a signed-out visitor ask to opt in, waiting for the double opt-in', async () => {
    const agent = server().agent();
    const optIn = await agent.send(createSubscriptions, {
      body: {
        subscriptions: [
          { type: 'Newsletter', channel: 'email', recipient: 'Fan@Example.com', optin: true },
        ],
      },
    });
    expect(optIn.status).toBe(201);
    expect(optIn.body.subscriptions[0]).toMatchObject({
      recipient: 'fan@example.com',
      optin: false,
      doubleOptin: true,
      optinDate: null,
      optoutDate: null,
    });
    const sms = await agent.send(createSubscriptions, {
      body: {
        subscriptions: [
          { type: 'Newsletter', channel: 'sms', recipient: 'not-a-phone', optin: true },
        ],
      },
    });
    expect(errorIdOf(sms)).toBe('API400');
  });

  it('lists and updates the signed-in consumer’s subscriptions', async () => {
    const agent = await signedIn('loyalty');
    const list = await agent.send(getSubscriptions);
    expect(list.body.subscriptions).toHaveLength(2);
    const updated = await agent.send(updateSubscriptions, {
      body: {
        subscriptions: [
          {
            type: 'Newsletter',
            channel: 'email',
            recipient: loyalty.consumerDetails.email,
            optin: false,
          },
          { type: 'Newsletter', channel: 'sms', recipient: '3035550188', optin: true },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.subscriptions.map((s) => [s.channel, s.optin])).toEqual([
      ['email', false],
      ['email', true],
      ['sms', true],
    ]);
    const foreign = await agent.send(updateSubscriptions, {
      body: {
        subscriptions: [
          {
            type: 'Newsletter',
            channel: 'email',
            recipient: 'amelie.tremblay@example.com',
            optin: false,
          },
        ],
      },
    });
    expect(errorIdOf(foreign)).toBe('PRO418');
    expect(errorIdOf(await server().agent().send(getSubscriptions))).toBe('AUT432');
  });
});
