import { describe, expect, it } from 'vitest';
import { agentLogin, getToken } from '#api/contract/auth.ts';
import { getConsumer } from '#api/contract/consumer.ts';
import { getCatalogue } from '#mocks/data/catalogue/index.ts';
import { DEMO_PASSWORD, demoAssociates } from '#mocks/data/profiles/index.ts';
import { consumerDomain } from '../consumer/index.ts';
import { associatesSeeder, seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { authDomain } from './index.ts';

const catalogueSeeder = seeders.find((seeder) => seeder.name === 'catalogue');
if (!catalogueSeeder) throw new Error('The catalogue seeder is missing');

const server = setupTestServer({
  seed: [catalogueSeeder, associatesSeeder],
  domains: [authDomain, consumerDomain],
  config: { trustProxy: true },
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
  });

  it.each([
    ['an unknown employee', { storeEmployeeId: '999999' }, 404, 'STR404'],
    ['an employee of another store', { storeId: '1002' }, 404, 'STR404'],
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
