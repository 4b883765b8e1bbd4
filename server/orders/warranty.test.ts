import { describe, expect, it } from 'vitest';
import { submitWarranty } from '#api/contract/consumer.ts';
import { demo, setStock } from '../cart/test/fixtures.ts';
import { warrantyClaims } from '../db/schema/orders.ts';
import { seeders } from '../db/seed.ts';
import { errorIdOf, setupTestServer } from '../test/harness.ts';
import { ordersKit, parses, placeOrderOf } from './test/helpers.ts';

/*
 * Warranty claims (server/orders/warranty.ts, spec §7 Consumer POST warranty), on PGlite
 * and on PostgreSQL (DATABASE_URL).
 */

const server = setupTestServer({
  seed: seeders.filter((s) => ['catalogue', 'profiles', 'checkout'].includes(s.name)),
});

const { signedIn, mailsTo } = ordersKit(server);

const today = () => server().clock.now().toISOString().slice(0, 10);
const claim = (overrides: Record<string, unknown> = {}) => ({
  productId: demo.jacket.id,
  purchaseDate: today(),
  description: 'The zip pulled out of the seam after a week.',
  ...overrides,
});

describe('warranty claims', () => {
  it('files a member’s claim for a sku of their order, stores it and mails its reference', async () => {
    await setStock(server().db, demo.b, 50);
    const agent = await signedIn('registered');
    const placed = await placeOrderOf(agent, [{ productId: demo.b, qty: 1 }]);
    const filed = await agent.send(submitWarranty, {
      query: { locale: 'fr-ca' },
      body: claim({
        productId: demo.b,
        orderNumber: placed.orderNumber,
        photoUrls: ['https://example.com/zip.jpg'],
      }),
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const { claimId } = parses(submitWarranty.response, filed.body);
    expect(claimId).toMatch(/^WRC-[A-Z2-9]{10}$/);

    const rows = await server().db.select().from(warrantyClaims);
    expect(rows).toEqual([
      expect.objectContaining({
        id: claimId,
        productId: demo.jacket.id,
        sku: demo.b,
        orderNumber: placed.orderNumber,
        photoUrls: ['https://example.com/zip.jpg'],
        locale: 'fr-ca',
        status: 'received',
      }),
    ]);
    const [mail] = await mailsTo('chris.morgan@example.com', 'warrantyClaim');
    expect(mail?.subject).toBe(`Votre demande de garantie ${claimId}`);
    expect(mail?.text).toContain(claimId);
    // Signed by the brand of the product claimed for.
    expect(mail?.text).toMatch(/\n\nL’équipe Ridgeline$/);
  });

  it('takes a style without an order; refuses unknown products, future dates and plain http photos', async () => {
    const agent = await signedIn('registered');
    const filed = await agent.send(submitWarranty, { body: claim() });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);

    const tomorrow = new Date(server().clock.now().getTime() + 86_400_000);
    for (const body of [
      claim({ productId: 'NOSUCHPROD' }),
      claim({ purchaseDate: tomorrow.toISOString().slice(0, 10) }),
      claim({ photoUrls: ['http://example.com/zip.jpg'] }),
      claim({ description: 'Broken.' }),
    ]) {
      const refused = await agent.send(submitWarranty, { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(errorIdOf(refused)).toBe('API400');
    }
  });

  it('names only the member’s own placed orders holding the product (ORD409, API400); members only', async () => {
    await setStock(server().db, demo.a, 50);
    const owner = await signedIn('registered');
    const placed = await placeOrderOf(owner, [{ productId: demo.a, qty: 1 }]);

    const stranger = await signedIn('employee');
    const theirs = await stranger.send(submitWarranty, {
      body: claim({ orderNumber: placed.orderNumber }),
    });
    expect(theirs.status).toBe(404);
    expect(errorIdOf(theirs)).toBe('ORD409');
    const unknown = await owner.send(submitWarranty, {
      body: claim({ orderNumber: 'CRN99999999' }),
    });
    expect(errorIdOf(unknown)).toBe('ORD409');
    const otherProduct = await owner.send(submitWarranty, {
      body: claim({ productId: demo.fleece.id, orderNumber: placed.orderNumber }),
    });
    expect(otherProduct.status).toBe(400);
    expect(errorIdOf(otherProduct)).toBe('API400');

    const anonymous = await server().agent().send(submitWarranty, { body: claim() });
    expect(anonymous.status).toBe(401);
  });
});
