import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerForEvent } from '#api/contract/consumer.ts';
import { getDevOutbox } from '#api/contract/internal.ts';
import { DEMO_EVENT_DAYS, demoEventId } from '#demo/content/index.ts';
import { demoAccount } from '#demo/profiles/index.ts';
import { authDomain } from '../auth/index.ts';
import { consumerDomain } from '../consumer/index.ts';
import { eventRegistrations } from '../db/schema/events.ts';
import { seeders } from '../db/seed.ts';
import { devDomain } from '../dev/index.ts';
import { signInAs } from '../test/flows.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { eventsDomain } from './index.ts';

const server = setupTestServer({
  seed: seeders.filter((seeder) => ['content', 'profiles'].includes(seeder.name)),
  domains: [authDomain, consumerDomain, eventsDomain, devDomain],
});

const eventId = demoEventId('ridgeline');

const registration = {
  email: 'maya.alvarez@example.com',
  attendingDays: '2027-06-11, 2027-06-13',
  eventId,
  eventTermsAccepted: true,
  firstName: 'Maya',
  lastName: 'Alvarez',
  gender: 'F',
  phoneNumber: '3035550188',
  plusOne: 'Sam O’Neil',
  registrationTimestamp: '2026-11-21T10:15:00.000Z',
};

async function member(key = 'loyalty') {
  const agent = server().agent();
  const session = await signInAs(agent, key);
  return { agent, consumerNo: session.consumerNo };
}

async function rowsOf(id: string) {
  return server().db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, id));
}

describe('POST /consumers-v3/consumer/event-registration', () => {
  it('stores the registration and mails a confirmation in the member’s language', async () => {
    const { agent } = await member();
    const result = await agent.send(registerForEvent, {
      body: registration,
      query: { locale: 'fr-fr' },
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ eventId, status: 'REGISTERED' });
    const [row, ...others] = await rowsOf(eventId);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id: result.body.registrationId,
      email: 'maya.alvarez@example.com',
      attendingDays: ['2027-06-11', '2027-06-13'],
      plusOne: 'Sam O’Neil',
      locale: 'fr-fr',
    });
    expect(row?.registeredAt.toISOString()).toBe(registration.registrationTimestamp);
    const outbox = await agent.send(getDevOutbox, { query: { recipient: registration.email } });
    const mail = outbox.body.messages.find((m) => m.template === 'eventRegistration');
    expect(mail?.subject).toBe('Vous êtes inscrit : Journées du sentier 2027');
    expect(mail?.text).toContain('vendredi 11 juin 2027');
    expect(mail?.text).toContain('Sam O’Neil');
  });

  it('replaces an earlier registration of the same member for the event', async () => {
    const { agent } = await member('employee');
    const email = demoAccount('employee').profile.consumerDetails.email;
    const body = { ...registration, email, firstName: 'Jordan', plusOne: undefined };
    const first = await agent.send(registerForEvent, { body });
    const again = await agent.send(registerForEvent, {
      body: { ...body, attendingDays: DEMO_EVENT_DAYS.endDate },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.registrationId).toBe(first.body.registrationId);
    const rows = (await rowsOf(eventId)).filter((row) => row.email === email);
    expect(rows.map((row) => row.attendingDays)).toEqual([['2027-06-13']]);
  });

  it('needs a signed-in member', async () => {
    const result = await server().agent().send(registerForEvent, { body: registration });
    expect(result.status).toBe(401);
    expect(errorIdOf(result)).toBe('AUT432');
  });

  it.each([
    ['no terms accepted', { eventTermsAccepted: false }, /eventTermsAccepted/],
    [
      'days not joined by comma and space',
      { attendingDays: '2027-06-11,2027-06-12' },
      /attendingDays/,
    ],
    ['no day', { attendingDays: '' }, /attendingDays/],
    ['a day outside the event', { attendingDays: '2027-06-11, 2027-06-14' }, /outside the event/],
    ['a day twice', { attendingDays: '2027-06-12, 2027-06-12' }, /a day twice/],
    ['an unknown event', { eventId: 'tread-moon-walk' }, /No event tread-moon-walk/],
    ['another member’s email', { email: 'someone.else@example.com' }, /email is not/],
    ['a guest name with digits', { plusOne: 'R2D2' }, /plusOne/],
    [
      'a timestamp that is no ISO instant',
      { registrationTimestamp: '21/11/2026' },
      /registrationTimestamp/,
    ],
    ['no first name', { firstName: undefined }, /firstName/],
  ])('refuses %s with the spec’s error body', async (_, change, message) => {
    const { agent } = await member();
    const result = await agent.send(registerForEvent, {
      body: { ...registration, ...change } as never,
    });
    expect(result.status).toBe(400);
    expect(errorIdOf(result)).toBe('API400');
    const [detail] = (result.body as unknown as { errorDetails: { message: string }[] })
      .errorDetails;
    expect(detail?.message).toMatch(message);
  });
});
