import { describe, expect, it } from 'vitest';
import {
  fulfilDevOrder,
  getDevOutbox,
  getServerTime,
  receiveDevReturn,
  validateResponse,
} from '#api/contract/internal.ts';
import { internalDomain } from '../internal/index.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { devDomain } from './index.ts';

const development = setupTestServer({ domains: [devDomain, internalDomain] });
const production = setupTestServer({
  domains: [devDomain],
  config: { environment: 'production' },
  // Production refuses the sandbox bot check; this file signs nobody in.
  botCheck: { verify: async () => false },
});

describe('GET /api/dev/outbox', () => {
  it('answers outside production and API404 in production', async () => {
    const open = await development().agent().send(getDevOutbox);
    expect(open.status).toBe(200);
    expect(open.body.messages).toEqual([]);
    const closed = await production().agent().send(getDevOutbox);
    expect(closed.status).toBe(404);
    expect(errorIdOf(closed)).toBe('API404');
  });
});

describe('POST /api/dev/orders/:orderNumber/fulfil', () => {
  it('is not there in production (API404, whatever the body)', async () => {
    const closed = await production()
      .agent()
      .send(fulfilDevOrder, {
        params: { orderNumber: 'CRN10000001' },
        body: { status: 'SHIPPED' },
      });
    expect(closed.status).toBe(404);
    expect(errorIdOf(closed)).toBe('API404');
    const open = await development()
      .agent()
      .send(fulfilDevOrder, {
        params: { orderNumber: 'CRN10000001' },
        body: { status: 'SHIPPED' },
      });
    expect(errorIdOf(open)).toBe('ORD409');
  });
});

describe('POST /api/dev/returns/:returnId/received', () => {
  it('is not there in production (API404); RTN404 for no such return elsewhere', async () => {
    const params = { returnId: 'AAAAAAAAAAAAAAAAAAAAAA' };
    const closed = await production().agent().send(receiveDevReturn, { params });
    expect(closed.status).toBe(404);
    expect(errorIdOf(closed)).toBe('API404');
    const open = await development().agent().send(receiveDevReturn, { params });
    expect(open.status).toBe(404);
    expect(errorIdOf(open)).toBe('RTN404');
  });
});

describe('internal calls', () => {
  it('tells the service time', async () => {
    const result = await development().agent().send(getServerTime);
    expect(result.body.timestamp).toBe(development().clock.now().getTime());
  });

  it('checks a body against a named route of the contract', async () => {
    const agent = development().agent();
    const good = await agent.send(validateResponse, {
      params: { contract: 'getServerTime' },
      body: { timestamp: 1 },
    });
    expect(good.body).toEqual({ valid: true, issues: [] });
    const bad = await agent.send(validateResponse, {
      params: { contract: 'getServerTime' },
      body: { timestamp: 'soon' },
    });
    expect(bad.body.valid).toBe(false);
    expect(bad.body.issues[0]?.path).toBe('timestamp');
    const unknown = await agent.send(validateResponse, { params: { contract: 'nope' }, body: {} });
    expect(errorIdOf(unknown)).toBe('API404');
  });
});
