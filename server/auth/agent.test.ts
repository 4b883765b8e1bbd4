import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { agentLogin, getToken } from '#api/contract/auth.ts';
import { getConsumer } from '#api/contract/consumer.ts';
import { getCatalogue } from '#demo/catalogue/index.ts';
import { DEMO_PASSWORD, demoAssociates } from '#demo/profiles/index.ts';
import { consumerDomain } from '../consumer/index.ts';
import { associatesSeeder, seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { authDomain } from './index.ts';
import { passwordHashing } from './passwords.ts';

const catalogueSeeder = seeders.find((seeder) => seeder.name === 'catalogue');
if (!catalogueSeeder) throw new Error('The catalogue seeder is missing');

const server = setupTestServer({
  seed: [catalogueSeeder, associatesSeeder],
  domains: [authDomain, consumerDomain],
  config: { trustProxy: 1 },
});

const [associate] = demoAssociates;
if (!associate) throw new Error('No demo associate');
const catalogue = getCatalogue();
const employee = catalogue.employees.find((e) => e.employeeId === associate.storeEmployeeId);
const store = catalogue.stores.find((s) => s.id === associate.storeId);

describe('POST /consumers-v3/consumer/agent/login', () => {
  it('opens an associate session from the store roster', async () => {
    const agent = server().agent();
    const result = await agent.send(agentLogin, {
      body: {
        storeId: associate.storeId,
        storeEmployeeId: associate.storeEmployeeId,
        password: DEMO_PASSWORD,
      },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      storeId: associate.storeId,
      storeName: store?.name,
      storeEmployeeId: associate.storeEmployeeId,
      storeEmployeeName: `${employee?.firstName} ${employee?.lastName}`,
      consumerType: 'ASSOCIATE',
    });
    expect(agent.cookies.has('cairn_at')).toBe(true);
    // A consumer call is not an associate's; the session refreshes as an associate.
    expect(errorIdOf(await agent.send(getConsumer))).toBe('AUT432');
    const refreshed = await agent.send(getToken, { body: { grantType: 'refresh_token' } });
    expect(refreshed.body.consumerType).toBe('ASSOCIATE');
    // The store's associate bar names who serves where, after a reload too.
    expect(refreshed.body.associate).toEqual({
      storeId: associate.storeId,
      storeName: store?.name,
      storeEmployeeId: associate.storeEmployeeId,
      storeEmployeeName: `${employee?.firstName} ${employee?.lastName}`,
    });
    // A shopper's session names no associate.
    const guest = await server()
      .agent()
      .send(getToken, { body: { grantType: 'guest' } });
    expect(guest.body.associate).toBeNull();
  });

  it.each([
    ['an unknown employee', { storeEmployeeId: '999999' }, 401, 'AUT401'],
    ['an employee of another store', { storeId: '1002' }, 401, 'AUT401'],
    ['an unknown store', { storeId: '9999' }, 401, 'AUT401'],
    ['a wrong password', { password: 'Wrong-pass1' }, 401, 'AUT401'],
    ['a malformed store id', { storeId: '10 01' }, 400, 'API400'],
  ])('refuses %s', async (_, change, status, errorId) => {
    const result = await server()
      .agent()
      .send(agentLogin, {
        headers: { 'x-forwarded-for': `198.51.100.${status}` },
        body: {
          storeId: associate.storeId,
          storeEmployeeId: associate.storeEmployeeId,
          password: DEMO_PASSWORD,
          ...change,
        },
      });
    expect(result.status).toBe(status);
    expect(errorIdOf(result)).toBe(errorId);
  });

  it('answers an unknown store, an unknown employee and a wrong password alike', async () => {
    const attempt = async (change: Record<string, string>) => {
      const result = await server()
        .agent()
        .send(agentLogin, {
          headers: { 'x-forwarded-for': '198.51.100.20' },
          body: {
            storeId: associate.storeId,
            storeEmployeeId: associate.storeEmployeeId,
            password: DEMO_PASSWORD,
            ...change,
          },
        });
      return { status: result.status, body: { ...result.body, correlationId: undefined } };
    };
    const wrongPassword = await attempt({ password: 'Wrong-pass1' });
    expect(wrongPassword.status).toBe(401);
    expect(await attempt({ storeId: '9999' })).toEqual(wrongPassword);
    expect(await attempt({ storeEmployeeId: '999999' })).toEqual(wrongPassword);
    expect(await attempt({ storeId: '1002' })).toEqual(wrongPassword);
  });

  it('locks an associate after repeated wrong passwords (AUT423)', async () => {
    const agent = server().agent();
    const attempt = (password: string) =>
      agent.send(agentLogin, {
        headers: { 'x-forwarded-for': '198.51.100.77' },
        body: { storeId: associate.storeId, storeEmployeeId: associate.storeEmployeeId, password },
      });
    // A success clears the failures counted so far.
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(errorIdOf(await attempt('Wrong-pass1'))).toBe('AUT401');
    expect(errorIdOf(await attempt('Wrong-pass1'))).toBe('AUT423');
    expect(errorIdOf(await attempt(DEMO_PASSWORD))).toBe('AUT423');
  });
});

describe('associate login work', () => {
  // The production argon2 cost: the point is that every path pays it.
  const costly = setupTestServer({
    seed: [catalogueSeeder, associatesSeeder],
    domains: [authDomain],
    config: { trustProxy: 1, auth: { passwordHash: { memoryCost: 19_456, timeCost: 2 } } },
  });

  it('spends the same work on unknown stores and employees as on a wrong password', async () => {
    // Every verification still runs, and is counted (what a wrong password costs is its work).
    const verified = vi.spyOn(passwordHashing, 'verify');
    onTestFinished(() => verified.mockRestore());
    /** The argon2 parameters of each hash verified during one attempt. */
    const attempt = async (change: Record<string, string>) => {
      verified.mockClear();
      const result = await costly()
        .agent()
        .send(agentLogin, {
          headers: { 'x-forwarded-for': '198.51.100.30' },
          body: {
            storeId: associate.storeId,
            storeEmployeeId: associate.storeEmployeeId,
            password: 'Wrong-pass1',
            ...change,
          },
        });
      expect(errorIdOf(result)).toBe('AUT401');
      return verified.mock.calls.map(([hash]) => String(hash).split('$').slice(1, 4).join('$'));
    };
    const known = await attempt({});
    // One real verification, at the configured cost.
    expect(known).toEqual(['argon2id$v=19$m=19456,t=2,p=1']);
    // An unknown store or employee pays exactly the same: one verification, same cost.
    await expect(attempt({ storeId: '9999' })).resolves.toEqual(known);
    await expect(attempt({ storeEmployeeId: '999990' })).resolves.toEqual(known);
  });
});
