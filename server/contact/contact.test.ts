import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getContactCategories, submitContactRequest } from '#api/contract/contact.ts';
import { getDevOutbox } from '#api/contract/internal.ts';
import { contactRequests } from '../db/schema/contact.ts';
import { contactSeeder } from '../db/seed.ts';
import { devDomain } from '../dev/index.ts';
import { PASS } from '../test/flows.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { contactDomain } from './index.ts';

const server = setupTestServer({ seed: [contactSeeder], domains: [contactDomain, devDomain] });

const request = {
  brand: 'ridgeline' as const,
  categoryCode: 'orders',
  subjectCode: 'order-status',
  firstName: 'Maya',
  lastName: 'Alvarez',
  email: 'maya.alvarez@example.com',
  orderNumber: 'RDG00012345',
  message: 'My parcel has not moved for a week.',
  captcha: PASS,
};

describe('GET /consumers-v3/contactus/categorySubject', () => {
  it('lists categories and subjects in the locale’s language', async () => {
    const agent = server().agent();
    const en = await agent.send(getContactCategories);
    expect(en.status).toBe(200);
    expect(en.body.categories[0]).toMatchObject({ code: 'orders', label: 'My order' });
    expect(en.body.categories[0]?.subjects.map((s) => s.code)).toEqual([
      'order-status',
      'order-change',
      'damaged-item',
    ]);
    const fr = await agent.send(getContactCategories, { query: { locale: 'fr-fr' } });
    expect(fr.body.categories[0]?.label).toBe('Ma commande');
    const de = await agent.send(getContactCategories, { query: { locale: 'de-de' } });
    expect(de.body.categories[1]?.label).toBe('Rücksendungen und Erstattungen');
  });
});

describe('POST /consumers-v3/contactus', () => {
  it('opens a case and mails an acknowledgement', async () => {
    const result = await server()
      .agent()
      .send(submitContactRequest, { body: request, query: { locale: 'en-us' } });
    expect(result.status).toBe(201);
    expect(result.body.caseNumber).toMatch(/^CS-\d{8}$/);
    const [row] = await server()
      .db.select()
      .from(contactRequests)
      .where(eq(contactRequests.caseNumber, result.body.caseNumber));
    expect(row).toMatchObject({
      brand: 'ridgeline',
      subjectCode: 'order-status',
      message: request.message,
    });
    const outbox = await server()
      .agent()
      .send(getDevOutbox, { query: { recipient: request.email } });
    expect(outbox.body.messages[0]).toMatchObject({ template: 'contactAcknowledgement' });
    expect(outbox.body.messages[0]?.subject).toContain(result.body.caseNumber);
  });

  it('takes the names the form takes: a typographic apostrophe, a combining accent', async () => {
    const result = await server()
      .agent()
      .send(submitContactRequest, {
        body: { ...request, firstName: 'Zoe\u0301', lastName: 'O’Brien' },
      });
    expect(result.status).toBe(201);
  });

  it.each([
    ['no category', { categoryCode: undefined }, 'ATTR100'],
    ['an unknown subject', { subjectCode: 'weather' }, 'ATTR100'],
    ['a subject of another category', { subjectCode: 'points' }, 'ATTR100'],
    ['no brand (organisation)', { brand: undefined }, 'ATTR200'],
    ['no message (payload)', { message: undefined }, 'ATTR300'],
    ['an empty message', { message: '   ' }, 'ATTR300'],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'API400'],
    ['a bad email', { email: 'maya@' }, 'AUT453'],
    ['an unknown brand', { brand: 'acme' }, 'API400'],
  ])('refuses %s', async (_, change, errorId) => {
    const result = await server()
      .agent()
      .send(submitContactRequest, { body: { ...request, ...change } as never });
    expect(result.status).toBe(400);
    expect(errorIdOf(result)).toBe(errorId);
  });
});
