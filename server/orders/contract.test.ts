import { describe, expect, it } from 'vitest';
import type { ErrorId } from '#api/contract/errors.ts';
import { errorCatalogue } from '#api/contract/errors.ts';
import { receiveDevReturn } from '#api/contract/internal.ts';
import {
  cancelOrder,
  createReturnLabel,
  downloadReturnLabel,
  getPurchase,
  getPurchaseHistory,
  getReturnLabel,
  trackOrder,
} from '#api/contract/orders.ts';
import type { AnyRoute } from '#api/contract/route.ts';
import { orderHappyPath } from '#mocks/handlers/orders.ts';
import { MOCK_SESSION_COOKIE } from '#mocks/handlers/session.ts';
import { seeders } from '../db/seed.ts';
import { errorIdIn, sendToMocks } from '../test/contract.ts';
import { guestSession, signInAs } from '../test/flows.ts';
import { type SendInput, setupTestServer } from '../test/harness.ts';

/**
 * The orders MSW handlers refuse what the service refuses, with the same status and
 * errorId: the stories' error states are the store's. (Their orders differ: the mocks hold
 * a dozen made up for the stories, the service the demo member's three; the pages'
 * stories and the service's tests check the bodies.)
 */
const server = setupTestServer({
  seed: seeders.filter((s) =>
    ['catalogue', 'profiles', 'checkout', 'demo-orders'].includes(s.name),
  ),
});

interface Refusal {
  name: string;
  route: AnyRoute;
  input: SendInput;
  errorId: ErrorId;
  /** Signed in as the demo member (the mocks' default shopper) rather than a guest. */
  member?: boolean;
}

const NO_SUCH_ORDER = 'CRN00000000';
const email = 'nobody@example.com';

const refusals: Refusal[] = [
  {
    name: 'a guest has no order history',
    route: getPurchaseHistory,
    input: { body: { start: 0, count: 10 } },
    errorId: 'AUT432',
  },
  {
    name: 'an order number no order has',
    route: trackOrder,
    input: { body: { orderNumber: NO_SUCH_ORDER, email } },
    errorId: 'OHS4004',
  },
  {
    name: 'a lookup without an email',
    route: trackOrder,
    input: { body: { orderNumber: NO_SUCH_ORDER } },
    errorId: 'API400',
  },
  {
    name: 'cancelling no order',
    route: cancelOrder,
    input: { body: { orderNumber: NO_SUCH_ORDER, email, reasonCode: 'OTHER' } },
    errorId: 'ORD409',
  },
  {
    name: 'cancelling for a reason not on the list',
    route: cancelOrder,
    input: { body: { orderNumber: NO_SUCH_ORDER, email, reasonCode: 'BORED' } },
    errorId: 'API400',
  },
  {
    name: 'a return of no order',
    route: createReturnLabel,
    input: {
      params: { orderId: NO_SUCH_ORDER },
      body: { email, items: [{ itemId: 'line-1', qty: 1, reasonCode: 'TOO_SMALL' }] },
    },
    errorId: 'ORD409',
  },
  {
    name: 'a return of nothing',
    route: createReturnLabel,
    input: { params: { orderId: NO_SUCH_ORDER }, body: { email, items: [] } },
    errorId: 'API400',
  },
  {
    name: 'a label no return has',
    route: getReturnLabel,
    input: { params: { returnId: 'no-such-return-label' } },
    errorId: 'RTN404',
  },
  {
    name: 'the PDF of a label no return has',
    route: downloadReturnLabel,
    input: { params: { returnId: 'no-such-return-label' }, body: {} },
    errorId: 'RTN404',
  },
  {
    name: 'the warehouse receives a return no label has',
    route: receiveDevReturn,
    input: { params: { returnId: 'no-such-return-label' } },
    errorId: 'RTN404',
  },
  {
    name: 'a member asks for an order that is not theirs',
    route: getPurchase,
    input: { params: { orderId: NO_SUCH_ORDER } },
    errorId: 'ORD409',
    member: true,
  },
];

describe('orders: MSW handlers refuse as the service does', () => {
  it.each(refusals.map((refusal) => [refusal.name, refusal] as const))(
    '%s',
    async (_name, refusal) => {
      const agent = server().agent();
      if (refusal.member) await signInAs(agent, 'loyalty');
      else await guestSession(agent);
      const service = await agent.send(refusal.route, refusal.input);
      const mock = await sendToMocks(orderHappyPath, refusal.route, {
        ...refusal.input,
        // The mocks read the shopper from their session cookie; none is a guest.
        ...(refusal.member ? {} : { headers: { cookie: `${MOCK_SESSION_COOKIE}=guest` } }),
      });
      const status = errorCatalogue[refusal.errorId].status;
      expect(service.status, JSON.stringify(service.body)).toBe(status);
      expect(mock.status, JSON.stringify(mock.body)).toBe(status);
      expect(errorIdIn(service)).toBe(refusal.errorId);
      expect(errorIdIn(mock)).toBe(refusal.errorId);
    },
  );
});
