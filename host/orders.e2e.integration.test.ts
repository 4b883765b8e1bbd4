/**
 * End to end, after the order (Account › Orders, order status, returns): a member returns a
 * delivered line, prints the label, downloads the invoice and files a warranty claim; a guest finds the order just placed by its number
 * and e-mail and cancels it, and the stock it held comes back. On its own store and browser
 * (host/test/shopperBrowser.ts), beside the other e2e files.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addToCartFrom,
  base,
  failuresOf,
  open,
  setupStore,
  shopper,
  signInAsDemoMember,
  toReviewAsGuest,
} from './test/shopperBrowser.ts';

setupStore();

/** The units of all a product's skus the service holds (the product page's own call). */
async function stockOf(page: Page, productId: string): Promise<number> {
  const response = await page.request.get(
    `${base}/api/products/v2/products/${productId}/inventory?locale=en-us`,
  );
  const body = (await response.json()) as { variants: Record<string, { quantity: number }> };
  return Object.values(body.variants).reduce((sum, sku) => sum + sku.quantity, 0);
}

describe('orders in a browser', () => {
  it('a member finds a delivered order, returns a line and prints its label', async () => {
    const page = await shopper();
    await open(page, '/en-us/sign-in');
    await signInAsDemoMember(page.getByRole('region', { name: 'Sign in' }));
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await open(page, '/en-us/account');
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await page.waitForURL(/\/en-us\/account\/orders$/);
    const list = page.getByRole('main');
    await list.getByText('3 orders').first().waitFor();
    await list.getByRole('link', { name: 'Order CRN09000102' }).waitFor();
    // The history's search: by order number, in the URL, and cleared again.
    await list.getByRole('searchbox', { name: /^Search your orders/ }).fill('crn09000102');
    await list.getByRole('searchbox', { name: /^Search your orders/ }).press('Enter');
    await list.getByText('1 order matches “crn09000102”').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('crn09000102');
    expect(await list.getByRole('link', { name: /^Order CRN/ }).count()).toBe(1);
    await list.getByRole('searchbox', { name: /^Search your orders/ }).fill('');
    await list.getByText('3 orders').first().waitFor();

    await list.getByRole('link', { name: 'Order CRN09000101' }).click();
    await page.waitForURL(/\/account\/orders\/CRN09000101$/);
    await page.getByRole('heading', { name: 'Order CRN09000101' }).waitFor();
    // Delivered: no cancelling, a return instead.
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return items' });
    await dialog.getByText("Men's Nunatak Rain Jacket").click();
    // Without a reason the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Create return label' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Too small' }).click();
    await dialog.getByRole('button', { name: 'Create return label' }).click();
    await dialog.getByText('Your return label is ready').waitFor();
    const href = await dialog
      .getByRole('link', { name: 'Open the return label' })
      .getAttribute('href');
    expect(href).toMatch(/^\/en-us\/returns\/[\w-]+$/);

    await open(page, href ?? '');
    await page.getByRole('heading', { name: 'Return label' }).waitFor();
    // The heading comes first; the label's data after it.
    await page.getByText(/^RMA-[A-Z0-9]{10}$/).waitFor();
    expect(await page.getByRole('img', { name: /^Barcode of RMA-/ }).count()).toBe(1);
    await page.getByRole('cell', { name: /Nunatak Rain Jacket/ }).waitFor();
    await page.getByRole('cell', { name: 'Too small' }).waitFor();

    // Back on the order: the return is listed; the line has nothing left to return.
    await open(page, '/en-us/account/orders/CRN09000101');
    await page.getByRole('heading', { name: 'Returns' }).waitFor();
    await page.getByText('1 unit on a return label').waitFor();

    // The invoice: a PDF download, and the page stays.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice-CRN09000101.pdf');
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(page.url()).toMatch(/\/account\/orders\/CRN09000101$/);

    // A warranty claim for a line: its reference in the dialog and in the member's mail.
    await page.getByRole('button', { name: 'Warranty claim' }).click();
    const claim = page.getByRole('dialog', { name: 'Warranty claim' });
    await claim.getByRole('button', { name: /Item/ }).click();
    await page.getByRole('option').first().click();
    await claim
      .getByRole('textbox', { name: /^What is wrong with it/ })
      .fill('The hood seam lets the rain in after an hour.');
    await claim.getByRole('button', { name: 'Send claim' }).click();
    const sent = claim.getByText(/^Claim WRC-[A-Z0-9]{10} sent$/);
    await sent.waitFor();
    const claimId = (await sent.textContent())?.split(' ')[1];
    const outbox = await (
      await fetch(`${base}/api/dev/outbox?recipient=maya.alvarez%40example.com`)
    ).text();
    expect(outbox).toContain(`Your warranty claim ${claimId}`);
    expect(failuresOf(page)).toEqual([]);
  });

  it('a guest looks up the order just placed and cancels it: the stock comes back', async () => {
    const page = await shopper();
    const before = await stockOf(page, 'RDGJK1006');
    await addToCartFrom(page, 'RDGJK1006', 'S');
    await toReviewAsGuest(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    const numberText = await page.getByText(/^Order number CRN\d{8}$/).textContent();
    const orderNumber = numberText?.replace('Order number ', '') ?? '';
    await expect.poll(() => stockOf(page, 'RDGJK1006')).toBe(before - 1);

    await page.getByRole('link', { name: 'Track this order' }).click();
    await page.waitForURL(/\/en-us\/order-status/);
    await page.getByRole('heading', { name: 'Order status' }).waitFor();
    const form = page.getByRole('main');
    // The number came with the link; a wrong e-mail says nothing about which was wrong.
    await expect.poll(() => form.getByLabel('Order number').inputValue()).toBe(orderNumber);
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByRole('button', { name: 'Find order' }).click();
    await form.getByText('We could not find an order with that number and email.').waitFor();
    await form.getByLabel('Email').fill('ADA@example.com');
    await form.getByRole('button', { name: 'Find order' }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await page.getByText('Processing').first().waitFor();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}` });
    await dialog.getByRole('button', { name: /Why are you cancelling/ }).click();
    await page.getByRole('option', { name: 'I ordered by mistake' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(`Order ${orderNumber} is cancelled.`).first().waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await expect.poll(() => stockOf(page, 'RDGJK1006')).toBe(before);
    expect(failuresOf(page)).toEqual([]);
  });
});
