/**
 * End to end, as a member keeping their account (issue 45): the address book on its page,
 * checkout starting from the profile and filling the book, the next checkout offering the
 * saved address, and the newsletter's double opt-in link from the outbox; on its own store
 * and browser (host/test/shopperBrowser.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccount } from '#demo/profiles/index.ts';
import {
  addToCartFrom,
  base,
  failuresOf,
  open,
  payByCard,
  setupStore,
  shopper,
} from './test/shopperBrowser.ts';

setupStore();

async function signInAs(page: Page, email: string) {
  await open(page, '/en-us/sign-in');
  const form = page.getByRole('region', { name: 'Sign in' });
  // The lookup step, then the password at the sign-in step it leads to.
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByText(`Signing in as ${email}`).waitFor();
  await form
    .getByLabel(/^Password/)
    .first()
    .fill('Cairn-Demo-2026');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

describe('a member’s account in a browser', () => {
  it('checkout starts from the profile, keeps the new address in the book, and offers it next time', async () => {
    const chris = demoAccount('registered').profile.consumerDetails;
    expect(chris.address).toEqual([]);
    const page = await shopper();
    await signInAs(page, chris.email);
    await addToCartFrom(page, 'RDGJK1006', 'M');
    await open(page, '/en-us/checkout');
    const main = page.getByRole('main');
    const field = (name: string) => main.getByRole('textbox', { name, exact: true });
    // No saved address yet: the form starts from the profile, and will keep the address.
    await expect.poll(() => field('First name').inputValue()).toBe(chris.firstName);
    expect(await field('Email').inputValue()).toBe(chris.email);
    const keep = main.getByRole('checkbox', { name: 'Save to my account' });
    expect(await keep.isChecked()).toBe(true);
    await field('Address').fill('12 Pine Street');
    await field('City').fill('Denver');
    await page.getByRole('button', { name: /State or province/ }).click();
    await page.getByRole('option', { name: 'Colorado' }).click();
    await field('Postal code').fill('80202');
    if (!(await field('Phone').inputValue())) await field('Phone').fill('303 555 0100');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Billing address' }).waitFor();
    await payByCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);

    // The account's book has it, as the main shipping address.
    await open(page, '/en-us/account/addresses');
    const saved = page.getByRole('listitem', { name: 'Shipping address, 12 Pine Street, Denver' });
    await saved.getByText('Main shipping address').waitFor();

    // The next checkout offers it, chosen: no form to fill.
    await addToCartFrom(page, 'RDGJK1006', 'M');
    await open(page, '/en-us/checkout');
    const shipTo = main.getByRole('radiogroup', { name: 'Ship to' });
    await expect
      .poll(() => shipTo.getByRole('radio', { name: /12 Pine Street/ }).isChecked())
      .toBe(true);
    expect(await field('Address').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Billing address' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });

  it('the address book: add, edit, make main and remove, kept by the service', async () => {
    const page = await shopper();
    await signInAs(page, demoAccount('loyalty').profile.consumerDetails.email);
    await open(page, '/en-us/account/addresses');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Addresses' }).waitFor();
    await main.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    expect(await field('First name').inputValue()).toBe('Maya');
    await field('Address').fill('1200 Pearl St');
    await field('City').fill('Boulder');
    await dialog.getByRole('button', { name: /State or province/ }).click();
    await page.getByRole('option', { name: 'Colorado' }).click();
    await field('Postal code').fill('80302');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'detached' });
    const boulder = main.getByRole('listitem', {
      name: 'Shipping address, 1200 Pearl St, Boulder',
    });
    await boulder.waitFor();

    // Edit: another city, kept after a reload.
    await boulder.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await edit.getByRole('textbox', { name: 'City', exact: true }).fill('Louisville');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await edit.waitFor({ state: 'detached' });
    const louisville = main.getByRole('listitem', {
      name: 'Shipping address, 1200 Pearl St, Louisville',
    });
    await louisville.waitFor();

    // Make it main: it goes first, with the badge; Denver loses it.
    await louisville.getByRole('button', { name: /^Set as main/ }).click();
    await louisville.getByText('Main shipping address').waitFor();
    await open(page, '/en-us/account/addresses');
    const book = main.getByRole('list', { name: 'Addresses' });
    const first = book.getByRole('listitem').first();
    expect(await first.getAttribute('aria-label')).toBe(
      'Shipping address, 1200 Pearl St, Louisville',
    );
    expect(
      await main
        .getByRole('listitem', { name: 'Shipping address, 2150 Larimer St, Denver' })
        .getByText('Main shipping address')
        .count(),
    ).toBe(0);

    // Remove it after confirming: Denver is the main shipping address again.
    await main
      .getByRole('listitem', { name: 'Shipping address, 1200 Pearl St, Louisville' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this address?' });
    await confirm.getByRole('button', { name: 'Remove address' }).click();
    await main
      .getByRole('listitem', { name: 'Shipping address, 1200 Pearl St, Louisville' })
      .waitFor({ state: 'detached' });
    await open(page, '/en-us/account/addresses');
    await main
      .getByRole('listitem', { name: 'Shipping address, 2150 Larimer St, Denver' })
      .getByText('Main shipping address')
      .waitFor();
    expect(await book.getByRole('listitem').count()).toBe(2);
    expect(failuresOf(page)).toEqual([]);
  });

  it('the welcome offer: shown in the account, 10% off in the cart', async () => {
    const page = await shopper();
    await signInAs(page, demoAccount('loyalty').profile.consumerDetails.email);
    await open(page, '/en-us/account');
    const loyalty = page.getByRole('region', { name: 'XPLR Pass' });
    const code = await loyalty.getByText(/^WELCOME-[A-Z0-9]+$/).textContent();
    expect(code).toMatch(/^WELCOME-/);
    await addToCartFrom(page, 'RDGJK1006', 'M');
    await open(page, '/en-us/cart');
    const main = page.getByRole('main');
    // The promo form hydrates once its code has loaded (near the screen): the code goes in
    // when the page is quiet, and again if a press before hydration did nothing.
    await page.waitForLoadState('networkidle');
    const field = main.getByRole('textbox', { name: 'Promo code' });
    await field.scrollIntoViewIfNeeded();
    const applied = main.getByText(code ?? '', { exact: true });
    for (let attempt = 0; attempt < 3 && !(await applied.isVisible()); attempt += 1) {
      await field.fill(code ?? '');
      await main.getByRole('button', { name: 'Apply', exact: true }).click();
      await applied.waitFor({ timeout: 5000 }).catch(() => undefined);
    }
    await applied.waitFor();
    await main.getByText('Discounts').first().waitFor();
    expect(await main.getByText(/does not apply/).count()).toBe(0);
    expect(failuresOf(page)).toEqual([]);
  });

  it('an e-gift card bought, then its mail sent again from the order', async () => {
    const page = await shopper();
    await signInAs(page, demoAccount('loyalty').profile.consumerDetails.email);
    await open(page, '/en-us/p/any-RDGGC1001');
    const main = page.getByRole('main');
    await main
      .getByRole('radiogroup', { name: /Amount/ })
      .getByText('$50', { exact: true })
      .click();
    const recipient = `friend-${Date.now()}@example.com`;
    await main.getByRole('textbox', { name: /^Recipient’s e-mail/ }).fill(recipient);
    await main.getByRole('textbox', { name: /^Recipient’s name/ }).fill('Sam');
    await main.getByRole('textbox', { name: /^Your message/ }).fill('Happy trails');
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    // Express checkout (spec §4): the member's main address and card, straight to review.
    await open(page, '/en-us/checkout');
    await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    const orderNumber = /CRN\d{8}/.exec(
      (await page.getByText(/^Order number CRN\d{8}$/).textContent()) ?? '',
    )?.[0];
    expect(orderNumber).toBeDefined();

    const mails = async () => {
      const outbox = await fetch(
        `${base}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
      );
      return ((await outbox.json()) as { messages: unknown[] }).messages.length;
    };
    await expect.poll(mails).toBe(1);
    await open(page, `/en-us/account/orders/${orderNumber}`);
    await main.getByRole('button', { name: 'Send the gift card email again' }).click();
    await main.getByText(/^Sent again\. The card has a new number and PIN/).waitFor();
    expect(await mails()).toBe(2);
    expect(failuresOf(page)).toEqual([]);
  });

  it('the newsletter’s double opt-in: the mailed link confirms by a press, not by opening', async () => {
    const page = await shopper();
    const email = `optin-${Date.now()}@example.com`;
    await open(page, '/fr-fr');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: /^Courriel/ }).fill(email);
    await footer.getByRole('checkbox').first().check({ force: true });
    await footer.getByRole('button', { name: "S'abonner" }).click();
    await footer.getByText(/Merci/).waitFor();

    const outbox = await fetch(`${base}/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
    const { messages } = (await outbox.json()) as { messages: { data: Record<string, string> }[] };
    const link = messages.map((m) => m.data.link).find((l) => l?.includes('/subscription/confirm'));
    expect(link).toBeDefined();
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;
    expect(path).toMatch(/^\/fr-fr\/subscription\/confirm\?token=/);

    // Opening the page confirms nothing yet; a tampered link is refused.
    await open(page, `${path}x`);
    await page.getByRole('button', { name: 'Confirmer l’abonnement' }).click();
    await page.getByText(/Ce lien de confirmation n’est plus valide/).waitFor();

    await open(page, path);
    await page.getByRole('heading', { level: 1, name: 'Confirmez votre abonnement' }).waitFor();
    await page.getByRole('button', { name: 'Confirmer l’abonnement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vous êtes abonné(e)' }).waitFor();
    await page.getByText(`Merci : ${email} recevra notre newsletter.`).waitFor();
    const headers = (await page.request.get(`${base}${path}`)).headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(failuresOf(page)).toEqual([]);
  });
});
