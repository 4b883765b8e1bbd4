import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submitContactRequest } from '#api/contract/contact.ts';
import { getDevOutbox } from '#api/contract/internal.ts';
import { defaultRateLimits } from '../config.ts';
import { contactRequests } from '../db/schema/contact.ts';
import { contactSeeder } from '../db/seed.ts';
import { devDomain } from '../dev/index.ts';
import { PASS } from '../test/flows.ts';
import { setupTestServer } from '../test/harness.ts';
import { contactDomain } from './index.ts';

const server = setupTestServer({
  seed: [contactSeeder],
  domains: [contactDomain, devDomain],
  config: {
    rateLimits: {
      ...defaultRateLimits,
      contactAcknowledgementPerRecipient: { max: 2, windowSeconds: 3600 },
    },
  },
});

const request = {
  brand: 'ridgeline' as const,
  categoryCode: 'orders',
  subjectCode: 'order-status',
  firstName: 'Maya',
  lastName: 'Alvarez',
  message: 'My parcel has not moved for a week.',
  captcha: PASS,
};

async function submit(email: string) {
  const result = await server()
    .agent()
    .send(submitContactRequest, { body: { ...request, email } });
  expect(result.status).toBe(201);
  return result.body.caseNumber;
}

async function acknowledgements(recipient: string) {
  const result = await server().agent().send(getDevOutbox, { query: { recipient } });
  return result.body.messages.filter((message) => message.template === 'contactAcknowledgement');
}

async function storedCases(email: string) {
  return server()
    .db.select({ caseNumber: contactRequests.caseNumber })
    .from(contactRequests)
    .where(eq(contactRequests.email, email));
}

describe('contact-us acknowledgements per recipient', () => {
  it('opens every case but mails a few acknowledgements per address and hour', async () => {
    const email = 'flooded@example.com';
    const cases = [
      await submit(email),
      await submit('Flooded@Example.com'),
      await submit(email),
      await submit(email),
    ];
    expect(new Set(cases).size).toBe(4);
    expect(await storedCases(email)).toHaveLength(4);
    const mailed = await acknowledgements(email);
    expect(mailed).toHaveLength(2);
    expect(mailed.map((message) => message.subject).join(' ')).toContain(cases[0]);
    // Other addresses are not held back; this one gets mails again in the next hour.
    await submit('other@example.com');
    expect(await acknowledgements('other@example.com')).toHaveLength(1);
    server().clock.advance(3600_000);
    await submit(email);
    expect(await acknowledgements(email)).toHaveLength(3);
  });

  it('counts parallel requests exactly', async () => {
    const email = 'parallel@example.com';
    await Promise.all(Array.from({ length: 6 }, () => submit(email)));
    expect(await storedCases(email)).toHaveLength(6);
    expect(await acknowledgements(email)).toHaveLength(2);
  });
});
