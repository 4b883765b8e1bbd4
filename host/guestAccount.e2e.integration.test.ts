/**
 * End to end, a guest's order becoming an account's (host/test/shopperBrowser.ts: the
 * production store on a fresh database, Debian's Chromium): the guest pays, creates the
 * account from the order confirmation with the order's details filled in, and finds the
 * order in the account (the sign-in after the sign-up hands the guest session's orders over).
 */
import { describe, expect, it } from 'vitest';
import {
  addToCartFrom,
  failuresOf,
  open,
  setupStore,
  shopper,
  toReviewAsGuest,
} from './test/shopperBrowser.ts';

setupStore();

describe('a guest order and a new account, in a browser', () => {
  it('a guest pays, creates the account from the confirmation and finds the order in it', async () => {
    const page = await shopper();
    await addToCartFrom(page, 'RDGJK1006', 'M');
    await toReviewAsGuest(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    const numberText = await page.getByText(/^Order number CRN\d{8}$/).textContent();
    const orderNumber = numberText?.replace('Order number ', '') ?? '';
    expect(orderNumber).toMatch(/^CRN\d{8}$/);

    const offer = page.getByRole('region', { name: 'Keep this order in an account' });
    await offer.getByText(/^Track this order and return items faster with an account/).waitFor();
    await offer.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await dialog.waitFor();
    // The order's details (fillShipping's address) are in; a password and the policy are not.
    const field = (name: RegExp) => dialog.getByRole('textbox', { name });
    await expect.poll(() => field(/^Email/).inputValue()).toBe('ada@example.com');
    expect(await field(/^First name/).inputValue()).toBe('Ada');
    expect(await field(/^Last name/).inputValue()).toBe('Lovelace');
    expect(await field(/^Postal code/).inputValue()).toBe('80202');
    await dialog
      .getByLabel(/^Password/)
      .first()
      .fill('Trail2026ok');
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('Your account is ready, and this order is in it.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await offer.count()).toBe(0);
    // The way on is the order in the account now, not the guest's lookup.
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(new RegExp(`/en-us/account/orders/${orderNumber}$`));
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();

    // A new page from the server: the account's history holds the order the guest placed.
    await open(page, '/en-us/account/orders');
    const list = page.getByRole('main');
    await list.getByRole('link', { name: `Order ${orderNumber}` }).waitFor();
    await list.getByText('1 order').first().waitFor();
    expect(failuresOf(page)).toEqual([]);
  });
});
