import { describe, expect, it } from 'vitest';
import { createReturnLabel, getPurchase, getPurchaseHistory } from '#api/contract/orders.ts';
import { seeders } from '../db/seed.ts';
import { signInAs } from '../test/flows.ts';
import { setupTestServer } from '../test/harness.ts';

/*
 * The loyalty demo member's past orders (seeder `demo-orders`): three on en-us, priced
 * from the demo catalogue, one delivered and returnable, one on its way, one cancelled.
 */

const server = setupTestServer({ seed: true });

describe('the demo member’s orders', () => {
  it('shows a delivered, a shipped and a cancelled order on a fresh store', async () => {
    const agent = server().agent();
    await signInAs(agent, 'loyalty');
    const history = await agent.send(getPurchaseHistory, { body: {} });
    expect(history.status).toBe(200);
    expect(getPurchaseHistory.response.safeParse(history.body).success).toBe(true);
    expect(history.body.orders.map((o) => [o.orderNumber, o.status, o.locale])).toEqual([
      ['CRN09000102', 'SHIPPED', 'en-us'],
      ['CRN09000103', 'CANCELLED', 'en-us'],
      ['CRN09000101', 'DELIVERED', 'en-us'],
    ]);
    for (const summary of history.body.orders) {
      expect(summary.totals.total, summary.orderNumber).toBeGreaterThan(0);
      expect(summary.images.length, summary.orderNumber).toBeGreaterThan(0);
    }

    const delivered = await agent.send(getPurchase, { params: { orderId: 'CRN09000101' } });
    expect(getPurchase.response.safeParse(delivered.body).success).toBe(true);
    const physical = delivered.body.items.filter((item) => !item.isDigitalProduct);
    expect(physical.length).toBeGreaterThanOrEqual(2);
    expect(physical.every((item) => item.returnable && item.returnableQty === item.qty)).toBe(true);
    expect(delivered.body.paymentMethod[0]).toMatchObject({ label: 'Visa ••4242' });
    const daysAgo = (iso: string | null) =>
      Math.round((server().clock.now().getTime() - Date.parse(iso ?? '')) / 86_400_000);
    expect(daysAgo(delivered.body.shipments[0]?.deliveredAt ?? null)).toBe(21);

    const shipped = await agent.send(getPurchase, { params: { orderId: 'CRN09000102' } });
    expect(shipped.body.shipments[0]).toMatchObject({
      status: 'SHIPPED',
      trackingNumber: '1ZCRN9A20318456713',
      trackingUrl: expect.stringContaining('1ZCRN9A20318456713'),
    });
    expect(daysAgo(shipped.body.shipments[0]?.shippedAt ?? null)).toBe(4);
    const cancelled = await agent.send(getPurchase, { params: { orderId: 'CRN09000103' } });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancellable: false });

    const line = physical[0];
    const label = await agent.send(createReturnLabel, {
      params: { orderId: 'CRN09000101' },
      body: { items: [{ itemId: line?.itemId ?? '', qty: 1, reasonCode: 'TOO_SMALL' }] },
    });
    expect(label.status).toBe(200);
  });

  it('seeds once: running the seeders again adds nothing', async () => {
    const { seed } = await import('../db/seed.ts');
    const ran = await seed(server().db, { config: server().config, now: server().clock.now() });
    expect(ran).toEqual([]);
    const orders = seeders.find((s) => s.name === 'demo-orders');
    if (!orders) throw new Error('no demo-orders seeder');
    await server().db.transaction((tx) =>
      orders.run(tx, { config: server().config, now: server().clock.now() }),
    );
    const agent = server().agent();
    await signInAs(agent, 'loyalty');
    const history = await agent.send(getPurchaseHistory, { body: {} });
    expect(history.body.total).toBe(3);
  });
});
