/**
 * End to end, the store's calls a shopper never sees but the service relies on, on the store
 * as `npm start` serves it (host/test/shopperBrowser.ts): reserve in store from the product
 * page (POST /cart/v1/reserveWithItem), the device fingerprint sent before an order is
 * placed (POST /cart/v1/deviceFingerPrint, read back from the service's database), and the
 * page's Web Vitals beacon (POST /fapi/performance/ingest).
 */
import { eq } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { orders } from '#server/db/schema/checkout.ts';
import {
  addToCartFrom,
  failuresOf,
  open,
  setupStore,
  shopper,
  stopStore,
  storeDataDir,
  toReviewAsGuest,
} from './test/shopperBrowser.ts';

setupStore();

/** The requests of a page to a path, in the order the page sent them, with every other. */
function recordRequests(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  const to = (path: string, method = 'POST') =>
    sent.filter(
      (request) => new URL(request.url()).pathname === path && request.method() === method,
    );
  return { sent, to };
}

/** What the fingerprint test placed, for the last test to find in the database. */
const placed = { orderNumber: '', fingerPrint: '' };

describe('the store’s calls in a browser', () => {
  it('reserves a size in the chosen store from the product page; the cart holds it for pickup there', async () => {
    const page = await shopper();
    const requests = recordRequests(page);
    await open(page, '/en-us/p/mens-nunatak-rain-jacket-RDGJK1001?color=forest&size=XL');
    const pickup = page.getByRole('region', { name: 'Pick up in store' });
    // Forest XL in the demo stock: ten at Ridgeline Boulder Pearl Street.
    await pickup.getByRole('button', { name: 'Find a store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
    await dialog.getByRole('textbox', { name: /Postal code/ }).fill('80202');
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog
      .getByRole('button', { name: 'Pick up here: Ridgeline Boulder Pearl Street' })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await pickup.getByText('Size XL: in stock in this store').waitFor();

    await pickup.getByRole('button', { name: 'Reserve in store' }).click();
    await pickup.getByText('Reserved for pickup at Ridgeline Boulder Pearl Street').waitFor();
    // The service's answer: when it is ready and where.
    await pickup.getByText('Ready within 2 hours').waitFor();
    await pickup.getByText('1320 Pearl St, Boulder, CO 80302').waitFor();
    const [reserve] = requests.to('/api/cart/v1/reserveWithItem');
    expect(reserve?.postDataJSON()).toEqual({
      storeId: '1002',
      items: [{ productId: 'RDGJK100113', qty: 1 }],
    });
    expect((await reserve?.response())?.status()).toBe(201);

    // The cart the service keeps has the line, to be picked up in that store.
    await pickup.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/en-us\/cart$/);
    await page.getByText('Pick up at Ridgeline Boulder Pearl Street').waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('sends the device fingerprint once before the order is placed', async () => {
    const page = await shopper();
    const requests = recordRequests(page);
    await addToCartFrom(page, 'RDGJK1006', 'S');
    await toReviewAsGuest(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    const number = await page.getByText(/^Order number CRN\d{8}$/).textContent();

    const fingerprints = requests.to('/api/cart/v1/deviceFingerPrint');
    expect(fingerprints).toHaveLength(1);
    const [fingerprint] = fingerprints;
    const body = fingerprint?.postDataJSON() as { basketId: string; fingerPrint: string };
    expect(body.fingerPrint).toMatch(
      /^v=1;id=[0-9a-f]{32};lang=en;tz=[A-Za-z0-9_+\-/]*;pointer=(fine|coarse)$/,
    );
    expect((await fingerprint?.response())?.status()).toBe(200);
    // The id is this browser's, kept for its next visit.
    const deviceId = await page.evaluate(() => localStorage.getItem('cairn.deviceId'));
    expect(body.fingerPrint).toContain(`id=${deviceId};`);
    // Sent before the order, for the same cart.
    const [order] = requests.to('/api/cart/v2/checkout/order', 'PUT');
    expect(order?.postDataJSON()).toMatchObject({ basketId: body.basketId });
    expect(requests.sent.indexOf(fingerprint as Request)).toBeLessThan(
      requests.sent.indexOf(order as Request),
    );
    placed.orderNumber = (number ?? '').replace('Order number ', '');
    placed.fingerPrint = body.fingerPrint;
    expect(failuresOf(page)).toEqual([]);
  });

  it('sends the page’s Web Vitals to the ingest route when the page is hidden, only where enabled', async () => {
    const hide = (page: Page) =>
      // Headless Chromium keeps a page visible: hidden as a tab switch makes it.
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    const libraryLoaded = (page: Page) =>
      expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => /web-vitals/.test(entry.name)),
          ),
        )
        .toBe(true);

    // Under automation the beacon stays off unless the page enables it.
    const quiet = await shopper();
    const quietRequests = recordRequests(quiet);
    await open(quiet, '/en-us/p/men-s-glissade-rain-jacket-RDGJK1005');
    await libraryLoaded(quiet);
    await hide(quiet);
    await quiet.waitForTimeout(500);
    expect(quietRequests.to('/fapi/performance/ingest')).toEqual([]);

    const page = await shopper();
    await page.context().addInitScript(() => {
      window.cairnWebVitals = true;
    });
    const beacon = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/fapi/performance/ingest',
    );
    await open(page, '/en-us/p/men-s-glissade-rain-jacket-RDGJK1005');
    await libraryLoaded(page);
    await page.getByRole('radiogroup', { name: /Size/ }).getByText('S', { exact: true }).click();
    await hide(page);
    const sent = await beacon;
    const body = JSON.parse(sent.postData() ?? '{}') as {
      page: string;
      metrics: Array<{ name: string; value: number }>;
    };
    expect(body.page).toBe('PDP routes/product');
    const names = body.metrics.map((metric) => metric.name);
    for (const name of ['TTFB', 'FCP', 'LCP', 'CLS']) expect(names).toContain(name);
    // The route took it as its contract says (204), not a 4xx.
    expect((await sent.response())?.status()).toBe(204);
    expect(failuresOf(page)).toEqual([]);
  });

  // Last: it stops the store to read its database.
  it('the service kept the fingerprint with the order’s cart', async () => {
    expect(placed.orderNumber).toMatch(/^CRN\d{8}$/);
    await stopStore();
    const database = await openDatabase({ dataDir: storeDataDir() });
    try {
      const [row] = await database.db
        .select({ fingerprint: carts.deviceFingerprint })
        .from(orders)
        .innerJoin(carts, eq(carts.id, orders.cartId))
        .where(eq(orders.orderNumber, placed.orderNumber));
      expect(row?.fingerprint).toBe(placed.fingerPrint);
    } finally {
      await database.close();
    }
  });
});
