/**
 * End to end, as a shopper who needs help (spec §2 /help/contact-us and the help pages):
 * the contact form on a phone-sized screen to its success, and the help pages' children
 * navigation; on its own store and browser (host/test/shopperBrowser.ts).
 */
import { describe, expect, it } from 'vitest';
import { base, failuresOf, open, setupStore, shopper } from './test/shopperBrowser.ts';

setupStore();

describe('help in a browser', () => {
  it('contact us at 390 px: category, then its subject, the message sent, the case mailed', async () => {
    const page = await shopper(390);
    await open(page, '/en-us/help/contact-us');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.evaluate(() => document.title)).toMatch(/Contact us/);

    // The subject waits for a category; a category gives its own subjects.
    await expect.poll(() => main.getByRole('button', { name: /Subject/ }).isDisabled()).toBe(true);
    await main.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'My order' }).click();
    await main.getByRole('button', { name: /Subject/ }).click();
    await page.getByRole('option', { name: 'Where is my order?' }).click();

    const field = (name: RegExp) => main.getByRole('textbox', { name });
    await field(/^First name/).fill('Ada');
    await field(/^Last name/).fill('Lovelace');
    await field(/^Email/).fill('ada.help@example.com');
    await field(/^Order number/).fill('RDG00012345');
    await field(/^Your message/).fill('My parcel has not moved for a week.');
    await main.getByRole('button', { name: 'Send message' }).click();

    await main
      .getByRole('heading', { level: 2, name: 'Thank you, your message is on its way' })
      .waitFor();
    const caseText = (await main.getByText(/We opened case CS-\d{8}/).textContent()) ?? '';
    const caseNumber = /CS-\d{8}/.exec(caseText)?.[0];
    expect(caseNumber).toBeDefined();
    await main.getByText('My order – Where is my order?').waitFor();
    expect(
      await main.getByRole('link', { name: 'Back to help', exact: true }).getAttribute('href'),
    ).toBe('/en-us/help');
    // Stored and acknowledged by mail (the service's development outbox).
    const outbox = await fetch(`${base}/api/dev/outbox?recipient=ada.help%40example.com`);
    const { messages } = (await outbox.json()) as { messages: { subject: string }[] };
    expect(messages[0]?.subject).toContain(caseNumber);
    // Nothing wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(failuresOf(page)).toEqual([]);
  });

  it('help pages: follow the children navigation down to how to return; unknown help paths 404', async () => {
    const page = await shopper();
    await open(page, '/en-us/help');
    const nav = page.getByRole('main').getByRole('navigation', { name: 'Help' });
    await nav.getByRole('link', { name: 'Returns', exact: true }).click();
    await page.waitForURL(`${base}/en-us/help/returns`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Returns' }).waitFor();
    expect(
      await nav.getByRole('link', { name: 'Returns', exact: true }).getAttribute('aria-current'),
    ).toBe('page');

    await nav.getByRole('link', { name: 'How to return' }).click();
    await page.waitForURL(`${base}/en-us/help/returns/how-to-return`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'How to return' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(
      await nav.getByRole('link', { name: 'How to return' }).getAttribute('aria-current'),
    ).toBe('page');
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(`${base}/en-us/help/contact-us`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /Category/ }).waitFor();

    // The legal pages sit under the policies hub and lead to one another.
    await open(page, '/en-us/privacy');
    const policies = page.getByRole('main').getByRole('navigation', { name: 'Policies' });
    await policies.getByRole('link', { name: 'Shipping terms' }).click();
    await page.waitForURL(`${base}/en-us/policies/shipping-terms`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Shipping terms' }).waitFor();
    await page.getByRole('button', { name: 'Delivery times' }).waitFor();

    const missing = await open(page, '/en-us/help/nowhere');
    expect(missing?.status()).toBe(404);
    const french = await open(page, '/fr-fr/help/contact-us');
    expect(french?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    expect(failuresOf(page)).toEqual([]);
  });
});
