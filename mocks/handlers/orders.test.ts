import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { receiveDevReturn } from '#api/contract/internal.ts';
import { createReturnLabel, downloadReturnLabel, getPurchase } from '#api/contract/orders.ts';
import { type AnyRoute, buildPath } from '#api/contract/route.ts';
import { orderHappyPath, resetOrderMocks } from './orders.ts';
import { MOCK_SESSION_COOKIE } from './session.ts';

/*
 * The order handlers' returns, as the service keeps them (commerce/orders/changes.ts): a
 * label leaves the order DELIVERED, awaiting its parcel; the parcel received makes it
 * RETURNED once every returnable unit is back. That they refuse as the service does is
 * proven by server/orders/contract.test.ts.
 */

async function call(
  route: AnyRoute,
  input: { params?: Record<string, string>; body?: unknown; guest?: boolean } = {},
) {
  const url = `http://localhost/api${buildPath(route.path, input.params ?? {})}`;
  const headers: Record<string, string> = input.guest
    ? { cookie: `${MOCK_SESSION_COOKIE}=guest` }
    : {};
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await getResponse(
    orderHappyPath,
    new Request(url, {
      method: route.method,
      headers,
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    }),
  );
  if (!response) throw new Error(`no handler for ${url}`);
  return { status: response.status, body: await response.json() };
}

const order = (orderId: string) => call(getPurchase, { params: { orderId } });

beforeEach(() => resetOrderMocks());

describe('returns in the order mocks', () => {
  it('keep the order DELIVERED until the parcel is received, then RETURNED', async () => {
    // Boots beside a gift card: the boots are the order's only returnable unit.
    const made = await call(createReturnLabel, {
      params: { orderId: 'CRN2610006' },
      body: { items: [{ itemId: 'CRN2610006-1', qty: 1, reasonCode: 'TOO_SMALL' }] },
    });
    expect(made.status).toBe(200);
    const { returnId } = made.body;
    const labelled = await order('CRN2610006');
    expect(labelled.body.status).toBe('DELIVERED');
    expect(labelled.body.returns).toMatchObject([
      { returnId, status: 'AWAITING_PARCEL', receivedAt: null },
    ]);

    const received = await call(receiveDevReturn, { params: { returnId } });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ returnId, orderStatus: 'RETURNED' });
    const returned = await order('CRN2610006');
    expect(returned.body.status).toBe('RETURNED');
    expect(returned.body.returns).toMatchObject([
      { returnId, status: 'RECEIVED', receivedAt: received.body.receivedAt },
    ]);
    const again = await call(receiveDevReturn, { params: { returnId } });
    expect(again.body).toEqual(received.body);
  });

  it('leave an order with units still out DELIVERED when one return comes back', async () => {
    // A jacket and two base layers, one of them on the demo's label: that parcel comes back.
    const first = (await order('CRN2610009')).body.returns[0];
    expect(first).toMatchObject({ status: 'AWAITING_PARCEL', receivedAt: null });
    const received = await call(receiveDevReturn, { params: { returnId: first.returnId } });
    expect(received.body.orderStatus).toBe('DELIVERED');
    expect((await order('CRN2610007')).body.returns[0]).toMatchObject({ status: 'RECEIVED' });
  });

  it('links a label’s PDF by the return alone, as the printable label; RTN404 for none', async () => {
    const returnId = 'rtn-2610009-a1';
    const own = await call(downloadReturnLabel, { params: { returnId }, body: {} });
    expect(own.status).toBe(200);
    expect(own.body.url).toBe(`/api/consumers-v3/consumer/return/label/mock-${returnId}`);
    const fromTheMail = await call(downloadReturnLabel, {
      params: { returnId },
      body: {},
      guest: true,
    });
    expect(fromTheMail.status).toBe(200);
    const unknown = await call(downloadReturnLabel, {
      params: { returnId: 'rtn-no-such-return' },
      body: {},
      guest: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0].errorId).toBe('RTN404');
  });
});
